// Area against area: two to four units side by side on the same measures, each value's difference from the first
// unit (relative for amounts, in percentage points for ratios), the samples behind it, and the highest and lowest.
import type { BedsBucket, ChangeRow, CompareRow, CompareValue, YieldCell } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import type { FigureGrid } from './figures';
import { thinSample } from '#shared/market/thin-sample';

export interface UnitFigures {
  unit: string;
  /** Period figures by bucket (0–5) and all (6), per purpose analysed. */
  byPurpose: Partial<Record<Purpose, FigureGrid>>;
  yields: YieldCell[];
  changes: ChangeRow[];
}

type Value = Omit<CompareValue, 'diff'>;

/** Measures that are ratios themselves: their differences are in percentage points. */
const POINTS: ReadonlySet<CompareRow['measure']> = new Set(['grossYield', 'yearChangePerSqft']);

function difference(kind: CompareRow['diffKind'], value: number | null, first: number | null): number | null {
  if (value === null || first === null) return null;
  if (kind === 'points') return Math.round((value - first) * 100_000) / 100_000;
  return first === 0 ? null : Math.round((value / first - 1) * 10_000) / 10_000;
}

function row(
  measure: CompareRow['measure'],
  purpose: Purpose | null,
  beds: BedsBucket | null,
  values: Value[],
): CompareRow {
  const first = values[0]?.value ?? null;
  // A median or a yield over fewer than 10 on a side is thin (as the yield and gap tables mark it): shown, never
  // named the highest or the lowest. A count is a fact, whatever its size.
  const known = values.filter(
    (v): v is Value & { value: number } => v.value !== null && (measure === 'count' || !thinSample(v)),
  );
  const sorted = [...known].sort((a, b) => a.value - b.value);
  const spread = known.length >= 2 && sorted[0]!.value !== sorted[sorted.length - 1]!.value;
  const diffKind = POINTS.has(measure) ? 'points' : 'relative';
  return {
    measure,
    purpose,
    beds,
    diffKind,
    values: values.map((v) => ({ ...v, diff: difference(diffKind, v.value, first) })),
    highest: spread ? sorted[sorted.length - 1]!.unit : null,
    lowest: spread ? sorted[0]!.unit : null,
  };
}

/** A sample of one purpose, on its side. */
const sided = (purpose: Purpose, sample: number) => ({
  sample,
  saleSample: purpose === 'for-sale' ? sample : null,
  rentSample: purpose === 'for-rent' ? sample : null,
});

export function compareUnits(
  units: readonly UnitFigures[],
  purposes: readonly Purpose[],
  buckets: readonly BedsBucket[] | null,
): CompareRow[] {
  if (units.length < 2) return [];
  const rows: CompareRow[] = [];
  const bedChoices: (BedsBucket | null)[] = [null, ...(buckets ?? [0, 1, 2, 3, 4, 5])];
  for (const purpose of purposes) {
    for (const beds of bedChoices) {
      const index = beds ?? 6;
      const figures = units.map((u) => ({ unit: u.unit, figure: u.byPurpose[purpose]?.figure(index) ?? null }));
      if (figures.every((f) => !f.figure || f.figure.count === 0)) continue;
      const values = (
        pick: (f: NonNullable<(typeof figures)[number]['figure']>) => number | null,
        sample: 'count' | 'pricePerSqftCount',
      ) =>
        figures.map(({ unit, figure }) => ({
          unit,
          value: figure ? pick(figure) : null,
          ...sided(purpose, figure ? figure[sample] : 0),
        }));
      rows.push(
        row(
          'count',
          purpose,
          beds,
          values((f) => f.count, 'count'),
        ),
      );
      rows.push(
        row(
          'medianPrice',
          purpose,
          beds,
          values((f) => f.medianPrice, 'count'),
        ),
      );
      rows.push(
        row(
          'medianPricePerSqft',
          purpose,
          beds,
          values((f) => f.medianPricePerSqft, 'pricePerSqftCount'),
        ),
      );
    }
    const yearly = units.map((u) => {
      const change = u.changes.find((c) => c.purpose === purpose && c.span === 'year' && c.beds === null);
      return {
        unit: u.unit,
        value: change?.change.medianPricePerSqft ?? null,
        ...sided(purpose, change?.current.pricePerSqftCount ?? 0),
      };
    });
    if (yearly.some((v) => v.value !== null)) rows.push(row('yearChangePerSqft', purpose, null, yearly));
  }
  if (purposes.length === 2) {
    for (const beds of bedChoices) {
      const values = units.map((u) => {
        const cell = u.yields.find((y) => y.beds === beds);
        return {
          unit: u.unit,
          value: cell?.grossYield ?? null,
          sample: Math.min(cell?.saleCount ?? 0, cell?.rentCount ?? 0),
          saleSample: cell?.saleCount ?? 0,
          rentSample: cell?.rentCount ?? 0,
        };
      });
      if (values.some((v) => v.value !== null)) rows.push(row('grossYield', null, beds, values));
    }
  }
  return rows;
}
