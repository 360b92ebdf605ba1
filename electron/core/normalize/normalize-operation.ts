// Turns the raw `data` of any of the 16 operations into its domain result: one typed entry per operation.
// A `data` that is not the expected container yields null (the caller reports a malformed response); items that
// cannot be read are counted in `rejected`, with their reasons.
import { z } from 'zod';
import { OPERATIONS, type OperationName, type Paging } from '#shared/data-service/operations';
import type { Purpose } from '#shared/domain/listing';
import type { OperationResult } from '#shared/data-service/results';
import type { ResultPage } from '#shared/domain/page';
import { AppFailure } from '#shared/errors';
import { normalizeAgencyDetail, normalizeAgencySummary } from './agency';
import { normalizeAgentDetail, normalizeAgentSummary } from './agent';
import { normalizeAmenity } from './amenity';
import { normalizeDeveloper } from './developer';
import { isRecord, looseInt, readItems, Rejection, valueOrNull } from './lenient';
import { readListingDetail, readListingSummary, type NormalizeOptions } from './listing';
import { normalizeAutocomplete } from './location';
import { normalizeProject } from './project';
import { readTransaction } from './transaction';
import { listKeyReason } from './list-key';
import { stripBidiDeep } from '#shared/text/bidi-controls';
import { ref, type MessageRef } from '#shared/messages/message-ref';

// The result map lives in shared/ so the renderer can name results too; re-exported for the core's callers.
export type { NormalizeOptions, OperationResult };

const count = looseInt.pipe(z.number().min(0)).nullish();
const pageNumber = looseInt.pipe(z.number().min(1)).nullish();

/** Paging fields of every kind; a count that is present but not a number makes the whole answer unreadable. */
const pagingFields = z
  .object({ total: count, page: pageNumber, totalPages: count, hitsPerPage: count, nbHits: count, nbPages: count })
  .loose();

type Reader<T> = (raw: unknown) => T | Rejection | null;

function readPage<T>(data: unknown, paging: Paging, read: Reader<T>): ResultPage<T> | null {
  if (paging.kind === 'single' || !isRecord(data)) return null;
  const list = data[paging.listKey];
  // Some gateways send null for an empty list; a missing or other value is not this operation's answer.
  if (list !== null && !Array.isArray(list)) return null;
  const fields = pagingFields.safeParse(data);
  if (!fields.success) return null;
  const f = fields.data;
  const { items, rejected, reasons } = readItems(list ?? [], read);
  const sent = items.length + rejected;
  const why = rejected > 0 ? { rejectedReasons: reasons } : {};
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
        ...why,
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
        ...why,
      };
  }
}

type Normalizer<N extends OperationName> = (data: unknown, options: NormalizeOptions) => OperationResult<N> | null;

function page<T>(operation: OperationName, read: Reader<T>) {
  return (data: unknown) => readPage(data, OPERATIONS[operation].paging, read);
}

const NORMALIZERS: { [N in OperationName]: Normalizer<N> } = {
  'search-property': (d, o) => page('search-property', (r) => readListingSummary(r, o))(d),
  'agent-properties': (d, o) => page('agent-properties', (r) => readListingSummary(r, o))(d),
  'agency-properties': (d, o) => page('agency-properties', (r) => readListingSummary(r, o))(d),
  'property-details': (d, o) => valueOrNull(readListingDetail(d, o)),
  'search-new-projects': page('search-new-projects', normalizeProject),
  transactions: (d, o) => page('transactions', (r) => readTransaction(r, o))(d),
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

/** The result, or why the answer cannot be used. */
export type NormalizeOutcome<N extends OperationName> =
  { ok: true; result: OperationResult<N> } | { ok: false; reason: 'shape' | 'unreadable'; said: MessageRef };

/**
 * Normalizes an answer. A page whose every record is unreadable is a failure, never an empty success: a shape the
 * normalizer does not know would otherwise look like "no results" (and a CSV with no rows).
 */
export function normalizeAnswer<N extends OperationName>(
  operation: N,
  data: unknown,
  options: NormalizeOptions,
): NormalizeOutcome<N> {
  const normalize: Normalizer<N> = NORMALIZERS[operation];
  const result = normalize(data, options);
  if (result === null) {
    const paging = OPERATIONS[operation].paging;
    const detail =
      paging.kind === 'single' ? singleReason(operation, data, options) : listKeyReason(paging.listKey, data);
    return {
      ok: false,
      reason: 'shape',
      said: detail
        ? ref('error.normalize.shapeDetail', { operation, detail })
        : ref('error.normalize.shape', { operation }),
    };
  }
  const page = result as Partial<ResultPage<unknown>>;
  if (Array.isArray(page.items) && page.items.length === 0 && (page.rejected ?? 0) > 0) {
    const first = page.rejectedReasons?.[0] ?? 'unreadable';
    return {
      ok: false,
      reason: 'unreadable',
      said: ref('error.normalize.unreadable', { count: page.rejected ?? 0, operation, detail: first }),
    };
  }
  // The one place service text is neutralised: no string of a record keeps a bidirectional control (a title
  // "\u202Egnp.exe\u202C Villa" would read "exe.png Villa"). The raw body, kept in the cache, keeps them.
  return { ok: true, result: stripBidiDeep(result) };
}

function singleReason(operation: OperationName, data: unknown, options: NormalizeOptions): string | null {
  if (operation !== 'property-details') return null;
  const read = readListingDetail(data, options);
  return read instanceof Rejection ? read.reason : null;
}

/** The normalized result; an unusable answer throws a malformed-response failure that says why. */
export function normalizeOrThrow<N extends OperationName>(
  operation: N,
  data: unknown,
  options: NormalizeOptions,
): OperationResult<N> {
  const outcome = normalizeAnswer(operation, data, options);
  if (!outcome.ok) throw new AppFailure('malformed-response', outcome.said);
  return outcome.result;
}

/** Normalizes an answer; null when it cannot be used (see normalizeAnswer for why). */
export function normalizeOperation<N extends OperationName>(
  operation: N,
  data: unknown,
  options: NormalizeOptions,
): OperationResult<N> | null {
  const outcome = normalizeAnswer(operation, data, options);
  return outcome.ok ? outcome.result : null;
}

/** Options for one answer: the connection's area unit and image links, and the purpose the request asked for. */
export function normalizeOptionsFor(
  areaUnit: NormalizeOptions['areaUnit'],
  params: unknown,
  imageUrl: string | null = null,
): NormalizeOptions {
  const purpose = isRecord(params) ? params.purpose : undefined;
  return purpose === 'for-sale' || purpose === 'for-rent'
    ? { areaUnit, imageUrl, purpose: purpose satisfies Purpose }
    : { areaUnit, imageUrl };
}
