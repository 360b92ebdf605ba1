// A report's query and what follows from it, pure: the market it rests on (the CLI's, cmaMarketQuery), one key per
// market, and the broker's choice of one comparable kept in the query.
import type { CmaQueryInput, MarketQueryInput } from '#shared/ipc/contract';
import { cmaMarketQuery } from '#shared/report/cma-market';

/** The market a CMA query rests on. */
export function marketOf(query: CmaQueryInput): MarketQueryInput {
  return cmaMarketQuery(query.subject, query.period ?? '12m');
}

/** One string per market: two forms asking the same market share it. */
export function marketKey(market: MarketQueryInput): string {
  const { places, ...rest } = market;
  return JSON.stringify({ ...rest, places: places.map((p) => p.id) });
}

/** The query with the broker's choice of one comparable: in it (whatever the default), or out of it. */
export function withChoice(query: CmaQueryInput, id: string, included: boolean): CmaQueryInput {
  const include = new Set(query.include ?? []);
  const exclude = new Set(query.exclude ?? []);
  (included ? exclude : include).delete(id);
  (included ? include : exclude).add(id);
  return { ...query, include: [...include], exclude: [...exclude] };
}
