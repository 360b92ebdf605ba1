// The typed message protocol between the core and its worker threads: calls with ids, replies as Results (never
// thrown across the boundary), progress messages, and cancellation by id.
import type { AppError } from '#shared/errors';
import type { DemoResponse } from '../demo/http/responses';
import type { DemoServiceOptions } from '../demo/http/handle-request';

/** A request to the in-process demo service, as plain data that crosses to the worker. */
export interface DemoWireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  options: DemoServiceOptions;
  /** The market day to answer on (the demo market follows the calendar). */
  day: number;
}

/** The worker's methods: what each takes and answers. Features add theirs here and in worker-methods.ts. */
export interface WorkerMethods {
  ping: { input: { delayMs?: number }; output: { pong: true; threadId: number } };
  'demo:request': { input: DemoWireRequest; output: DemoResponse };
  /** Busy work for tests and benchmarks: spins for `ms` in slices, honouring cancellation. */
  'test:spin': { input: { ms: number }; output: { spunMs: number } };
}

export type WorkerMethod = keyof WorkerMethods;
export type WorkerInput<M extends WorkerMethod> = WorkerMethods[M]['input'];
export type WorkerOutput<M extends WorkerMethod> = WorkerMethods[M]['output'];

export type ToWorker =
  { kind: 'call'; id: number; method: WorkerMethod; input: unknown } | { kind: 'cancel'; id: number };

export type FromWorker =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: AppError }
  | { kind: 'progress'; id: number; value: unknown }
  | { kind: 'ready' };

/** Which worker runs a method: the demo market answers on its own thread so heavy work never delays it. */
export type WorkerRole = 'demo' | 'compute';

export interface WorkerData {
  role: WorkerRole;
  dataDir: string;
}
