// Usage and budget: requests spent today and this month (from the workspace's request log), the gateway's quota
// as last reported, and what a number of requests will cost in time and in share of the month.
import type { UsageView } from '#shared/ipc/contract';
import type { Limits } from '#shared/settings';
import { readQuota } from '../client/quota-watch';
import type { DataRuntime } from '../data/data-runtime';
import { startOfMonth } from '../store/workspace/request-log-repo';
import type { RequestLedger } from '../store/workspace/request-ledger';
import type { Workspace } from '../store/workspace/workspace';

/** Outcomes that mean the service answered (even if it said no). */
const ANSWERED = new Set(['ok', 'not-found', 'validation']);

export class UsageService {
  constructor(
    private readonly data: DataRuntime,
    /**
     * The requests counted: read from the ledger, not from a repository of the workspace, because the ledger is
     * where they are written (and journalled while a unit of work holds the workspace, so none is lost to a rollback).
     */
    private readonly requests: Pick<RequestLedger, 'usage' | 'lastOutcome'>,
    private readonly workspace: Workspace,
    private readonly limits: () => Limits,
  ) {}

  async view(now = new Date()): Promise<UsageView> {
    const source = this.data.source();
    const usage = this.requests.usage(source.id, now);
    const last = this.requests.lastOutcome(source.id);
    const quota = this.quota(now);
    return {
      source: source.kind,
      today: usage.today,
      thisMonth: usage.thisMonth,
      rateLimits: usage.rateLimits,
      rateLimitsObservedAt: usage.rateLimitsObservedAt ? new Date(usage.rateLimitsObservedAt).toISOString() : null,
      quotaRemaining: quota?.remaining ?? null,
      quotaLimit: quota?.limit ?? null,
      lastOutcome: last === null ? null : ANSWERED.has(last) ? 'ok' : 'failed',
      teamSnapshots: await this.teamSnapshots(now),
    };
  }

  /** Colleagues' snapshots pulled this month (UAE time), each for 0 requests here, and the last one pulled. */
  private async teamSnapshots(now: Date): Promise<UsageView['teamSnapshots']> {
    const team = this.workspace.team;
    const month = await team.pulledSince(startOfMonth(now));
    const latest = await team.latestPulled();
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      thisMonth: month.count,
      theirRequests: month.theirRequests,
      latest: latest && {
        watch: latest.watch,
        by: latest.by,
        takenAt: iso(latest.takenAt),
        pulledAt: iso(latest.pulledAt),
        listings: latest.listings,
        theirRequests: latest.theirRequests,
      },
    };
  }

  /** The quota as last reported by the gateway (the reading already counts the request that carried it). */
  quota(now = new Date()): { remaining: number; limit: number | null } | null {
    const usage = this.requests.usage(this.data.source().id, now);
    return readQuota(usage.rateLimits);
  }

  /** Seconds `requests` take at the configured rate (the concurrency cap rarely binds before the rate). */
  estimateSeconds(requests: number): number {
    if (requests <= 0) return 0;
    return Math.max(1, Math.ceil(requests / this.limits().perSecond));
  }
}
