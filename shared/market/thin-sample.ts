// A figure over fewer than 10 transactions on a side is a thin sample: shown, marked, never ranked highest or lowest.
import type { CompareValue } from '../ipc/contract';

export const THIN_BELOW = 10;

/** Whether fewer than THIN_BELOW stand behind a compared value on any side it has. */
export function thinSample(v: Pick<CompareValue, 'sample' | 'saleSample' | 'rentSample'>): boolean {
  return [v.sample, v.saleSample, v.rentSample].some((n) => n !== null && n < THIN_BELOW);
}
