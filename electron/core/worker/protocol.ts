// The typed message protocol between the core and its worker threads: calls with ids, replies as Results (never
// thrown across the boundary), progress messages, and cancellation by id. Each feature declares its methods in
// worker/methods/<feature>-methods.ts; they are joined here and in worker-methods.ts.
import type { AppError } from '#shared/errors';
import type { AnalyticsWorkerMethods } from './methods/analytics-methods';
import type { DemoWorkerMethods } from './methods/demo-methods';
import type { StoreWorkerMethods } from './methods/store-methods';
import type { ExportWorkerMethods } from './methods/export-methods';
import type { SystemWorkerMethods } from './methods/system-methods';

export type { DemoWireRequest } from './wire-types';

/** Every worker method: what it takes and answers. */
export interface WorkerMethods
  extends SystemWorkerMethods, DemoWorkerMethods, StoreWorkerMethods, ExportWorkerMethods, AnalyticsWorkerMethods {}

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

/**
 * Which worker runs a method: the demo market answers on its own thread so heavy work never delays it, and store
 * upkeep (checkpoints) has a small thread of its own so that a long aggregation never holds the WAL back.
 */
export type WorkerRole = 'demo' | 'compute' | 'store';

export interface WorkerData {
  role: WorkerRole;
  dataDir: string;
}
