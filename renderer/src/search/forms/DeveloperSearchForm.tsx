// Developers by name (/developer-search-by-name).
import { useMemo, useState } from 'react';
import { Field, FormFrame, TextInput } from '../fields';
import type { SearchFormProps } from '../types';
import { useMessage } from '../../i18n/messages';
import { developerSearchParams, initialDeveloperSearchState, type DeveloperSearchFormState } from './models';
import { useFormOutcome } from './use-form-outcome';

export { developerSearchParams, initialDeveloperSearchState, type DeveloperSearchFormState } from './models';

export type DeveloperSearchFormProps = SearchFormProps<DeveloperSearchFormState, 'developer-search-by-name'>;

const SHOWN = ['query'] as const;

export function DeveloperSearchForm({ value, onChange, onSubmit, busy }: DeveloperSearchFormProps) {
  const say = useMessage();
  const [queryTouched, setQueryTouched] = useState(false);
  const params = useMemo(() => developerSearchParams(value), [value]);
  const {
    fields: errors,
    loose,
    canSubmit,
    request,
  } = useFormOutcome('developer-search-by-name', params, SHOWN, value.query.trim().length > 0);
  const status = canSubmit
    ? undefined
    : value.query.trim().length === 0
      ? say('search.status.needName')
      : say('search.status.fixErrors');

  return (
    <FormFrame
      title={say('search.titles.developers')}
      canSubmit={canSubmit}
      busy={busy}
      status={status}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialDeveloperSearchState())}
    >
      <Field
        name="query"
        label={say('search.fields.developerName')}
        hint={say('search.hints.nameQuery')}
        error={!queryTouched && value.query.length === 0 ? undefined : errors.query}
        wide
      >
        {(control) => (
          <TextInput
            control={control}
            testId="name-query-input"
            value={value.query}
            placeholder={say('search.placeholders.developerName')}
            onChange={(query) => onChange({ ...value, query })}
            onBlur={() => setQueryTouched(true)}
          />
        )}
      </Field>
    </FormFrame>
  );
}
