// Handlers of portfolio history and saved searches: thin adapters to their services.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type HistoryHandlers = Pick<
  Handlers,
  | 'history:item'
  | 'history:diff'
  | 'history:listing'
  | 'history:portfolio'
  | 'history:market-share'
  | 'history:places'
  | 'saved:list'
  | 'saved:get'
  | 'saved:create'
  | 'saved:create-market'
  | 'saved:update'
  | 'saved:duplicate'
  | 'saved:delete'
  | 'saved:mark-run'
  | 'saved:export'
  | 'saved:import'
>;

export function createHistoryHandlers({ history, saved }: Services): HistoryHandlers {
  return {
    'history:item': async ({ itemId, placeLevel, topPlaces, every }) =>
      history.itemHistory(itemId, placeLevel, topPlaces, every),
    'history:diff': async ({ itemId, from, to }) => history.diff(itemId, from, to),
    'history:listing': async ({ externalID }) => history.listing(externalID),
    'history:portfolio': async () => history.portfolio(),
    'history:market-share': async ({ placeId }) => history.marketShare(placeId),
    'history:places': async ({ query, limit }) => history.places(query ?? '', limit ?? 50),
    'saved:list': async () => saved.list(),
    'saved:get': async ({ id }) => saved.get(id),
    'saved:create': async ({ name, request, picks }) => saved.create(name, request, picks ?? []),
    'saved:create-market': async ({ name, market }) => saved.createMarket(name, market),
    'saved:update': async ({ id, name, request, picks, market }) =>
      saved.update(id, {
        ...(name === undefined ? {} : { name }),
        ...(request === undefined ? {} : { request }),
        ...(picks === undefined ? {} : { picks }),
        ...(market === undefined ? {} : { market }),
      }),
    'saved:duplicate': async ({ id, name }) => saved.duplicate(id, name),
    'saved:delete': async ({ id }) => saved.delete(id),
    'saved:mark-run': async ({ id, resultCount, at }) => saved.markRun(id, resultCount, at),
    'saved:export': async ({ ids }) => saved.export(ids),
    'saved:import': async ({ text }) => saved.import(text),
  };
}
