// A snapshot's cost, checked twice: the free estimate (the item's last snapshot) before page 1 is paid for, and the
// exact plan (page 1 of each list told the page counts) before the rest is: against the month's remaining quota,
// the budget the caller gave, and the page cap, so a snapshot is never taken incomplete or beyond what is left.
import { AppFailure } from '#shared/errors';
import type { SnapshotPlan } from '#shared/ipc/contract';
import type { UsageService } from '../services/usage-service';
import type { PlannedList } from './snapshot-fetch';
import { ref } from '#shared/messages/message-ref';

export function refuseEstimate(name: string, estimate: number, left: number | null, maxRequests?: number): void {
  if (left !== null && estimate > left) {
    throw new AppFailure('quota-exhausted', ref('error.snapshot.estimateOverQuota', { name, estimate, left }));
  }
  if (maxRequests !== undefined && estimate > maxRequests) {
    throw new AppFailure(
      'quota-exhausted',
      ref('error.snapshot.estimateOverBudget', { name, estimate, max: maxRequests }),
    );
  }
}

export function makePlan(
  planned: readonly PlannedList[],
  requestsForPlan: number,
  usage: Pick<UsageService, 'quota' | 'estimateSeconds'>,
  maxRequests?: number,
): SnapshotPlan {
  const pages = planned.reduce((sum, p) => sum + p.totalPages, 0);
  const quota = usage.quota();
  return {
    lists: planned.map((p) => ({ operation: p.list.operation, totalPages: p.totalPages, totalItems: p.totalItems })),
    pages,
    listings: planned.reduce((sum, p) => sum + p.totalItems, 0),
    requests: pages,
    requestsForPlan,
    estimatedSeconds: usage.estimateSeconds(pages - requestsForPlan),
    quotaRemaining: quota?.remaining ?? null,
    quotaLimit: quota?.limit ?? null,
    limit: maxRequests ?? null,
  };
}

/** The exact check, after the plan: the page cap, the rest of the pages against the quota left, the budget. */
export function checkPlan(name: string, plan: SnapshotPlan, maxPages: number): void {
  if (plan.pages > maxPages) {
    throw new AppFailure('validation', ref('error.snapshot.tooManyPages', { name, pages: plan.pages, max: maxPages }), {
      field: 'maxPagesPerSnapshot',
    });
  }
  const rest = plan.requests - plan.requestsForPlan;
  if (plan.quotaRemaining !== null && rest > plan.quotaRemaining) {
    throw new AppFailure(
      'quota-exhausted',
      ref('error.snapshot.restOverQuota', { name, rest, left: plan.quotaRemaining }),
    );
  }
  if (plan.limit !== null && plan.requests > plan.limit) {
    throw new AppFailure(
      'quota-exhausted',
      ref('error.snapshot.planOverBudget', { name, requests: plan.requests, max: plan.limit }),
    );
  }
}
