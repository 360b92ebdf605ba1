// A watched firm's portfolio as its latest complete snapshot recorded it: every listing (and, for a developer, every
// project) it had that day, so the compare panel can show its median asking prices and the places it covers from
// the whole portfolio instead of the few listings the offline cache happens to hold.
import type { WatchKind } from '#shared/domain/portfolio';
import type { ListingState } from '../store/workspace/listing-states-repo';
import type { WorkspaceTx } from '../store/workspace/workspace';
import { locationIds } from './listing-state';
import { median, yearlyPrice } from './summary';

export interface FirmSnapshot {
  snapshotId: number;
  /** When it was taken (ISO 8601). */
  takenAt: string;
  /** Listings for sale and for rent, and projects, in the snapshot. */
  counts: { total: number; sale: number; rent: number; projects: number };
  /** Median asking price of its listings for sale, and median yearly rent of its rentals (daily lets have none). */
  medianSale: number | null;
  medianYearlyRent: number | null;
  /** How many prices each median was taken over. */
  priced: { sale: number; rent: number; projects: number };
  /** Distinct communities (the second step of the place trail) of its listings, and of its projects. */
  communities: number;
  projectCommunities: number;
  /** Median starting price of its projects. */
  projectMedianPriceFrom: number | null;
}

/** A place's community: the second id of its trail ("Dubai > Dubai Marina > Marina Gate" is Dubai Marina). */
function communityOf(location: string | null): string | null {
  const ids = locationIds(location);
  return ids[1] ?? ids[0] ?? null;
}

export function firmSnapshotOf(
  snapshot: { id: number; takenAt: string },
  states: readonly Pick<ListingState, 'entity' | 'purpose' | 'price' | 'rentFrequency' | 'location'>[],
): FirmSnapshot {
  const sale: number[] = [];
  const rent: number[] = [];
  const projects: number[] = [];
  const counts = { total: 0, sale: 0, rent: 0, projects: 0 };
  const communities = new Set<string>();
  const projectCommunities = new Set<string>();
  for (const state of states) {
    const community = communityOf(state.location);
    if (state.entity === 1 || state.purpose === null) {
      counts.projects++;
      if (state.price !== null) projects.push(state.price);
      if (community) projectCommunities.add(community);
      continue;
    }
    counts.total++;
    if (community) communities.add(community);
    const price = yearlyPrice(state);
    if (state.purpose === 0) {
      counts.sale++;
      if (price !== null) sale.push(price);
    } else {
      counts.rent++;
      if (price !== null) rent.push(price);
    }
  }
  return {
    snapshotId: snapshot.id,
    takenAt: snapshot.takenAt,
    counts,
    medianSale: median(sale),
    medianYearlyRent: median(rent),
    priced: { sale: sale.length, rent: rent.length, projects: projects.length },
    communities: communities.size,
    projectCommunities: projectCommunities.size,
    projectMedianPriceFrom: median(projects),
  };
}

/**
 * The latest complete snapshot taken from `source` of the firm, when it is watched (or was: its history is kept);
 * null when it never had one. Reads the workspace alone: no request.
 */
export async function firmSnapshot(
  repos: WorkspaceTx,
  kind: Exclude<WatchKind, 'saved'>,
  externalID: string,
  source: string,
): Promise<FirmSnapshot | null> {
  const item = await repos.watchItems.find(kind, externalID);
  if (!item) return null;
  const snapshot = await repos.snapshots.latestComplete(item.id, source);
  if (!snapshot) return null;
  return firmSnapshotOf(snapshot, await repos.listingStates.presentAt(item.id, snapshot.id));
}
