// The tables of the whole-period analyses: gross yield, asking against transacted and the outliers (area against
// area has its own file: compare-table), and the buildings the outlier rule judged by.
import type { GapCell, MarketAnalysis } from '../../ipc/contract';
import type { Lang } from '../../domain/lang';
import type { MessageId } from '../../messages/format-message';
import { sayIn } from '../../messages/say-in';
import { stripBidiControls } from '../../text/bidi-controls';
import { areaUnitLabel, bedsChoice, bedsLabel, perAreaNumber, purposeLabel } from '../market-format';
import { bedsName, column, round2, shownBedsRows, type MarketTable, type TableContext } from './table-model';

/** Why a transaction is flagged, by the rule's reason. */
const REASON_IDS = {
  mad: 'marketView.outliers.reasons.mad',
  building: 'marketView.outliers.reasons.building',
  floor: 'marketView.outliers.reasons.floor',
} as const satisfies Record<MarketAnalysis['outliers'][number]['reason'], MessageId>;

export function yieldTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const say = sayIn(ctx.lang);
  const cells = shownBedsRows(a.yields, ctx);
  return {
    id: 'yield',
    title: say('marketCards.yield'),
    columns: [
      column('place', say('marketView.cols.place'), 'text'),
      column('beds', say('areaTable.cols.beds'), 'text'),
      column('saleMedian', say('marketView.cols.saleMedian'), 'aed'),
      column('rentMedian', say('marketView.cols.rentMedian'), 'aed'),
      column('grossYield', say('marketView.cols.grossYield'), 'percent'),
      column('saleCount', say('marketView.cols.saleCount'), 'integer'),
      column('rentCount', say('marketView.cols.rentCount'), 'integer'),
      column('thin', say('marketView.cols.thin'), 'boolean'),
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
export function gapSample(g: GapCell, lang: Lang): string {
  const say = sayIn(lang);
  if (g.askingCount === 0) return say('marketCards.noListings');
  if (!g.askingComplete) return say('marketCards.partialSample');
  return g.thin ? say('areaTable.marks.thin') : '';
}

export function gapTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { lang, unit } = ctx;
  const say = sayIn(lang);
  const gaps = shownBedsRows(a.gaps, ctx);
  return {
    id: 'gap',
    title: say('marketCards.gap'),
    columns: [
      column('place', say('marketView.cols.place'), 'text'),
      column('purpose', say('areaTable.cols.purpose'), 'text'),
      column('beds', say('areaTable.cols.beds'), 'text'),
      column('asking', say('marketView.cols.asking', { unit: areaUnitLabel(unit, lang) }), 'aedPerArea'),
      column('askingCount', say('marketView.cols.askingCount'), 'integer'),
      column('askingRepeats', say('marketView.cols.askingRepeats'), 'integer'),
      column('transacted', say('marketView.cols.transacted', { unit: areaUnitLabel(unit, lang) }), 'aedPerArea'),
      column('transactedCount', say('marketView.cols.transactedCount'), 'integer'),
      column('gap', say('marketView.cols.gap'), 'percent'),
      column('sample', say('marketView.cols.sample'), 'text'),
    ],
    rows: gaps.map((g) => [
      ctx.placeName(g.unit),
      purposeLabel(g.purpose, lang),
      bedsName(g.beds, ctx),
      round2(g.askingMedianPerSqft),
      g.askingCount,
      g.askingRepeats,
      round2(g.transactedMedianPerSqft),
      g.transactedCount,
      g.gap,
      gapSample(g, lang),
    ]),
    thin: gaps.map((g) => gapSample(g, lang) !== ''),
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
  // A figure and a unit in the language's own sentence, in a cell of a column of numbers (laid out left to right):
  // set apart there, the unit of an Arabic sentence moved to its other end.
  return stripBidiControls(
    sayIn(ctx.lang)('marketView.outliers.floorCell', { floor, unit: areaUnitLabel(ctx.unit, ctx.lang) }),
  );
}

export function outliersTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { lang, unit } = ctx;
  const say = sayIn(lang);
  return {
    id: 'outliers',
    title: say('marketCards.outliers'),
    columns: [
      column('date', say('marketView.cols.date'), 'date'),
      column('place', say('marketView.cols.place'), 'text'),
      column('location', say('marketView.cols.location'), 'text'),
      column('purpose', say('areaTable.cols.purpose'), 'text'),
      column('beds', say('areaTable.cols.beds'), 'text'),
      // Why it is flagged, before the figures: in a 1024-px window it was the column cut off.
      column('reason', say('marketView.cols.reason'), 'text'),
      column('price', say('marketView.cols.price'), 'aed'),
      column('area', say('marketView.cols.area', { unit: areaUnitLabel(unit, lang) }), 'area'),
      column('perArea', say('marketView.cols.perArea', { unit: areaUnitLabel(unit, lang) }), 'aedPerArea'),
      column('cellMedian', say('marketView.cols.cellMedian', { unit: areaUnitLabel(unit, lang) }), 'aedPerArea'),
      column('deviations', say('marketView.cols.deviations'), 'number'),
      column('transaction', say('marketView.cols.transaction'), 'text'),
    ],
    rows: a.outliers.map((o) => [
      o.date,
      ctx.placeName(o.unit),
      ctx.locationName(o.location),
      purposeLabel(o.purpose, lang),
      // A transaction recorded without its bedrooms: an empty cell, not "all bedrooms".
      o.beds === null ? '' : bedsLabel(o.beds, lang),
      say(REASON_IDS[o.reason]),
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
  const { lang, unit } = ctx;
  const say = sayIn(lang);
  return {
    id: 'buildings',
    title: say('marketCards.buildings'),
    columns: [
      column('place', say('marketView.cols.place'), 'text'),
      column('purpose', say('areaTable.cols.purpose'), 'text'),
      column('building', say('marketView.cols.building'), 'text'),
      column('count', say('marketView.cols.count'), 'integer'),
      column('median', say('marketView.cols.buildingMedian', { unit: areaUnitLabel(unit, lang) }), 'aedPerArea'),
      column('flagged', say('marketView.cols.flagged'), 'integer'),
      column('own', say('marketView.cols.judgedOwn'), 'text'),
    ],
    rows: a.buildings.map((b) => [
      ctx.placeName(b.unit),
      purposeLabel(b.purpose, lang),
      ctx.locationName(b.location),
      b.count,
      round2(b.medianPricePerSqft),
      b.flagged,
      b.ownBeds.length > 0 ? bedsChoice(b.ownBeds, lang) : say('marketView.outliers.ownNone'),
    ]),
    wrap: ['place', 'building', 'own'],
  };
}
