// Whether a normalized answer read back from the cache still has its operation's shape: the container (a page with
// its paging, or one record) and, in every record, the fields that identify it and that every view reads. A row
// damaged on disk ('null', '[]', records of another kind) fails here and is normalized again from its raw body.
// Cheap on purpose (type checks, no schema library): it runs on the first read of a saved answer.
import type { OperationName } from '#shared/data-service/operations';
import type { OperationResult } from '#shared/data-service/results';
import { isRecord } from './lenient';

type Check = (value: unknown) => boolean;

const text: Check = (v) => typeof v === 'string';
const id: Check = (v) => typeof v === 'string' && v.length > 0;
const count: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const list: Check = (v) => Array.isArray(v);
const object: Check = isRecord;
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);

function record(fields: Record<string, Check>): Check {
  const entries = Object.entries(fields);
  return (v) => isRecord(v) && entries.every(([name, check]) => check(v[name]));
}

const listing = record({ externalID: id, title: object, purpose: text, price: count, location: list });
const project = record({ externalID: id, title: object, location: list });
const transaction = record({ transactionId: id, purpose: text, price: count, date: text, location: text });
const agent = record({ externalID: id, name: text });
const agency = record({ externalID: id, name: text });
const developer = record({ externalID: id, name: text });
const location = record({ externalID: id, name: object });
const amenity = record({ value: text });

function page(item: Check): Check {
  const paging = record({ items: list, total: count, page: count, totalPages: count, rejected: count });
  return (v) =>
    paging(v) && orNull(count)((v as { pageSize?: unknown }).pageSize) && (v as { items: unknown[] }).items.every(item);
}

const SHAPES: Readonly<Record<OperationName, Check>> = {
  'search-property': page(listing),
  'agent-properties': page(listing),
  'agency-properties': page(listing),
  'property-details': listing,
  'search-new-projects': page(project),
  transactions: page(transaction),
  'agent-search': page(agent),
  'agent-search-by-name': page(agent),
  'agency-agents': page(agent),
  'agent-details': agent,
  'agency-search': page(agency),
  'agency-search-by-name': page(agency),
  'agency-details': agency,
  'developer-search-by-name': page(developer),
  autocomplete: page(location),
  'amenities-search': page(amenity),
};

export function hasResultShape<N extends OperationName>(operation: N, value: unknown): value is OperationResult<N> {
  return SHAPES[operation](value);
}

/** A saved normalized answer, parsed and checked; null when it is missing, not JSON, or not this operation's shape. */
export function readStoredResult<N extends OperationName>(
  operation: N,
  normalized: string | null | undefined,
): OperationResult<N> | null {
  if (!normalized) return null;
  let value: unknown;
  try {
    value = JSON.parse(normalized);
  } catch {
    return null;
  }
  return hasResultShape(operation, value) ? value : null;
}
