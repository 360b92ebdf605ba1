// The sentences of a snapshot's life (estimate, plan, progress, outcome) in the interface language, every count with
// its noun in the language's plural form.
import type { Lang } from '#shared/domain/lang';
import type { SnapshotEstimate } from '#shared/ipc/contract';
import { pluralText } from '#shared/words/plural';
import { formatDay, formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import type { PortfolioStrings } from '#shared/portfolio/portfolio-strings';

/** What one item's share of the estimate rests on: its last snapshot, the listing count known, or nothing yet. */
export function itemBasisText(item: SnapshotEstimate['items'][number], t: PortfolioStrings, lang: Lang): string {
  const requests = pluralText(t.requestsAbout, item.estimatedRequests, lang);
  switch (item.basis) {
    case 'last-snapshot':
      return format(t.itemLast, { name: item.name, requests });
    case 'listing-count':
      return format(t.itemCount, {
        name: item.name,
        requests,
        listings: pluralText(t.listingsN, item.listings ?? 0, lang),
        date: item.countAt ? formatDay(item.countAt, lang) : '—',
      });
    default:
      return format(t.itemUnknown, { name: item.name, requests });
  }
}

/** The month's quota left (or that none is known) and what snapshots spent of it. */
export function quotaText(
  e: Pick<SnapshotEstimate, 'quotaRemaining' | 'quotaLimit' | 'spentThisMonth'>,
  t: PortfolioStrings,
  lang: Lang,
): string {
  const quota =
    e.quotaRemaining !== null && e.quotaLimit !== null
      ? pluralText(t.quotaLeft, e.quotaLimit, lang, { remaining: formatInteger(e.quotaRemaining, lang) })
      : t.quotaUnknown;
  return `${quota} ${pluralText(t.spent, e.spentThisMonth, lang)}`;
}

export function plannedText(
  planned: { pages: number; listings: number; requests: number },
  t: PortfolioStrings,
  lang: Lang,
): string {
  return format(t.planned, {
    pages: pluralText(t.pagesN, planned.pages, lang),
    listings: pluralText(t.listingsN, planned.listings, lang),
    requests: pluralText(t.requestsN, planned.requests, lang),
  });
}

export function progressText(
  progress: { done: number; total: number; requests: number },
  t: PortfolioStrings,
  lang: Lang,
): string {
  return pluralText(t.progress, progress.total, lang, {
    done: formatInteger(progress.done, lang),
    requests: pluralText(t.requestsN, progress.requests, lang),
  });
}

export function doneText(listings: number, t: PortfolioStrings, lang: Lang): string {
  return format(t.done, { listings: pluralText(t.listingsN, listings, lang) });
}
