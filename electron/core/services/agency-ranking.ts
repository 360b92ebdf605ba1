// The agencies with the most listings in a place: every page of /search-property for the place and purpose (up to
// the fetch-all cap, through the cache like any fetch-all), grouped by agency. Progress is emitted as
// `fetch:progress` of the task; the run can be cancelled and says what it could not count.
import { AppFailure } from '#shared/errors';
import type { ListingSummary } from '#shared/domain/listing';
import type { AgencyRankEntry, AgencyRanking } from '#shared/ipc/contract';
import type { z } from 'zod';
import type { agencyRankingInputSchema } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { EventBus } from '../events';
import { ref } from '#shared/messages/message-ref';

export type AgencyRankingInput = z.output<typeof agencyRankingInputSchema>;

interface Tally {
  entry: Omit<AgencyRankEntry, 'share' | 'medianPrice'>;
  prices: number[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Groups listings by agency (its id, else its name), most listings first, ties by name. */
export function rankAgencies(listings: readonly ListingSummary[]): {
  agencies: AgencyRankEntry[];
  withoutAgency: number;
} {
  const tallies = new Map<string, Tally>();
  let withoutAgency = 0;
  for (const listing of listings) {
    const agency = listing.agency;
    if (!agency || (!agency.externalID && !agency.name)) {
      withoutAgency++;
      continue;
    }
    const key = agency.externalID ?? `name:${agency.name}`;
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = { entry: { agency, listings: 0 }, prices: [] }));
    tally.entry.listings++;
    if (Number.isFinite(listing.price) && listing.price > 0) tally.prices.push(listing.price);
  }
  const counted = listings.length - withoutAgency;
  const agencies = [...tallies.values()]
    .map(({ entry, prices }) => ({
      ...entry,
      share: counted > 0 ? entry.listings / counted : 0,
      medianPrice: median(prices),
    }))
    .sort((a, b) => b.listings - a.listings || a.agency.name.localeCompare(b.agency.name));
  return { agencies, withoutAgency };
}

export class AgencyRankingService {
  private readonly tasks = new Map<string, AbortController>();

  constructor(
    private readonly data: DataRuntime,
    private readonly events: EventBus,
    private readonly cap: () => number,
  ) {}

  async rank(input: AgencyRankingInput): Promise<AgencyRanking> {
    const { taskId, locationIds, purpose } = input;
    if (this.tasks.has(taskId)) {
      throw new AppFailure('validation', ref('error.task.running', { taskId }), { field: 'taskId' });
    }
    const abort = new AbortController();
    this.tasks.set(taskId, abort);
    const listings: ListingSummary[] = [];
    const ranking: AgencyRanking = {
      taskId,
      locationIds,
      purpose,
      totalListings: 0,
      listingsCounted: 0,
      withoutAgency: 0,
      pagesFetched: 0,
      totalPages: 0,
      capped: false,
      requestsSpent: 0,
      cancelled: false,
      pagesFromOlderAnswers: 0,
      oldestFetchedAt: null,
      missingPages: [],
      agencies: [],
    };
    const params = { purpose, location_ids: locationIds, ...(input.lang ? { langs: [input.lang] } : {}) };
    try {
      for await (const outcome of this.data.fetchAll.pages('search-property', params, {
        cap: this.cap(),
        signal: abort.signal,
        onProgress: (p) => {
          ranking.requestsSpent = p.requestsSpent;
          this.events.emit('fetch:progress', { taskId, ...p });
        },
      })) {
        if (outcome.missing) {
          ranking.missingPages.push(outcome.page);
          continue;
        }
        const { result, provenance } = outcome.answer;
        ranking.pagesFetched++;
        ranking.totalListings = result.total;
        ranking.totalPages = result.totalPages;
        listings.push(...result.items);
        if (provenance.stale) {
          ranking.pagesFromOlderAnswers++;
          if (!ranking.oldestFetchedAt || provenance.fetchedAt < ranking.oldestFetchedAt) {
            ranking.oldestFetchedAt = provenance.fetchedAt;
          }
        }
      }
    } catch (error) {
      if (!(error instanceof AppFailure && error.appError.code === 'cancelled')) throw error;
      ranking.cancelled = true;
    } finally {
      this.tasks.delete(taskId);
    }
    const { agencies, withoutAgency } = rankAgencies(listings);
    ranking.capped = ranking.totalPages > this.cap();
    ranking.listingsCounted = listings.length;
    ranking.withoutAgency = withoutAgency;
    ranking.missingPages.sort((a, b) => a - b);
    // The whole list can be long (hundreds of agencies in a busy place); brokers read the leaders.
    ranking.agencies = agencies.slice(0, 200);
    return ranking;
  }

  cancel(taskId: string): boolean {
    const task = this.tasks.get(taskId);
    task?.abort();
    return task !== undefined;
  }
}
