// One answer of the data service as a React hook: loading, error or the answer (with its provenance), re-asked
// when the request changes. Detail views and their lists use it; it loads through loadAnswer like everything else.
import { useEffect, useRef, useState } from 'react';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { AppError, Result } from '#shared/errors';
import type { DataAnswer, Provenance } from '#shared/ipc/contract';
import { loadAnswer } from './load-answer';

export type AnswerStatus = 'idle' | 'loading' | 'ok' | 'error';

export interface AnswerState<N extends OperationName> {
  status: AnswerStatus;
  /** The answer to the current request; null while it loads or when it failed. */
  answer: DataAnswer<N> | null;
  /** The last answer that arrived for any request of this hook: shown (dimmed) while the next one loads. */
  lastAnswer: DataAnswer<N> | null;
  error: AppError | null;
  retry(): void;
}

interface Settled<N extends OperationName> {
  key: string;
  result: Result<DataAnswer<N>>;
  lastAnswer: DataAnswer<N> | null;
}

export interface DataAnswerOptions {
  /** Hears the provenance of every answer (the detail on screen tells the status bar where it came from). */
  onProvenance?: (provenance: Provenance) => void;
}

/** Asks `operation` with `params` (null: ask nothing, status 'idle'). Stale answers of earlier requests are dropped. */
export function useDataAnswer<N extends OperationName>(
  operation: N,
  params: OperationInput<N> | null,
  options: DataAnswerOptions = {},
): AnswerState<N> {
  // Read when an answer arrives: a new callback identity is no reason to ask again.
  const onProvenance = useRef(options.onProvenance);
  useEffect(() => {
    onProvenance.current = options.onProvenance;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<N> | null>(null);
  // The request, as one string: the effect re-runs exactly when the operation, a parameter or the attempt changes.
  const key = params === null ? null : JSON.stringify([operation, params, attempt]);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const [op, input] = JSON.parse(key) as [N, OperationInput<N>, number];
    void loadAnswer(op, input).then((result: Result<DataAnswer<N>>) => {
      if (!current) return;
      if (result.ok) onProvenance.current?.(result.value.provenance);
      setSettled((previous) => ({
        key,
        result,
        lastAnswer: result.ok ? result.value : (previous?.lastAnswer ?? null),
      }));
    });
    return () => {
      current = false;
    };
  }, [key]);

  const retry = () => setAttempt((n) => n + 1);
  const lastAnswer = settled?.lastAnswer ?? null;
  if (key === null) return { status: 'idle', answer: null, lastAnswer, error: null, retry };
  if (!settled || settled.key !== key) return { status: 'loading', answer: null, lastAnswer, error: null, retry };
  if (settled.result.ok) {
    return { status: 'ok', answer: settled.result.value, lastAnswer, error: null, retry };
  }
  return { status: 'error', answer: null, lastAnswer, error: settled.result.error, retry };
}

/**
 * The answer to show: the current one or, while a new one loads for the same record (the broker switched the data
 * language), the last one, so the view does not blank out.
 */
export function answerToShow<N extends OperationName>(
  state: AnswerState<N>,
  sameRecord: (answer: DataAnswer<N>) => boolean,
): DataAnswer<N> | null {
  if (state.answer) return state.answer;
  if (state.status === 'loading' && state.lastAnswer && sameRecord(state.lastAnswer)) return state.lastAnswer;
  return null;
}
