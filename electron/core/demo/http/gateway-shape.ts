// The demo service's second voice: the same market answered as the real gateway answers (its parameter spellings
// on the way in; square-metre areas, `ownerAgent`, amenity objects and location levels on the way out), so that the
// client's connection profiles and normalizers can be tested against both.
import type { OperationName } from '#shared/data-service/operations';
import { GATEWAY_CATEGORY_EQUIVALENTS } from '#shared/data-service/params';
import { toSqm } from '../engine/gateway-transactions';
import { hashString } from '../random';

/** How the demo service answers: as the specification says, or as the public gateway does. */
export const DEMO_SHAPES = ['spec', 'gateway'] as const;
export type DemoShape = (typeof DEMO_SHAPES)[number];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parameter the shape does not take: its name and why. */
export interface Refusal {
  param: string;
  message: string;
}

/**
 * Reads the gateway's spellings back into the spec's (trubroker_first, `sort` for transactions), refusing the
 * spec's spellings the gateway does not know. Returns the query to validate, or a refusal.
 */
export function gatewayQuery(operation: OperationName, query: URLSearchParams): URLSearchParams | Refusal {
  const out = new URLSearchParams(query);
  const sort = out.get('sort_order');
  if (sort === 'broker_first') return { param: 'sort_order', message: 'broker_first is not a sort order here' };
  if (sort === 'trubroker_first') out.set('sort_order', 'broker_first');
  if (operation === 'transactions') {
    // The gateway sorts transactions by `sort`; a `sort_by` is an unknown parameter, ignored as gateways do.
    out.delete('sort_by');
    const by = out.get('sort');
    out.delete('sort');
    if (by !== null) out.set('sort_by', by);
  }
  return out;
}

/** The spec lists no `3` and no commercial names for category_ids: a spec-faithful service refuses them. */
export function specOnlyRefusal(operation: OperationName, query: URLSearchParams): Refusal | null {
  if (operation !== 'transactions') return null;
  const values = (query.get('category_ids') ?? '').split(',').map((v) => v.trim());
  const extra = values.find((v) => GATEWAY_CATEGORY_EQUIVALENTS[v] !== undefined);
  return extra === undefined ? null : { param: 'category_ids', message: `"${extra}" is not a category` };
}

/** The query in the spec's spelling, ready to validate, or why this shape refuses it. */
export function readQuery(
  shape: DemoShape,
  operation: OperationName,
  query: URLSearchParams,
): URLSearchParams | Refusal {
  if (shape === 'gateway') return gatewayQuery(operation, query);
  return specOnlyRefusal(operation, query) ?? query;
}

/** Location levels as the gateway sends them: id, level, externalID and a language map of names. */
function gatewayLevels(trail: unknown, listingId: string, lang: string): unknown {
  if (!Array.isArray(trail)) return trail;
  // Some real records carry a level with its internal id only: here, the emirate of every third listing.
  const bare = hashString(listingId) % 3 === 0;
  return trail.map((step) => {
    if (!isObject(step)) return step;
    const level = { id: step.id, level: step.level, externalID: step.externalID, name: { [lang]: step.name } };
    if (bare && step.level === 1) delete (level as Partial<typeof level>).externalID;
    return level;
  });
}

function gatewayListing(item: unknown, lang: string): unknown {
  if (!isObject(item)) return item;
  const { agent, amenities, area, location, ...rest } = item;
  return {
    ...rest,
    // The gateway sends offices, shops and plots as "0 rooms", as if they were studios.
    rooms: item.rooms ?? 0,
    area: typeof area === 'number' ? toSqm(area) : area,
    location: gatewayLevels(location, String(item.externalID), lang),
    ownerAgent: agent ?? null,
    amenities: Array.isArray(amenities) ? amenities.map((text) => ({ text })) : amenities,
  };
}

const LISTING_LISTS: ReadonlySet<OperationName> = new Set(['search-property', 'agent-properties', 'agency-properties']);

/** Reshapes a spec-shaped `data` into the gateway's (transactions are presented by their own route). */
export function toGatewayShape(operation: OperationName, data: unknown, lang: string): unknown {
  if (!isObject(data)) return data;
  if (LISTING_LISTS.has(operation) && Array.isArray(data.properties)) {
    return { ...data, properties: data.properties.map((p) => gatewayListing(p, lang)) };
  }
  if (operation === 'property-details') return gatewayListing(data, lang);
  return data;
}
