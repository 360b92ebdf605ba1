// The sentences of a snapshot's life (estimate, plan, progress, outcome) in the interface language: each one message
// of the catalogue, its counts with their nouns in the language's plural forms.
import type { Lang } from '#shared/domain/lang';
import type { EstimateBasis, SnapshotEstimate } from '#shared/ipc/contract';
import { formatDay } from '../i18n/format';
import type { Say } from '../i18n/messages';

/** What one item's share of the estimate rests on: its last snapshot, the listing count known, or nothing yet. */
export function itemBasisText(item: SnapshotEstimate['items'][number], say: Say, lang: Lang): string {
  const requests = item.estimatedRequests;
  switch (item.basis) {
    case 'last-snapshot':
      return say('portfolio.itemLast', { name: item.name, requests });
    case 'listing-count':
      return say('portfolio.itemCount', {
        name: item.name,
        requests,
        listings: item.listings ?? 0,
        date: item.countAt ? formatDay(item.countAt, lang) : '—',
      });
    default:
      return say('portfolio.itemUnknown', { name: item.name, requests });
  }
}

/** The estimate's first line: its cost in requests and time, by what it rests on. */
export function costText(e: Pick<SnapshotEstimate, 'basis' | 'estimatedRequests'>, time: string, say: Say): string {
  const id = ESTIMATE_TEXT[e.basis];
  return id === 'portfolio.estimateFirst'
    ? say(id, { count: e.estimatedRequests })
    : say(id, { count: e.estimatedRequests, time });
}

const ESTIMATE_TEXT = {
  'last-snapshot': 'portfolio.estimateExact',
  'listing-count': 'portfolio.estimateCounts',
  unknown: 'portfolio.estimateFirst',
} as const satisfies Record<EstimateBasis, string>;

/** The month's quota left (or that none is known), then what snapshots spent of it: two sentences. */
export function quotaText(
  e: Pick<SnapshotEstimate, 'quotaRemaining' | 'quotaLimit' | 'spentThisMonth'>,
  say: Say,
): string {
  const quota =
    e.quotaRemaining !== null && e.quotaLimit !== null
      ? say('portfolio.quotaLeft', { count: e.quotaLimit, remaining: e.quotaRemaining })
      : say('portfolio.quotaUnknown');
  return `${quota} ${say('portfolio.spent', { count: e.spentThisMonth })}`;
}

export function plannedText(planned: { pages: number; listings: number; requests: number }, say: Say): string {
  return say('portfolio.planned', planned);
}

export function progressText(progress: { done: number; total: number; requests: number }, say: Say): string {
  return say('portfolio.progress', { count: progress.total, done: progress.done, requests: progress.requests });
}

export function doneText(listings: number, say: Say): string {
  return say('portfolio.done', { listings });
}
