// Handlers of the compare channels: thin adapters to the compare service.
import { dataLangOf } from '#shared/domain/lang';
import { refuseWindowPath } from '../export/destination';
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type CompareHandlers = Pick<
  Handlers,
  | 'compare:pin'
  | 'compare:unpin'
  | 'compare:reorder'
  | 'compare:clear'
  | 'compare:list'
  | 'compare:lists'
  | 'compare:view'
  | 'compare:listing'
  | 'compare:export'
  | 'compare:boards'
  | 'compare:board-save'
  | 'compare:board-open'
  | 'compare:board-remove'
>;

export function createCompareHandlers({ compare, compareBoards }: Services): CompareHandlers {
  return {
    'compare:boards': async () => compareBoards.list(),
    'compare:board-save': async (input) => compareBoards.save(input),
    'compare:board-open': async ({ id }) => compareBoards.open(id),
    'compare:board-remove': async ({ id }) => compareBoards.remove(id),
    'compare:pin': (input, context) => compare.pin(input, context.signal),
    'compare:unpin': async ({ kind, id }) => compare.unpin(kind, id),
    'compare:reorder': async ({ kind, ids }) => compare.reorder(kind, ids),
    'compare:clear': async ({ kind }) => compare.clear(kind),
    'compare:list': async ({ kind }) => compare.list(kind),
    'compare:lists': async () => compare.lists(),
    'compare:view': ({ kind, lang, dataLang, refresh }, context) =>
      compare.view(kind, { lang, dataLang: dataLangOf({ lang, dataLang }) }, refresh, context.signal),
    'compare:listing': async ({ id }) => compare.listing(id),
    'compare:export': async (input, context) => {
      refuseWindowPath(input.destination, context.caller);
      return compare.export(input, context.signal);
    },
  };
}
