// Percentiles and printing for benchmarks: every figure is shown beside its target and a same-run baseline.
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: samples.reduce((s, v) => s + v, 0) / samples.length,
  };
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The quality bar; `lower` means the value must not exceed it. */
  target: number;
  better: 'lower' | 'higher';
  /** A same-run measurement of the machine doing the simplest version of the same work. */
  baseline: { name: string; value: number };
}

export function report(figures: readonly Figure[]): boolean {
  let allMet = true;
  for (const f of figures) {
    const met = f.better === 'lower' ? f.value <= f.target : f.value >= f.target;
    allMet &&= met;
    const vsTarget = f.value / f.target;
    const vsBaseline = f.value / f.baseline.value;
    console.log(
      `${met ? 'PASS' : 'MISS'}  ${f.name}: ${f.value.toFixed(2)} ${f.unit} ` +
        `(target ${f.better === 'lower' ? '≤' : '≥'} ${f.target} ${f.unit}; ${vsTarget.toFixed(3)}× target; ` +
        `${vsBaseline.toFixed(2)}× baseline "${f.baseline.name}" = ${f.baseline.value.toFixed(2)} ${f.unit})`,
    );
  }
  return allMet;
}
