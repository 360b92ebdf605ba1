// What "Fetch all pages" says, as pure functions of the plan and the run's summary: what it will cost before
// anything is spent (requests, share of the month's quota, time), and afterwards what was fetched, truthfully at
// the cap, which pages came from older saved answers and which are missing.
import type { Lang } from '#shared/domain/lang';
import type { FetchAllPlan, FetchAllSummary } from '#shared/ipc/contract';
import { formatDay, formatDuration, formatInteger, formatPageList, formatShare } from '../i18n/format';
import type { Say } from '../i18n/say';

/** Rows a full page holds, for "the cap allows N results". */
function capResults(plan: FetchAllPlan): number {
  if (plan.totalPages <= 0) return plan.totalItems;
  const perPage = Math.ceil(plan.totalItems / plan.totalPages);
  return Math.min(plan.totalItems, perPage * plan.pagesPlanned);
}

/** "691 pages, 16,590 results." or, at the cap, how much of it the cap lets through. */
export function planScope(plan: FetchAllPlan, lang: Lang, say: Say): string {
  const results = say('research.results', { count: plan.totalItems });
  if (!plan.capped) return say('research.scope', { pages: plan.pagesPlanned, results });
  return say('research.scopeCapped', {
    results,
    totalPages: formatInteger(plan.totalPages, lang),
    cap: formatInteger(plan.cap, lang),
    capResults: say('research.results', { count: capResults(plan) }),
  });
}

/** "This will use 103 requests (14% of your 750 left this month), about 6 s". */
export function planCost(plan: FetchAllPlan, lang: Lang, say: Say): string {
  if (plan.offline) return say('research.costOffline');
  if (plan.requestsNeeded <= 0) return say('research.costNone');
  const time = formatDuration(plan.estimatedSeconds, lang);
  if (plan.quotaRemaining !== null && plan.quotaRemaining > 0) {
    return say('research.costQuota', {
      count: plan.requestsNeeded,
      share: formatShare(plan.requestsNeeded / plan.quotaRemaining, lang),
      left: formatInteger(plan.quotaRemaining, lang),
      time,
    });
  }
  return say('research.cost', { count: plan.requestsNeeded, time });
}

export type FetchAllOutcome = 'complete' | 'capped' | 'stopped' | 'incomplete';

/** How a finished run ended: every result, the cap's share, or stopped part way (cancelled, or pages missing). */
export function outcomeOf(summary: FetchAllSummary, plan: FetchAllPlan | null, fetched: number): FetchAllOutcome {
  if (summary.cancelled) return 'stopped';
  const total = summary.totalItems || plan?.totalItems || 0;
  if (fetched >= total) return 'complete';
  // Every page was had, but some only repeated others: fewer results than the service counts, and no page to retry.
  if ((summary.repeatedPages?.length ?? 0) > 0 && summary.missingPages.length === 0) return 'incomplete';
  if (plan?.capped || summary.totalPages > (plan?.pagesPlanned ?? summary.totalPages)) return 'capped';
  return summary.missingPages.length > 0 ? 'stopped' : 'complete';
}

export interface DoneText {
  outcome: FetchAllOutcome;
  headline: string;
  /** Pages served from older saved answers, when any. */
  stale: string | null;
  /** Pages that could not be had, when any. */
  missing: string | null;
  /** Pages that only repeated others (the service's paging broken), when any. */
  repeated: string | null;
}

export function doneText(
  summary: FetchAllSummary,
  plan: FetchAllPlan | null,
  fetched: number,
  requestsSpent: number,
  lang: Lang,
  say: Say,
): DoneText {
  const outcome = outcomeOf(summary, plan, fetched);
  const total = summary.totalItems || plan?.totalItems || fetched;
  const values = { fetched: formatInteger(fetched, lang), total: formatInteger(total, lang) };
  const headline =
    outcome === 'complete'
      ? say('research.doneAll', { ...values, requests: say('research.requests', { count: requestsSpent }) })
      : outcome === 'capped'
        ? say('research.doneCapped', values)
        : outcome === 'incomplete'
          ? say('research.incomplete', values)
          : say('research.stopped', values);
  const stale =
    summary.pagesFromOlderAnswers > 0 && summary.oldestFetchedAt
      ? say('research.stale', { count: summary.pagesFromOlderAnswers, date: formatDay(summary.oldestFetchedAt, lang) })
      : null;
  const missing =
    summary.missingPages.length > 0
      ? say('research.missing', { pages: formatPageList(summary.missingPages, lang) })
      : null;
  const repeated = summary.repeatedPages?.length
    ? say('research.repeated', {
        count: summary.repeatedPages.length,
        pages: formatPageList(summary.repeatedPages, lang),
      })
    : null;
  return { outcome, headline, stale, missing, repeated };
}
