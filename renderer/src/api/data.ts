// Typed access to the 16 operations from the renderer: one call, the operation's own parameter and result types.
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { Result } from '#shared/errors';
import type { CachePolicy, DataAnswer, DataRequest } from '#shared/ipc/contract';
import { api } from './api';

export function fetchData<N extends OperationName>(
  operation: N,
  params: OperationInput<N>,
  policy?: CachePolicy,
): Promise<Result<DataAnswer<N>>> {
  const request = { operation, params, ...(policy ? { policy } : {}) } as DataRequest;
  return api.invoke('data:fetch', request) as Promise<Result<DataAnswer<N>>>;
}
