// The renderer's one way to ask the data service for an answer: `data:fetch` through window.api, typed per
// operation, never throwing, and reporting how the service answered to the connection store (status bar) whenever
// the service was asked.
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import { fail, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { CachePolicy, DataAnswer, DataRequest, Provenance } from '#shared/ipc/contract';
import { api } from '../api/api';
import { currentDataLang } from '../state/preferences-store';
import { connectionStateOf, useConnection } from './connection-store';

/** Reports a finished load to the connection store. */
export function reportOutcome(
  result: Result<{ provenance: Pick<Provenance, 'stale' | 'fallbackReason'> & Partial<Pick<Provenance, 'fromCache'>> }>,
): void {
  const fallback = result.ok ? result.value.provenance.fallbackReason?.code : undefined;
  const fromCache = result.ok && result.value.provenance.fromCache === true;
  useConnection
    .getState()
    .report(
      connectionStateOf(
        result.ok
          ? { ok: true, stale: result.value.provenance.stale, fromCache, ...(fallback ? { fallback } : {}) }
          : { ok: false, code: result.error.code },
      ),
    );
}

/** Asks one operation; the answer (or the typed error) of that operation. */
export async function loadAnswer<N extends OperationName>(
  operation: N,
  params: OperationInput<N>,
  policy?: CachePolicy,
): Promise<Result<DataAnswer<N>>> {
  // A generic operation cannot be matched to one member of the request union by the compiler; this is the one place
  // that says so. The contract types the answer by the operation asked.
  // The places a warning names are named in the data's language; the warnings are worded here, in the window's.
  const lang = currentDataLang();
  const request = { operation, params, lang, ...(policy ? { policy } : {}) } as DataRequest & { operation: N };
  let result: Result<DataAnswer<N>>;
  try {
    result = (await api.invoke('data:fetch', request)) as Result<DataAnswer<N>>;
  } catch (cause) {
    result = fail(
      'internal',
      ref('error.window.callFailed', { detail: cause instanceof Error ? cause.message : String(cause) }),
    );
  }
  // A read of saved answers only (a place name looked up without spending a request) was never sent: its miss fails
  // as "offline", and a hit says nothing either, so it would set the status bar to what the service never said.
  if (policy !== 'offline') reportOutcome(result);
  return result;
}

/** The same request again, for the operation it names. */
export function loadRequest(request: DataRequest, policy?: CachePolicy): Promise<Result<DataAnswer>> {
  return loadAnswer(request.operation, request.params as OperationInput<OperationName>, policy ?? request.policy);
}
