// The stable shapes `aqar market …` prints: the JSON the issue fixes (keys in this order; a partial month adds
// "partial": true, nothing else is added), the rows of the terminal table, and the typed sheet both files hold.
import { allSaid } from './said';
import type { AboutParameter, Cell, CellMark, ColumnKind, TableColumn, TableSheet } from '#shared/export/table';
import { compareTableOf } from '#shared/market/compare-table';
import type { Lang } from '#shared/domain/lang';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { outliersTable, yieldTable } from '#shared/market/tables/market-tables';
import { bedsTable, salesRentsTable, trendTable } from '#shared/market/tables/trend-tables';
import type { MarketTable, TableContext } from '#shared/market/tables/table-model';
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysisName } from './market-flags';
import { terminalCell } from './terminal-grid';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { sayIn, type Say } from '#shared/messages/say-in';
import { areaUnitWord } from '#shared/words/value-labels';
import { bedroomlessNotes } from './bedroomless-note';

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
    // Transactions without a bedroom count are in no row: how many there are, per place and purpose, so a script
    // can tell them from none (additive: the rows keep their keys).
    const withoutBedrooms = result.withoutBedrooms.map((gap) => ({
      location: label.get(gap.unit) ?? gap.unit,
      purpose: gap.purpose,
      count: gap.count,
      total: gap.total,
    }));
    return { json: { series, requests, withoutBedrooms }, rows, columns };
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
    // The building segmentation the rule judged by rides along (additive): each building's n, median and flagged count.
    const buildings = result.buildings.map(({ unit, ...b }) => ({ place: label.get(unit) ?? unit, ...b }));
    return {
      json: { rule: result.rule, total: result.outliersTotal, outliers, buildings, requests },
      rows: outliers,
      columns,
    };
  }
  // The comparison's files and terminal table are the window's own table (marketSheet): no rows of their own here.
  return { json: { units: result.units, rows: result.compare, requests }, rows: [], columns: [] };
}

/**
 * Each column of the monthly series as a broker reads it in a spreadsheet, headed in the language asked, and its
 * kind; the JSON keeps the keys. The headers the Market view's tables share are its own messages.
 */
const SHEET_COLUMNS: Readonly<Record<string, { header: (say: Say) => string; kind: ColumnKind }>> = {
  month: { header: (say) => say('marketView.cols.month'), kind: 'month' },
  beds: { header: (say) => say('cli.market.trends.col.beds'), kind: 'integer' },
  count: { header: (say) => say('marketView.cols.count'), kind: 'integer' },
  medianPrice: { header: (say) => say('marketView.cols.medianPrice'), kind: 'aed' },
  medianPricePerSqft: {
    header: (say) => say('marketView.cols.medianPerArea', { unit: areaUnitWord('sqft', say.lang) }),
    kind: 'aedPerArea',
  },
  outliers: { header: (say) => say('cli.market.trends.col.outliers'), kind: 'integer' },
  partial: { header: (say) => say('cli.market.trends.col.partial'), kind: 'boolean' },
  days: { header: (say) => say('cli.market.trends.col.days'), kind: 'text' },
};

/** A cell of the monthly series as the files and the terminal say it. */
function fileCell(column: string, row: Record<string, unknown>): Cell {
  const value = row[column];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** A typed sheet of the market output: what both files and the terminal table hold. */
export interface MarketSheet {
  columns: TableColumn[];
  rows: Cell[][];
  rowKinds?: ColumnKind[];
  marks?: { row: number; column: number; mark: CellMark }[];
  /** The workbook's further sheets (the CSV and the terminal show the first alone). */
  moreSheets?: TableSheet[];
}

/** How the CLI asks for one of the window's tables: its language, the bedroom counts asked, outliers kept or not. */
export interface SheetOptions {
  lang: Lang;
  beds?: readonly number[];
  keepOutliers: boolean;
}

/** The window's own table context for a market the CLI analysed: its places by the names looked up, square feet. */
function tableContext(result: Pick<MarketAnalysis, 'units'>, options: SheetOptions): TableContext {
  const label = new Map(result.units.map((u) => [u.key, u.label]));
  const placeName = (key: string) => label.get(key) ?? key;
  return {
    lang: options.lang,
    unit: 'sqft',
    placeName,
    scope: (key) => (key === null ? result.units.map((u) => u.label).join(', ') : placeName(key)),
    // The CLI has no stored look-ups of the recorded place names in other languages: each as recorded.
    locationName: (recorded) => recorded,
    excluded: !options.keepOutliers,
    ...(options.beds ? { beds: options.beds } : {}),
  };
}

function sheetOf(table: Pick<MarketTable, 'columns' | 'rows' | 'rowKinds' | 'marks'>): MarketSheet {
  return {
    columns: table.columns,
    rows: table.rows,
    ...(table.rowKinds ? { rowKinds: table.rowKinds } : {}),
    ...(table.marks ? { marks: table.marks } : {}),
  };
}

/**
 * The output as the CSV, the workbook and the terminal show it. The yield, outliers and comparison tables are the
 * window's own (#shared/market/tables, #shared/market/compare-table) in the language asked (--lang, English by
 * default) and square feet, so the CLI's file and the window's export are one definition; the monthly series keeps its
 * long shape (a row per month and bedroom count, which scripts read), its codes said in words.
 */
export function marketSheet(
  analysis: MarketAnalysisName,
  output: MarketOutput,
  result: MarketAnalysis,
  options: SheetOptions = { lang: 'en', keepOutliers: false },
): MarketSheet {
  if (analysis === 'compare') {
    const ctx = tableContext(result, options);
    return sheetOf(
      compareTableOf(result, { lang: ctx.lang, unit: 'sqft', placeName: ctx.placeName, beds: options.beds }),
    );
  }
  if (analysis === 'yield') return sheetOf(yieldTable(result, tableContext(result, options)));
  if (analysis === 'outliers') return sheetOf(outliersTable(result, tableContext(result, options)));
  const say = sayIn(options.lang);
  const columns = output.columns.map((id) => {
    const column = SHEET_COLUMNS[id];
    return column
      ? { id, header: stripBidiControls(column.header(say)), kind: column.kind }
      : { id, header: id, kind: 'text' as const };
  });
  const rows = output.rows.map((row) => output.columns.map((c) => fileCell(c, row as Record<string, unknown>)));
  return { columns, rows, moreSheets: trendSheets(result, options) };
}

/** Sales before rents, as the window's Showing switch lists them. */
const PURPOSE_ORDER: readonly Purpose[] = ['for-sale', 'for-rent'];

/**
 * The Market view's own trend tables of every place and purpose analysed (its Trend and By bedrooms cards, and Sales
 * and rents where both were analysed), as the window exports them card by card: the workbook of `aqar market trends`
 * holds them after the long series, so a broker's file from the CLI reads as the window's.
 */
function trendSheets(result: MarketAnalysis, options: SheetOptions): TableSheet[] {
  const ctx = tableContext(result, options);
  const held = new Set(result.coverage.map((c) => c.purpose));
  const purposes = PURPOSE_ORDER.filter((p) => held.has(p));
  const tables = result.units.flatMap((u) => [
    ...purposes.flatMap((p) => [trendTable(result, u.key, p, ctx), bedsTable(result, u.key, p, ctx)]),
    ...(purposes.length === 2 ? [salesRentsTable(result, u.key, ctx)] : []),
  ]);
  return tables.filter((table) => table.rows.length > 0).map((table) => ({ name: table.title, ...sheetOf(table) }));
}

/** The sheet as the terminal's rows: headers as keys, each cell as every terminal table shows it (grouped, %). */
export function marketTerminalRows(sheet: MarketSheet, lang: Lang = 'en'): Record<string, string>[] {
  const say = sayIn(lang);
  return sheet.rows.map((row, r) =>
    Object.fromEntries(
      sheet.columns.map((c, i) => {
        const kind = c.kindByRow && sheet.rowKinds ? sheet.rowKinds[r]! : c.kind;
        const cell = row[i] ?? null;
        // A terminal column is narrow: "Bedrooms" over "Studio" and "5+", not the file's header that explains codes.
        if (c.id === 'beds' && typeof cell === 'number') return [say('marketView.form.beds'), bedsWord(say, cell)];
        // The header as the files write it: without the marks that set a name apart in a sentence (the catalogue's
        // formatter isolates each argument of a right-to-left header), which a terminal would show as escapes.
        return [stripBidiControls(c.header), terminalCell(cell, kind, 'sqft', lang)];
      }),
    ),
  );
}

const bedsWord = (say: Say, beds: number): string =>
  beds === 0 || beds === 5
    ? say('cli.market.trends.bedsCell', { beds: beds === 0 ? 'studio' : 'fivePlus' })
    : String(beds);

/** "12m" as the About sheet says it: "the last 12 months" (a period counts back in days from today). */
export function periodWords(period: string): string {
  const months = /^(\d+)m$/.exec(period);
  if (!months) return period;
  return months[1] === '1' ? 'the last month' : `the last ${months[1]} months`;
}

const ANALYSIS_WORDS: Readonly<Record<MarketAnalysisName, string>> = {
  trends: 'Monthly medians by bedrooms',
  yield: 'Gross rental yield',
  outliers: 'Transactions flagged as outliers',
  compare: 'Places compared',
};
const PURPOSE_OF_QUERY: Readonly<Record<string, string>> = {
  'for-sale': 'Sales',
  'for-rent': 'Rents',
  both: 'Sales and rents',
};

/** The About sheet of a market workbook: the analysis and its market in words, and the rule behind the medians. */
export function marketAbout(
  analysis: MarketAnalysisName,
  market: MarketQueryInput,
  result: MarketAnalysis,
): { title: string; parameters: AboutParameter[]; notes: string[] } {
  const places = market.places.map((p) => p.name).join(', ');
  const purpose = PURPOSE_OF_QUERY[market.purpose] ?? market.purpose;
  const period = market.period ?? '12m';
  const parameters: AboutParameter[] = [
    { name: 'Places', value: places },
    { name: 'Purpose', value: purpose },
    { name: 'Period', value: periodWords(period) },
    { name: 'Category', value: market.category ?? 'All' },
    {
      name: 'Bedrooms',
      value: market.beds?.map((b) => (b === 0 ? 'studio' : b === 5 ? '5+' : String(b))).join(', ') ?? 'All',
    },
    { name: 'Completion', value: market.completion ?? 'any' },
  ];
  return {
    title: `${ANALYSIS_WORDS[analysis]} — ${places} · ${purpose} · ${period}`,
    parameters,
    notes: [
      result.rule.description,
      ...allSaid(bedroomlessNotes(analysis, market, result)),
      ...allSaid(result.warnings),
    ],
  };
}
