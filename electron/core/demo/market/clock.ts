// The demo market's calendar: day 0 is the epoch below; the market state is a pure function of (seed, day).
const DAY_MS = 86_400_000;
export const EPOCH_MS = Date.UTC(2026, 0, 1);

export function dayToDate(day: number): Date {
  return new Date(EPOCH_MS + day * DAY_MS);
}

export function dayToIso(day: number): string {
  return dayToDate(day).toISOString().slice(0, 10);
}

/** The market's wall-clock time: its day at the present time of day (the demo's clock can be moved by days). */
export function marketTime(day: number, now = Date.now()): Date {
  return new Date(EPOCH_MS + day * DAY_MS + (now % DAY_MS));
}

/** Seconds since the Unix epoch at a given market day (plus an offset within the day). */
export function dayToUnixSeconds(day: number, secondsIntoDay = 0): number {
  return Math.floor((EPOCH_MS + day * DAY_MS) / 1000) + secondsIntoDay;
}

/** The market day of a wall-clock instant, so that demo mode moves with the calendar. */
export function dayOf(date: Date): number {
  return Math.floor((date.getTime() - EPOCH_MS) / DAY_MS);
}
