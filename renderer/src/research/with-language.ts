// The data language of a request, for the operations that take `langs`.
import { OPERATIONS } from '#shared/data-service/operations';
import type { DataLang } from '#shared/domain/lang';
import type { DataRequest } from '#shared/ipc/contract';

export function takesLanguage(request: DataRequest): boolean {
  return 'langs' in (OPERATIONS[request.operation].params.shape as Record<string, unknown>);
}

/** The request asked in the data language (the interface's may be one the service does not speak). */
export function withLanguage(request: DataRequest, lang: DataLang): DataRequest {
  if (!takesLanguage(request)) return request;
  return { ...request, params: { ...request.params, langs: lang } } as DataRequest;
}

/** The language a request was asked in, when it names one. */
export function languageOf(request: DataRequest | null): string | null {
  const langs = (request?.params as { langs?: unknown } | undefined)?.langs;
  if (typeof langs === 'string') return langs;
  return Array.isArray(langs) && typeof langs[0] === 'string' ? langs[0] : null;
}
