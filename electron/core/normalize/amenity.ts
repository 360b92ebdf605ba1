// Normalizes raw /amenities-search items into Amenity; `value` is what the `amenities` filter takes, so it is required.
import { z } from 'zod';
import type { Amenity } from '#shared/domain/amenity';
import { optionalCount, optionalText, textOf } from './lenient';

const rawAmenity = z
  .object({
    value: optionalText,
    text: optionalText,
    count: optionalCount,
    highlighted: optionalText,
  })
  .loose();

export function normalizeAmenity(raw: unknown): Amenity | null {
  if (typeof raw === 'string') {
    const value = textOf(raw);
    return value === null ? null : { value, count: null, highlighted: null };
  }
  const parsed = rawAmenity.safeParse(raw);
  if (!parsed.success) return null;
  const value = parsed.data.value ?? parsed.data.text;
  return value === null ? null : { value, count: parsed.data.count, highlighted: parsed.data.highlighted };
}
