// The data layer assembled for one process: cache store, rate-limited client over the chosen source (the demo
// service on its worker thread, or the network), the gateway and fetch-all, and the request log (in the workspace)
// fed by every attempt.
import type { ResolvedConnection } from '#shared/connection-profile';
import type { AppFailure } from '#shared/errors';
import type { MessageRef } from '#shared/messages/message-ref';
import { DataServiceClient, type AttemptRecord } from '../client/data-service-client';
import { readQuota } from '../client/quota-watch';
import { RateLimiter } from '../client/rate-limiter';
import { networkTransport, type Transport } from '../client/transport';
import { dayOf } from '../demo/market/clock';
import type { DemoServiceOptions } from '../demo/http/handle-request';
import { NEUTRAL_PROFILE_ID, resolveConnection } from '../profiles/profiles';
import type { Settings } from '../settings/settings-schema';
import { openCacheStore, type CacheStore } from '../store/cache-store';
import { startCheckpointer } from '../store/checkpointer';
import type { RequestLedger } from '../store/workspace/request-ledger';
import type { WorkerHost } from '../worker/worker-host';
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

export interface DataRuntimeOptions {
  dataDir: string;
  /** The cache, already open (the core opens it first: the worker reads wherever it is); else opened here. */
  store?: CacheStore;
  settings: () => Settings;
  apiKey: () => Promise<string | null>;
  /**
   * The request ledger of the workspace: requests are counted through it alone, never through a repository of the
   * workspace (a unit of work that rolls back must not take a paid request with it; the ledger journals meanwhile).
   */
  requestLog: RequestLedger;
  worker: WorkerHost;
  transport?: Transport;
  /** Options of the in-process demo service (tests switch its response shape). */
  demo?: DemoServiceOptions;
  /** Told when the cache could not be opened and was rebuilt (it is disposable; the broker must know). */
  onCacheRebuilt: (said: MessageRef) => void;
  now?: () => Date;
  /** Told when a saved answer could not be read and was dropped, to be fetched again. */
  onUnreadable?: (operation: string, dropped: number) => void;
  /** Told after every attempt is logged (the status bar refreshes its counts). */
  onSpent?: (source: string) => void;
  /** True while the run is offline (the CLI's --offline): the client then sends nothing, whatever a caller asks. */
  offline?: () => boolean;
  /** What a failed local write stands for (a full disk, a read-only or locked database), when it can tell. */
  asStorage?: (error: unknown) => AppFailure | null;
  /** Told when a paid answer could not be saved to the cache (it is shown and kept for the session all the same). */
  onNotSaved?: (failure: AppFailure | null, error: unknown) => void;
}

/** A Transport over the demo service on its worker thread: the market is built and queried off this thread. */
function demoTransport(options: DataRuntimeOptions): Transport {
  return async (request) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const answer = await options.worker.call(
      'demo',
      'demo:request',
      {
        method: request.method,
        url: request.url,
        headers,
        options: { mediaOrigin: '', ...options.demo },
        // The in-process demo market follows the calendar, so a broker's snapshots on two days see it move.
        day: dayOf(options.now?.() ?? new Date()),
      },
      { signal: request.signal },
    );
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

export function createDataRuntime(options: DataRuntimeOptions): DataRuntime {
  const store = options.store ?? openCacheStore(options.dataDir);
  if (store.warning) options.onCacheRebuilt(store.warning);
  const stopCheckpoints = startCheckpointer({
    file: store.file,
    db: store.db,
    checkpoint: () => options.worker.call('store', 'store:checkpoint', { database: 'cache' }),
  });
  const inProcessDemo = demoTransport(options);
  const isDemo = (): boolean => options.settings().source === 'demo';
  // The in-process demo answers as the specification does, whatever profile the live connection uses.
  const connection = (): ResolvedConnection =>
    isDemo()
      ? { ...resolveConnection({ profile: NEUTRAL_PROFILE_ID }), baseUrl: DEMO_BASE_URL }
      : resolveConnection(options.settings().connection);
  const source = (): SourceIdentity => sourceIdentity(options.settings().source, connection());
  const limiter = new RateLimiter(options.settings().limits);
  // Counted the moment the request leaves, whatever happens after: the ledger never throws and never loses it.
  const onSent = (operation: string): string =>
    options.requestLog.begin({ at: Date.now(), source: source().id, operation });
  const onAttempt = (record: AttemptRecord): void => {
    const at = Date.now();
    const id = source().id;
    const { requestLog } = options;
    const end = { outcome: record.outcome, status: record.status, durationMs: record.durationMs };
    if (record.ref) requestLog.finish(record.ref, end);
    else requestLog.record({ at, source: id, operation: record.operation, ...end });
    if (record.rateLimits) requestLog.saveRateLimits(id, record.rateLimits, at);
    try {
      options.onSpent?.(id);
    } catch {
      // The status bar's refresh reads the workspace; a read that fails now is retried at the next request.
    }
  };
  const client = new DataServiceClient({
    connection,
    transport: (request) => (isDemo() ? inProcessDemo(request) : (options.transport ?? networkTransport)(request)),
    apiKey: async () => (isDemo() ? null : options.apiKey()),
    limiter,
    onSent,
    onAttempt,
    ...(options.offline ? { offline: options.offline } : {}),
    // A retry is paid for: not when the month's quota, as last reported and saved in the workspace, is spent.
    canSpend: () => {
      const quota = readQuota(options.requestLog.usage(source().id).rateLimits);
      return quota === null || quota.remaining > 0;
    },
  });
  const gateway: DataGateway = new DataGateway({
    client,
    store,
    source,
    areaUnit: () => connection().areaUnit,
    imageUrl: () => connection().imageUrlTemplate,
    onUnreadable: (operation) => options.onUnreadable?.(operation, gateway.unreadableDropped),
    ...(options.asStorage ? { asStorage: options.asStorage } : {}),
    ...(options.onNotSaved ? { onNotSaved: options.onNotSaved } : {}),
  });
  return {
    store,
    client,
    gateway,
    fetchAll: new FetchAll(gateway, store, source),
    source,
    connection,
    close: () => {
      stopCheckpoints();
      store.close();
    },
  };
}
