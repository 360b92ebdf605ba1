// Adds the data language to a request for the operations that take `langs`.
import { OPERATIONS } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import type { DataRequest } from '#shared/ipc/contract';

export function withLanguage(request: DataRequest, lang: Lang): DataRequest {
  const shape = OPERATIONS[request.operation].params.shape as Record<string, unknown>;
  if (!('langs' in shape)) return request;
  return { ...request, params: { ...request.params, langs: lang } } as DataRequest;
}
