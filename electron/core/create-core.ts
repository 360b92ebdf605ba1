// Assembles the core (settings, data source, client, handlers) for any host: Electron main, browser host, CLI, tests.
import { DataServiceClient } from './client/data-service-client';
import { networkTransport, type Transport } from './client/transport';
import type { ConnectionProfile } from './client/connection';
import { createInProcessTransport } from './demo/in-process';
import { dayOf } from './demo/market/clock';
import { createMarket, type Market } from './demo/market/market';
import { EventBus } from './events';
import { createDispatcher, type Dispatch } from './ipc/dispatch';
import type { Handlers } from './ipc/handlers';
import { searchLocations } from './services/location-search';
import { loadSettings } from './settings/settings-file';
import type { Settings } from './settings/settings-schema';
import type { HostKind } from '#shared/ipc/contract';

export interface CoreOptions {
  dataDir: string;
  host: HostKind;
  version: string;
  /** Overrides the settings file for this run only (tests, CLI flags). */
  settings?: SettingsOverride;
  /** Where internal errors are reported (never shown to the renderer). */
  log?: (message: string, error?: unknown) => void;
  apiKey?: () => Promise<string | null>;
}

export interface SettingsOverride {
  source?: Settings['source'];
  connection?: Partial<ConnectionProfile>;
}

export interface Core {
  dispatch: Dispatch;
  events: EventBus;
  settings: () => Settings;
  close(): Promise<void>;
}

/** The in-process demo service answers at this base URL; it never reaches the network. */
export const DEMO_BASE_URL = 'http://demo.aqar-lens.invalid';

export function createCore(options: CoreOptions): Core {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const loaded = loadSettings(options.dataDir);
  if (loaded.warning) log(loaded.warning);
  const override = options.settings ?? {};
  const settings: Settings = {
    ...loaded.settings,
    ...(override.source ? { source: override.source } : {}),
    connection: { ...loaded.settings.connection, ...override.connection },
  };
  const events = new EventBus();

  let market: Market | null = null;
  // The in-process demo market follows the calendar, so a broker's snapshots on two days see it move.
  const demoMarket = (): Market => {
    market ??= createMarket();
    const today = dayOf(new Date());
    if (market.day() !== today) market.setDay(today);
    return market;
  };
  const demoTransport = createInProcessTransport(demoMarket);
  const transport: Transport = (request) =>
    settings.source === 'demo' ? demoTransport(request) : networkTransport(request);
  const connection = (): ConnectionProfile =>
    settings.source === 'demo'
      ? { ...settings.connection, baseUrl: DEMO_BASE_URL, areaUnit: 'sqft' }
      : settings.connection;
  const client = new DataServiceClient({
    connection,
    transport,
    apiKey: async () => (settings.source === 'demo' ? null : ((await options.apiKey?.()) ?? null)),
  });

  const handlers: Handlers = {
    'app:info': async () => ({
      name: 'Aqar Lens',
      version: options.version,
      host: options.host,
      source: settings.source,
    }),
    'locations:search': (input, context) =>
      searchLocations(client, settings.source, input.query, input.lang, context.signal),
  };

  return {
    dispatch: createDispatcher(handlers, (error) => log('internal error in a handler', error)),
    events,
    settings: () => settings,
    close: async () => {},
  };
}
