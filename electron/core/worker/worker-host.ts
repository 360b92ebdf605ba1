// The core's side of its worker threads: one thread per role, started on first use, calls answered by id, progress
// forwarded, cancellation by AbortSignal, and a crashed worker restarted on the next call (its calls fail clearly).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppFailure } from '#shared/errors';
import type { FromWorker, ToWorker, WorkerData, WorkerInput, WorkerMethod, WorkerOutput, WorkerRole } from './protocol';
import { ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

interface Pending {
  resolve(value: unknown): void;
  reject(error: AppFailure): void;
  onProgress?: (value: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (value: unknown) => void;
}

/** The worker script: the built worker.js next to the bundle, or the TypeScript sources through tsx. */
export function workerScript(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { file: join(dirname(here), 'bootstrap.mjs'), execArgv: [] };
  for (const dir of [dirname(here), dirname(dirname(here))]) {
    const built = join(dir, 'worker.js');
    if (existsSync(built)) return { file: built, execArgv: [] };
  }
  throw new Error(`worker.js not found beside ${here}: run \`npm run build\``);
}

/**
 * The compute thread churns through short-lived rows (export slices, aggregation columns). A young generation of
 * 16 MB has them collected early, instead of letting garbage raise the process's resident memory: a 100,000-row
 * export peaked at 302 to 346 MB with V8's default and at 283 to 289 MB with this, in the same time.
 */
const COMPUTE_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

export class WorkerHost {
  private readonly threads = new Map<WorkerRole, Thread>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly dataDir: string,
    private readonly log: Log = () => {},
  ) {}

  private thread(role: WorkerRole): Thread {
    const existing = this.threads.get(role);
    if (existing) return existing;
    const script = workerScript();
    const data: WorkerData = { role, dataDir: this.dataDir };
    const worker = new Worker(script.file, {
      workerData: data,
      execArgv: script.execArgv,
      ...(role === 'compute' ? { resourceLimits: COMPUTE_LIMITS } : {}),
    });
    // A worker must never keep a CLI run or a test alive by itself: calls in flight hold a ref instead.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: FromWorker) => this.onMessage(thread, message));
    const fail = (reason: string) => {
      this.threads.delete(role);
      for (const pending of thread.pending.values()) {
        pending.reject(new AppFailure('internal', ref('error.worker.stopped', { reason })));
      }
      thread.pending.clear();
    };
    worker.on('error', (error) => {
      this.log(ref('log.worker.failed', { role }), error);
      fail(error.message);
    });
    worker.on('exit', (code) => {
      if (!this.closed && code !== 0) this.log(ref('log.worker.exited', { role, code: String(code) }));
      fail(`exit code ${code}`);
    });
    this.threads.set(role, thread);
    return thread;
  }

  private onMessage(thread: Thread, message: FromWorker): void {
    if (message.kind === 'ready') return;
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    if (message.kind === 'progress') {
      pending.onProgress?.(message.value);
      return;
    }
    thread.pending.delete(message.id);
    if (thread.pending.size === 0) thread.worker.unref();
    if (message.ok) pending.resolve(message.value);
    else {
      pending.reject(AppFailure.of(message.error));
    }
  }

  /** The roles whose thread is running: a command answered from the cache starts none. */
  running(): WorkerRole[] {
    return [...this.threads.keys()];
  }

  call<M extends WorkerMethod>(
    role: WorkerRole,
    method: M,
    input: WorkerInput<M>,
    options: CallOptions = {},
  ): Promise<WorkerOutput<M>> {
    if (this.closed) return Promise.reject(new AppFailure('internal', ref('error.worker.closed')));
    if (options.signal?.aborted) return Promise.reject(new AppFailure('cancelled', ref('error.task.cancelled')));
    const thread = this.thread(role);
    const id = this.nextId++;
    return new Promise<WorkerOutput<M>>((resolve, reject) => {
      const onAbort = (): void => {
        thread.worker.postMessage({ kind: 'cancel', id } satisfies ToWorker);
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      thread.pending.set(id, {
        resolve: (value) => {
          options.signal?.removeEventListener('abort', onAbort);
          resolve(value as WorkerOutput<M>);
        },
        reject: (error) => {
          options.signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      thread.worker.ref();
      thread.worker.postMessage({ kind: 'call', id, method, input } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.threads.values()];
    this.threads.clear();
    // A timer holds the process until every worker has exited: a terminating worker's handle does not keep the
    // event loop alive (ref() or not), so a script awaiting close() as its last step could be left pending when the
    // loop empties, and Node exits with code 13 (seen with the CLI and benchmarks after a large export).
    const hold = setInterval(() => {}, 1000);
    try {
      await Promise.all(threads.map((t) => t.worker.terminate()));
    } finally {
      clearInterval(hold);
    }
  }
}
