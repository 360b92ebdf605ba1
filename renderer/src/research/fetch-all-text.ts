// What "Fetch all pages" says, as pure functions of the plan and the run's summary: what it will cost before
// anything is spent (requests, share of the month's quota, time), and afterwards what was fetched, truthfully at
// the cap, which pages came from older saved answers and which are missing.
import type { Lang } from '#shared/domain/lang';
import type { FetchAllPlan, FetchAllSummary } from '#shared/ipc/contract';
import { formatDay, formatDuration, formatInteger, formatPageList, formatShare } from '../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../i18n/strings';
import type { ResearchStrings } from './research-strings';

/** Rows a full page holds, for "the cap allows N results". */
function capResults(plan: FetchAllPlan): number {
  if (plan.totalPages <= 0) return plan.totalItems;
  const perPage = Math.ceil(plan.totalItems / plan.totalPages);
  return Math.min(plan.totalItems, perPage * plan.pagesPlanned);
}

/** "691 pages, 16,590 results." or, at the cap, how much of it the cap lets through. */
export function planScope(plan: FetchAllPlan, lang: Lang, t: ResearchStrings): string {
  const results = pluralText(t.results, plan.totalItems, lang);
  if (!plan.capped)
    return pluralText(t.scope, plan.pagesPlanned, lang, { pages: formatInteger(plan.pagesPlanned, lang), results });
  return format(t.scopeCapped, {
    results,
    totalPages: formatInteger(plan.totalPages, lang),
    cap: formatInteger(plan.cap, lang),
    capResults: pluralText(t.results, capResults(plan), lang),
  });
}

/** "This will use 103 requests (14% of your 750 left this month), about 6 s". */
export function planCost(plan: FetchAllPlan, lang: Lang, t: ResearchStrings): string {
  if (plan.offline) return t.costOffline;
  if (plan.requestsNeeded <= 0) return t.costNone;
  const time = formatDuration(plan.estimatedSeconds, lang);
  if (plan.quotaRemaining !== null && plan.quotaRemaining > 0) {
    return pluralText(t.costQuota, plan.requestsNeeded, lang, {
      share: formatShare(plan.requestsNeeded / plan.quotaRemaining, lang),
      left: formatInteger(plan.quotaRemaining, lang),
      time,
    });
  }
  return pluralText(t.cost, plan.requestsNeeded, lang, { time });
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
  t: ResearchStrings,
): DoneText {
  const outcome = outcomeOf(summary, plan, fetched);
  const total = summary.totalItems || plan?.totalItems || fetched;
  const values = { fetched: formatInteger(fetched, lang), total: formatInteger(total, lang) };
  const headline =
    outcome === 'complete'
      ? format(t.doneAll, { ...values, requests: pluralText(t.requests, requestsSpent, lang) })
      : format(outcome === 'capped' ? t.doneCapped : outcome === 'incomplete' ? t.incomplete : t.stopped, values);
  const stale =
    summary.pagesFromOlderAnswers > 0 && summary.oldestFetchedAt
      ? pluralText(t.stale, summary.pagesFromOlderAnswers, lang, { date: formatDay(summary.oldestFetchedAt, lang) })
      : null;
  const missing =
    summary.missingPages.length > 0 ? format(t.missing, { pages: formatPageList(summary.missingPages, lang) }) : null;
  const repeated = summary.repeatedPages?.length
    ? pluralText(t.repeated, summary.repeatedPages.length, lang, { pages: formatPageList(summary.repeatedPages, lang) })
    : null;
  return { outcome, headline, stale, missing, repeated };
}
