// What adverts sold for, as tables defined once (areas in square feet): the matches and the ratios per place and
// bedrooms and per agency. The CLI's terminal table, its CSV and workbook, and the window's export read these
// columns, so none disagree on what a column holds or how it is headed. Their headers, English included, are the
// catalogue's alone (`soldView.*Headers.*`, `localizedMatchColumns`); a match's reasons are too, but for the plain
// English phrases the CLI's English files have always written (`reasonText`).
import { stripBidiControls } from '../text/bidi-controls';
import { formatMessage, formatRef } from '../messages/format-message';
import { sayIn } from '../messages/say-in';
import { hasCatalogue } from '../messages/catalogue';
import type { Lang } from '../domain/lang';
import type { AreaUnit } from '../domain/area';
import { formatNumber } from '../format/values';
import { areaUnitWord } from '../words/value-labels';
import type { Cell, ColumnKind, TableColumn } from '../export/table';
import {
  MIN_SOLD_MATCHES,
  type SoldFigure,
  type SoldMatch,
  type SoldRatioRow,
  type SoldReason,
  type SoldView,
} from '../domain/sold';

/** A column as defined: what it holds and how; its header is worded in a language (`localizedMatchColumns`). */
export interface SoldColumnDef<T> {
  id: string;
  kind: ColumnKind;
  value: (row: T) => Cell;
}

/** A column headed in one language (a file's, the window's export). */
export interface SoldColumn<T> extends TableColumn, SoldColumnDef<T> {}

function column<T>(id: string, kind: ColumnKind, value: (row: T) => Cell): SoldColumnDef<T> {
  return { id, kind, value };
}

/** A reason as one plain English phrase (the workbook's and the terminal's; the window words it per language). */
export function reasonText(reason: SoldReason): string {
  switch (reason.kind) {
    case 'same-place':
      return reason.level === 'same' ? `same place (${reason.place})` : `registered under ${reason.place}`;
    case 'size-diff':
      return `size ${reason.percent}% off`;
    case 'days-after-gone':
      return reason.days >= 0
        ? `registered ${reason.days} days after the advert went`
        : `registered ${-reason.days} days before it was seen gone`;
    case 'price-ratio':
      return `${reason.ratio} of last asking${reason.plausible ? '' : ' (unusual)'}`;
    case 'rivals':
      return `${reason.count} other candidate(s)`;
  }
}

export const SOLD_MATCH_COLUMNS: readonly SoldColumnDef<SoldMatch>[] = [
  column('id', 'text', (m) => m.externalID),
  column('transaction', 'text', (m) => m.transactionId),
  column('purpose', 'text', (m) => m.purpose),
  column('place', 'text', (m) => m.place),
  column('beds', 'integer', (m) => m.beds),
  column('agency', 'text', (m) => m.agency),
  column('area', 'area', (m) => m.areaSqft),
  column('lastAsking', 'aed', (m) => m.lastAsking),
  column('achieved', 'aed', (m) => m.achieved),
  column('ratio', 'number', (m) => m.ratio),
  column('firstListed', 'date', (m) => m.firstListed),
  column('lastSeen', 'date', (m) => m.lastSeen),
  column('registered', 'date', (m) => m.registered),
  column('daysToRegistration', 'integer', (m) => m.daysToRegistration),
  column('confidence', 'number', (m) => m.confidence),
  column('reasons', 'text', (m) => m.reasons.map(reasonText).join('; ')),
];

const figure = (f: SoldFigure): Cell => f.median;

export const SOLD_RATIO_COLUMNS: readonly SoldColumnDef<SoldRatioRow>[] = [
  column('place', 'text', (r) => r.place),
  column('beds', 'integer', (r) => r.beds),
  column('agency', 'text', (r) => r.agency),
  column('matches', 'integer', (r) => r.matches),
  column('saleToList', 'number', (r) => figure(r.saleToList)),
  column('saleToListN', 'integer', (r) => r.saleToList.n),
  column('rentToAsk', 'number', (r) => figure(r.rentToAsk)),
  column('rentToAskN', 'integer', (r) => r.rentToAsk.n),
  column('days', 'integer', (r) => figure(r.daysToRegistration)),
  column('daysN', 'integer', (r) => r.daysToRegistration.n),
];

export function soldCells<T>(rows: readonly T[], columns: readonly SoldColumnDef<T>[]): Cell[][] {
  return rows.map((r) => columns.map((c) => c.value(r)));
}

/** The About sheet's notes: the rule a match rests on, and the minimum behind a figure. */
export function soldNotes(view: SoldView): string[] {
  const r = view.rule;
  return [
    `A match: an advert seen to go in the stored snapshots and a transaction of the same place, purpose and bedrooms, ` +
      `the size within ${r.sizeTolerancePercent}% or ${r.sizeToleranceSqft} sq ft, registered from ${r.daysBeforeGone} ` +
      `days before the advert was last seen to ${r.daysAfterGone} days after it went; each transaction to one advert, ` +
      `best pairs first, confidence at least ${r.minConfidence}.`,
    `Medians only; an empty figure rests on fewer than ${MIN_SOLD_MATCHES} matches (the count beside it says how many).`,
    `Adverts gone: ${view.gone}; transactions considered: ${view.transactions}.`,
    // The notes of this table are English (as its columns); what the core said, worded in English too.
    ...view.warnings.map((w) => formatRef('en', w)),
    // Plain sentences: export:table refuses the isolates a right-to-left place name is set apart with.
  ].map(stripBidiControls);
}

export const SOLD_MATCH_HEADER_IDS = [
  'id',
  'transaction',
  'purpose',
  'place',
  'beds',
  'agency',
  'area',
  'lastAsking',
  'achieved',
  'ratio',
  'firstListed',
  'lastSeen',
  'registered',
  'daysToRegistration',
  'confidence',
  'reasons',
] as const;
export const SOLD_RATIO_HEADER_IDS = [
  'place',
  'beds',
  'agency',
  'matches',
  'saleToList',
  'saleToListN',
  'rentToAsk',
  'rentToAskN',
  'days',
  'daysN',
] as const;
export type SoldMatchHeaderId = (typeof SOLD_MATCH_HEADER_IDS)[number];
export type SoldRatioHeaderId = (typeof SOLD_RATIO_HEADER_IDS)[number];

/** A reason as a sentence of the interface language, its figures formatted for it. */
export function reasonWords(reason: SoldReason, lang: Lang): string {
  // In English while `lang`'s catalogue is not loaded (the window's file failed to load), as the window's words are.
  const say = sayIn(hasCatalogue(lang) ? lang : 'en');
  switch (reason.kind) {
    case 'same-place':
      return say(reason.level === 'same' ? 'soldView.reason.samePlace' : 'soldView.reason.withinPlace', {
        place: reason.place,
      });
    case 'size-diff':
      return say('soldView.reason.sizeDiff', { percent: formatNumber(reason.percent, lang, 1) });
    case 'days-after-gone':
      return say(reason.days >= 0 ? 'soldView.reason.daysAfter' : 'soldView.reason.daysBefore', {
        days: formatNumber(Math.abs(reason.days), lang),
      });
    case 'price-ratio':
      return say(reason.plausible ? 'soldView.reason.ratio' : 'soldView.reason.ratioUnusual', {
        ratio: formatNumber(reason.ratio, lang, 3),
      });
    case 'rivals':
      return say('soldView.reason.rivals', { count: reason.count });
  }
}

function headed<T>(columns: readonly SoldColumnDef<T>[], header: (id: string) => string): SoldColumn<T>[] {
  return columns.map((c) => ({ ...c, header: header(c.id) }));
}

/** The matches' columns in the window's language; the reasons column worded in it too. */
export function localizedMatchColumns(lang: Lang, unit: AreaUnit): SoldColumn<SoldMatch>[] {
  // The area header takes the display unit as {unit}; the others take nothing and ignore it.
  return headed(SOLD_MATCH_COLUMNS, (id) =>
    formatMessage(lang, `soldView.matchHeaders.${id as SoldMatchHeaderId}` as 'soldView.matchHeaders.area', {
      unit: areaUnitWord(unit, lang),
    }),
  ).map((c) =>
    c.id === 'reasons' ? { ...c, value: (m: SoldMatch) => m.reasons.map((r) => reasonWords(r, lang)).join('; ') } : c,
  );
}

export function localizedRatioColumns(lang: Lang) {
  const say = sayIn(hasCatalogue(lang) ? lang : 'en');
  return headed(SOLD_RATIO_COLUMNS, (id) => say(`soldView.ratioHeaders.${id as SoldRatioHeaderId}`));
}
