// The first sheet of every workbook, "About": the query in words, every parameter, the source (demo or live, the
// base URL without any key), when the data was fetched, the app version and the row count, so a workbook sent to
// a client still says what it is months later. Its words are in the workbook's language (about-words.ts), and it
// reads right to left when that language does; values such as the base URL stay as they are.
import type { DataSourceKind } from '#shared/ipc/contract/app';
import type { AboutParameter, Cell, ColumnKind } from '#shared/export/table';
import { isRtl, type Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { sayIn } from '#shared/messages/messages';
import { areaUnitWord } from '#shared/words/value-labels';
import type { SheetPlan } from './workbook-plan';

export const ABOUT_SHEET = 'About';

/** What the About sheet states; plain data, so it crosses to the worker. Title and notes come in `lang`. */
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
  const say = sayIn(facts.lang);
  const demo = facts.source.kind === 'demo';
  const rows: [string, Cell, ColumnKind][] = [[say('about.query'), facts.title, 'text']];
  for (const p of facts.parameters) rows.push([say('about.parameter', { name: p.name }), p.value, 'text']);
  rows.push(
    [say('about.source'), demo ? say('about.sourceDemo') : say('about.sourceLive'), 'text'],
    [say('about.baseUrl'), demo ? say('about.noBaseUrl') : facts.source.baseUrl, 'text'],
    [say('about.fetchedOldest'), facts.fetched.oldest, 'datetime'],
    [say('about.fetchedNewest'), facts.fetched.newest, 'datetime'],
    [say('about.exportedAt'), facts.exportedAt, 'datetime'],
    [say('about.rows'), sheets.reduce((sum, s) => sum + s.rows, 0), 'integer'],
  );
  if (sheets.length > 1) for (const s of sheets) rows.push([say('about.rowsIn', { sheet: s.name }), s.rows, 'integer']);
  rows.push(
    [say('about.language'), say('about.languageName'), 'text'],
    [say('about.areaUnit'), areaUnitWord(facts.areaUnit, facts.lang), 'text'],
    [say('about.times'), say('about.uaeTime'), 'text'],
    [say('about.app'), `Aqar Lens ${facts.appVersion}`, 'text'],
  );
  for (const note of facts.notes) rows.push([say('about.note'), note, 'text']);
  return {
    name: ABOUT_SHEET,
    columns: [
      { id: 'field', header: say('about.header'), kind: 'text', width: 26 },
      { id: 'value', header: '', kind: 'text', width: 70, kindByRow: true },
    ],
    rows: rows.map(([field, value]) => [field, value]),
    rowKinds: rows.map(([, , kind]) => kind),
    rowsTotal: rows.length,
    rightToLeft: isRtl(facts.lang),
    autoFilter: false,
  };
}
