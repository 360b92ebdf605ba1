// What every form needs from live validation: each field's message, the messages no field shows, whether it may be
// submitted, and the request to submit.
import { useDeferredValue, useMemo } from 'react';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import { inFirstRender } from '../../api/start-gate';
import { issueDescriber } from '../issue-text';
import type { SearchRequest } from '../types';
import { useLang } from '../../i18n/messages';
import { requestFrom, unclaimedMessages, validateParams, type ValidationOutcome } from '../validation';

export interface FormOutcome<N extends OperationName> {
  /** Each invalid parameter's message, by parameter. */
  fields: Readonly<Record<string, string>>;
  /** Messages of parameters the form shows no field for (and form-wide ones). */
  loose: string[];
  /** False while the parameters are invalid. */
  canSubmit: boolean;
  /** The request to submit for the parameters as they are, or null while they are invalid. */
  request(): SearchRequest<N> | null;
}

const NO_MESSAGES: Readonly<Record<string, string>> = {};

/**
 * `shown` lists the parameters the form has fields for; keep it a module-level constant. `filled`: whether the form
 * holds what its operation cannot go without (a name, a place), the one thing known before the form's first check.
 */
export function useFormOutcome<N extends OperationName>(
  operation: N,
  params: OperationInput<N>,
  shown: readonly string[],
  filled = true,
): FormOutcome<N> {
  const lang = useLang();
  // Every message in the interface language, naming its field by the label the form shows: beside the field, and
  // above the form for parameters without one. Every invalid field has its message at once.
  const describe = useMemo(() => issueDescriber(lang, operation), [lang, operation]);
  // A form drawn in the window's first render is checked just after it: making the operation's schema and parsing
  // the form's parameters kept the form off screen for some milliseconds (ARCHITECTURE.md, "Schemas made on first
  // use"). Until then the form shows no message and may be submitted when filled (a form that lacks its name or place
  // says so from its first frame); a submit checks the parameters there and then.
  // (A deferred value's first render: React draws the form unchecked, then renders it again with the check as
  // background work, some tens of milliseconds later at start.)
  const checking = useDeferredValue(true, inFirstRender() ? false : undefined);
  const outcome: ValidationOutcome<N> | null = useMemo(
    () => (checking ? validateParams(operation, params, describe) : null),
    [checking, operation, params, describe],
  );
  return useMemo(
    () => ({
      fields: outcome?.fields ?? NO_MESSAGES,
      loose: outcome ? unclaimedMessages(outcome, shown) : [],
      canSubmit: outcome?.valid ?? filled,
      request: () => requestFrom(operation, outcome ?? validateParams(operation, params, describe)),
    }),
    [outcome, operation, params, describe, shown, filled],
  );
}
