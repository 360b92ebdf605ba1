// Handlers of settings, the API key and the connection test. The key goes in, is stored in the keychain, and
// never comes back out: the renderer only learns whether one is stored.
import { AppFailure } from '#shared/errors';
import type { SettingsView } from '#shared/settings';
import type { DataRuntime } from '../data/data-runtime';
import type { Handlers } from '../ipc/handlers';
import { API_KEY_ACCOUNT } from '../keychain/secret-store';
import type { OpenedSecretStore } from '../keychain/open-secret-store';
import { connectionView, profileById } from '../profiles/profiles';
import type { SettingsState } from '../settings/settings-state';

type SettingsHandlers = Pick<
  Handlers,
  'settings:get' | 'settings:update' | 'key:set' | 'key:clear' | 'connection:test'
>;

export function createSettingsHandlers(
  state: SettingsState,
  secrets: () => Promise<OpenedSecretStore>,
  data: DataRuntime,
): SettingsHandlers {
  const view = async (): Promise<SettingsView> => {
    const { store, warning } = await secrets();
    const settings = state.get();
    return {
      source: settings.source,
      ...connectionView(settings.connection),
      limits: settings.limits,
      keyStored: await store.has(API_KEY_ACCOUNT),
      keyStorage: store.kind,
      keyStorageWarning: warning,
    };
  };
  return {
    'settings:get': view,
    'settings:update': async (patch) => {
      // An unknown profile is refused here, naming the known ones (a settings file naming one still loads).
      if (patch.connection?.profile !== undefined) profileById(patch.connection.profile);
      state.update(patch);
      return view();
    },
    'key:set': async ({ key }) => {
      const { store } = await secrets();
      await store.set(API_KEY_ACCOUNT, key);
      return view();
    },
    'key:clear': async () => {
      const { store } = await secrets();
      await store.clear(API_KEY_ACCOUNT);
      return view();
    },
    'connection:test': async () => {
      const started = performance.now();
      try {
        await data.client.healthCheck();
        const latencyMs = Math.round(performance.now() - started);
        const where = state.get().source === 'demo' ? 'The built-in demo service' : 'The data service';
        return { ok: true, message: `${where} answered in ${latencyMs} ms.`, latencyMs };
      } catch (error) {
        const message = error instanceof AppFailure ? error.message : 'The test failed unexpectedly.';
        return { ok: false, message, latencyMs: Math.round(performance.now() - started) };
      }
    },
  };
}
