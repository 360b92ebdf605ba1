// Every worker method's implementation, joined from the features' method tables.
import type { MethodTable } from './method-table';
import { ANALYTICS_METHODS } from './methods/analytics-methods';
import { DEMO_METHODS } from './methods/demo-methods';
import { STORE_METHODS } from './methods/store-methods';
import { EXPORT_METHODS } from './methods/export-methods';
import { SYSTEM_METHODS } from './methods/system-methods';
import type { WorkerInput, WorkerMethod, WorkerMethods, WorkerOutput } from './protocol';
import type { MethodContext } from './worker-context';

export type MethodImpl<M extends WorkerMethod> = (
  input: WorkerInput<M>,
  context: MethodContext,
) => Promise<WorkerOutput<M>> | WorkerOutput<M>;

export const WORKER_METHODS: MethodTable<WorkerMethods> = {
  ...SYSTEM_METHODS,
  ...DEMO_METHODS,
  ...STORE_METHODS,
  ...EXPORT_METHODS,
  ...ANALYTICS_METHODS,
};
