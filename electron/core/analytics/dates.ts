// Calendar arithmetic of the analyses in whole UTC days since 1970-01-01: ISO dates, months and the service's
// relative periods.
import type { TIME_PERIODS } from '#shared/data-service/params';

export type TimePeriod = (typeof TIME_PERIODS)[number];

const DAY_MS = 86_400_000;

/**
 * Days a period reaches back from the service's today: the spec names months, and the demo service (like the
 * gateways we know) counts 30, 91, 182, 365 or 730 days back, the edge day excluded.
 */
export const PERIOD_DAYS: Readonly<Record<TimePeriod, number>> = {
  '1m': 30,
  '3m': 91,
  '6m': 182,
  '12m': 365,
  '24m': 730,
};

export function isoToDay(iso: string): number {
  return Math.floor(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
}

export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dayOfInstant(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Months since year 0 (year × 12 + month − 1), so consecutive months are consecutive integers. */
export function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first and last day of a month (months since year 0, as monthOfDay counts them). */
export function monthDays(month: number): { first: number; last: number } {
  const year = Math.floor(month / 12);
  const first = Date.UTC(year, month % 12, 1) / DAY_MS;
  return { first, last: Date.UTC(year, (month % 12) + 1, 1) / DAY_MS - 1 };
}

/** The days of a month inside [fromDay, toDay] when they are not the whole month (a period's first or last month). */
export function partialMonth(month: number, fromDay: number, toDay: number): { from: string; to: string } | null {
  const { first, last } = monthDays(month);
  if (first >= fromDay && last <= toDay) return null;
  return { from: dayToIso(Math.max(first, fromDay)), to: dayToIso(Math.min(last, toDay)) };
}

export function monthLabel(month: number): string {
  const year = Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** For each day of [fromDay, toDay], its month's index counted from fromDay's month: a table, not a Date per row. */
export function monthIndexTable(fromDay: number, toDay: number): { table: Int16Array; first: number; months: number } {
  const first = monthOfDay(fromDay);
  const table = new Int16Array(Math.max(0, toDay - fromDay + 1));
  for (let d = fromDay; d <= toDay; d++) table[d - fromDay] = monthOfDay(d) - first;
  return { table, first, months: monthOfDay(toDay) - first + 1 };
}
