// The stable shapes `aqar market …` prints: the JSON the issue fixes (keys in this order; a partial month adds
// "partial": true, nothing else is added) and the rows of the CSV and the table.
import type { MarketAnalysis } from '#shared/ipc/contract';
import type { MarketAnalysisName } from './market-flags';

export interface MarketOutput {
  json: unknown;
  rows: readonly object[];
  /** The CSV's header, written even when there are no rows: a header-only file still says what was asked. */
  columns: readonly string[];
}

/** Every key of a row type, in the order given; the record type makes a missing or a stray key a compile error. */
const columnsOf = <T extends object>(keys: Record<keyof T, true>): string[] => Object.keys(keys);

export function marketOutput(analysis: MarketAnalysisName, result: MarketAnalysis, requests: number): MarketOutput {
  const label = new Map(result.units.map((u) => [u.key, u.label]));
  if (analysis === 'trends') {
    const series = result.monthlyByBeds.map((p) => ({
      month: p.month,
      beds: p.beds,
      count: p.count,
      medianPrice: p.medianPrice,
      medianPricePerSqft: p.medianPricePerSqft,
      outliers: p.outliers,
      // Additive: only the period's first and last month, when the period covers part of them.
      ...(p.partial ? { partial: true as const } : {}),
    }));
    // The CSV and the table say it on every row, with the days covered.
    const rows = result.monthlyByBeds.map((p, i) => ({
      ...series[i]!,
      partial: p.partial !== null,
      days: p.partial ? `${p.partial.from}/${p.partial.to}` : '',
    }));
    const columns = columnsOf<(typeof rows)[number]>({
      month: true,
      beds: true,
      count: true,
      medianPrice: true,
      medianPricePerSqft: true,
      outliers: true,
      partial: true,
      days: true,
    });
    return { json: { series, requests }, rows, columns };
  }
  if (analysis === 'yield') {
    const cells = result.yields
      .filter((y) => y.beds !== null)
      .map((y) => ({
        location: y.label,
        beds: y.beds,
        saleMedian: y.saleMedian,
        rentMedian: y.rentMedian,
        grossYield: y.grossYield,
        saleCount: y.saleCount,
        rentCount: y.rentCount,
        thin: y.thin,
      }));
    const columns = columnsOf<(typeof cells)[number]>({
      location: true,
      beds: true,
      saleMedian: true,
      rentMedian: true,
      grossYield: true,
      saleCount: true,
      rentCount: true,
      thin: true,
    });
    return { json: { cells }, rows: cells, columns };
  }
  if (analysis === 'outliers') {
    const outliers = result.outliers.map(({ unit, ...o }) => ({ place: label.get(unit) ?? unit, ...o }));
    const columns = columnsOf<(typeof outliers)[number]>({
      place: true,
      purpose: true,
      transactionId: true,
      date: true,
      location: true,
      beds: true,
      price: true,
      areaSqft: true,
      pricePerSqft: true,
      reason: true,
      cellMedianPerSqft: true,
      deviations: true,
    });
    return { json: { rule: result.rule, total: result.outliersTotal, outliers, requests }, rows: outliers, columns };
  }
  const rows = result.compare.flatMap((r) =>
    r.values.map((v) => ({
      measure: r.measure,
      purpose: r.purpose,
      beds: r.beds,
      location: label.get(v.unit) ?? v.unit,
      value: v.value,
      sample: v.sample,
      saleSample: v.saleSample,
      rentSample: v.rentSample,
      diff: v.diff,
      diffKind: r.diffKind,
      mark: v.unit === r.highest ? 'highest' : v.unit === r.lowest ? 'lowest' : '',
    })),
  );
  const columns = columnsOf<(typeof rows)[number]>({
    measure: true,
    purpose: true,
    beds: true,
    location: true,
    value: true,
    sample: true,
    saleSample: true,
    rentSample: true,
    diff: true,
    diffKind: true,
    mark: true,
  });
  return { json: { units: result.units, rows: result.compare, requests }, rows, columns };
}

/** A CSV column's header as a broker reads it in a spreadsheet; the JSON keeps the keys scripts rely on. */
const CSV_HEADERS: Readonly<Record<string, string>> = {
  month: 'Month',
  beds: 'Bedrooms (0 = studio)',
  count: 'Transactions',
  medianPrice: 'Median price (AED)',
  medianPricePerSqft: 'Median AED per sq ft',
  outliers: 'Outliers left out',
  partial: 'Partial month',
  days: 'Days covered',
  location: 'Place',
  saleMedian: 'Median sale price (AED)',
  rentMedian: 'Median yearly rent (AED)',
  grossYield: 'Gross yield',
  saleCount: 'Sales',
  rentCount: 'Rents',
  thin: 'Thin sample',
  place: 'Place',
  purpose: 'Purpose',
  transactionId: 'Transaction id',
  date: 'Date',
  price: 'Price (AED)',
  areaSqft: 'Area (sq ft)',
  pricePerSqft: 'AED per sq ft',
  reason: 'Why flagged',
  cellMedianPerSqft: 'Median it is measured against (AED per sq ft)',
  deviations: 'Deviations from the median',
  measure: 'Measure',
  value: 'Value',
  sample: 'Sample',
  saleSample: 'Sales in the sample',
  rentSample: 'Rents in the sample',
  diff: 'Against the first place',
  diffKind: 'Difference as',
  mark: 'Mark',
};

/** The output as a CSV's header and rows: the columns under their readable headers, in order. */
export function marketCsv(output: MarketOutput): { header: string[]; rows: Record<string, unknown>[] } {
  const header = output.columns.map((c) => CSV_HEADERS[c] ?? c);
  const rows = output.rows.map((row) =>
    Object.fromEntries(output.columns.map((c, i) => [header[i]!, (row as Record<string, unknown>)[c]])),
  );
  return { header, rows };
}
