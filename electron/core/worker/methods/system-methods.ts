// Worker methods for health checks, tests and benchmarks.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import type { MethodTable } from '../method-table';

export interface SystemWorkerMethods {
  ping: { input: { delayMs?: number }; output: { pong: true; threadId: number } };
  /** This thread's memory (benchmarks): V8's heap of its isolate and the array buffers it holds (the columns). */
  'system:memory': {
    input: Record<string, never>;
    output: { heapUsedMb: number; heapTotalMb: number; arrayBuffersMb: number };
  };
  /** Busy work for tests and benchmarks: spins for `ms` in slices, honouring cancellation. */
  'test:spin': { input: { ms: number }; output: { spunMs: number } };
}

export const SYSTEM_METHODS: MethodTable<SystemWorkerMethods> = {
  ping: async ({ delayMs }) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { pong: true, threadId };
  },
  'system:memory': () => {
    const heap = getHeapStatistics();
    const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
    return {
      heapUsedMb: mb(heap.used_heap_size),
      heapTotalMb: mb(heap.total_heap_size),
      arrayBuffersMb: mb(process.memoryUsage().arrayBuffers),
    };
  },
  'test:spin': async ({ ms }, context) => {
    const started = performance.now();
    while (performance.now() - started < ms) {
      const slice = performance.now();
      while (performance.now() - slice < 5) {
        // Busy by design: a stand-in for a heavy aggregation.
      }
      await context.checkpoint();
    }
    return { spunMs: Math.round(performance.now() - started) };
  },
};
