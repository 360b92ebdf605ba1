// Assembles the core for any host (Electron main, browser host, CLI, tests): settings, the two databases (the
// disposable cache, the broker's workspace), the worker threads, the services, and the dispatcher every transport
// goes through. Everything the broker must know about start-up (a rebuilt cache, reset settings, a damaged
// workspace, no keychain) becomes a notice.
import { dataLangFor } from '#shared/domain/lang';
import { statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { AppFailure, saidOf } from '#shared/errors';
// Every language's messages: the core words sentences in whichever language a window or the command line asks.
import '#shared/messages/all-languages';
import type { EventPayload, HostKind } from '#shared/ipc/contract';
import type { Transport } from './client/transport';
import { createDataRuntime, type DataRuntime } from './data/data-runtime';
import type { DemoServiceOptions } from './demo/http/handle-request';
import { EventBus } from './events';
import { analyticsMarketFigures } from './compare/market-figures';
import type { ChooseExportPath } from './export/destination';
import { Downloads } from './export/downloads';
import { sweepPartials } from './export/partial-files';
import { createAnalyticsHandlers } from './handlers/analytics-handlers';
import { createAppHandlers } from './handlers/app-handlers';
import { createCompareHandlers } from './handlers/compare-handlers';
import { createDataHandlers } from './handlers/data-handlers';
import { createResearchHandlers } from './handlers/research-handlers';
import { SameUnitService } from './services/same-unit';
import { createExportHandlers } from './handlers/export-handlers';
import { createHistoryHandlers } from './handlers/history-handlers';
import { createBrandHandlers } from './handlers/brand-handlers';
import { createTeamHandlers } from './handlers/team-handlers';
import { createNoteHandlers } from './handlers/note-handlers';
import { NoteService } from './services/note-service';
import { TeamService } from './services/team-service';
import { memberTokenKeeper } from './team/member-token';
import { createPortfolioHandlers } from './handlers/portfolio-handlers';
import { createReportHandlers } from './handlers/report-handlers';
import { createSettingsHandlers } from './handlers/settings-handlers';
import { createStatusHandlers } from './handlers/status-handlers';
import { createDispatcher, type Dispatch } from './ipc/dispatch';
import type { Handlers } from './ipc/handlers';
import { ApiKeyVault, type SecretUse } from './keychain/api-key-vault';
import { openSecretStore, type OpenedSecretStore } from './keychain/open-secret-store';
import { NoticeBoard } from './notices';
import { resolveConnection } from './profiles/profiles';
import { AgencyRankingService } from './services/agency-ranking';
import { AnalyticsService } from './services/analytics-service';
import { CacheService } from './services/cache-service';
import { CompareService } from './services/compare-service';
import { CompareBoardService } from './services/compare-board-service';
import { DataAccess } from './services/data-access';
import { ExportService } from './services/export-service';
import { titleWords } from './portfolio/diff';
import { HistoryService } from './services/history-service';
import { storedPlaceNameById } from './services/location-names';
import { ReportPdfService } from './services/report-pdf-service';
import { AlertService } from './services/alert-service';
import { RadarService } from './services/radar-service';
import { SoldService } from './services/sold-service';
import { KeptReportService } from './services/kept-report-service';
import { createKeptReportHandlers } from './handlers/kept-report-handlers';
import { createOpportunityHandlers } from './handlers/opportunity-handlers';
import { placeNamesOf } from './services/location-names';
import { SavedQueryService } from './services/saved-query-service';
import { SnapshotScheduler } from './services/snapshot-scheduler';
import type { LeaseTiming } from './services/snapshot-lease';
import { SnapshotService } from './services/snapshot-service';
import type { Services } from './services/services';
import { SettingsService, type ConfirmKeyTransfer } from './services/settings-service';
import { UsageService } from './services/usage-service';
import { WatchlistService } from './services/watchlist-service';
import { WorkspaceService } from './services/workspace-service';
import { BrandService } from './services/brand-service';
import { loadSettings } from './settings/settings-file';
import type { Settings } from './settings/settings-schema';
import { createSettingsState, type SettingsOverride } from './settings/settings-state';
import { openCacheStore } from './store/cache-store';
import { readOnlyNotices, requestsOutsideNotice } from './store/read-only-notices';
import { SessionFolder, sweepSessionFolders } from './store/session-folder';
import { asStorageFailure } from './store/storage-fault';
import { workspaceFiles, WorkspaceStore } from './store/workspace/workspace-store';
import { WorkerHost } from './worker/worker-host';
import { ref } from '#shared/messages/message-ref';
import { logToConsole, type Log } from './log-line';

export type { SettingsOverride };

export interface CoreOptions {
  dataDir: string;
  host: HostKind;
  version: string;
  /** Overrides the settings file for this run only (tests, CLI and browser-mode flags); never saved. */
  settings?: SettingsOverride;
  /** Where internal errors are reported (never shown to the renderer). */
  log?: Log;
  /** Replaces the keychain as the source of the API key (the CLI's AQAR_API_KEY, tests). */
  apiKey?: () => Promise<string | null>;
  /** Replaces the network for live sources (tests). */
  transport?: Transport;
  /** Options of the in-process demo service (tests switch its response shape). */
  demo?: DemoServiceOptions;
  /** Asks the person whether the stored key may follow a changed connection (Electron: a native dialog). */
  confirmKeyTransfer?: ConfirmKeyTransfer;
  /** Asks where to save an export (Electron: a native save dialog); without it, exports are downloads or paths. */
  chooseExportPath?: ChooseExportPath;
  /** Opens the keychain at start, so Settings says at once where a key would be kept (app hosts); no notice. */
  probeKeychainAtStart?: boolean;
  /** Opens the secret store (tests). */
  openSecrets?: () => Promise<OpenedSecretStore>;
  /** Take scheduled snapshots while this core runs; by default only in the app (Electron and browser mode). */
  scheduleSnapshots?: boolean;
  /** How long a snapshot lease lasts without a heartbeat, and how often it beats (tests shorten both). */
  snapshotLease?: LeaseTiming;
  /** How long the team lease lasts without renewal, in seconds (tests shorten it). */
  teamLeaseSeconds?: number;
  /** Keep the analytics worker's columns current as transactions are stored; by default only in the app. */
  followStore?: boolean;
  /**
   * The whole run is offline (the CLI's --offline): not one request is sent, whatever cache policy a caller passes;
   * every answer comes from the offline cache, and one it lacks is "offline without a saved answer".
   */
  offline?: boolean;
  /** AQAR_TEAM_TOKEN: this data folder's team member token, in place of the keychain's (CLI, tests). */
  teamToken?: string;
  /** Sync with the team server while this core runs; by default only in the app (Electron and browser mode). */
  syncTeam?: boolean;
  /** Replaces fetch for calls to the team server (tests lose answers on purpose). */
  teamFetch?: typeof fetch;
}

export interface Core {
  dispatch: Dispatch;
  events: EventBus;
  notices: NoticeBoard;
  services: Services;
  data: DataRuntime;
  workspace: WorkspaceStore;
  worker: WorkerHost;
  settings: () => Settings;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/** A data folder that is something else (a file) is said as such, not as "EEXIST: mkdir" from deep inside. */
function checkDataDir(dataDir: string): void {
  let stats: Stats;
  try {
    stats = statSync(dataDir);
  } catch {
    return; // made when the first file is written
  }
  if (!stats.isDirectory()) {
    throw new AppFailure('validation', ref('error.dataDirIsFile', { path: dataDir }), {
      field: 'data-dir',
    });
  }
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const log = options.log ?? logToConsole;
  const events = new EventBus();
  const notices = new NoticeBoard(events);
  checkDataDir(options.dataDir);
  const loaded = loadSettings(options.dataDir);
  if (loaded.warning) notices.raise({ level: 'warning', code: 'settings-reset', said: loaded.warning });
  const state = createSettingsState(loaded.settings, options.dataDir, {
    persist: true,
    ...(options.settings ? { override: options.settings } : {}),
  });

  const files = workspaceFiles(options.dataDir);
  const storage = { dataDir: options.dataDir, readOnly: () => workspace?.readOnly ?? null };
  // A local write that fails (a full disk, a read-only file, a locked database) is said as such, wherever it fails.
  const asStorage = (error: unknown): AppFailure | null => asStorageFailure(error, storage);
  const cacheSession = new SessionFolder();
  let workspace: WorkspaceStore | undefined;
  let cache: ReturnType<typeof openCacheStore>;
  try {
    const opened = await WorkspaceStore.open(files, {
      version: options.version,
      host: options.host === 'cli' ? 'cli' : 'app',
      onRequestsOutside: (place, error) =>
        notices.raise(
          requestsOutsideNotice(
            place,
            saidOf(asStorage(error)?.appError ?? { message: String(error) }),
            workspace!.journal,
          ),
        ),
    });
    workspace = opened.store;
    for (const notice of opened.notices) notices.raise(notice);
    cache = openCacheStore(options.dataDir, cacheSession);
  } catch (error) {
    workspace?.close();
    cacheSession.remove();
    throw asStorage(error) ?? error;
  }
  for (const notice of readOnlyNotices(options.dataDir, workspace, cache)) notices.raise(notice);
  // Temporaries killed runs left (a half-written export or backup, a session copy) are removed: only ours, only old.
  sweepPartials(options.dataDir);
  sweepSessionFolders();
  let secrets: Promise<OpenedSecretStore> | null = null;
  let warned = false;
  // No keychain matters once a key is entered: it is then kept only until the app closes. Asking whether one is kept
  // (Settings, at every start) or reading one for a request where none was ever entered says nothing to the broker,
  // and a window warned of it at every start and reload of a live source with no key stored. The CLI, which has no
  // Settings to tell it later, still says so when a run reads the key.
  const warnsOf = (use: SecretUse): boolean => use === 'key' || (use === 'read' && options.host === 'cli');
  const openSecrets = async (use: SecretUse): Promise<OpenedSecretStore> => {
    const opened = await (secrets ??= (options.openSecrets ?? openSecretStore)());
    if (opened.warning && warnsOf(use) && !warned) {
      warned = true;
      notices.raise({ level: 'warning', code: 'keychain-unavailable', said: opened.warning });
    }
    return opened;
  };
  const vault = new ApiKeyVault(async (use) => (await openSecrets(use)).store, options.host === 'cli' ? 'cli' : 'app');
  // The worker reads the cache wherever it is open: in the data folder, or a session copy of it.
  const worker = new WorkerHost(dirname(cache.file), log);
  const data = createDataRuntime({
    dataDir: options.dataDir,
    store: cache,
    settings: state.get,
    apiKey: options.apiKey ?? (() => vault.get(resolveConnection(state.get().connection))),
    requestLog: workspace.requestLog,
    worker,
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.demo ? { demo: options.demo } : {}),
    onCacheRebuilt: (message) => notices.raise({ level: 'warning', code: 'cache-rebuilt', said: message }),
    onUnreadable: (_operation, dropped) =>
      notices.raise({
        key: 'unreadable-cache',
        code: 'unreadable-cache',
        level: 'warning',
        said: ref('notice.cache.unreadable', { count: dropped }),
      }),
    onSpent: (source) => {
      const { today, thisMonth } = workspace.requestLog.usage(source);
      events.emit('usage:changed', { today, thisMonth });
    },
    // The CLI's --offline holds for its whole run; the app's "Work offline" switch until the broker turns it off.
    offline: () => options.offline === true || state.get().workOffline,
    asStorage,
    onNotSaved: (failure, error) => {
      notices.raise({
        key: 'answers-not-saved',
        code: 'answers-not-saved',
        level: 'warning',
        said: ref('notice.cache.notSaved', {
          reason: saidOf(failure?.appError ?? { message: String(error) }),
        }),
      });
    },
  });
  state.onChange((settings) => data.client.limiter.update(settings.limits));

  const usage = new UsageService(data, workspace.requestLog, workspace.workspace, () => state.get().limits);
  // Where the broker's files go, the same for a workbook and a printed report.
  const destinations = {
    // Only hosts without a window name files on disk; a window saves through a dialog or a download.
    allowPaths: options.host === 'cli' || options.host === 'test',
    chooseExportPath: options.chooseExportPath,
    downloads: new Downloads(),
    dataDir: options.dataDir,
  };
  const exports = new ExportService({
    data,
    worker,
    events,
    version: options.version,
    pageCap: () => state.get().limits.fetchAllCap,
    listingNotes: () => workspace.workspace.notes.textsOf('listing'),
    ...destinations,
  });
  // The footer's brand line is read when a report is printed, so a brand saved meanwhile is the one printed.
  const reportPdf = new ReportPdfService({
    ...destinations,
    brand: () => services.brand.get(),
    // A report in Hindi names places as the data service does in English (dataLangFor).
    placeName: (id, lang) => storedPlaceNameById(data, id, dataLangFor(lang)),
  });
  // The compare panel asks the analytics service (built below) for market figures, as the Market view does.
  const marketFigures = analyticsMarketFigures(() => services.analytics);
  const snapshots = new SnapshotService({
    workspace: workspace.workspace,
    runtime: data,
    usage,
    events,
    notices,
    asStorage,
    ...(options.snapshotLease ? { lease: options.snapshotLease } : {}),
    // The team service is made below; a run asks it only once the core is built.
    teamLease: (item) => team.teamLease(item),
  });
  // A snapshot whose process died (a crash, kill -9, a closed laptop) is marked interrupted before anything else.
  await snapshots.recoverInterrupted();
  const scheduler = new SnapshotScheduler({
    workspace: workspace.workspace,
    snapshots,
    usage,
    notices,
    log,
  });
  const fetchAllCap = (): number => state.get().limits.fetchAllCap;
  const dataAccess = new DataAccess(data, events, usage, fetchAllCap);
  const history = new HistoryService(
    workspace.workspace,
    Date.now,
    (places) =>
      placeNamesOf(
        places,
        (id) => data.store.entities.entry(data.source().id, 'location', id)?.data ?? null,
        (names) => data.store.entities.locationsNamed(data.source().id, names),
      ),
    (id) => titleWords((data.store.listings.get(data.source().id, id) as { title?: unknown } | null)?.title),
  );
  // The team member token is read only when a team call needs it: a run that never syncs never opens the keychain.
  const team = new TeamService({
    workspace: workspace.workspace,
    notices,
    events,
    source: () => data.source().id,
    ...(options.teamFetch ? { fetch: options.teamFetch } : {}),
    ...(options.teamLeaseSeconds ? { leaseSeconds: options.teamLeaseSeconds } : {}),
    tokens: memberTokenKeeper({
      dataDir: options.dataDir,
      // No keychain is said in the team's own words (memberTokenKeeper), not as the API key's warning.
      secrets: async () => (await openSecrets('status')).store,
      envToken: options.teamToken,
      host: options.host === 'cli' ? 'cli' : 'app',
    }),
  });
  const services: Services = {
    info: () => ({ name: 'Aqar Lens', version: options.version, host: options.host, source: state.get().source }),
    notices,
    runtime: data,
    data: dataAccess,
    usage,
    settings: new SettingsService({
      state,
      secrets: () => openSecrets('status'),
      vault,
      data,
      notices,
      ...(options.confirmKeyTransfer ? { confirmKeyTransfer: options.confirmKeyTransfer } : {}),
    }),
    cache: new CacheService(data),
    workspace: new WorkspaceService(workspace, notices),
    exports,
    compare: new CompareService({
      workspace: workspace.workspace,
      data,
      exports,
      figures: () => marketFigures,
    }),
    compareBoards: new CompareBoardService({
      workspace: workspace.workspace,
      team,
      source: () => data.source().id,
      pins: (kind) => services.compare.list(kind),
    }),
    watchlist: new WatchlistService(workspace.workspace, data, Date.now, team),
    snapshots,
    scheduler,
    history,
    alerts: new AlertService(workspace.workspace, history, Date.now, () => {
      const source = data.source().id;
      const stored = data.store.transactions;
      return {
        latestInPlace: (place) => stored.latestInPlace(source, place),
        storedSince: (place, seq, date) => stored.storedSince(source, place, seq, date),
        perSqftIn: (place, purpose, from, to) => stored.perSqftIn(source, place, purpose, from, to),
      };
    }),
    radar: new RadarService(workspace.workspace, data),
    sold: new SoldService(workspace.workspace, data),
    keptReports: new KeptReportService(workspace.workspace, (query) => services.analytics.cma(query), Date.now, team),
    saved: new SavedQueryService(workspace.workspace, Date.now, team),
    team,
    notes: new NoteService({ workspace: workspace.workspace, team }),
    brand: new BrandService(workspace.workspace),
    analytics: new AnalyticsService({
      runtime: data,
      data: dataAccess,
      usage,
      worker,
      events,
      cap: fetchAllCap,
      log,
      followStore: options.followStore ?? (options.host === 'electron' || options.host === 'browser'),
    }),
    reportPdf,
  };
  const handlers: Handlers = {
    ...createAnalyticsHandlers(services),
    ...createAppHandlers(services),
    ...createDataHandlers(services),
    ...createSettingsHandlers(services),
    ...createStatusHandlers(services),
    ...createResearchHandlers(
      new AgencyRankingService(data, events, () => state.get().limits.fetchAllCap),
      new SameUnitService(data),
    ),
    ...createExportHandlers(services),
    ...createCompareHandlers(services),
    ...createPortfolioHandlers(services),
    ...createHistoryHandlers(services),
    ...createReportHandlers(services),
    ...createOpportunityHandlers(services),
    ...createKeptReportHandlers(services),
    ...createBrandHandlers(services),
    ...createTeamHandlers(services),
    ...createNoteHandlers(services),
  };

  // Alerts read every snapshot as it completes (a scheduled one too) and every batch of transactions stored (a
  // market load), so the inbox needs no check of its own.
  const readAlerts = (): void => {
    services.alerts
      .afterSnapshot()
      .then((found) => {
        if (found.found > 0) events.emit('alerts:found', found);
      })
      .catch((error: unknown) => log(ref('log.alerts.notRead'), error));
  };
  events.subscribe((event, payload) => {
    if (event === 'snapshot:finished' && (payload as EventPayload<'snapshot:finished'>).status === 'done') readAlerts();
  });
  // A load stores page after page: read once they stop coming for a moment, not after each.
  let alertTimer: NodeJS.Timeout | null = null;
  const stopReadingStored = data.store.transactions.onStored(() => {
    if (alertTimer) clearTimeout(alertTimer);
    alertTimer = setTimeout(readAlerts, 300);
    alertTimer.unref();
  });
  // Live, the key is needed from the first search: a missing keychain is said at start. Demo needs no key.
  if (options.probeKeychainAtStart) void openSecrets('status');
  // The close waits for a backup under way: a short CLI run would otherwise close the database under it.
  let backingUp: Promise<unknown> = Promise.resolve();
  const backup = (): void => {
    backingUp = workspace.backupIfDue().catch((error: unknown) => log(ref('log.workspace.backupFailed'), error));
  };
  backup();
  if (options.scheduleSnapshots ?? (options.host === 'electron' || options.host === 'browser')) scheduler.start();
  // The app keeps the team in sync while it runs; the CLI syncs when told (aqar team sync).
  if (options.syncTeam ?? (options.host === 'electron' || options.host === 'browser')) team.startAuto(log);
  const backupTimer = setInterval(backup, HOUR_MS);
  backupTimer.unref();

  return {
    dispatch: createDispatcher(
      handlers,
      (error) => log(ref('log.handler.internalError'), error),
      asStorage,
      (line) => log(line),
    ),
    events,
    notices,
    services,
    data,
    workspace,
    worker,
    settings: state.get,
    close: async () => {
      clearInterval(backupTimer);
      await backingUp;
      await reportPdf.close();
      exports.close();
      // Stop scheduling, then cancel running snapshots (nothing partial is stored) and wait for both to settle.
      await team.stopAuto();
      const stopping = scheduler.stop();
      await snapshots.close();
      await stopping;
      await services.analytics.close();
      // Transactions stored just before closing (a CLI load) are read by the alerts before the stores close.
      stopReadingStored();
      if (alertTimer) {
        clearTimeout(alertTimer);
        readAlerts();
      }
      await worker.close();
      data.close();
      workspace.close();
      cacheSession.remove();
    },
  };
}
