// The comparables table of the window, its workbook and its printed pages: the columns of the one definition
// (shared/report/cma-table.ts: ids, kinds, values, headers and the words of a source and of why a comparable is out,
// as the CLI's terminal, CSV and workbook read them) in the interface language. Areas stay in square feet here; the
// grid and the export show the broker's unit.
import type { CmaComparable, CmaReport, SimilarityFactor } from '#shared/ipc/contract';
import { cmaColumns, type CmaColumn } from '#shared/report/cma-table';
import type { Say } from '../i18n/say';

export type ReportColumn = CmaColumn;

/**
 * The two headers the window words its own way, as its cells differ from a file's: a tick box rather than Yes / No,
 * and "Studio" rather than 0.
 */
const SCREEN_HEADERS = {
  included: 'reportView.grid.headers.included',
  beds: 'reportView.grid.headers.beds',
} as const;
const isScreenHeader = (id: string): id is keyof typeof SCREEN_HEADERS => Object.hasOwn(SCREEN_HEADERS, id);

/** The definition's columns in the broker's words; coded values (source, reason left out) worded too. */
export function reportColumns(purpose: CmaReport['subject']['purpose'], say: Say, unitLabel: string): ReportColumn[] {
  return cmaColumns(purpose, say, unitLabel).map((c) =>
    isScreenHeader(c.id) ? { ...c, header: say(SCREEN_HEADERS[c.id]) } : c,
  );
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
