// The radar's table, defined once (areas in square feet, as the CLI's tables): the CLI's terminal table, its CSV and
// workbook, and the window's grid and export read these columns, so none disagree on what a column holds or how it
// is headed. Its headers, English included, are the catalogue's alone (`radarView.headers.<id>`, `radarColumnsIn`).
import type { Lang } from '../domain/lang';
import type { AreaUnit } from '../domain/area';
import { formatMessage, formatRef } from '../messages/format-message';
import { areaUnitWord } from '../words/value-labels';
import type { Cell, ColumnKind, TableColumn } from '../export/table';
import { RADAR_FACTORS, type RadarFactor, type RadarRow, type RadarView } from '../domain/radar';

/** A column as defined: what it holds and how; its header is worded in a language by `radarColumnsIn`. */
export interface RadarColumnDef {
  id: string;
  kind: ColumnKind;
  value: (r: RadarRow) => Cell;
}

/** A column headed in one language (a file's, the window's grid and export). */
export interface RadarColumn extends TableColumn, RadarColumnDef {}

const column = (id: string, kind: ColumnKind, value: RadarColumnDef['value']): RadarColumnDef => ({ id, kind, value });

/** The kind of each factor's own figure (its score is a number from 0 to 1). */
const FACTOR_KINDS: Readonly<Record<RadarFactor, ColumnKind>> = {
  'days-on-market': 'integer',
  'price-cuts': 'number',
  premium: 'number',
  'repeat-adverts': 'integer',
  'agency-size': 'integer',
};

const score = (s: number | null): Cell => (s === null ? null : Math.round(s * 100) / 100);

/** The radar's columns for a purpose (a rent has its period); headed in a language by `radarColumnsIn`. */
export function radarColumns(purpose: RadarView['purpose']): RadarColumnDef[] {
  const rent = purpose === 'for-rent';
  return [
    column('score', 'number', (r) => r.score),
    column('judged', 'integer', (r) => r.judged),
    column('id', 'text', (r) => r.externalID),
    column('title', 'text', (r) => r.title?.en ?? r.title?.ar ?? null),
    column('place', 'text', (r) => r.place),
    column('agency', 'text', (r) => r.agency),
    column('beds', 'integer', (r) => r.rooms),
    column('area', 'area', (r) => r.areaSqft),
    column('price', 'aed', (r) => r.price),
    ...(rent ? [column('period', 'text', (r) => r.rentFrequency ?? 'yearly')] : []),
    column('pricePerArea', 'aedPerArea', (r) => r.pricePerSqft),
    ...RADAR_FACTORS.flatMap((f) => [
      column(`factor.${f}`, FACTOR_KINDS[f], (r) => r.factors[f].value),
      column(`score.${f}`, 'number', (r) => score(r.factors[f].score)),
    ]),
    column('cuts', 'integer', (r) => r.factors['price-cuts'].n),
    column('spread', 'number', (r) => r.factors['repeat-adverts'].spread ?? null),
    column('medianDays', 'integer', (r) => r.factors['days-on-market'].reference),
    column('transacted', 'aedPerArea', (r) => r.factors.premium.reference),
    column('transactedN', 'integer', (r) => r.factors.premium.n),
    column('transactedPlace', 'text', (r) => r.factors.premium.place ?? null),
  ];
}

export function radarCells(view: RadarView, columns: readonly RadarColumnDef[] = radarColumns(view.purpose)): Cell[][] {
  return view.rows.map((r) => columns.map((c) => c.value(r)));
}

/** The weight each factor was given, a note of the About sheet ("Weights: Days on market 3, …") in `lang`. */
export function radarWeightsNote(view: Pick<RadarView, 'weights'>, lang: Lang): string {
  const weights = RADAR_FACTORS.map((f) =>
    formatMessage(lang, 'radarView.about.weight', { factor: f.replaceAll('-', '_'), weight: view.weights[f] }),
  );
  return formatMessage(lang, 'radarView.about.weights', {
    weights: weights.join(formatMessage(lang, 'list.separator')),
  });
}

/**
 * The About sheet's notes of the window's export: the rules the score rests on, the weights, and what was left out,
 * in English (the rules as the core states them).
 */
export function radarNotes(view: RadarView): string[] {
  return [
    ...RADAR_FACTORS.map((f) => view.rules[f]),
    view.rules.score,
    radarWeightsNote(view, 'en'),
    // The notes of this table are English (as the core's rules); what the core said, worded in English too.
    ...view.warnings.map((w) => formatRef('en', w)),
  ];
}

/** Every column id of `radarColumns`, plus the rent forms of three of them: the headers the catalogue words. */
export const RADAR_HEADER_IDS = [
  'score',
  'judged',
  'id',
  'title',
  'place',
  'agency',
  'beds',
  'area',
  'price',
  'price.rent',
  'period',
  'pricePerArea',
  'pricePerArea.rent',
  'factor.days-on-market',
  'score.days-on-market',
  'factor.price-cuts',
  'score.price-cuts',
  'factor.premium',
  'score.premium',
  'factor.repeat-adverts',
  'score.repeat-adverts',
  'factor.agency-size',
  'score.agency-size',
  'cuts',
  'spread',
  'medianDays',
  'transacted',
  'transacted.rent',
  'transactedN',
  'transactedPlace',
] as const;
export type RadarHeaderId = (typeof RADAR_HEADER_IDS)[number];

const RENT_FORMS: ReadonlySet<string> = new Set(['price', 'pricePerArea', 'transacted']);

/** Which header words a column takes: a rent's price, AED per area and median have their own. */
export function headerIdOf(columnId: string, purpose: RadarView['purpose']): RadarHeaderId {
  const id = purpose === 'for-rent' && RENT_FORMS.has(columnId) ? `${columnId}.rent` : columnId;
  if (!(RADAR_HEADER_IDS as readonly string[]).includes(id)) throw new Error(`The radar has no words for ${id}.`);
  return id as RadarHeaderId;
}

/** A column's header in `lang`, the area unit named as `unit` (the figures are converted by whoever writes them). */
export function radarHeader(columnId: string, purpose: RadarView['purpose'], lang: Lang, unit: AreaUnit): string {
  const id = `radarView.headers.${headerIdOf(columnId, purpose)}` as const;
  // An area header takes the display unit as {unit}; the others take nothing and ignore it.
  return formatMessage(lang, id as 'radarView.headers.area', { unit: areaUnitWord(unit, lang) });
}

/** The definition's columns headed in `lang` (the window's grid and export, the CLI's files in another language). */
export function radarColumnsIn(purpose: RadarView['purpose'], lang: Lang, unit: AreaUnit): RadarColumn[] {
  return radarColumns(purpose).map((c) => ({ ...c, header: radarHeader(c.id, purpose, lang, unit) }));
}
