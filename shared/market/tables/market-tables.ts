// The tables of the whole-period analyses: gross yield, asking against transacted and the outliers (area against
// area has its own file: compare-table), and the buildings the outlier rule judged by.
import type { GapCell, MarketAnalysis } from '../../ipc/contract';
import type { MarketStrings } from '../strings/en';
import { bedsChoice, bedsLabel, perAreaNumber, withUnit } from '../market-format';
import { bedsName, column, round2, shownBedsRows, type MarketTable, type TableContext } from './table-model';

export function yieldTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t } = ctx;
  const cells = shownBedsRows(a.yields, ctx);
  return {
    id: 'yield',
    title: t.cards.yield,
    columns: [
      column('place', t.cols.place, 'text'),
      column('beds', t.cols.beds, 'text'),
      column('saleMedian', t.cols.saleMedian, 'aed'),
      column('rentMedian', t.cols.rentMedian, 'aed'),
      column('grossYield', t.cols.grossYield, 'percent'),
      column('saleCount', t.cols.saleCount, 'integer'),
      column('rentCount', t.cols.rentCount, 'integer'),
      column('thin', t.cols.thin, 'boolean'),
    ],
    rows: cells.map((c) => [
      ctx.placeName(c.unit),
      bedsName(c.beds, ctx),
      c.saleMedian,
      c.rentMedian,
      c.grossYield,
      c.saleCount,
      c.rentCount,
      c.thin,
    ]),
    thin: cells.map((c) => c.thin),
    wrap: ['place'],
  };
}

/**
 * What a gap row's sample is, in words: no listings at all (however many transactions), a partial sample (its
 * place's listing search not stored in full), thin (under 10 on a side), or nothing to say.
 */
export function gapSample(g: GapCell, t: MarketStrings): string {
  if (g.askingCount === 0) return t.cards.noListings;
  if (!g.askingComplete) return t.cards.partialSample;
  return g.thin ? t.cards.thin : '';
}

export function gapTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  const gaps = shownBedsRows(a.gaps, ctx);
  return {
    id: 'gap',
    title: t.cards.gap,
    columns: [
      column('place', t.cols.place, 'text'),
      column('purpose', t.cols.purpose, 'text'),
      column('beds', t.cols.beds, 'text'),
      column('asking', withUnit(t.cols.asking, unit, lang), 'aedPerArea'),
      column('askingCount', t.cols.askingCount, 'integer'),
      column('askingRepeats', t.cols.askingRepeats, 'integer'),
      column('transacted', withUnit(t.cols.transacted, unit, lang), 'aedPerArea'),
      column('transactedCount', t.cols.transactedCount, 'integer'),
      column('gap', t.cols.gap, 'percent'),
      column('sample', t.cols.sample, 'text'),
    ],
    rows: gaps.map((g) => [
      ctx.placeName(g.unit),
      t.purposes[g.purpose],
      bedsName(g.beds, ctx),
      round2(g.askingMedianPerSqft),
      g.askingCount,
      g.askingRepeats,
      round2(g.transactedMedianPerSqft),
      g.transactedCount,
      g.gap,
      gapSample(g, t),
    ]),
    thin: gaps.map((g) => gapSample(g, t) !== ''),
    display: { gap: 'change' },
    wrap: ['place', 'sample'],
  };
}

/**
 * MADs from the median as few decimals as keep a flagged row above its threshold k: two (3.04), more only when two
 * would read as the threshold itself (3.004, not "3.00"), and at worst rounded up, never down onto k.
 */
export function deviationsShown(deviations: number, k: number): number {
  for (let digits = 2; digits <= 4; digits++) {
    const scale = 10 ** digits;
    const shown = Math.round(deviations * scale) / scale;
    if (shown > k || deviations <= k) return shown;
  }
  return Math.ceil(deviations * 10_000) / 10_000;
}

/**
 * The spread column of one outlier: its spreads from the median, or, for a transaction under the floor (the rule
 * records no spread for it), the floor it fell below in the display unit, never a blank.
 */
function spreadCell(o: MarketAnalysis['outliers'][number], a: MarketAnalysis, ctx: TableContext): number | string {
  if (o.deviations !== null) return deviationsShown(o.deviations, a.rule.k);
  const floor = perAreaNumber(o.cellMedianPerSqft * a.rule.floorRatio, ctx.unit, ctx.lang);
  return withUnit(ctx.t.outliers.floorCell, ctx.unit, ctx.lang, { floor });
}

export function outliersTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  return {
    id: 'outliers',
    title: t.cards.outliers,
    columns: [
      column('date', t.cols.date, 'date'),
      column('place', t.cols.place, 'text'),
      column('location', t.cols.location, 'text'),
      column('purpose', t.cols.purpose, 'text'),
      column('beds', t.cols.beds, 'text'),
      // Why it is flagged, before the figures: in a 1024-px window it was the column cut off.
      column('reason', t.cols.reason, 'text'),
      column('price', t.cols.price, 'aed'),
      column('area', withUnit(t.cols.area, unit, lang), 'area'),
      column('perArea', withUnit(t.cols.perArea, unit, lang), 'aedPerArea'),
      column('cellMedian', withUnit(t.cols.cellMedian, unit, lang), 'aedPerArea'),
      column('deviations', t.cols.deviations, 'number'),
      column('transaction', t.cols.transaction, 'text'),
    ],
    rows: a.outliers.map((o) => [
      o.date,
      ctx.placeName(o.unit),
      ctx.locationName(o.location),
      t.purposes[o.purpose],
      // A transaction recorded without its bedrooms: an empty cell, not "all bedrooms".
      o.beds === null ? '' : bedsLabel(o.beds, t, lang),
      t.outliers.reasons[o.reason],
      o.price,
      o.areaSqft,
      round2(o.pricePerSqft),
      round2(o.cellMedianPerSqft),
      spreadCell(o, a, ctx),
      o.transactionId,
    ]),
    display: { deviations: 'decimals' },
    // Twelve facts a row: one line each, scrolling sideways on a small window rather than squeezed.
    natural: true,
  };
}

/**
 * The building segmentation: each building or project the transactions name, its n, the median the outlier rule
 * judged it by (every transaction with an area), what was flagged, and the bedroom counts it was judged against itself
 * for (the rest against its place's month).
 */
export function buildingsTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  return {
    id: 'buildings',
    title: t.cards.buildings,
    columns: [
      column('place', t.cols.place, 'text'),
      column('purpose', t.cols.purpose, 'text'),
      column('building', t.cols.building, 'text'),
      column('count', t.cols.count, 'integer'),
      column('median', withUnit(t.cols.buildingMedian, unit, lang), 'aedPerArea'),
      column('flagged', t.cols.flagged, 'integer'),
      column('own', t.cols.judgedOwn, 'text'),
    ],
    rows: a.buildings.map((b) => [
      ctx.placeName(b.unit),
      t.purposes[b.purpose],
      ctx.locationName(b.location),
      b.count,
      round2(b.medianPricePerSqft),
      b.flagged,
      b.ownBeds.length > 0 ? bedsChoice(b.ownBeds, t, lang) : t.outliers.ownNone,
    ]),
    wrap: ['place', 'building', 'own'],
  };
}
