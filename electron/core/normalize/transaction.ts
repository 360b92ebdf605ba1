// Normalizes raw /transactions hits into Transaction, from the spec's field names and from the real gateway's
// (`transaction_hash_id`, `transaction_amount` as a numeric string, `builtup_area_sqm`, `date_transaction_nk`, …),
// read through one table so that each mapping is stated once and pinned by a test.
import { bedroomsOf } from '#shared/domain/bedrooms';
import { pricePerSqft, type Purpose } from '#shared/domain/listing';
import type { Transaction } from '#shared/domain/transaction';
import type { AreaUnit } from '../client/connection';
import {
  calendarDateOf,
  idOf,
  isRecord,
  looseNumber,
  optionalCount,
  purposeValue,
  Rejection,
  SQFT_PER_SQM,
  textOf,
  toSqft,
  valueOrNull,
} from './lenient';

/** Where each value is read from: the first of these names that is present wins (the spec's name first). */
export const TRANSACTION_FIELDS = {
  transactionId: ['transactionId', 'transaction_hash_id', 'transaction_id', 'id'],
  purpose: ['purpose', 'transaction_category_l1_name'],
  price: ['price', 'transaction_amount', 'amount'],
  areaSqft: ['area'],
  areaSqm: ['builtup_area_sqm'],
  plotAreaSqm: ['plot_area_sqm'],
  pricePerSqm: ['transaction_per_sqm_amount'],
  rooms: ['rooms', 'beds'],
  date: ['date', 'date_transaction_nk', 'transaction_date'],
  location: ['location', 'location_name'],
  /** Named levels, broadest first; the most specific named one is the transaction's place. */
  locationLevels: ['bayut_location_l3_name_en', 'bayut_location_l4_name_en', 'bayut_leaf_location_name_en'],
  // The gateway family's names, as its public clients read them: `bayut_property_type` on the hits, the
  // `_name_en` forms where a client stores them by language.
  category: ['category', 'bayut_property_type', 'bayut_property_type_name_en', 'property_type_name_en'],
  completionStatus: ['completionStatus', 'property_completion_status_sk'],
  market: ['sale_market_name'],
  contractType: ['rent_contract_renewal_status_name'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng'],
} as const satisfies Record<string, readonly string[]>;

/** The real gateway's completion keys (`off-plan`, `ready`, and `na` when the registry does not say), as the spec's values. */
const COMPLETION: Readonly<Record<string, string>> = {
  'off-plan': 'under-construction',
  off_plan: 'under-construction',
  offplan: 'under-construction',
  'under-construction': 'under-construction',
  ready: 'completed',
  completed: 'completed',
};

type Raw = Record<string, unknown>;

export interface TransactionOptions {
  /** The unit of a plain `area` field (the spec's square feet unless the connection says otherwise). */
  areaUnit?: AreaUnit;
  /** The purpose the request asked for: the purpose of hits that state none. */
  purpose?: Purpose;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** The first present value among the names, with the name it came from. */
function first(raw: Raw, names: readonly string[]): { name: string; value: unknown } | null {
  for (const name of names) if (present(raw[name])) return { name, value: raw[name] };
  return null;
}

/** A number, null when absent, or a rejection when present but not a number (never guessed at). */
function numberAt(raw: Raw, names: readonly string[], label: string): number | null | Rejection {
  const found = first(raw, names);
  if (!found) return null;
  const parsed = looseNumber.safeParse(found.value);
  if (parsed.success && parsed.data >= 0) return parsed.data;
  return new Rejection(`${label}: ${found.name} ${JSON.stringify(found.value)} is not an amount`);
}

/** Several optional amounts at once: the first that is present but unreadable rejects the record. */
function numbersAt<K extends string>(
  raw: Raw,
  label: string,
  fields: Record<K, readonly string[]>,
): Record<K, number | null> | Rejection {
  const out = {} as Record<K, number | null>;
  for (const key of Object.keys(fields) as K[]) {
    const value = numberAt(raw, fields[key], label);
    if (value instanceof Rejection) return value;
    out[key] = value;
  }
  return out;
}

/** A secondary number (coordinates): an unreadable one is absent, not a reason to drop the record. */
function optionalNumberAt(raw: Raw, names: readonly string[]): number | null {
  const parsed = looseNumber.safeParse(first(raw, names)?.value);
  return parsed.success ? parsed.data : null;
}

/** A place name, or the most specific name of a location trail. */
function placeNameOf(value: unknown): string | null {
  if (!Array.isArray(value)) return isRecord(value) ? textOf(value.name) : textOf(value);
  for (let i = value.length - 1; i >= 0; i--) {
    const name = placeNameOf(value[i]);
    if (name !== null) return name;
  }
  return null;
}

function locationPathOf(raw: Raw, place: string | null): string[] {
  const levels = TRANSACTION_FIELDS.locationLevels.map((name) => textOf(raw[name])).filter((n) => n !== null);
  const path = levels.length > 0 ? levels : Array.isArray(raw.location) ? raw.location.map(placeNameOf) : [place];
  // A place that is its own community appears on two levels: once is enough.
  return path.filter((name, i): name is string => name !== null && name !== path[i - 1]);
}

function marketOf(value: string | null): Transaction['market'] {
  if (value === null) return null;
  if (/primary/i.test(value)) return 'primary';
  return /secondary|resale/i.test(value) ? 'secondary' : null;
}

function contractTypeOf(value: string | null): Transaction['contractType'] {
  if (value === null) return null;
  // "Renewal" contains "new": look for the renewal first.
  if (/renew/i.test(value)) return 'renewal';
  return /new/i.test(value) ? 'new' : null;
}

function purposeOf(raw: Raw, label: string, requested: Purpose | undefined): Purpose | Rejection {
  const found = first(raw, TRANSACTION_FIELDS.purpose);
  // Real hits carry no purpose of their own when their category is missing: they answer the request's purpose.
  if (!found) return requested ?? new Rejection(`${label} states no purpose and the request named none`);
  const purpose = purposeValue.parse(found.value);
  return purpose ?? new Rejection(`${label}: ${found.name} ${JSON.stringify(found.value)} is neither sale nor rent`);
}

/** Rounds to the fils; per-area figures need no more. */
const cents = (n: number) => Math.round(n * 100) / 100;

/** Reads one transaction, or says why it cannot be: without an id, price, purpose or day it would skew every chart. */
export function readTransaction(raw: unknown, options: TransactionOptions = {}): Transaction | Rejection {
  if (!isRecord(raw)) return new Rejection('a transaction that is not an object');
  const F = TRANSACTION_FIELDS;
  const transactionId = idOf(first(raw, F.transactionId)?.value);
  if (transactionId === null) return new Rejection('a transaction without an id');
  const label = `transaction ${transactionId}`;
  const price = numberAt(raw, F.price, label);
  if (price === null) return new Rejection(`${label} has no price`);
  if (price instanceof Rejection) return price;
  const purpose = purposeOf(raw, label, options.purpose);
  if (purpose instanceof Rejection) return purpose;
  const rawDate = first(raw, F.date);
  const date = calendarDateOf(rawDate?.value);
  if (date === null) return new Rejection(`${label}: ${rawDate ? `date ${JSON.stringify(rawDate.value)}` : 'no date'}`);
  const areas = numbersAt(raw, label, {
    area: F.areaSqft,
    areaSqm: F.areaSqm,
    plotSqm: F.plotAreaSqm,
    perSqm: F.pricePerSqm,
  });
  if (areas instanceof Rejection) return areas;
  const rawRooms = first(raw, F.rooms)?.value;
  const rooms = optionalCount.safeParse(rawRooms);
  if (!rooms.success) return new Rejection(`${label}: bedrooms ${JSON.stringify(rawRooms)} is not a count`);
  // `area` is in the connection's unit (the spec says square feet); builtup_area_sqm says its unit itself.
  const areaSqft = toSqft(areas.area, options.areaUnit ?? 'sqft') ?? toSqft(areas.areaSqm, 'sqm');
  const location = placeNameOf(raw.location) ?? textOf(raw.location_name);
  const locationPath = locationPathOf(raw, location);
  const completion = textOf(first(raw, F.completionStatus)?.value);
  const category = textOf(first(raw, F.category)?.value);
  return {
    transactionId,
    purpose,
    price,
    areaSqft,
    // The service's own figure per square metre when it gives one, else price over area.
    pricePerSqft:
      areas.perSqm !== null && areas.perSqm > 0 ? cents(areas.perSqm / SQFT_PER_SQM) : pricePerSqft(price, areaSqft),
    location: location ?? locationPath.at(-1) ?? '',
    category,
    // The registry records "0 beds" for offices, shops and land: no bedroom count, not a studio.
    rooms: bedroomsOf(rooms.data, category),
    // "na" and any code not known here are unknown: a raw code would show as a completion state of its own.
    completionStatus: completion === null ? null : (COMPLETION[completion.trim().toLowerCase()] ?? null),
    date,
    market: marketOf(textOf(first(raw, F.market)?.value)),
    contractType: contractTypeOf(textOf(first(raw, F.contractType)?.value)),
    locationPath,
    latitude: optionalNumberAt(raw, F.latitude),
    longitude: optionalNumberAt(raw, F.longitude),
    plotAreaSqft: toSqft(areas.plotSqm, 'sqm'),
  };
}

export function normalizeTransaction(raw: unknown, options: TransactionOptions = {}): Transaction | null {
  return valueOrNull(readTransaction(raw, options));
}
