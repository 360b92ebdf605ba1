// Percentiles, repeats and reporting for benchmarks: every figure is the median of repeats (with min and max),
// printed beside its target, a floor that does the same work without our overhead measured in the same run, and a
// peer tool where one can run here; its verdict needs every bar it has. Figures are also kept for `--json`.
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(samples: number[]): { p50: number; p95: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: samples.reduce((s, v) => s + v, 0) / samples.length,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `measure` `n` times (at least 3 for a reported figure) and returns each run's value. */
export async function repeat(n: number, measure: (run: number) => Promise<number> | number): Promise<number[]> {
  const values: number[] = [];
  for (let run = 0; run < n; run++) values.push(await measure(run));
  return values;
}

/** A ratio bar against the floor or the peer: value ÷ reference must stay within it. */
export interface RatioBar {
  max?: number;
  min?: number;
}

export interface Reference {
  name: string;
  value: number;
  /** The reference's own repeats, when it was measured more than once. */
  samples?: number[];
}

export interface Figure {
  name: string;
  /** The median of `samples` when they are given. */
  value: number;
  /** Each repeat's value; min, max and n are printed from them. */
  samples?: number[];
  unit: string;
  /** The absolute quality bar; `lower` means the value must not exceed it. */
  target: number;
  better: 'lower' | 'higher';
  /** The floor: the same work without our overhead (or the simplest version of it), in the same run. */
  baseline: Reference;
  vsBaseline?: RatioBar;
  /** A tool a broker would use instead, when it can run here; `skipped` says why it did not. */
  peer?: Reference | { name: string; skipped: string };
  vsPeer?: RatioBar;
}

export interface FigureRecord extends Figure {
  suite: string;
  min: number | null;
  max: number | null;
  n: number;
  ratioToTarget: number;
  ratioToBaseline: number;
  ratioToPeer: number | null;
  verdict: 'PASS' | 'MISS';
}

const recorded: FigureRecord[] = [];
let currentSuite = '';

export function beginSuite(name: string): void {
  currentSuite = name;
}

export function recordedFigures(): readonly FigureRecord[] {
  return recorded;
}

/** A floor or a peer built from repeats: the median as its value. */
export function referenceFrom(name: string, samples: number[]): Reference {
  return { name, value: median(samples), samples };
}

/** A figure built from repeats: the median as its value. */
export function fromSamples(figure: Omit<Figure, 'value'> & { samples: number[] }): Figure {
  return { ...figure, value: median(figure.samples) };
}

function within(ratio: number, bar: RatioBar | undefined): boolean {
  if (!bar) return true;
  return (bar.max === undefined || ratio <= bar.max) && (bar.min === undefined || ratio >= bar.min);
}

function describeBar(bar: RatioBar | undefined): string {
  if (!bar) return '';
  const parts = [bar.max !== undefined ? `≤ ${bar.max}×` : '', bar.min !== undefined ? `≥ ${bar.min}×` : ''];
  return ` (bar ${parts.filter(Boolean).join(', ')})`;
}

const fmt = (n: number): string => (Math.abs(n) >= 1000 ? n.toFixed(0) : n.toFixed(2));

export function report(figures: readonly Figure[]): boolean {
  let allMet = true;
  for (const f of figures) {
    const ratioToTarget = f.value / f.target;
    const ratioToBaseline = f.value / f.baseline.value;
    const peer = f.peer && 'value' in f.peer ? f.peer : null;
    const ratioToPeer = peer ? f.value / peer.value : null;
    const met =
      (f.better === 'lower' ? f.value <= f.target : f.value >= f.target) &&
      within(ratioToBaseline, f.vsBaseline) &&
      (ratioToPeer === null || within(ratioToPeer, f.vsPeer));
    allMet &&= met;
    const samples = f.samples ?? [f.value];
    const min = Math.min(...samples);
    const max = Math.max(...samples);
    recorded.push({
      ...f,
      suite: currentSuite,
      min: f.samples ? min : null,
      max: f.samples ? max : null,
      n: samples.length,
      ratioToTarget,
      ratioToBaseline,
      ratioToPeer,
      verdict: met ? 'PASS' : 'MISS',
    });
    const spread = f.samples ? ` [median of ${samples.length}: min ${fmt(min)}, max ${fmt(max)}]` : '';
    const peerText = peer
      ? `; ${ratioToPeer!.toFixed(2)}× peer "${peer.name}" = ${fmt(peer.value)} ${f.unit}${describeBar(f.vsPeer)}`
      : f.peer && 'skipped' in f.peer
        ? `; peer "${f.peer.name}" skipped: ${f.peer.skipped}`
        : '';
    console.log(
      `${met ? 'PASS' : 'MISS'}  ${f.name}: ${fmt(f.value)} ${f.unit}${spread} ` +
        `(target ${f.better === 'lower' ? '≤' : '≥'} ${f.target} ${f.unit}; ${ratioToTarget.toFixed(3)}× target; ` +
        `${ratioToBaseline.toFixed(2)}× floor "${f.baseline.name}" = ${fmt(f.baseline.value)} ${f.unit}${describeBar(f.vsBaseline)}` +
        `${peerText})`,
    );
  }
  return allMet;
}
