// What a rule on a place finds among its newly stored transactions: pure, so its meaning is pinned by unit tests. A
// transaction is new when it was stored after the rule last read and registered after the newest day stored when the
// rule was set; with a distance from the median, only those whose AED per sq ft is at least that far above (or
// below) the median of the place's same-purpose transactions of the 12 months before it, from at least 5 of them.
import type { AlertThresholds } from '#shared/domain/alerts';
import type { NewAlert } from '../store/workspace/alerts-repo';
import type { PlaceTransaction } from '../store/transactions-repo';

/** The fewest transactions a median is taken from; below it a distance from the median is not judged. */
export const MIN_MEDIAN_N = 5;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The 12 months before a registration day (YYYY-MM-DD), inclusive of neither end's day after it. */
export function yearBefore(date: string): { from: string; to: string } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const from = new Date(day - 365 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(day - 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

export function transactionAlerts(
  rule: { id: number; thresholds: AlertThresholds },
  transactions: readonly PlaceTransaction[],
  placeName: string,
  /** The AED per sq ft of the place's transactions of a purpose from `from` to `to`. */
  perSqftIn: (purpose: string, from: string, to: string) => number[],
  at: number,
): NewAlert[] {
  const t = rule.thresholds;
  const judged = t.aboveMedianPct !== undefined || t.belowMedianPct !== undefined;
  const alerts: NewAlert[] = [];
  for (const tx of transactions) {
    if (t.purpose !== undefined && tx.purpose !== t.purpose) continue;
    let medianPerSqft: number | null = null;
    let medianN = 0;
    if (judged) {
      const { from, to } = yearBefore(tx.date);
      const values = perSqftIn(tx.purpose, from, to);
      medianN = values.length;
      medianPerSqft = medianN >= MIN_MEDIAN_N ? median(values) : null;
      if (medianPerSqft === null || tx.pricePerSqft === null) continue;
      const distance = ((tx.pricePerSqft - medianPerSqft) / medianPerSqft) * 100;
      if (t.aboveMedianPct !== undefined && distance + 1e-9 < t.aboveMedianPct) continue;
      if (t.belowMedianPct !== undefined && -distance + 1e-9 < t.belowMedianPct) continue;
    }
    alerts.push({
      ruleId: rule.id,
      kind: 'new-transaction',
      externalID: tx.transactionId,
      fromSnapshot: 0,
      toSnapshot: 0,
      at,
      oldPrice: null,
      newPrice: tx.price,
      listing: {
        title: null,
        purpose: tx.purpose === 'for-rent' ? 'for-rent' : tx.purpose === 'for-sale' ? 'for-sale' : null,
        // A registered rent is a yearly amount.
        rentFrequency: tx.purpose === 'for-rent' ? 'yearly' : null,
        rooms: tx.rooms,
        areaSqft: tx.areaSqft,
        place: tx.location || placeName,
        transaction: { date: tx.date, pricePerSqft: tx.pricePerSqft, median: medianPerSqft, medianN },
      },
    });
  }
  return alerts;
}
