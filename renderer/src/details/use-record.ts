// The record a detail view is about: one answer whose provenance the status bar shows while the view is open.
import { useEffect } from 'react';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { Provenance } from '#shared/ipc/contract';
import { useDataAnswer, type AnswerState } from '../data';
import { useDetailProvenance } from './detail-provenance-store';

const report = { onProvenance: (p: Provenance) => useDetailProvenance.getState().set(p) };

export function useRecord<N extends OperationName>(operation: N, params: OperationInput<N> | null): AnswerState<N> {
  // A new detail starts with no "as of" until its own answer arrives; leaving it clears what it reported.
  useEffect(() => {
    useDetailProvenance.getState().set(null);
    return () => useDetailProvenance.getState().set(null);
  }, []);
  return useDataAnswer(operation, params, report);
}
