// The core's services, one per feature, as handlers and the CLI receive them.
import type { AppInfo } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { AnalyticsService } from './analytics-service';
import type { NoticeBoard } from '../notices';
import type { CacheService } from './cache-service';
import type { DataAccess } from './data-access';
import type { SettingsService } from './settings-service';
import type { UsageService } from './usage-service';
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
  analytics: AnalyticsService;
}
