// The dates a compare note's message sets in (`{day, date, day}`, `{from, date, day}` to `{to, date, day}`): a bare
// day ("2026-11-24") is that day wherever it is read, so it is taken at noon in the UAE; an instant is its day there.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch milliseconds of a day or an instant, for a message's date argument. */
export function dayAt(iso: string): number {
  return Date.parse(ISO_DAY.test(iso) ? `${iso}T12:00:00+04:00` : iso);
}

/** The arguments of a message's `{hasSpan, select, …}` period. */
export function spanArgs(span: { from: string; to: string } | null | undefined): {
  hasSpan: 'yes' | 'no';
  from: number;
  to: number;
} {
  return span ? { hasSpan: 'yes', from: dayAt(span.from), to: dayAt(span.to) } : { hasSpan: 'no', from: 0, to: 0 };
}
