// Lenient zod pieces for raw responses: accept what real gateways send (numbers as strings, nulls, extra fields)
// while refusing what would corrupt data (a count that is not a number).
import { z } from 'zod';
import { LANGS, type Localized } from '#shared/domain/lang';

/** A number that may arrive as a numeric string; an empty or non-numeric string is an error, not zero. */
export const looseNumber = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'is not a number')
    .transform(Number),
]);

export const looseInt = looseNumber.pipe(z.number().int());

/** An identifier that some gateways send as a number. */
export const looseId = z.union([z.string().min(1), z.number().transform(String)]);

/** Localized text: a language map, or a bare string taken as English. Unknown languages are dropped. */
export const localizedText = z
  .union([z.string(), z.record(z.string(), z.string().nullable())])
  .nullish()
  .transform((value): Localized => {
    if (value === null || value === undefined) return {};
    if (typeof value === 'string') return { en: value };
    const out: Localized = {};
    for (const lang of LANGS) {
      const text = value[lang];
      if (typeof text === 'string') out[lang] = text;
    }
    return out;
  });

export const geoPoint = z
  .object({ lat: looseNumber, lng: looseNumber })
  .loose()
  .nullish()
  .transform((g) => (g ? { lat: g.lat, lng: g.lng } : null));
