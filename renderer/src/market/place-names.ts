// A saved market analysis keeps its places' English names only (the query is the data service's). When the Market
// view is refilled from one, each place is looked up once by name and id, so its chip, plan and tables name it in
// the broker's language and follow a language switch, as a place picked by hand does.
import { DATA_LANGS } from '#shared/domain/lang';
import { loadAnswer } from '../data';
import { lookupPolicy } from '../data';
import type { PickedLocation } from '../search';

/** The picks with their names in every language where the service (or, live, a saved answer) knows them. */
export async function withPlaceNames(picks: readonly PickedLocation[]): Promise<PickedLocation[]> {
  if (picks.every((p) => p.names)) return [...picks];
  const policy = await lookupPolicy();
  return Promise.all(
    picks.map(async (pick) => {
      if (pick.names) return pick;
      const answer = await loadAnswer('autocomplete', { query: pick.label, langs: [...DATA_LANGS] }, policy);
      const match = answer.ok ? answer.value.result.items.find((l) => l.externalID === pick.externalID) : undefined;
      if (!match) return pick;
      return {
        ...pick,
        names: match.name,
        ...(pick.path || !match.path ? {} : { path: match.path }),
        ...(pick.type || !match.type ? {} : { type: match.type }),
      };
    }),
  );
}
