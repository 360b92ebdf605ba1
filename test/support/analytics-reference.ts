// An independent, deliberately naive calculation of the market figures (sort every group, no typed arrays, no
// selection algorithm), to check the worker's analyses against: the outlier rule, monthly medians by bedrooms.

export interface RefRow {
  purpose: string;
  /** Bedrooms as stored (null unknown); bucketed 0–5 here. */
  rooms: number | null;
  date: string;
  price: number;
  pricePerSqft: number | null;
  /** The place the registry records (a building, or the place itself); judged on its own with enough rows. */
  location?: string;
}

export interface RefRule {
  k: number;
  floorRatio: number;
  exclude: boolean;
  /** The names the asked place itself is recorded under: rows recorded there have no building. */
  own?: readonly string[];
}

/** Rows of a building (a recorded place other than the asked one) with enough of them to be judged on their own. */
const MIN_BUILDING = 10;

export function refMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

const bucket = (rooms: number | null): number => (rooms === null || rooms < 0 ? -1 : Math.min(rooms, 5));
const round2 = (n: number | null): number | null => (n === null ? null : Number(n.toFixed(2)));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/** The rows the rule flags: 3 scaled MADs within purpose × bedrooms × month (cells of 5+), or under the floor. */
export function refFlagged(rows: readonly RefRow[], rule: RefRule): Set<RefRow> {
  const flagged = new Set<RefRow>();
  const priced = rows.filter((r) => r.pricePerSqft !== null);
  const floorMedians = new Map(
    [...groupBy(priced, (r) => `${r.purpose}|${bucket(r.rooms)}`)].map(([k, g]) => [
      k,
      refMedian(g.map((r) => r.pricePerSqft!))!,
    ]),
  );
  // A building with enough rows of its purpose and bedrooms is its own reference (median, MAD and floor).
  const places = new Set(priced.map((r) => r.location));
  const own = new Set(rule.own ?? []);
  const buildings = groupBy(
    priced.filter((r) => places.size > 1 && r.location !== undefined && !own.has(r.location)),
    (r) => `${r.location}|${r.purpose}|${bucket(r.rooms)}`,
  );
  const judged = new Set<RefRow>();
  for (const [, group] of buildings) {
    if (group.length < MIN_BUILDING) continue;
    const med = refMedian(group.map((r) => r.pricePerSqft!))!;
    const mad = refMedian(group.map((r) => Math.abs(r.pricePerSqft! - med)))!;
    const spread = 1.4826 * Math.max(mad, 0.01 * med);
    for (const r of group) {
      judged.add(r);
      if (r.pricePerSqft! < rule.floorRatio * med || Math.abs(r.pricePerSqft! - med) / spread > rule.k) flagged.add(r);
    }
  }
  for (const [, cell] of groupBy(priced, (r) => `${r.purpose}|${bucket(r.rooms)}|${r.date.slice(0, 7)}`)) {
    const values = cell.map((r) => r.pricePerSqft!);
    const med = refMedian(values)!;
    const mad = refMedian(values.map((v) => Math.abs(v - med)))!;
    const spread = 1.4826 * Math.max(mad, 0.01 * med);
    for (const r of cell) {
      if (judged.has(r)) continue;
      const floor = floorMedians.get(`${r.purpose}|${bucket(r.rooms)}`)!;
      if (r.pricePerSqft! < rule.floorRatio * floor) flagged.add(r);
      else if (cell.length >= 5 && Math.abs(r.pricePerSqft! - med) / spread > rule.k) flagged.add(r);
    }
  }
  return flagged;
}

export interface RefPoint {
  month: string;
  beds: number;
  count: number;
  medianPrice: number | null;
  medianPricePerSqft: number | null;
  outliers: number;
}

/** Monthly figures per bedroom bucket of one purpose, in month then bedroom order. */
export function refMonthlyByBeds(rows: readonly RefRow[], rule: RefRule): RefPoint[] {
  const flagged = refFlagged(rows, rule);
  const cells = groupBy(
    rows.filter((r) => bucket(r.rooms) >= 0),
    (r) => `${r.date.slice(0, 7)}|${bucket(r.rooms)}`,
  );
  return [...cells]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, cell]) => {
      const kept = rule.exclude ? cell.filter((r) => !flagged.has(r)) : cell;
      const [month, beds] = key.split('|');
      return {
        month: month!,
        beds: Number(beds),
        count: kept.length,
        medianPrice: round2(refMedian(kept.map((r) => r.price))),
        medianPricePerSqft: round2(refMedian(kept.filter((r) => r.pricePerSqft !== null).map((r) => r.pricePerSqft!))),
        outliers: cell.filter((r) => flagged.has(r)).length,
      };
    });
}
