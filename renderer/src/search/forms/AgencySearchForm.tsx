// Agencies in one location (/agency-search, a single location_id) or by name (/agency-search-by-name).
import { useMemo, useState } from 'react';
import { Field, FormFrame, TextInput } from '../fields';
import { LocationPicker } from '../pickers/LocationPicker';
import type { SearchFormProps } from '../types';
import { useMessage } from '../../i18n/messages';
import { ModeSwitch } from './ModeSwitch';
import { agencySearchRequest, initialAgencySearchState, type AgencySearchFormState } from './models';
import { useFormOutcome } from './use-form-outcome';

export { agencySearchRequest, initialAgencySearchState, type AgencySearchFormState } from './models';

export type AgencySearchOperation = 'agency-search' | 'agency-search-by-name';
export type AgencySearchFormProps = SearchFormProps<AgencySearchFormState, AgencySearchOperation>;

const SHOWN_BY_LOCATION = ['location_id'] as const;
const SHOWN_BY_NAME = ['query'] as const;

export function AgencySearchForm({ value, onChange, onSubmit, busy }: AgencySearchFormProps) {
  const say = useMessage();
  const [locationTouched, setLocationTouched] = useState(false);
  const [queryTouched, setQueryTouched] = useState(false);
  const built = useMemo(() => agencySearchRequest(value), [value]);
  const byName = value.mode === 'name';
  const {
    fields: errors,
    loose,
    canSubmit,
    request,
  } = useFormOutcome<AgencySearchOperation>(
    built.operation,
    built.params,
    byName ? SHOWN_BY_NAME : SHOWN_BY_LOCATION,
    byName ? value.query.trim().length > 0 : value.location !== null,
  );
  const set = (patch: Partial<AgencySearchFormState>) => onChange({ ...value, ...patch });
  const status = canSubmit
    ? undefined
    : byName
      ? value.query.trim().length === 0
        ? say('search.status.needName')
        : say('search.status.fixErrors')
      : value.location === null
        ? say('search.status.needLocation')
        : say('search.status.fixErrors');

  return (
    <FormFrame
      title={say('search.titles.agencies')}
      header={<ModeSwitch value={value.mode} onChange={(mode) => set({ mode })} />}
      canSubmit={canSubmit}
      busy={busy}
      status={status}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialAgencySearchState({ mode: value.mode }))}
    >
      {byName ? (
        <Field
          name="query"
          label={say('search.fields.agencyName')}
          hint={say('search.hints.nameQuery')}
          error={!queryTouched && value.query.length === 0 ? undefined : errors.query}
          wide
        >
          {(control) => (
            <TextInput
              control={control}
              testId="name-query-input"
              value={value.query}
              placeholder={say('search.placeholders.agencyName')}
              onChange={(query) => set({ query })}
              onBlur={() => setQueryTouched(true)}
            />
          )}
        </Field>
      ) : (
        <Field
          name="location_id"
          label={say('search.fields.location')}
          hint={say('search.hints.agencyLocation')}
          error={locationTouched || value.location !== null ? errors.location_id : undefined}
          wide
        >
          {(control) => (
            <LocationPicker
              single
              inputId={control.id}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
              value={value.location ? [value.location] : []}
              onChange={(picked) => set({ location: picked[0] ?? null })}
              onBlur={() => setLocationTouched(true)}
            />
          )}
        </Field>
      )}
    </FormFrame>
  );
}
