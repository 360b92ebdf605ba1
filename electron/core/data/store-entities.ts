// Files every normalized answer into the entity tables, so analytics and portfolios can use all that was seen.
import type { OperationName, OperationParams } from '#shared/data-service/operations';
import { DATA_LANGS, type Localized } from '#shared/domain/lang';
import type { OperationResult } from '../normalize/normalize-operation';
import type { CacheStore } from '../store/cache-store';
import type { EntityKind, StorableEntity } from '../store/entities-repo';
import type { StorableListing } from '../store/listings-repo';
import type { StorableTransaction } from '../store/transactions-repo';
import { placeKeyOf } from './transaction-scope';

const LISTING_OPS: ReadonlySet<OperationName> = new Set(['search-property', 'agent-properties', 'agency-properties']);
const ENTITY_OPS: Partial<Record<OperationName, EntityKind>> = {
  'search-new-projects': 'project',
  'agent-search': 'agent',
  'agent-search-by-name': 'agent',
  'agency-agents': 'agent',
  'agent-details': 'agent',
  'agency-search': 'agency',
  'agency-search-by-name': 'agency',
  'agency-details': 'agency',
  'developer-search-by-name': 'developer',
  autocomplete: 'location',
  'amenities-search': 'amenity',
};

function itemsOf(result: unknown): unknown[] {
  const items = (result as { items?: unknown }).items;
  return Array.isArray(items) ? items : [result];
}

function entityName(item: Record<string, unknown>): string {
  const name = item.name ?? item.title ?? item.value;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const text = name as Localized;
    return text.en ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
  }
  return '';
}

function asEntity(item: unknown): StorableEntity | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  const id = record.externalID ?? record.value;
  return typeof id === 'string' ? { externalID: id, name: entityName(record), data: item } : null;
}

const LANG_SET: ReadonlySet<string> = new Set(DATA_LANGS);

/** A per-language text ({ en: …, ar: … }): an object whose every key is a language code. */
function isLocalized(value: unknown): value is Localized {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => LANG_SET.has(k));
}

/**
 * The entity as this answer sees it, with the languages the answer was not asked in kept from the stored one: a
 * look-up in English and Chinese must not erase the Russian and Arabic names an earlier one brought.
 */
export function withStoredLanguages(next: unknown, stored: unknown): unknown {
  if (!next || typeof next !== 'object' || !stored || typeof stored !== 'object') return next;
  const before = stored as Record<string, unknown>;
  const out: Record<string, unknown> = { ...(next as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    const old = before[key];
    if (isLocalized(value) && isLocalized(old)) out[key] = { ...old, ...value };
  }
  return out;
}

function storedData(store: CacheStore, source: string, kind: EntityKind, externalID: string): unknown {
  const entry = store.entities.entry(source, kind, externalID);
  if (!entry) return null;
  try {
    return JSON.parse(entry.data) as unknown;
  } catch {
    return null;
  }
}

export function storeEntities<N extends OperationName>(
  store: CacheStore,
  source: string,
  operation: N,
  result: OperationResult<N>,
  fetchedAt: number,
  /** The validated parameters of the request: a one-place /transactions answer links its rows to that place. */
  params?: OperationParams<N>,
): void {
  if (LISTING_OPS.has(operation) || operation === 'property-details') {
    store.listings.upsertMany(source, itemsOf(result) as StorableListing[], fetchedAt);
  } else if (operation === 'transactions') {
    const place = params ? placeKeyOf(params as OperationParams<'transactions'>) : null;
    store.transactions.upsertMany(source, itemsOf(result) as StorableTransaction[], fetchedAt, place);
  } else {
    const kind = ENTITY_OPS[operation];
    if (!kind) return;
    const rows = itemsOf(result)
      .map(asEntity)
      .filter((e): e is StorableEntity => e !== null)
      .map((e) => ({ ...e, data: withStoredLanguages(e.data, storedData(store, source, kind, e.externalID)) }));
    store.entities.upsertMany(source, kind, rows, fetchedAt);
  }
}
