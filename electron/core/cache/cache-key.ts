// Canonical cache keys: the same question asked in any parameter order, with or without its defaults, or with
// list values in another order, maps to one key (and so costs one request).
import type { OperationName, OperationParams } from '#shared/data-service/operations';

/** Values the spec gives as defaults; a parameter equal to its default is dropped from the key. */
const DEFAULTS: Readonly<Record<string, unknown>> = {
  page: 1,
  langs: 'en',
  sort_order: 'popular',
  completion_status: 'any',
  time_period: '12m',
  sort_by: 'date_desc',
  completion_percentage: 'any',
};

/** Operation-specific defaults that differ from the table above. */
const OPERATION_DEFAULTS: Partial<Record<OperationName, Readonly<Record<string, unknown>>>> = {
  'search-new-projects': { property_type: 'residential' },
  'agent-search': { purpose: 'for-sale', category: 'residential' },
};

/** `completion_status=any` is a default only where the spec says so. */
const ANY_IS_DEFAULT: ReadonlySet<OperationName> = new Set(['transactions', 'agent-search', 'search-property']);

const byValue = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * A list in a canonical order, so that the same request spelled in another order shares its answer. Not `langs`:
 * the first language is the one single-language fields (a place's path) come in, so it keeps its place.
 */
function canonicalValue(key: string, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const unique = [...new Set(value.map((v) => (typeof v === 'string' ? v.trim() : v)))];
  if (key === 'langs') return [unique[0], ...unique.slice(1).sort(byValue)].join(',');
  return unique.sort(byValue).join(',');
}

export function canonicalParams<N extends OperationName>(
  operation: N,
  params: OperationParams<N>,
): Record<string, unknown> {
  const defaults = { ...DEFAULTS, ...OPERATION_DEFAULTS[operation] };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(params).sort()) {
    const value = canonicalValue(key, (params as Record<string, unknown>)[key]);
    if (value === undefined) continue;
    if (key === 'completion_status' && value === 'any' && ANY_IS_DEFAULT.has(operation)) continue;
    if (key !== 'completion_status' && defaults[key] === value) continue;
    out[key] = value;
  }
  return out;
}

export function cacheKey<N extends OperationName>(source: string, operation: N, params: OperationParams<N>): string {
  return `${source}|${operation}|${JSON.stringify(canonicalParams(operation, params))}`;
}
