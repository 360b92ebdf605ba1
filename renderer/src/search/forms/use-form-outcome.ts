// What every form needs from live validation: the outcome, the messages no field shows, the request to submit.
import { useMemo } from 'react';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import { issueDescriber } from '../issue-text';
import type { SearchRequest } from '../types';
import { useLang } from '../../i18n/messages';
import { requestFrom, unclaimedMessages, useLiveValidation, type ValidationOutcome } from '../validation';

export interface FormOutcome<N extends OperationName> {
  outcome: ValidationOutcome<N>;
  /** Messages of parameters the form shows no field for (and form-wide ones). */
  loose: string[];
  /** The request to submit, or null while the parameters are invalid. */
  request: SearchRequest<N> | null;
}

/** `shown` lists the parameters the form has fields for; keep it a module-level constant. */
export function useFormOutcome<N extends OperationName>(
  operation: N,
  params: OperationInput<N>,
  shown: readonly string[],
): FormOutcome<N> {
  const lang = useLang();
  // Every message in the interface language, naming its field by the label the form shows: beside the field, and
  // above the form for parameters without one. Every invalid field has its message at once.
  const describe = useMemo(() => issueDescriber(lang, operation), [lang, operation]);
  const outcome = useLiveValidation(operation, params, describe);
  return useMemo(
    () => ({ outcome, loose: unclaimedMessages(outcome, shown), request: requestFrom(operation, outcome) }),
    [operation, outcome, shown],
  );
}
