// "What this rests on", drawn: the ⓘ character is missing from the bundled Arabic font, and showed as an empty box.
export function InfoMark() {
  return (
    <svg viewBox="0 0 14 14" width="13" height="13" aria-hidden="true" focusable="false" className="info-mark">
      <circle cx="7" cy="7" r="6" stroke="currentColor" strokeWidth="1.2" fill="none" />
      <path d="M7 6.2v4" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="7" cy="4" r="0.9" fill="currentColor" />
    </svg>
  );
}
