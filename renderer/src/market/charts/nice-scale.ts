// Axis ticks a reader can use for lines that do not start at zero: round steps (1, 2, 2.5 or 5 × 10ⁿ) around the
// data, instead of the odd steps (1,595, 1,650, 1,705 …) a fixed tick count gives; whole steps for figures shown
// whole.
export interface NiceScale {
  domain: [number, number];
  ticks: number[];
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Round ticks covering every value, about `count` of them; null without finite values. */
export function niceScale(values: readonly number[], count = 5): NiceScale | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (min === max) {
    // One value (or a flat line): a band around it.
    const pad = Math.abs(min) * 0.05 || 1;
    min -= pad;
    max += pad;
  }
  let step = niceStep((max - min) / Math.max(1, count - 1));
  // A step finer than the figures are shown in reads unevenly once rounded ("115, 118, 120, 123" for 2.5): amounts
  // and counts are shown whole, fractions (yields, changes) as percentages to one decimal.
  const shownIn = finite.every((v) => Math.abs(v) >= 1) ? 1 : 0.001;
  const units = step / shownIn;
  if (Math.abs(units - Math.round(units)) > 1e-9) step = Math.max(1, Math.floor(units)) * shownIn;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 never shows as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}
