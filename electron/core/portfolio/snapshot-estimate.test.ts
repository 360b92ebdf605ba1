// The first-snapshot estimate from a listing count already known: one request per page of each list the snapshot
// fetches, so the approval the broker gives matches what the plan will spend (1,820 agency listings: 73 pages of 25).
import { describe, expect, it } from 'vitest';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SavedSearch } from '#shared/domain/saved-query';
import { estimateItem, knownCountOf, pagesFor, weakestBasis, type KnownCount } from './snapshot-estimate';

const AT = Date.UTC(2026, 5, 1);

function item(kind: WatchItem['kind']): WatchItem {
  return {
    id: 1,
    kind,
    externalID: '100013',
    name: 'Dhow Crown',
    ownerID: kind === 'agent' ? 'O1' : null,
    savedQueryId: kind === 'saved' ? 4 : null,
    addedAt: '2026-06-01T00:00:00.000Z',
    removedAt: null,
    snapshots: 0,
    lastSnapshot: null,
    lastRun: null,
  };
}

const count = (over: Partial<KnownCount>): KnownCount => ({
  listings: null,
  sale: null,
  rent: null,
  projects: null,
  at: AT,
  ...over,
});

describe('the snapshot estimate', () => {
  it('pages a known count by the operation’s page size', () => {
    expect(pagesFor('agency-properties', 1820)).toBe(73);
    expect(pagesFor('agency-properties', 242)).toBe(10);
    expect(pagesFor('search-property', 48)).toBe(2);
    expect(pagesFor('search-property', 0)).toBe(1);
  });

  it('estimates an agency and an agent never snapshotted from their listing counts', () => {
    expect(estimateItem(item('agency'), null, count({ listings: 1820 }), null)).toEqual({
      estimatedRequests: 73,
      basis: 'listing-count',
      listings: 1820,
      countAt: new Date(AT).toISOString(),
    });
    expect(estimateItem(item('agent'), null, count({ listings: 26 }), null).estimatedRequests).toBe(2);
  });

  it('prefers the last snapshot, and says "unknown" (one request per list) when nothing is known', () => {
    expect(estimateItem(item('agency'), 40, count({ listings: 1820 }), null)).toMatchObject({
      estimatedRequests: 40,
      basis: 'last-snapshot',
    });
    expect(estimateItem(item('developer'), null, null, null)).toMatchObject({ estimatedRequests: 3, basis: 'unknown' });
    expect(estimateItem(item('agency'), null, count({}), null).basis).toBe('unknown');
  });

  it('sizes a developer’s sale and rent lists and its projects', () => {
    // Split known: 2,746 for sale (115 pages) + 2,115 for rent (89) + 141 projects (6).
    const split = count({ listings: 4861, sale: 2746, rent: 2115, projects: 141 });
    expect(estimateItem(item('developer'), null, split, null).estimatedRequests).toBe(115 + 89 + 6);
    // Only the total: at most one page more than one list of it would take.
    const total = count({ listings: 4861, projects: 141 });
    expect(estimateItem(item('developer'), null, total, null).estimatedRequests).toBe(203 + 1 + 6);
    expect(estimateItem(item('developer'), null, count({ listings: 0 }), null).estimatedRequests).toBe(3);
  });

  it('sizes a saved search by its last run’s count', () => {
    const saved = {
      id: 4,
      kind: 'search',
      operation: 'search-property',
      lastResultCount: 100,
      lastRunAt: '2026-06-01T00:00:00.000Z',
    } as SavedSearch;
    expect(estimateItem(item('saved'), null, null, saved)).toMatchObject({ estimatedRequests: 5, listings: 100 });
    expect(estimateItem(item('saved'), null, null, { ...saved, operation: 'transactions' }).estimatedRequests).toBe(1);
    expect(estimateItem(item('saved'), null, null, { ...saved, lastRunAt: null }).basis).toBe('unknown');
  });

  it('reads the counts of a cached firm record, and nothing of one without them', () => {
    expect(knownCountOf('{"propertiesCount":242,"projectsCount":3}', AT)).toMatchObject({ listings: 242, projects: 3 });
    expect(knownCountOf('{"propertiesCount":null}', AT)).toBeNull();
    expect(knownCountOf('not json', AT)).toBeNull();
  });

  it('calls a sum with any unknown item a lower bound', () => {
    expect(weakestBasis(['last-snapshot', 'listing-count'])).toBe('listing-count');
    expect(weakestBasis(['listing-count', 'unknown', 'last-snapshot'])).toBe('unknown');
    expect(weakestBasis([])).toBe('last-snapshot');
  });
});
