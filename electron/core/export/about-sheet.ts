// The first sheet of every workbook, "About": the query in words, every parameter, the source (demo or live, the
// base URL without any key), when the data was fetched, the app version and the row count, so a workbook sent to
// a client still says what it is months later.
import type { DataSourceKind } from '#shared/ipc/contract/app';
import type { AboutParameter, Cell, ColumnKind } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { AREA_UNIT_LABEL } from './cell-styles';
import type { SheetPlan } from './workbook-plan';

export const ABOUT_SHEET = 'About';

/** What the About sheet states; plain data, so it crosses to the worker. */
export interface AboutFacts {
  title: string;
  parameters: AboutParameter[];
  source: { kind: DataSourceKind; baseUrl: string | null };
  fetched: { oldest: string | null; newest: string | null };
  appVersion: string;
  exportedAt: string;
  lang: Lang;
  areaUnit: AreaUnit;
  notes: string[];
}

const LANGUAGE: Readonly<Record<Lang, string>> = {
  en: 'English (en)',
  ar: 'Arabic (ar); data sheets read right to left',
  ru: 'Russian (ru)',
  zh: 'Chinese (zh)',
};

/** A base URL as it may be shown: scheme, host and path only; credentials, query and fragment dropped. */
export function publicBaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(not a valid URL)';
  }
}

/** The About sheet for data sheets holding `rows` rows each (named as written). */
export function aboutSheet(facts: AboutFacts, sheets: readonly { name: string; rows: number }[]): SheetPlan {
  const rows: [string, Cell, ColumnKind][] = [['Query', facts.title, 'text']];
  for (const p of facts.parameters) rows.push([`Parameter: ${p.name}`, p.value, 'text']);
  rows.push(
    [
      'Source',
      facts.source.kind === 'demo' ? 'Demo data service (built into Aqar Lens, generated market)' : 'Live data service',
      'text',
    ],
    ['Base URL', facts.source.kind === 'demo' ? '(none: answered in-process)' : facts.source.baseUrl, 'text'],
    ['Data fetched, oldest', facts.fetched.oldest, 'datetime'],
    ['Data fetched, newest', facts.fetched.newest, 'datetime'],
    ['Exported at', facts.exportedAt, 'datetime'],
    ['Rows', sheets.reduce((sum, s) => sum + s.rows, 0), 'integer'],
  );
  if (sheets.length > 1) for (const s of sheets) rows.push([`Rows in "${s.name}"`, s.rows, 'integer']);
  rows.push(
    ['Language', LANGUAGE[facts.lang], 'text'],
    ['Area unit', AREA_UNIT_LABEL[facts.areaUnit], 'text'],
    ['Times', 'UAE time (UTC+4)', 'text'],
    ['App', `Aqar Lens ${facts.appVersion}`, 'text'],
  );
  for (const note of facts.notes) rows.push(['Note', note, 'text']);
  return {
    name: ABOUT_SHEET,
    columns: [
      { id: 'field', header: 'About this workbook', kind: 'text', width: 26 },
      { id: 'value', header: '', kind: 'text', width: 70, kindByRow: true },
    ],
    rows: rows.map(([field, value]) => [field, value]),
    rowKinds: rows.map(([, , kind]) => kind),
    rowsTotal: rows.length,
    rightToLeft: false,
    autoFilter: false,
  };
}
