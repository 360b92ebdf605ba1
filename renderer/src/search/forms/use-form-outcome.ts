// What every form needs from live validation: the outcome, the messages no field shows, the request to submit.
import { useMemo } from 'react';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import { issueDescriber, paramLabel } from '../issue-text';
import { SEARCH_STRINGS } from '../search-strings';
import type { SearchRequest } from '../types';
import { useLang } from '../use-search-strings';
import { requestFrom, useLiveValidation, type ValidationOutcome } from '../validation';

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
  // Messages in the interface language; those of parameters without a field name it by its label.
  const describe = useMemo(() => issueDescriber(lang), [lang]);
  const outcome = useLiveValidation(operation, params, describe);
  return useMemo(() => {
    const claimed = new Set(shown);
    const loose = Object.entries(outcome.fields)
      .filter(([param]) => !claimed.has(param))
      .map(([param, message]) => `${paramLabel(param, SEARCH_STRINGS[lang]) ?? param}: ${message}`);
    return { outcome, loose: [...loose, ...outcome.form], request: requestFrom(operation, outcome) };
  }, [operation, outcome, shown, lang]);
}
