// Normalizes raw /transactions hits into Transaction, reading the field names gateways use besides the spec's
// (`amount`, `builtup_area_sqm`, `transaction_per_sqm_amount`, `date_transaction_nk`, …).
import { z } from 'zod';
import { pricePerSqft } from '#shared/domain/listing';
import type { Transaction } from '#shared/domain/transaction';
import {
  calendarDateOf,
  idOf,
  isRecord,
  looseNumber,
  optionalCount,
  optionalNumber,
  optionalText,
  purposeValue,
  readField,
  SQFT_PER_SQM,
  textOf,
  toSqft,
} from './lenient';

const price = looseNumber.pipe(z.number().min(0)).nullish();

/** A place name, or the most specific name of a location trail. */
function placeNameOf(value: unknown): string | null {
  if (!Array.isArray(value)) return isRecord(value) ? textOf(value.name) : textOf(value);
  for (let i = value.length - 1; i >= 0; i--) {
    const name = placeNameOf(value[i]);
    if (name !== null) return name;
  }
  return null;
}

const rawTransaction = z
  .object({
    transactionId: z.unknown().optional(),
    transaction_id: z.unknown().optional(),
    id: z.unknown().optional(),
    purpose: purposeValue,
    price,
    amount: price,
    area: optionalNumber,
    builtup_area_sqm: optionalNumber,
    transaction_per_sqm_amount: optionalNumber,
    location: readField(placeNameOf),
    location_name: optionalText,
    category: optionalText,
    rooms: optionalCount,
    beds: optionalCount,
    completionStatus: optionalText,
    date: z.unknown().optional(),
    date_transaction_nk: z.unknown().optional(),
    transaction_date: z.unknown().optional(),
  })
  .loose();

/** Rounds to the fils; per-area figures need no more. */
const cents = (n: number) => Math.round(n * 100) / 100;

export function normalizeTransaction(raw: unknown): Transaction | null {
  const parsed = rawTransaction.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  const transactionId = idOf(t.transactionId) ?? idOf(t.transaction_id) ?? idOf(t.id);
  const amount = t.price ?? t.amount;
  const date = calendarDateOf(t.date ?? t.date_transaction_nk ?? t.transaction_date);
  // Without an id, a price, a purpose or a day the record would skew every chart it entered.
  if (transactionId === null || amount === null || amount === undefined || t.purpose === null || date === null) {
    return null;
  }
  const areaSqft = toSqft(t.area, 'sqft') ?? toSqft(t.builtup_area_sqm, 'sqm');
  const perSqm = t.transaction_per_sqm_amount;
  return {
    transactionId,
    purpose: t.purpose,
    price: amount,
    areaSqft,
    pricePerSqft:
      pricePerSqft(amount, areaSqft) ?? (perSqm !== null && perSqm > 0 ? cents(perSqm / SQFT_PER_SQM) : null),
    location: t.location ?? t.location_name ?? '',
    category: t.category,
    rooms: t.rooms ?? t.beds,
    completionStatus: t.completionStatus,
    date,
  };
}
