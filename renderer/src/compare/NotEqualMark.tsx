// "No two agree", drawn: the ≠ character is missing from some fonts, and the fallback drew "=" with a slash beside it.
export function NotEqualMark() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false" className="not-equal-mark">
      <path
        d="M2 4.5h8M2 7.5h8M8.2 1.8 3.8 10.2"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
