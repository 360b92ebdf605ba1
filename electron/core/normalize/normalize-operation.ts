// Turns the raw `data` of any of the 16 operations into its domain result: one typed entry per operation.
// A `data` that is not the expected container yields null (the caller reports a malformed response); items that
// cannot be read are counted in `rejected`.
import { z } from 'zod';
import { OPERATIONS, type OperationName, type Paging } from '#shared/data-service/operations';
import type { OperationResult } from '#shared/data-service/results';
import type { ResultPage } from '#shared/domain/page';
import { normalizeAgencyDetail, normalizeAgencySummary } from './agency';
import { normalizeAgentDetail, normalizeAgentSummary } from './agent';
import { normalizeAmenity } from './amenity';
import { normalizeDeveloper } from './developer';
import { isRecord, looseInt, readItems } from './lenient';
import { normalizeListingDetail, normalizeListingSummary, type NormalizeOptions } from './listing';
import { normalizeAutocomplete } from './location';
import { normalizeProject } from './project';
import { normalizeTransaction } from './transaction';

// The result map lives in shared/ so the renderer can name results too; re-exported for the core's callers.
export type { NormalizeOptions, OperationResult };

const count = looseInt.pipe(z.number().min(0)).nullish();
const pageNumber = looseInt.pipe(z.number().min(1)).nullish();

/** Paging fields of every kind; a count that is present but not a number makes the whole answer unreadable. */
const pagingFields = z
  .object({ total: count, page: pageNumber, totalPages: count, hitsPerPage: count, nbHits: count, nbPages: count })
  .loose();

function readPage<T>(data: unknown, paging: Paging, read: (raw: unknown) => T | null): ResultPage<T> | null {
  if (paging.kind === 'single' || !isRecord(data)) return null;
  const list = data[paging.listKey];
  // Some gateways send null for an empty list; a missing or other value is not this operation's answer.
  if (list !== null && !Array.isArray(list)) return null;
  const fields = pagingFields.safeParse(data);
  if (!fields.success) return null;
  const f = fields.data;
  const { items, rejected } = readItems(list ?? [], read);
  const sent = items.length + rejected;
  switch (paging.kind) {
    case 'standard':
    case 'transactions': {
      const transactions = paging.kind === 'transactions';
      const total = (transactions ? f.nbHits : undefined) ?? f.total ?? sent;
      const totalPages = (transactions ? f.nbPages : undefined) ?? f.totalPages;
      return {
        items,
        total,
        page: f.page ?? 1,
        totalPages: totalPages ?? Math.ceil(total / paging.pageSize),
        pageSize: paging.pageSize,
        rejected,
      };
    }
    case 'unpaged-list':
    case 'totals-only':
      // The spec shows no paging here; honour it if a gateway adds some.
      return {
        items,
        total: f.total ?? sent,
        page: f.page ?? 1,
        totalPages: f.totalPages ?? 1,
        pageSize: f.hitsPerPage ?? null,
        rejected,
      };
  }
}

type Normalizer<N extends OperationName> = (data: unknown, options: NormalizeOptions) => OperationResult<N> | null;

function page<T>(operation: OperationName, read: (raw: unknown) => T | null) {
  return (data: unknown) => readPage(data, OPERATIONS[operation].paging, read);
}

const NORMALIZERS: { [N in OperationName]: Normalizer<N> } = {
  'search-property': (d, o) => page('search-property', (r) => normalizeListingSummary(r, o))(d),
  'agent-properties': (d, o) => page('agent-properties', (r) => normalizeListingSummary(r, o))(d),
  'agency-properties': (d, o) => page('agency-properties', (r) => normalizeListingSummary(r, o))(d),
  'property-details': (d, o) => normalizeListingDetail(d, o),
  'search-new-projects': page('search-new-projects', normalizeProject),
  transactions: page('transactions', normalizeTransaction),
  'agent-search': page('agent-search', normalizeAgentSummary),
  'agent-search-by-name': page('agent-search-by-name', normalizeAgentSummary),
  'agency-agents': page('agency-agents', normalizeAgentSummary),
  'agent-details': normalizeAgentDetail,
  'agency-search': page('agency-search', normalizeAgencySummary),
  'agency-search-by-name': page('agency-search-by-name', normalizeAgencySummary),
  'agency-details': normalizeAgencyDetail,
  'developer-search-by-name': page('developer-search-by-name', normalizeDeveloper),
  autocomplete: (d) => {
    // normalizeAutocomplete reads a missing list as empty; here a missing list means a malformed answer.
    if (!isRecord(d) || (d.locations !== null && !Array.isArray(d.locations))) return null;
    const list = normalizeAutocomplete(d);
    return list && { ...list, page: 1, totalPages: 1, pageSize: null };
  },
  'amenities-search': page('amenities-search', normalizeAmenity),
};

export function normalizeOperation<N extends OperationName>(
  operation: N,
  data: unknown,
  options: NormalizeOptions,
): OperationResult<N> | null {
  const normalize: Normalizer<N> = NORMALIZERS[operation];
  return normalize(data, options);
}
