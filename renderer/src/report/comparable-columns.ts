// The comparables table of the window, its workbook and its printed pages: the columns of the one definition
// (shared/report/cma-table.ts: ids, kinds and values, as the CLI's terminal, CSV and workbook read them), headed and
// worded in the interface language. Areas stay in square feet here; the grid and the export show the broker's unit.
import type { Cell, ColumnKind } from '#shared/export/table';
import type { CmaComparable, CmaReport, SimilarityFactor } from '#shared/ipc/contract';
import { cmaColumns } from '#shared/report/cma-table';
import type { Say } from '../i18n/say';

export interface ReportColumn {
  id: string;
  header: string;
  kind: ColumnKind;
  value: (c: CmaComparable) => Cell;
}

const FACTOR = /^factor\.(\w+)$/;

/** The columns headed by a message of their own id (the rest name the purpose or the unit). */
const PLAIN_HEADERS = ['included', 'source', 'id', 'date', 'place', 'beds', 'similarity', 'excludedBecause'] as const;
type PlainHeader = (typeof PLAIN_HEADERS)[number];
const isPlainHeader = (id: string): id is PlainHeader => (PLAIN_HEADERS as readonly string[]).includes(id);

function headerOf(id: string, rent: boolean, say: Say, unitLabel: string): string {
  const factor = FACTOR.exec(id)?.[1] as SimilarityFactor | undefined;
  if (factor) return say(`reportView.grid.factors.${factor}`);
  switch (id) {
    case 'price':
      return say(rent ? 'reportView.grid.headers.priceRent' : 'reportView.grid.headers.priceSale');
    case 'pricePerArea':
      return rent
        ? say('reportView.grid.headers.pricePerAreaRent', { unit: unitLabel })
        : say('reportView.grid.headers.pricePerAreaSale', { unit: unitLabel });
    case 'area':
      return say('reportView.grid.headers.area', { unit: unitLabel });
    default:
      return isPlainHeader(id) ? say(`reportView.grid.headers.${id}`) : id;
  }
}

/** The definition's columns in the broker's words; coded values (source, reason left out) worded too. */
export function reportColumns(purpose: CmaReport['subject']['purpose'], say: Say, unitLabel: string): ReportColumn[] {
  const rent = purpose === 'for-rent';
  return cmaColumns(purpose).map((c) => {
    const header = headerOf(c.id, rent, say, unitLabel);
    if (c.id === 'source') return { ...c, header, value: (r) => say(`reportView.grid.sources.${r.source}`) };
    if (c.id === 'excludedBecause') {
      return {
        ...c,
        header,
        value: (r) => (r.excludedBecause ? say(`reportView.grid.exclusions.${r.excludedBecause}`) : null),
      };
    }
    return { ...c, header };
  });
}

/** The similarity's factors in a sentence per line ("Place points: 15 of 25"), for a tooltip or a detail row. */
export function factorLines(c: CmaComparable, say: Say): string[] {
  return (Object.keys(c.factors) as SimilarityFactor[]).map((f) =>
    say('reportView.grid.factorTip', {
      factor: say(`reportView.grid.factors.${f}`),
      points: c.factors[f].points,
      weight: c.factors[f].weight,
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
