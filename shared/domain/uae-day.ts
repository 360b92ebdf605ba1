// The UAE's calendar: the market's days, and the date a broker's file is named by, are Dubai's, whatever the
// computer's clock says.

/** The UAE keeps one offset all year (no daylight saving): instants are written as UAE wall-clock times. */
export const UAE_OFFSET_MS = 4 * 3_600_000;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The UAE calendar day of an instant (ISO 8601, epoch ms or a Date), YYYY-MM-DD: a snapshot taken at 02:35 in Dubai
 * on the 25th is of the 25th, though it is still the 24th in UTC. A calendar day stays as it is.
 */
export function uaeDay(instant: string | number | Date): string {
  if (typeof instant === 'string' && CALENDAR_DAY.test(instant)) return instant;
  const at = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(at)) return String(instant).slice(0, 10);
  return new Date(at + UAE_OFFSET_MS).toISOString().slice(0, 10);
}
