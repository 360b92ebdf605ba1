// Handlers of the data channels: thin adapters from the contract to the data-access service.
import type { Handlers } from '../ipc/handlers';
import { searchLocations } from '../services/location-search';
import type { Services } from '../services/services';

type DataHandlers = Pick<
  Handlers,
  'locations:search' | 'data:fetch' | 'data:plan-all' | 'data:fetch-all' | 'data:cancel'
>;

export function createDataHandlers(services: Services): DataHandlers {
  const { data } = services;
  return {
    'locations:search': (input, context) =>
      searchLocations(services.runtime.gateway, input.query, input.lang, context.signal),
    'data:fetch': (input, context) => data.fetch(input, context.signal),
    'data:plan-all': (input, context) => data.plan(input, context.signal),
    'data:fetch-all': ({ taskId, request, skipPages }) => data.fetchAll(taskId, request, skipPages),
    'data:cancel': async ({ taskId }) => ({ cancelled: data.cancel(taskId) }),
  };
}
