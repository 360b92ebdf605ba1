// Lenient zod pieces for raw responses: accept what real gateways send (numbers as strings, nulls, extra fields)
// while refusing what would corrupt data (a count that is not a number).
import { z } from 'zod';
import { DATA_LANGS, type Localized } from '#shared/domain/lang';
import type { MediaItem, PlaceRef, Purpose } from '#shared/domain/listing';
import { SQFT_PER_SQM, type AreaUnit } from '#shared/domain/area';

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
    for (const lang of DATA_LANGS) {
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

/** A number field the service may leave out, send as null or as an empty string; anything else must be a number. */
export const optionalNumber = z
  .preprocess((v) => (v === '' ? null : v), looseNumber.nullish())
  .transform((v) => v ?? null);

/** A count (rooms, listings, agents): a whole number, never negative. "studio" is the 0-bedroom count. */
export const optionalCount = z
  .preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^studio$/i.test(v.trim()) ? 0 : v),
    looseInt.pipe(z.number().min(0)).nullish(),
  )
  .transform((v) => v ?? null);

type Json = Record<string, unknown>;

/** A member read by a function that accepts anything; zod 4 would otherwise require the key to be present. */
export function readField<T>(read: (value: unknown) => T) {
  return z.unknown().optional().transform(read);
}

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Free text: a string (empty means absent), a number, or a language map read in English first. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) {
    const text = localizedText.safeParse(value);
    if (text.success) return textOf(text.data.en ?? Object.values(text.data)[0]);
  }
  return null;
}

/** Secondary text (names, statuses, phone numbers): an unexpected shape is absent, not a reason to drop the item. */
export const optionalText = readField(textOf);

/** An identifier inside a reference (agency of a listing, …); a bad one makes the reference anonymous. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const optionalBool = readField((v): boolean | null => {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 'true' || v === '1') return true;
  if (v === 0 || v === 'false' || v === '0') return false;
  return null;
});

/** A picture or link: a bare URL string, or an object with `url`. */
export function urlOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return isRecord(value) ? urlOf(value.url) : null;
}

export const optionalUrl = readField(urlOf);

/** Strings, or objects naming one (`text`, `name`, `value`), flattening groups that hold their own list. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return textOf(value) === null ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): string[] => {
    if (!isRecord(entry)) return typeof entry === 'string' ? stringsOf(entry) : [];
    const group = entry.amenities ?? entry.items;
    if (Array.isArray(group)) return stringsOf(group);
    const text = textOf(entry.text ?? entry.name ?? entry.value);
    return text === null ? [] : [text];
  });
}

export const stringList = readField(stringsOf);

const PURPOSE_ALIASES: Readonly<Record<string, Purpose>> = {
  'for-sale': 'for-sale',
  for_sale: 'for-sale',
  'for sale': 'for-sale',
  sale: 'for-sale',
  // The real gateway's transaction_category_l1_name.
  sales: 'for-sale',
  buy: 'for-sale',
  'for-rent': 'for-rent',
  for_rent: 'for-rent',
  'for rent': 'for-rent',
  rent: 'for-rent',
  rental: 'for-rent',
};

/** Sale or rent; anything else is null, since a price cannot be read without knowing which it is. */
export const purposeValue = z
  .unknown()
  .transform((v): Purpose | null => (typeof v === 'string' ? (PURPOSE_ALIASES[v.trim().toLowerCase()] ?? null) : null));

function instant(value: unknown): Date | null {
  let date: Date | null = null;
  const numeric = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  // Seconds since the epoch per the spec; values this large can only be milliseconds.
  if (typeof numeric === 'number' && numeric > 0) date = new Date(numeric > 1e11 ? numeric : numeric * 1000);
  else if (typeof numeric === 'string' && numeric.trim() !== '') date = new Date(numeric);
  return date && Number.isFinite(date.getTime()) ? date : null;
}

/** A moment as an ISO 8601 string: from seconds or milliseconds since the epoch, or a date string. */
export const timestamp = readField((v) => instant(v)?.toISOString() ?? null);

/** A calendar day as YYYY-MM-DD: from `2026-03-04`, a full ISO string, 20260304 (number or string) or an epoch. */
export function calendarDateOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const parts = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|[T ])/.exec(text);
  if (parts) {
    const [, y, m, d] = parts.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.toISOString().slice(0, 10) : null;
  }
  return /^\d{9,}$/.test(text) ? (instant(value)?.toISOString().slice(0, 10) ?? null) : null;
}

export const calendarDate = readField(calendarDateOf);

export { SQFT_PER_SQM };

/** Converts a reported area to square feet, to two decimals; a zero or negative area means "not known". */
export function toSqft(area: number | null, unit: AreaUnit): number | null {
  if (area === null || !(area > 0)) return null;
  return unit === 'sqm' ? Math.round(area * SQFT_PER_SQM * 100) / 100 : area;
}

function placeOf(value: unknown): PlaceRef | null {
  if (typeof value === 'string') return textOf(value) === null ? null : { externalID: null, name: value };
  if (!isRecord(value)) return null;
  const name = textOf(value.name);
  // Only externalID identifies a place to the service; `id` is its internal number and never a filter value.
  return name === null ? null : { externalID: idOf(value.externalID), name };
}

/** A location trail, broadest place first (by `level` when the service gives it); unreadable steps are skipped. */
export const placeTrail = readField((value): PlaceRef[] => {
  const steps = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const levels = steps.map((s) => (isRecord(s) && typeof s.level === 'number' ? s.level : null));
  const ordered = levels.every((l) => l !== null)
    ? steps
        .map((s, i) => ({ s, l: levels[i]! }))
        .sort((a, b) => a.l - b.l)
        .map((x) => x.s)
    : steps;
  return ordered.map(placeOf).filter((p): p is PlaceRef => p !== null);
});

/** Photos, floor plans, videos, tours: entries without a URL are skipped. */
export const mediaList = readField((value): MediaItem[] =>
  (Array.isArray(value) ? value : []).flatMap((entry) => {
    const url = urlOf(entry);
    return url === null ? [] : [{ url, title: isRecord(entry) ? textOf(entry.title) : null }];
  }),
);

/** Why a record was left out; readers return it instead of null when they can say. */
export class Rejection {
  constructor(readonly reason: string) {}
}

/** The record, or null when it was rejected. */
export function valueOrNull<T>(read: T | Rejection | null): T | null {
  return read instanceof Rejection ? null : read;
}

/** The first problem zod found, as "field: message". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

/** Reads every item of a list, counting those that cannot be read (and why) instead of guessing at them. */
export function readItems<T>(
  raw: readonly unknown[],
  read: (item: unknown) => T | Rejection | null,
): { items: T[]; rejected: number; reasons: string[] } {
  const items: T[] = [];
  const reasons: string[] = [];
  raw.forEach((entry, index) => {
    const item = read(entry);
    if (item instanceof Rejection) reasons.push(item.reason);
    else if (item === null) reasons.push(`record ${index + 1} is not a record of this list`);
    else items.push(item);
  });
  return { items, rejected: reasons.length, reasons };
}

/** A telephone number, or the first of the numbers an object of them holds (mobile first). */
export const phoneText = readField((v): string | null => {
  if (!isRecord(v)) return textOf(v);
  return textOf(v.mobile) ?? textOf(v.phone) ?? textOf(v.whatsapp) ?? null;
});

/** A reference to an agency or developer: anonymous (no id) is kept, but one with neither id nor name is absent. */
export function firmRefOf(value: unknown): { externalID: string | null; name: string; logoUrl: string | null } | null {
  if (!isRecord(value)) return null;
  // `id` is the service's internal number; only externalID is accepted by the other operations.
  const externalID = idOf(value.externalID);
  const name = textOf(value.name);
  if (externalID === null && name === null) return null;
  return { externalID, name: name ?? '', logoUrl: urlOf(value.logo) };
}

export const firmRef = readField(firmRefOf);
