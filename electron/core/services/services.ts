// The core's services, one per feature, as handlers and the CLI receive them.
import type { AppInfo } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { AlertService } from './alert-service';
import type { RadarService } from './radar-service';
import type { KeptReportService } from './kept-report-service';
import type { AnalyticsService } from './analytics-service';
import type { BrandService } from './brand-service';
import type { NoticeBoard } from '../notices';
import type { CacheService } from './cache-service';
import type { CompareService } from './compare-service';
import type { DataAccess } from './data-access';
import type { ExportService } from './export-service';
import type { HistoryService } from './history-service';
import type { ReportPdfService } from './report-pdf-service';
import type { SavedQueryService } from './saved-query-service';
import type { SnapshotScheduler } from './snapshot-scheduler';
import type { SnapshotService } from './snapshot-service';
import type { SettingsService } from './settings-service';
import type { TeamService } from './team-service';
import type { UsageService } from './usage-service';
import type { WatchlistService } from './watchlist-service';
import type { WorkspaceService } from './workspace-service';

export interface Services {
  info: () => AppInfo;
  notices: NoticeBoard;
  runtime: DataRuntime;
  data: DataAccess;
  usage: UsageService;
  settings: SettingsService;
  cache: CacheService;
  workspace: WorkspaceService;
  exports: ExportService;
  compare: CompareService;
  watchlist: WatchlistService;
  snapshots: SnapshotService;
  scheduler: SnapshotScheduler;
  history: HistoryService;
  saved: SavedQueryService;
  analytics: AnalyticsService;
  reportPdf: ReportPdfService;
  alerts: AlertService;
  radar: RadarService;
  keptReports: KeptReportService;
  brand: BrandService;
  team: TeamService;
}
