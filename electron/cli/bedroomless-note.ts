// The note `aqar market` prints (and writes on the About sheet) for transactions without a bedroom count: how many
// of the period's there are in each place and purpose, and which figures leave them out, so none is dropped silently.
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { MarketAnalysisName } from './market-flags';

/** One sentence per place and purpose holding such transactions; none when no transaction lacks a count. */
export function bedroomlessNotes(
  analysis: MarketAnalysisName,
  market: MarketQueryInput,
  result: MarketAnalysis,
): MessageRef[] {
  const label = new Map(result.units.map((u) => [u.key, u.label]));
  return result.withoutBedrooms
    .filter((gap) => gap.count > 0)
    .map((gap) =>
      ref('cli.market.bedroomless', {
        count: gap.count,
        total: gap.total,
        // The English note writes its counts as digits, ungrouped, as it always has.
        countText: String(gap.count),
        totalText: String(gap.total),
        purpose: gap.purpose === 'for-sale' ? 'sale' : 'rent',
        place: label.get(gap.unit) ?? gap.unit,
        left: market.beds ? 'beds' : analysis === 'trends' ? 'trends' : 'other',
      }),
    );
}
