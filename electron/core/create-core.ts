// Assembles the core (settings, data runtime, handlers) for any host: Electron main, browser host, CLI, tests.
import type { DataAnswer, HostKind } from '#shared/ipc/contract';
import type { ConnectionProfile } from './client/connection';
import type { Transport } from './client/transport';
import { createDataRuntime, type DataRuntime } from './data/data-runtime';
import { EventBus } from './events';
import { createDispatcher, type Dispatch } from './ipc/dispatch';
import type { Handlers } from './ipc/handlers';
import { searchLocations } from './services/location-search';
import { loadSettings } from './settings/settings-file';
import type { Settings } from './settings/settings-schema';

export interface SettingsOverride {
  source?: Settings['source'];
  connection?: Partial<ConnectionProfile>;
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
  const settings: Settings = {
    ...loaded.settings,
    ...(override.source ? { source: override.source } : {}),
    connection: { ...loaded.settings.connection, ...override.connection },
    limits: { ...loaded.settings.limits, ...override.limits },
  };
  const events = new EventBus();
  const data = createDataRuntime({
    dataDir: options.dataDir,
    settings: () => settings,
    apiKey: options.apiKey ?? (async () => null),
    ...(options.transport ? { transport: options.transport } : {}),
    log,
  });

  const handlers: Handlers = {
    'app:info': async () => ({
      name: 'Aqar Lens',
      version: options.version,
      host: options.host,
      source: settings.source,
    }),
    'locations:search': (input, context) => searchLocations(data.gateway, input.query, input.lang, context.signal),
    'data:fetch': async (input, context) => {
      const answer = await data.gateway.fetch(input.operation, input.params as never, {
        signal: context.signal,
        ...(input.policy ? { policy: input.policy } : {}),
      });
      return answer as DataAnswer;
    },
  };

  return {
    dispatch: createDispatcher(handlers, (error) => log('internal error in a handler', error)),
    events,
    data,
    settings: () => settings,
    close: async () => data.close(),
  };
}
