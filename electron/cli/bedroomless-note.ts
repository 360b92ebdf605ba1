// The note `aqar market` prints (and writes on the About sheet) for transactions without a bedroom count: how many
// of the period's there are in each place and purpose, and which figures leave them out, so none is dropped silently.
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import type { MarketAnalysisName } from './market-flags';

/** One sentence per place and purpose holding such transactions; none when no transaction lacks a count. */
export function bedroomlessNotes(
  analysis: MarketAnalysisName,
  market: MarketQueryInput,
  result: MarketAnalysis,
): string[] {
  const label = new Map(result.units.map((u) => [u.key, u.label]));
  return result.withoutBedrooms
    .filter((gap) => gap.count > 0)
    .map((gap) => {
      const what =
        gap.purpose === 'for-sale' ? (gap.total === 1 ? 'sale' : 'sales') : gap.total === 1 ? 'rent' : 'rents';
      const has = gap.count === 1 ? 'has' : 'have';
      const where = label.get(gap.unit) ?? gap.unit;
      const left = market.beds
        ? 'they are left out of this look at the bedroom counts asked'
        : analysis === 'trends'
          ? 'no row by bedroom count holds them'
          : 'they count in the figures over every bedroom count, but in no bedroom’s';
      return `${gap.count} of ${gap.total} ${what} in ${where} ${has} no bedroom count (offices, shops, plots, whole buildings, or none recorded): ${left}.`;
    });
}
