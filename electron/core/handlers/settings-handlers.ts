// Handlers of settings, the API key and the connection test: thin adapters to the settings service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type SettingsHandlers = Pick<
  Handlers,
  'settings:get' | 'settings:update' | 'key:set' | 'key:clear' | 'connection:test'
>;

export function createSettingsHandlers({ settings }: Services): SettingsHandlers {
  return {
    'settings:get': () => settings.view(),
    'settings:update': (patch) => settings.update(patch),
    'key:set': ({ key }) => settings.setKey(key),
    'key:clear': () => settings.clearKey(),
    'connection:test': () => settings.testConnection(),
  };
}
