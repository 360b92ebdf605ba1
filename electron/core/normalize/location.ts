// Normalizes raw /autocomplete answers into Location domain objects.
import { z } from 'zod';
import type { Location } from '#shared/domain/location';
import { geoPoint, localizedText, looseId, looseInt, readItems } from './lenient';

const rawLocation = z
  .object({
    id: looseInt.nullish(),
    externalID: looseId,
    name: localizedText,
    slug: localizedText,
    type: z.string().nullish(),
    level: looseInt.nullish(),
    path: z.string().nullish(),
    adCount: looseInt.nullish(),
    geography: geoPoint,
  })
  .loose();

export const rawAutocompleteData = z
  .object({ locations: z.array(z.unknown()).nullish(), total: looseInt.nullish() })
  .loose();

export interface NormalizedList<T> {
  items: T[];
  total: number;
  /** Items that could not be read; kept out of the result rather than guessed at. */
  rejected: number;
  rejectedReasons?: string[];
}

export function normalizeLocation(raw: unknown): Location | null {
  const parsed = rawLocation.safeParse(raw);
  if (!parsed.success) return null;
  const l = parsed.data;
  return {
    id: l.id ?? 0,
    externalID: l.externalID,
    name: l.name,
    slug: l.slug,
    type: l.type ?? 'unknown',
    level: l.level ?? 0,
    path: l.path ?? '',
    adCount: l.adCount ?? 0,
    geography: l.geography,
  };
}

export function normalizeAutocomplete(data: unknown): NormalizedList<Location> | null {
  const parsed = rawAutocompleteData.safeParse(data);
  if (!parsed.success) return null;
  const { items, rejected, reasons } = readItems(parsed.data.locations ?? [], normalizeLocation);
  return {
    items,
    total: parsed.data.total ?? items.length,
    rejected,
    ...(rejected > 0 ? { rejectedReasons: reasons } : {}),
  };
}
