// The radar's table, defined once (areas in square feet, as the CLI's tables): the CLI's terminal table, its CSV and
// workbook, and the window's grid and export read these columns, so none disagree on what a column holds or how it
// is headed. Its headers in every language are the catalogue's (`radarView.headers.<id>`, `radarColumnsIn`); the
// English written here is what the CLI's English files have always said.
import type { Lang } from '../domain/lang';
import type { AreaUnit } from '../domain/area';
import { formatMessage, formatRef } from '../messages/format-message';
import { areaUnitWord } from '../words/value-labels';
import type { Cell, ColumnKind, TableColumn } from '../export/table';
import { RADAR_FACTORS, type RadarFactor, type RadarRow, type RadarView } from '../domain/radar';

export interface RadarColumn extends TableColumn {
  value: (r: RadarRow) => Cell;
}

const column = (id: string, header: string, kind: ColumnKind, value: RadarColumn['value']): RadarColumn => ({
  id,
  header,
  kind,
  value,
});

const FACTOR_COLUMNS: Readonly<Record<RadarFactor, { value: string; kind: ColumnKind; score: string }>> = {
  'days-on-market': { value: 'Days on market', kind: 'integer', score: 'Days on market (score 0–1)' },
  'price-cuts': { value: 'Total price cut (%)', kind: 'number', score: 'Price cuts (score 0–1)' },
  premium: { value: 'Premium over transacted (%)', kind: 'number', score: 'Premium (score 0–1)' },
  'repeat-adverts': { value: 'Other adverts of the unit', kind: 'integer', score: 'Other adverts (score 0–1)' },
  'agency-size': { value: "Agency's adverts listed", kind: 'integer', score: 'Agency size (score 0–1)' },
};

const score = (s: number | null): Cell => (s === null ? null : Math.round(s * 100) / 100);

export function radarColumns(purpose: RadarView['purpose']): RadarColumn[] {
  const rent = purpose === 'for-rent';
  return [
    column('score', 'Score (of 100)', 'number', (r) => r.score),
    column('judged', 'Factors judged', 'integer', (r) => r.judged),
    column('id', 'Listing', 'text', (r) => r.externalID),
    column('title', 'Title', 'text', (r) => r.title?.en ?? r.title?.ar ?? null),
    column('place', 'Place', 'text', (r) => r.place),
    column('agency', 'Agency', 'text', (r) => r.agency),
    column('beds', 'Bedrooms (0 = studio)', 'integer', (r) => r.rooms),
    column('area', 'Area (sq ft)', 'area', (r) => r.areaSqft),
    column('price', rent ? 'Advertised rent (AED)' : 'Asking price (AED)', 'aed', (r) => r.price),
    ...(rent ? [column('period', 'Rent period', 'text', (r) => r.rentFrequency ?? 'yearly')] : []),
    column('pricePerArea', rent ? 'AED per sq ft per year' : 'AED per sq ft', 'aedPerArea', (r) => r.pricePerSqft),
    ...RADAR_FACTORS.flatMap((f) => [
      column(`factor.${f}`, FACTOR_COLUMNS[f].value, FACTOR_COLUMNS[f].kind, (r) => r.factors[f].value),
      column(`score.${f}`, FACTOR_COLUMNS[f].score, 'number', (r) => score(r.factors[f].score)),
    ]),
    column('cuts', 'Price cuts recorded', 'integer', (r) => r.factors['price-cuts'].n),
    column(
      'spread',
      "Asking price spread across the unit's adverts (%)",
      'number',
      (r) => r.factors['repeat-adverts'].spread ?? null,
    ),
    column('medianDays', 'Median days on market listed', 'integer', (r) => r.factors['days-on-market'].reference),
    column(
      'transacted',
      rent ? 'Median transacted AED per sq ft per year' : 'Median transacted AED per sq ft',
      'aedPerArea',
      (r) => r.factors.premium.reference,
    ),
    column('transactedN', 'Transactions behind the median', 'integer', (r) => r.factors.premium.n),
    column('transactedPlace', 'Median of transactions in', 'text', (r) => r.factors.premium.place ?? null),
  ];
}

export function radarCells(view: RadarView, columns = radarColumns(view.purpose)): Cell[][] {
  return view.rows.map((r) => columns.map((c) => c.value(r)));
}

/** The About sheet's notes: the rules the score rests on, the weights, and what was left out. */
export function radarNotes(view: RadarView): string[] {
  const weights = RADAR_FACTORS.map((f) => `${FACTOR_COLUMNS[f].value.replace(/ \(.*\)$/, '')} ${view.weights[f]}`);
  return [
    ...RADAR_FACTORS.map((f) => view.rules[f]),
    view.rules.score,
    `Weights: ${weights.join(', ')}.`,
    // The notes of this table are English (as its columns); what the core said, worded in English too.
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
export function radarColumnsIn(
  purpose: RadarView['purpose'],
  lang: Lang,
  unit: AreaUnit,
): (RadarColumn & { header: string })[] {
  return radarColumns(purpose).map((c) => ({ ...c, header: radarHeader(c.id, purpose, lang, unit) }));
}
