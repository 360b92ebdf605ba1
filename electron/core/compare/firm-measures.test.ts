// Agencies, agents and developers side by side: a figure from the few listings the offline cache holds of a firm
// says so, is left out when tiny and never wins a best mark; a watched firm's figures come from its latest
// snapshot; a best value is marked only between figures resting on the same complete basis.
import { describe, expect, it } from 'vitest';
import type { AgencySnapshot, DeveloperSnapshot } from '#shared/compare/snapshots';
import type { ComparisonRow } from '#shared/ipc/contract/compare';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { HeldListing } from '../store/listings-repo';
import { finishRows } from './differences';
import { sayIn } from '#shared/messages/messages';

const en = sayIn('en');
const NOT_COMPARABLE = en('compareNote.notComparable');
import { developerRows } from './developer-measures';
import { agencyRows, type FirmContext } from './firm-measures';

const MARINA = 'Dubai > Dubai Marina > Marina Gate';
const JVC = 'Dubai > Jumeirah Village Circle';

function held(n: number, over: Partial<HeldListing> = {}): HeldListing[] {
  return Array.from({ length: n }, (_, i) => ({
    purpose: 'for-sale',
    price: 1_000_000 + i * 10_000,
    rooms: 1,
    location: i % 2 ? JVC : MARINA,
    data: '{}',
    ...over,
  }));
}

function snapshot(over: Partial<FirmSnapshot> = {}): FirmSnapshot {
  return {
    snapshotId: 7,
    takenAt: '2026-06-01T06:00:00.000Z',
    counts: { total: 3107, sale: 1900, rent: 1207, projects: 0 },
    medianSale: 1_850_000,
    medianYearlyRent: 120_000,
    priced: { sale: 1900, rent: 1190, projects: 0 },
    communities: 41,
    projectCommunities: 0,
    projectMedianPriceFrom: null,
    ...over,
  };
}

function context(
  listings: Record<string, HeldListing[]>,
  snapshots: Record<string, FirmSnapshot> = {},
  projects: Record<string, unknown[]> = {},
): FirmContext {
  return {
    say: en,
    heldBy: (_by, id) => listings[id] ?? [],
    projectsOf: (id) => projects[id] ?? [],
    snapshotOf: (_kind, id) => snapshots[id] ?? null,
  };
}

const lantern: AgencySnapshot = { externalID: 'L', name: 'Lantern Compass Real Estate Brokers', propertiesCount: 3107 };
const dhow: AgencySnapshot = {
  externalID: 'D',
  name: 'Dhow Crown Property Consultants',
  propertiesCount: 420,
  propertiesForSale: 300,
  propertiesForRent: 120,
  agentsCount: 12,
};
const refreshed: AgencySnapshot = { ...lantern, propertiesForSale: 1900, propertiesForRent: 1207, agentsCount: 40 };

const rows = (specs: ReturnType<typeof agencyRows>): Map<string, ComparisonRow> =>
  new Map(finishRows(specs, en).map((r) => [r.id, r]));

describe('firms compared from a sample of their listings', () => {
  it('never counts a firm’s listings from the cache, and marks no best where a count is unknown', () => {
    const view = rows(agencyRows([lantern, dhow], context({ L: held(5) })));
    const forSale = view.get('forSale')!;
    expect(forSale.values).toEqual([null, 300]);
    expect(forSale.best).toBeNull();
    expect(forSale.notes?.[0]).toMatch(/^Not known: the list it was pinned from does not give this count/);
    expect(view.get('forRent')!.values).toEqual([null, 120]);
    expect(view.get('forRent')!.best).toBeNull();
    expect(view.get('agents')!.best).toBeNull();
  });

  it('shows no median and no best from a tiny sample, and says how many of how many the cache holds', () => {
    const view = rows(agencyRows([refreshed, dhow], context({ L: held(5) })));
    expect(view.get('forSale')!.best).toMatchObject({ items: [0], statement: 'most listings for sale' });
    const sale = view.get('medianAskingSale')!;
    expect(sale.values).toEqual([null, null]);
    expect(sale.notes?.[0]).toBe(
      'Not shown: only 5 of its 1,900 listings for sale are saved on this computer, too few to stand for the rest ' +
        '(at least 10 needed). Watch the agency and take a snapshot for the figure from all its listings for sale.',
    );
    expect(sale.notes?.[1]).toMatch(/^None of its listings for sale is in the offline cache/);
    const places = view.get('communities')!;
    expect(places.values).toEqual([null, null]);
    expect(places.best).toBeNull();
  });

  it('shows a large enough sample as a sample: its note, its flag, and never the best mark', () => {
    const view = rows(agencyRows([refreshed, dhow], context({ L: held(12), D: held(30, { location: MARINA }) })));
    const sale = view.get('medianAskingSale')!;
    expect(sale.values).toEqual([1_055_000, 1_145_000]);
    expect(sale.partial).toEqual([true, true]);
    expect(sale.notes?.[0]).toMatch(/^From 12 of its 1,900 listings for sale in the offline cache: a sample/);
    const places = view.get('communities')!;
    expect(places.values).toEqual([2, 1]);
    expect(places.best).toBeNull();
    expect(places.note).toContain(NOT_COMPARABLE);
  });
});

describe('firms compared from their snapshots', () => {
  it('takes a watched agency’s medians and places from its latest snapshot, dated, with its listing count', () => {
    const view = rows(agencyRows([lantern, dhow], context({ L: held(5) }, { L: snapshot() })));
    expect(view.get('forSale')!.values).toEqual([1900, 300]);
    expect(view.get('forSale')!.notes?.[0]).toMatch(/^From the snapshot of 1 Jun 2026: 1,900 listings for sale\./);
    // One count is the snapshot's, the other the service's: not the same basis, so no best.
    expect(view.get('forSale')!.best).toBeNull();
    expect(view.get('medianAskingSale')!.values).toEqual([1_850_000, null]);
    expect(view.get('medianAskingSale')!.notes?.[0]).toBe(
      'From the snapshot of 1 Jun 2026, all 1,900 listings for sale.',
    );
    expect(view.get('medianAskingRent')!.values[0]).toBe(120_000);
    expect(view.get('communities')!.values).toEqual([41, null]);
    expect(view.get('communities')!.notes?.[0]).toBe('From the snapshot of 1 Jun 2026, 3,107 listings.');
    expect(view.get('communities')!.partial).toBeUndefined();
  });

  it('marks the best between two snapshots, but not between a snapshot and a sample', () => {
    const both = rows(
      agencyRows(
        [refreshed, dhow],
        context(
          {},
          {
            L: snapshot(),
            D: snapshot({ communities: 12, counts: { total: 420, sale: 300, rent: 120, projects: 0 } }),
          },
        ),
      ),
    );
    expect(both.get('communities')!.best).toMatchObject({ items: [0], statement: 'most communities covered' });
    const mixed = rows(agencyRows([refreshed, dhow], context({ D: held(40) }, { L: snapshot() })));
    expect(mixed.get('communities')!.values).toEqual([41, 2]);
    expect(mixed.get('communities')!.best).toBeNull();
    expect(mixed.get('communities')!.partial).toEqual([false, true]);
  });

  it('takes a watched developer’s project figures and listing medians from its snapshot', () => {
    const emaar: DeveloperSnapshot = { externalID: 'E', name: 'Emaar', projectsCount: 9, propertiesCount: 800 };
    const other: DeveloperSnapshot = { externalID: 'O', name: 'Other', projectsCount: 3 };
    const projects = [{ priceFrom: 900_000, location: [{ name: 'Dubai' }, { name: 'JVC' }] }];
    const view = new Map(
      finishRows(
        developerRows(
          [emaar, other],
          context(
            {},
            {
              E: snapshot({
                counts: { total: 800, sale: 500, rent: 300, projects: 9 },
                projectMedianPriceFrom: 1_200_000,
                projectCommunities: 4,
              }),
            },
            { O: projects },
          ),
        ),
        en,
      ).map((r) => [r.id, r]),
    );
    expect(view.get('medianPriceFrom')!.values).toEqual([1_200_000, null]);
    expect(view.get('medianPriceFrom')!.notes?.[1]).toMatch(
      /^Not shown: only 1 of its 3 projects are saved on this computer/,
    );
    expect(view.get('communities')!.values).toEqual([4, null]);
    expect(view.get('listings')!.values).toEqual([800, null]);
    expect(view.get('listings')!.best).toBeNull();
    expect(view.get('medianAskingSale')!.values).toEqual([1_850_000, null]);
    expect(view.get('medianAskingSale')!.notes?.[1]).toMatch(/^Known only from a snapshot/);
  });
});
