// The data layer assembled for one process: cache store, rate-limited client over the chosen source (in-process
// demo or network), the gateway and fetch-all, and the request log fed by every attempt.
import type { ResolvedConnection } from '#shared/connection-profile';
import { DataServiceClient } from '../client/data-service-client';
import { RateLimiter } from '../client/rate-limiter';
import { networkTransport, type Transport } from '../client/transport';
import { dayOf } from '../demo/market/clock';
import { createInProcessTransport } from '../demo/in-process';
import { createMarket, type Market } from '../demo/market/market';
import { NEUTRAL_PROFILE_ID, resolveConnection } from '../profiles/profiles';
import { openCacheStore, type CacheStore } from '../store/cache-store';
import type { Settings } from '../settings/settings-schema';
import { DataGateway } from './data-gateway';
import { FetchAll } from './fetch-all';
import { sourceIdentity, type SourceIdentity } from './source-identity';

/** The in-process demo service answers at this base URL; it never reaches the network. */
export const DEMO_BASE_URL = 'http://demo.aqar-lens.invalid';

export interface DataRuntime {
  store: CacheStore;
  client: DataServiceClient;
  gateway: DataGateway;
  fetchAll: FetchAll;
  source: () => SourceIdentity;
  connection: () => ResolvedConnection;
  close(): void;
}

export function createDataRuntime(options: {
  dataDir: string;
  settings: () => Settings;
  apiKey: () => Promise<string | null>;
  transport?: Transport;
  log: (message: string) => void;
}): DataRuntime {
  const store = openCacheStore(options.dataDir);
  if (store.warning) options.log(store.warning);
  let market: Market | null = null;
  // The in-process demo market follows the calendar, so a broker's snapshots on two days see it move.
  const demoMarket = (): Market => {
    market ??= createMarket();
    const today = dayOf(new Date());
    if (market.day() !== today) market.setDay(today);
    return market;
  };
  const demoTransport = createInProcessTransport(demoMarket);
  const isDemo = (): boolean => options.settings().source === 'demo';
  // The in-process demo answers as the specification does, whatever profile the live connection uses.
  const connection = (): ResolvedConnection =>
    isDemo()
      ? { ...resolveConnection({ profile: NEUTRAL_PROFILE_ID }), baseUrl: DEMO_BASE_URL }
      : resolveConnection(options.settings().connection);
  const source = (): SourceIdentity => sourceIdentity(options.settings().source, connection());
  const limits = () => options.settings().limits;
  const limiter = new RateLimiter(limits());
  const client = new DataServiceClient({
    connection,
    transport: (request) => (isDemo() ? demoTransport(request) : (options.transport ?? networkTransport)(request)),
    apiKey: async () => (isDemo() ? null : options.apiKey()),
    limiter,
    onAttempt: (record) => {
      const at = Date.now();
      const id = source().id;
      store.requestLog.record({
        at,
        source: id,
        operation: record.operation,
        outcome: record.outcome,
        status: record.status,
        durationMs: record.durationMs,
      });
      if (record.rateLimits) store.requestLog.saveRateLimits(id, record.rateLimits, at);
    },
  });
  const gateway = new DataGateway({ client, store, source, areaUnit: () => connection().areaUnit });
  return {
    store,
    client,
    gateway,
    fetchAll: new FetchAll(gateway, store, source),
    source,
    connection,
    close: () => store.close(),
  };
}
