// The value axis of every line chart over time (Market and Portfolio): round steps (1, 2 or 5 × 10ⁿ, from
// d3-scale's nice()/ticks(), which recharts already uses) around the data, a little room either side so a line
// never runs along the frame, never below zero for figures that cannot be negative, and never a step finer than the
// labels tell apart (a median of AED 120 per sq ft once read "120, 120, 119, 119" at half steps). Two hand-written
// fitters once did this, each a little differently.
import { scaleLinear } from 'd3-scale';

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/** Room either side of the values, as a share of their span (of the value itself for a flat line). */
const ROOM = 0.05;
/** About this many ticks, fewer when their labels would repeat. */
const TICKS = 5;

/**
 * Round ticks covering every finite value, with labels that differ as `label` writes them; null without values.
 * Figures of 1 or more are taken to be shown whole (amounts, counts), so their steps are whole; fractions (yields,
 * changes) step as finely as their labels allow.
 */
export function fitValueAxis(values: readonly number[], label: (value: number) => string = String): ValueAxis | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const room = hi > lo ? (hi - lo) * ROOM : Math.abs(lo) * ROOM || 1;
  const from = lo >= 0 ? Math.max(0, lo - room) : lo - room;
  const to = hi + room;
  const whole = finite.every((v) => Math.abs(v) >= 1);
  let fitted: ValueAxis | null = null;
  for (let count = TICKS; count >= 1; count--) {
    const scale = scaleLinear().domain([from, to]).nice(count);
    const ticks = scale.ticks(count);
    const [start, end] = scale.domain() as [number, number];
    fitted = { domain: [start, end], ticks };
    const readable = new Set(ticks.map(label)).size === ticks.length && (!whole || ticks.every(Number.isInteger));
    if (readable) return fitted;
  }
  return fitted;
}
