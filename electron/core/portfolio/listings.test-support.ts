// Test support for portfolio tests: a listing summary with sensible defaults, and a snapshot taken from a list of
// listings straight into a workspace (no data service), as the snapshot service would write it.
import type { ListingSummary } from '#shared/domain/listing';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import { buildSnapshot } from './build-states';
import { writeSnapshot, type Changes } from './snapshot-writer';

export function listing(over: Partial<ListingSummary> = {}): ListingSummary {
  return {
    externalID: '1001',
    title: { en: 'A flat' },
    purpose: 'for-sale',
    price: 1_250_000,
    currency: 'AED',
    rentFrequency: null,
    rooms: 2,
    baths: 2,
    areaSqft: 1200,
    pricePerSqft: null,
    coverPhotoUrl: null,
    location: [
      { externalID: '1', name: 'Dubai' },
      { externalID: '50', name: 'Dubai Marina' },
    ],
    agency: null,
    agent: null,
    contactName: null,
    amenities: [],
    isVerified: null,
    completionStatus: null,
    furnishingStatus: null,
    propertyType: 'apartments',
    hasVideo: null,
    has360Tour: null,
    hasFloorPlan: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: null,
    ...over,
  };
}

export function takeSnapshot(
  workspace: WorkspaceStore,
  itemId: number,
  listings: readonly ListingSummary[],
  takenAt: number,
): Promise<{ snapshotId: number; changes: Changes | null }> {
  const runId = workspace.portfolio.snapshotRuns.start(itemId, 'manual', process.pid, takenAt);
  const built = buildSnapshot([
    {
      list: { operation: 'agency-properties', params: {}, entity: 0, countOnly: false },
      items: [...listings],
      totalItems: listings.length,
      rejected: 0,
    },
  ]);
  return writeSnapshot(workspace.workspace, {
    itemId,
    runId,
    takenAt,
    source: 'test',
    states: built.states,
    places: built.places,
    pages: Math.max(1, Math.ceil(listings.length / 25)),
    reportedTotal: built.reportedTotal,
    summary: built.summary,
    requestsSpent: Math.max(1, Math.ceil(listings.length / 25)),
  });
}
