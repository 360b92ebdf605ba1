// The outlier rule, visible and returned with every result. A transaction is judged against its building or project
// (the place it records) when that has enough transactions of its purpose and bedroom count over the period: more
// than k scaled MADs from their median, or below a share of it. Otherwise, against its place: more than k scaled MADs
// from the median of its place × purpose × bedrooms × month cell, or below a share of the place × purpose ×
// bedrooms median over the period (a non-market transfer: gifts, family sales). A premium tower is then never left
// out whole as "far from its month's median". Rows without an area cannot be judged and are never flagged.
import type { OutlierRule } from '#shared/ipc/contract';
import { groupedMedians, type GroupScratch } from '../stats/grouped';
import { FLAG_BUILDING, FLAG_FLOOR, FLAG_MAD, type Sample } from './sample';

/** 1.4826 × MAD estimates the standard deviation of normally distributed values. */
export const MAD_SCALE = 1.4826;
/** Cells with fewer priced rows have no trustworthy spread: only the floor applies there. */
export const MIN_CELL_SIZE = 5;
/**
 * A building or project with at least this many priced transactions of a purpose and bedroom count over the period
 * is judged on its own (the size at which the app calls a sample no longer thin).
 */
export const MIN_BUILDING_SIZE = 10;
/** A MAD of zero (many identical prices) is floored at this share of the median, so equal prices are not flagged. */
const MIN_MAD_SHARE = 0.01;

export interface OutlierOptions {
  exclude: boolean;
  k: number;
  floorRatio: number;
}

export function outlierRule(options: OutlierOptions): OutlierRule {
  const { k, floorRatio, exclude } = options;
  return {
    measure: 'pricePerSqft',
    cell: 'place × purpose × bedrooms × month',
    k,
    madScale: MAD_SCALE,
    minCellSize: MIN_CELL_SIZE,
    floorRatio,
    floorCell: 'place × purpose × bedrooms over the period',
    buildingCell: 'building or project × purpose × bedrooms over the period',
    minBuildingSize: MIN_BUILDING_SIZE,
    excluded: exclude,
    description:
      `A transaction is judged against its building or project (the place it records) when that has at least ` +
      `${MIN_BUILDING_SIZE} transactions of its purpose and bedroom count over the period, otherwise against its ` +
      `place. Flagged when AED per sq ft is more than ${k} × ${MAD_SCALE} median absolute deviations from the median ` +
      `of its building, or of its place, purpose, bedroom count and month (cells of at least ${MIN_CELL_SIZE} ` +
      `transactions), or below ${Math.round(floorRatio * 100)} % of the median of its building, or of its place, ` +
      `purpose and bedroom count over the period (a likely non-market transfer). ` +
      `${exclude ? 'Flagged transactions are left out of the medians' : 'Flagged transactions are kept in the medians'}; ` +
      'the count flagged is shown beside every figure.',
  };
}

/** Bedroom bucket as a cell index: 0–5, and 6 for rooms unknown. */
const bedsCell = (beds: number): number => (beds < 0 ? 6 : beds);

/**
 * Each row's building group (its recorded place × bedrooms; -1 for a row recorded at the place itself), and how many
 * groups there are. A sample whose rows all record one place has no buildings to tell apart.
 */
function buildingGroups(
  sample: Sample,
  own: ReadonlySet<number>,
  bedCells: Int32Array,
  scratch: GroupScratch,
): { groups: Int32Array; count: number } {
  const n = sample.n;
  const groups = scratch.int32('outlier.building', n);
  const first = n > 0 ? sample.place[0]! : -1;
  let several = false;
  for (let i = 1; i < n && !several; i++) several = sample.place[i] !== first;
  const ids = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const place = sample.place[i]!;
    if (!several || own.has(place)) {
      groups[i] = -1;
      continue;
    }
    const key = place * 7 + bedCells[i]!;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    groups[i] = id;
  }
  return { groups, count: ids.size };
}

/**
 * Flags the sample's outliers in place (sample.flag, sample.notes); `monthOf` gives each row's month index, `own`
 * the codes of the names the place itself is recorded under (those rows have no building).
 */
export function flagOutliers(
  sample: Sample,
  monthOf: Int16Array,
  months: number,
  options: OutlierOptions,
  scratch: GroupScratch,
  own: ReadonlySet<number> = new Set(),
): number {
  const n = sample.n;
  const perSqft = sample.pricePerSqft;
  const cellCount = 7 * months;
  const cells = scratch.int32('outlier.cells', n);
  const bedCells = scratch.int32('outlier.beds', n);
  for (let i = 0; i < n; i++) {
    const b = bedsCell(sample.beds[i]!);
    bedCells[i] = b;
    cells[i] = b * months + monthOf[i]!;
  }
  const cellMedians = groupedMedians(perSqft, cells, n, cellCount, scratch);
  const bedMedians = groupedMedians(perSqft, bedCells, n, 7, scratch);
  // Absolute deviations from each cell's median, grouped the same way, give each cell's MAD.
  const deviation = scratch.float64('outlier.deviation', n);
  for (let i = 0; i < n; i++) deviation[i] = Math.abs(perSqft[i]! - cellMedians.medians[cells[i]!]!);
  const mads = groupedMedians(deviation, cells, n, cellCount, scratch);
  // The same for each building with enough transactions of a bedroom count.
  const building = buildingGroups(sample, own, bedCells, scratch);
  const buildingMedians = groupedMedians(perSqft, building.groups, n, building.count, scratch);
  const fromBuilding = scratch.float64('outlier.fromBuilding', n);
  for (let i = 0; i < n; i++) {
    const g = building.groups[i]!;
    fromBuilding[i] = g < 0 ? Number.NaN : Math.abs(perSqft[i]! - buildingMedians.medians[g]!);
  }
  const buildingMads = groupedMedians(fromBuilding, building.groups, n, building.count, scratch);
  let flagged = 0;
  for (let i = 0; i < n; i++) {
    const x = perSqft[i]!;
    sample.flag[i] = 0;
    if (x !== x) continue;
    const g = building.groups[i]!;
    const own = g >= 0 && buildingMedians.counts[g]! >= MIN_BUILDING_SIZE;
    const median = own ? buildingMedians.medians[g]! : cellMedians.medians[cells[i]!]!;
    const floorMedian = own ? median : bedMedians.medians[bedCells[i]!]!;
    if (x < options.floorRatio * floorMedian) {
      sample.flag[i] = FLAG_FLOOR;
      sample.notes.set(i, { reference: floorMedian, deviations: Number.NaN });
      flagged++;
      continue;
    }
    if (!own && mads.counts[cells[i]!]! < MIN_CELL_SIZE) continue;
    const mad = own ? buildingMads.medians[g]! : mads.medians[cells[i]!]!;
    const spread = MAD_SCALE * Math.max(mad, MIN_MAD_SHARE * median);
    const distance = Math.abs(x - median) / spread;
    if (distance > options.k) {
      sample.flag[i] = own ? FLAG_BUILDING : FLAG_MAD;
      sample.notes.set(i, { reference: median, deviations: distance });
      flagged++;
    }
  }
  return flagged;
}
