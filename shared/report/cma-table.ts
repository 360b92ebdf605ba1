// The comparables table of a CMA, defined once (areas in square feet, as the CLI's tables): the CLI's terminal table, its CSV and its workbook read these
// columns (and the report screen will), so the three never disagree on what a column holds or how it is headed.
import type { Cell, ColumnKind, TableColumn } from '../export/table';
import type { CmaComparable, CmaExclusion, CmaReport, SimilarityFactor } from '../ipc/contract';

export interface CmaColumn extends TableColumn {
  value: (c: CmaComparable) => Cell;
}

/** Why a comparable is out of the estimate, in words. */
export const EXCLUSION_WORDS: Readonly<Record<CmaExclusion, string>> = {
  'outlier-mad': "Outlier: far from its place's median for the month",
  'outlier-building': "Outlier: far from its building's median",
  'outlier-floor': 'Outlier: below the floor (a likely non-market transfer)',
  broker: 'Left out by the broker',
  'less-similar': 'Less similar than those included',
  'no-area': 'No area to price by',
  listing: 'A listing: asking, not achieved',
};

const FACTOR_HEADERS: Readonly<Record<SimilarityFactor, string>> = {
  place: 'Place points',
  beds: 'Bedroom points',
  size: 'Size points',
  type: 'Type points',
  completion: 'Completion points',
  age: 'Age points',
};

const column = (id: string, header: string, kind: ColumnKind, value: CmaColumn['value']): CmaColumn => ({
  id,
  header,
  kind,
  value,
});

export function cmaColumns(purpose: CmaReport['subject']['purpose']): CmaColumn[] {
  const rent = purpose === 'for-rent';
  return [
    column('included', 'Included', 'boolean', (c) => c.included),
    column('source', 'Source', 'text', (c) => (c.source === 'transaction' ? 'Transaction' : 'Listing')),
    column('id', 'Id', 'text', (c) => c.id),
    column('date', 'Date', 'date', (c) => c.date),
    column('place', 'Place', 'text', (c) => c.place),
    column('beds', 'Bedrooms (0 = studio)', 'integer', (c) => c.beds),
    column('area', 'Area (sq ft)', 'area', (c) => c.areaSqft),
    column('price', rent ? 'Rent per year (AED)' : 'Price (AED)', 'aed', (c) => c.price),
    column('pricePerArea', rent ? 'AED per sq ft per year' : 'AED per sq ft', 'aedPerArea', (c) => c.pricePerSqft),
    column('similarity', 'Similarity (of 100)', 'number', (c) => c.similarity),
    ...(Object.keys(FACTOR_HEADERS) as SimilarityFactor[]).map((f) =>
      column(`factor.${f}`, FACTOR_HEADERS[f], 'number', (c) => c.factors[f].points),
    ),
    column('excludedBecause', 'Not in the estimate because', 'text', (c) =>
      c.excludedBecause ? EXCLUSION_WORDS[c.excludedBecause] : null,
    ),
  ];
}

export function cmaRows(report: CmaReport, columns = cmaColumns(report.subject.purpose)): Cell[][] {
  return report.comparables.map((c) => columns.map((col) => col.value(c)));
}

/** The estimate as one sentence (the About sheet's and the terminal's). */
export function estimateSentence(report: CmaReport): string {
  const e = report.estimate;
  const aed = (n: number) => Math.round(n).toLocaleString('en');
  if (!e) return 'No estimate: fewer than 3 comparable transactions are included.';
  const per = report.subject.purpose === 'for-rent' ? ' per year' : '';
  return (
    `Estimate${per}: AED ${aed(e.low)} (low), ${aed(e.central)} (central), ${aed(e.high)} (high); AED ` +
    `${aed(e.perSqft.central)} per sq ft; n = ${e.n} transactions from ${e.from} to ${e.to}; spread ${e.spreadPct} %; ` +
    `confidence ${e.confidence}.`
  );
}
