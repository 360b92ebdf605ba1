// Agents by location and specialization (/agent-search) or by name (/agent-search-by-name).
import { useMemo, useState } from 'react';
import { searchValueWords } from '#shared/words/search-value-words';
import { AGENT_CATEGORIES, PURPOSES } from '#shared/data-service/params';
import { Field, FormFrame, Segmented, TextInput, optionsOf } from '../fields';
import type { SearchFormProps } from '../types';
import { useLang, useMessage } from '../../i18n/messages';
import { ModeSwitch } from './ModeSwitch';
import { COMPLETION_CHOICES, agentSearchRequest, initialAgentSearchState, type AgentSearchFormState } from './models';
import { LocationsField } from './LocationsField';
import { useFormOutcome } from './use-form-outcome';

export { agentSearchRequest, initialAgentSearchState, type AgentSearchFormState } from './models';

export type AgentSearchOperation = 'agent-search' | 'agent-search-by-name';
export type AgentSearchFormProps = SearchFormProps<AgentSearchFormState, AgentSearchOperation>;

const SHOWN_BY_LOCATION = ['location_ids', 'purpose', 'category', 'completion_status'] as const;
const SHOWN_BY_NAME = ['query'] as const;

export function AgentSearchForm({ value, onChange, onSubmit, busy }: AgentSearchFormProps) {
  const say = useMessage();
  const lang = useLang();
  const [queryTouched, setQueryTouched] = useState(false);
  const built = useMemo(() => agentSearchRequest(value), [value]);
  const byName = value.mode === 'name';
  const {
    fields: errors,
    loose,
    canSubmit,
    request,
  } = useFormOutcome<AgentSearchOperation>(
    built.operation,
    built.params,
    byName ? SHOWN_BY_NAME : SHOWN_BY_LOCATION,
    !byName || value.query.trim().length > 0,
  );
  const set = (patch: Partial<AgentSearchFormState>) => onChange({ ...value, ...patch });
  const queryPristine = !queryTouched && value.query.length === 0;
  const status = canSubmit
    ? undefined
    : byName && value.query.trim().length === 0
      ? say('search.status.needName')
      : say('search.status.fixErrors');

  return (
    <FormFrame
      title={say('search.titles.agents')}
      header={<ModeSwitch value={value.mode} onChange={(mode) => set({ mode })} />}
      canSubmit={canSubmit}
      busy={busy}
      status={status}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialAgentSearchState({ mode: value.mode }))}
    >
      {byName ? (
        <Field
          name="query"
          label={say('search.fields.agentName')}
          hint={say('search.hints.nameQuery')}
          error={queryPristine ? undefined : errors.query}
          wide
        >
          {(control) => (
            <TextInput
              control={control}
              testId="name-query-input"
              value={value.query}
              placeholder={say('search.placeholders.agentName')}
              onChange={(query) => set({ query })}
              onBlur={() => setQueryTouched(true)}
            />
          )}
        </Field>
      ) : (
        <>
          <LocationsField
            value={value.locations}
            onChange={(locations) => set({ locations })}
            error={errors.location_ids}
          />
          <Field name="purpose" label={say('search.fields.purpose')} error={errors.purpose} group>
            {() => (
              <Segmented
                value={value.purpose}
                options={optionsOf(PURPOSES, (v) => say(`search.purposes.${v}`))}
                onChange={(purpose) => set({ purpose })}
              />
            )}
          </Field>
          <Field name="category" label={say('search.fields.agentCategory')} error={errors.category} group>
            {() => (
              <Segmented
                value={value.category}
                options={optionsOf(AGENT_CATEGORIES, searchValueWords(lang).agentCategories)}
                onChange={(category) => set({ category })}
              />
            )}
          </Field>
          <Field
            name="completion_status"
            label={say('search.fields.completionStatus')}
            error={errors.completion_status}
            group
          >
            {() => (
              <Segmented
                value={value.completionStatus}
                options={optionsOf(COMPLETION_CHOICES, (v) => say(`search.completionStatuses.${v}`))}
                onChange={(completionStatus) => set({ completionStatus })}
              />
            )}
          </Field>
        </>
      )}
    </FormFrame>
  );
}
