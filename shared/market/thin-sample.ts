// A figure over fewer than 10 transactions on a side is a thin sample: shown, marked, never ranked highest or lowest.
import type { CompareValue } from '../ipc/contract';

export const THIN_BELOW = 10;
/** A monthly median over fewer transactions is not drawn in a chart at all (its table keeps it, marked thin). */
export const PLOTTED_FROM = 3;

/** Whether fewer than THIN_BELOW stand behind a compared value on any side it has. */
export function thinSample(v: Pick<CompareValue, 'sample' | 'saleSample' | 'rentSample'>): boolean {
  return [v.sample, v.saleSample, v.rentSample].some((n) => n !== null && n < THIN_BELOW);
}
