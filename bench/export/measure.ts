// What every benchmark child reports: wall time, the process's peak resident memory (its worker threads count),
// and the event-loop lag of its main thread while the work ran, sampled every millisecond.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Measured {
  seconds: number;
  /** The process's peak resident set since it started (the kernel's high-water mark of its memory), in MB. */
  peakMb: number;
  /** Resident set just before the work, in MB. */
  beforeMb: number;
  /** Event-loop delay p99 and max on this thread while the work ran (the 1 ms sampling interval included), ms. */
  lagP99: number;
  lagMax: number;
}

export async function measure(work: () => Promise<unknown> | unknown): Promise<Measured> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const beforeMb = process.memoryUsage().rss / 1048576;
  histogram.enable();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  return {
    seconds,
    peakMb: peakRssMb(),
    beforeMb,
    lagP99: histogram.percentile(99) / 1e6,
    lagMax: histogram.max / 1e6,
  };
}

/**
 * The high-water mark of this process's own memory (VmHWM). getrusage's maxRSS is not: Linux carries it over from
 * the parent through fork and exec, so a child of a 400 MB benchmark runner reports 400 MB whatever it does.
 */
function peakRssMb(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // Not Linux: fall back below.
  }
  return process.resourceUsage().maxRSS / 1024;
}

/** The same delay measured on an idle loop, as the floor the lag figures stand on. */
export async function idleLag(ms = 1000): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  histogram.disable();
  return histogram.percentile(99) / 1e6;
}
