// Handlers of the broker's brand: thin adapters to its service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type BrandHandlers = Pick<Handlers, 'brand:get' | 'brand:set'>;

export function createBrandHandlers({ brand }: Services): BrandHandlers {
  return {
    'brand:get': async () => brand.get(),
    'brand:set': async (input) => brand.set(input),
  };
}
