// The radar's table, defined once (areas in square feet, as the CLI's tables): the CLI's terminal table, its CSV and
// workbook, and the window's export read these columns, so none disagree on what a column holds or how it is headed.
import { formatRef } from '../messages/format-message';
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
