// Assembles the core (settings, data runtime, handlers) for any host: Electron main, browser host, CLI, tests.
import type { HostKind } from '#shared/ipc/contract';
import type { ConnectionSettingsPatch } from '#shared/connection-profile';
import type { Transport } from './client/transport';
import { createDataRuntime, type DataRuntime } from './data/data-runtime';
import { EventBus } from './events';
import { createDispatcher, type Dispatch } from './ipc/dispatch';
import type { Handlers } from './ipc/handlers';
import { searchLocations } from './services/location-search';
import { createDataHandlers } from './handlers/data-handlers';
import { createSettingsHandlers } from './handlers/settings-handlers';
import { createStatusHandlers } from './handlers/status-handlers';
import { openSecretStore, type OpenedSecretStore } from './keychain/open-secret-store';
import { API_KEY_ACCOUNT } from './keychain/secret-store';
import { loadSettings } from './settings/settings-file';
import { createSettingsState } from './settings/settings-state';
import type { Settings } from './settings/settings-schema';

export interface SettingsOverride {
  source?: Settings['source'];
  /** A profile (`profile`) and any of its fields. */
  connection?: ConnectionSettingsPatch;
  limits?: Partial<Settings['limits']>;
}

export interface CoreOptions {
  dataDir: string;
  host: HostKind;
  version: string;
  /** Overrides the settings file for this run only (tests, CLI flags). */
  settings?: SettingsOverride;
  /** Where internal errors are reported (never shown to the renderer). */
  log?: (message: string, error?: unknown) => void;
  apiKey?: () => Promise<string | null>;
  /** Replaces the network for live sources (tests). */
  transport?: Transport;
}

export interface Core {
  dispatch: Dispatch;
  events: EventBus;
  data: DataRuntime;
  settings: () => Settings;
  close(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const loaded = loadSettings(options.dataDir);
  if (loaded.warning) log(loaded.warning);
  const override = options.settings ?? {};
  const state = createSettingsState(
    {
      ...loaded.settings,
      ...(override.source ? { source: override.source } : {}),
      connection: { ...loaded.settings.connection, ...override.connection },
      limits: { ...loaded.settings.limits, ...override.limits },
    },
    options.dataDir,
    true,
  );
  let secrets: Promise<OpenedSecretStore> | null = null;
  const openSecrets = (): Promise<OpenedSecretStore> => (secrets ??= openSecretStore());
  const events = new EventBus();
  const data = createDataRuntime({
    dataDir: options.dataDir,
    settings: state.get,
    apiKey: options.apiKey ?? (async () => (await openSecrets()).store.get(API_KEY_ACCOUNT)),
    ...(options.transport ? { transport: options.transport } : {}),
    log,
  });
  state.onChange((settings) => data.client.limiter.update(settings.limits));

  const handlers: Handlers = {
    'app:info': async () => ({
      name: 'Aqar Lens',
      version: options.version,
      host: options.host,
      source: state.get().source,
    }),
    'locations:search': (input, context) => searchLocations(data.gateway, input.query, input.lang, context.signal),
    ...createDataHandlers(data, events, () => state.get().limits.fetchAllCap),
    ...createSettingsHandlers(state, openSecrets, data),
    ...createStatusHandlers(data),
  };

  return {
    dispatch: createDispatcher(handlers, (error) => log('internal error in a handler', error)),
    events,
    data,
    settings: state.get,
    close: async () => data.close(),
  };
}
