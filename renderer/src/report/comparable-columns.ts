// The comparables table of the window, its workbook and its printed pages: the columns of the one definition
// (shared/report/cma-table.ts: ids, kinds and values, as the CLI's terminal, CSV and workbook read them), headed and
// worded in the interface language. Areas stay in square feet here; the grid and the export show the broker's unit.
import type { Cell, ColumnKind } from '#shared/export/table';
import type { CmaComparable, CmaReport, SimilarityFactor } from '#shared/ipc/contract';
import { cmaColumns } from '#shared/report/cma-table';
import { fill } from '#shared/words/translated';
import type { ReportStrings } from './strings';

export interface ReportColumn {
  id: string;
  header: string;
  kind: ColumnKind;
  value: (c: CmaComparable) => Cell;
}

const FACTOR = /^factor\.(\w+)$/;

function headerOf(id: string, rent: boolean, t: ReportStrings, unitLabel: string): string {
  const h = t.grid.headers;
  const factor = FACTOR.exec(id)?.[1] as SimilarityFactor | undefined;
  if (factor) return t.grid.factors[factor];
  switch (id) {
    case 'price':
      return rent ? h.priceRent : h.priceSale;
    case 'pricePerArea':
      return fill(rent ? h.pricePerAreaRent : h.pricePerAreaSale, { unit: unitLabel });
    case 'area':
      return fill(h.area, { unit: unitLabel });
    default:
      return (h as Record<string, string>)[id] ?? id;
  }
}

/** The definition's columns in the broker's words; coded values (source, reason left out) worded too. */
export function reportColumns(
  purpose: CmaReport['subject']['purpose'],
  t: ReportStrings,
  unitLabel: string,
): ReportColumn[] {
  const rent = purpose === 'for-rent';
  return cmaColumns(purpose).map((c) => {
    const header = headerOf(c.id, rent, t, unitLabel);
    if (c.id === 'source') return { ...c, header, value: (r) => t.grid.sources[r.source] };
    if (c.id === 'excludedBecause') {
      return { ...c, header, value: (r) => (r.excludedBecause ? t.grid.exclusions[r.excludedBecause] : null) };
    }
    return { ...c, header };
  });
}

/** The similarity's factors in a sentence per line ("Place points: 15 of 25"), for a tooltip or a detail row. */
export function factorLines(c: CmaComparable, t: ReportStrings, number: (n: number) => string): string[] {
  return (Object.keys(c.factors) as SimilarityFactor[]).map((f) =>
    fill(t.grid.factorTip, {
      factor: t.grid.factors[f],
      points: number(c.factors[f].points),
      weight: number(c.factors[f].weight),
    }),
  );
}

/** The transactions (the evidence) and the listings (the competition), each in the report's order. */
export function splitComparables(report: CmaReport): { evidence: CmaComparable[]; competition: CmaComparable[] } {
  return {
    evidence: report.comparables.filter((c) => c.source === 'transaction'),
    competition: report.comparables.filter((c) => c.source === 'listing'),
  };
}
