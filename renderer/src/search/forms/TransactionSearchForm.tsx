// Filters of /transactions: every parameter of the spec except page; categories by name.
import { useMemo } from 'react';
import { searchValueWords } from '#shared/words/search-value-words';
import { PURPOSES, TIME_PERIODS, TRANSACTION_CATEGORY_NAMES, TRANSACTION_SORTS } from '#shared/data-service/params';
import { ChipToggles, Field, FormFrame, Segmented, Select, optionsOf } from '../fields';
import type { SearchFormProps } from '../types';
import { useLang, useMessage } from '../../i18n/messages';
import {
  COMPLETION_CHOICES,
  ROOM_CHOICES,
  initialTransactionSearchState,
  transactionSearchParams,
  type TransactionCategory,
  type TransactionSearchFormState,
} from './models';
import { RANGE_PARAMS, RangeFields } from './RangeFields';
import { CountsField } from './CountsField';
import { LocationsField } from './LocationsField';
import { useFormOutcome } from './use-form-outcome';

export { initialTransactionSearchState, transactionSearchParams, type TransactionSearchFormState } from './models';

export type TransactionSearchFormProps = SearchFormProps<TransactionSearchFormState, 'transactions'>;

const SHOWN = [
  'purpose',
  'category_ids',
  'location_ids',
  'completion_status',
  'time_period',
  'beds',
  ...RANGE_PARAMS,
  'sort_by',
] as const;

function toggleCategory(selected: readonly TransactionCategory[], category: TransactionCategory) {
  return selected.includes(category)
    ? selected.filter((c) => c !== category)
    : TRANSACTION_CATEGORY_NAMES.filter((c) => c === category || selected.includes(c));
}

export function TransactionSearchForm({ value, onChange, onSubmit, busy }: TransactionSearchFormProps) {
  const say = useMessage();
  const lang = useLang();
  const params = useMemo(() => transactionSearchParams(value, lang), [value, lang]);
  const { fields: errors, loose, canSubmit, request } = useFormOutcome('transactions', params, SHOWN);
  const set = (patch: Partial<TransactionSearchFormState>) => onChange({ ...value, ...patch });

  return (
    <FormFrame
      title={say('search.titles.transactions')}
      canSubmit={canSubmit}
      busy={busy}
      status={!canSubmit ? say('search.status.fixErrors') : undefined}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialTransactionSearchState({ purpose: value.purpose }))}
    >
      <Field name="purpose" label={say('search.fields.purpose')} error={errors.purpose} group>
        {() => (
          <Segmented
            value={value.purpose}
            options={optionsOf(PURPOSES, (v) => say(`search.transactionPurposes.${v}`))}
            onChange={(purpose) => set({ purpose })}
          />
        )}
      </Field>
      <Field name="time_period" label={say('search.fields.timePeriod')} error={errors.time_period}>
        {(control) => (
          <Select
            control={control}
            value={value.timePeriod}
            options={optionsOf(TIME_PERIODS, searchValueWords(lang).timePeriods)}
            onChange={(timePeriod) => set({ timePeriod })}
          />
        )}
      </Field>
      <LocationsField
        value={value.locations}
        onChange={(locations) => set({ locations })}
        error={errors.location_ids}
      />
      <Field
        name="category_ids"
        label={say('search.fields.transactionCategory')}
        error={errors.category_ids}
        wide
        group
      >
        {() => (
          <ChipToggles
            selected={value.categories}
            options={optionsOf(TRANSACTION_CATEGORY_NAMES, searchValueWords(lang).transactionCategories)}
            onToggle={(category) => set({ categories: toggleCategory(value.categories, category) })}
          />
        )}
      </Field>
      <CountsField
        name="beds"
        label={say('search.fields.beds')}
        choices={ROOM_CHOICES}
        value={value.beds}
        onChange={(beds) => set({ beds })}
        error={errors.beds}
      />
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
      <RangeFields
        value={value}
        onChange={set}
        errors={errors}
        priceHint={value.purpose === 'for-rent' ? say('search.hints.yearlyRent') : say('search.hints.priceSale')}
      />
      <Field name="sort_by" label={say('search.fields.sortBy')} error={errors.sort_by}>
        {(control) => (
          <Select
            control={control}
            value={value.sortBy}
            options={optionsOf(TRANSACTION_SORTS, searchValueWords(lang).transactionSorts)}
            onChange={(sortBy) => set({ sortBy })}
          />
        )}
      </Field>
    </FormFrame>
  );
}
