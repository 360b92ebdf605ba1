// What a snapshot of a watch item fetches: an agency's listings by agency_external_id, an agent's by ownerID, a
// developer's through developer_ids (for sale, for rent) and its projects, or a saved search's results.
import { AppFailure } from '#shared/errors';
import { OPERATIONS, isPagedOperation, type OperationName } from '#shared/data-service/operations';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SavedQuery } from '#shared/domain/saved-query';
import type { Entity } from '../store/workspace/listing-states-repo';
import { ref } from '#shared/messages/message-ref';

export interface SnapshotList {
  operation: OperationName;
  params: Record<string, unknown>;
  /** What its items are: listings (0) or projects (1). */
  entity: Entity;
  /** Only the result count is recorded (one request): results that are not listings or projects. */
  countOnly: boolean;
}

const LISTING_OPERATIONS: ReadonlySet<OperationName> = new Set([
  'search-property',
  'agent-properties',
  'agency-properties',
]);

/** Every property type, since /search-new-projects looks at residential ones only unless told otherwise. */
const ALL_PROJECT_TYPES = ['residential', 'commercial'];

function savedLists(query: SavedQuery): SnapshotList[] {
  // The watchlist refuses market analyses; one watched before that rule is refused here with the same reason.
  if (query.kind === 'market') {
    throw new AppFailure('validation', ref('error.saved.marketNoListings', { name: query.name }), { field: 'saved' });
  }
  const { page: _page, ...params } = query.params;
  const { operation } = query;
  if (OPERATIONS[operation].paging.kind === 'single') {
    throw new AppFailure('validation', ref('error.saved.oneRecord', { name: query.name, operation }), {
      field: 'saved',
    });
  }
  if (LISTING_OPERATIONS.has(operation)) return [{ operation, params, entity: 0, countOnly: false }];
  if (operation === 'search-new-projects') return [{ operation, params, entity: 1, countOnly: false }];
  return [{ operation, params, entity: 0, countOnly: true }];
}

export function snapshotLists(item: WatchItem, saved: SavedQuery | null): SnapshotList[] {
  switch (item.kind) {
    case 'agency':
      return [
        {
          operation: 'agency-properties',
          params: { agency_external_id: item.externalID },
          entity: 0,
          countOnly: false,
        },
      ];
    case 'agent':
      if (!item.ownerID) {
        throw new AppFailure('not-found', ref('error.watch.noOwnerId', { agent: item.name }), {
          field: 'agent',
        });
      }
      return [{ operation: 'agent-properties', params: { owner_id: item.ownerID }, entity: 0, countOnly: false }];
    case 'developer':
      return [
        ...(['for-sale', 'for-rent'] as const).map((purpose) => ({
          operation: 'search-property' as const,
          params: { purpose, developer_ids: [item.externalID] },
          entity: 0 as const,
          countOnly: false,
        })),
        {
          operation: 'search-new-projects',
          params: { developer_ids: [item.externalID], property_type: ALL_PROJECT_TYPES },
          entity: 1,
          countOnly: false,
        },
      ];
    case 'saved':
      if (!saved) {
        throw new AppFailure('not-found', ref('error.saved.deleted', { name: item.name }), {
          field: 'saved',
        });
      }
      return savedLists(saved);
  }
}

/** How many lists a snapshot of the item fetches (for estimates, before any request). */
export function listCount(item: WatchItem): number {
  return item.kind === 'developer' ? 3 : 1;
}

export function isPagedList(list: SnapshotList): boolean {
  return isPagedOperation(list.operation);
}
