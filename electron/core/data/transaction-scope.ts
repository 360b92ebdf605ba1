// Which place a /transactions answer speaks for: its single requested location id and its canonical category
// filter. Answers for several places at once are not linked (a row could be under any of them).
import type { OperationParams } from '#shared/data-service/operations';
import { TRANSACTION_CATEGORY_IDS } from '#shared/data-service/params';
import type { PlaceKey } from '../store/transactions-repo';

const CATEGORY_NAME: Readonly<Record<string, string>> = TRANSACTION_CATEGORY_IDS;

/** A category filter as one stable key: ids mapped to names, sorted, '*' for none. */
export function categoryKey(categories: readonly string[] | undefined): string {
  if (!categories || categories.length === 0) return '*';
  return [...new Set(categories.map((c) => CATEGORY_NAME[c.trim()] ?? c.trim()))].sort().join(',');
}

export function placeKeyOf(params: OperationParams<'transactions'>): PlaceKey | null {
  const ids = [...new Set((params.location_ids ?? []).map((id) => id.trim()))];
  if (ids.length !== 1) return null;
  return { locationId: ids[0]!, category: categoryKey(params.category_ids) };
}
