// What the demo market itself says changed between two days for a set of listings (an agency's, a developer's,
// an agent's), computed from the generator's own data, independently of the service, the client and the store.
import { isActiveOn, priceOn, type DemoListing } from '#core/demo/market/listings';
import type { Market } from '#core/demo/market/market';

export interface MarketChanges {
  before: Map<string, number>;
  after: Map<string, number>;
  added: string[];
  removed: string[];
  repriced: { externalID: string; oldPrice: number; newPrice: number }[];
}

function activeOn(market: Market, day: number, keep: (l: DemoListing) => boolean): Map<string, number> {
  market.setDay(day);
  const out = new Map<string, number>();
  for (const listing of market.view().listings) {
    if (keep(listing) && isActiveOn(listing, day)) out.set(listing.externalID, priceOn(listing, day));
  }
  return out;
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function marketChanges(
  market: Market,
  keep: (l: DemoListing) => boolean,
  from: number,
  to: number,
): MarketChanges {
  const before = activeOn(market, from, keep);
  const after = activeOn(market, to, keep);
  const repriced: MarketChanges['repriced'] = [];
  for (const [id, newPrice] of after) {
    const oldPrice = before.get(id);
    if (oldPrice !== undefined && oldPrice !== newPrice) repriced.push({ externalID: id, oldPrice, newPrice });
  }
  return {
    before,
    after,
    added: [...after.keys()].filter((id) => !before.has(id)).sort(byId),
    removed: [...before.keys()].filter((id) => !after.has(id)).sort(byId),
    repriced: repriced.sort((a, b) => byId(a.externalID, b.externalID)),
  };
}
