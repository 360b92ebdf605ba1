// Filters of /search-new-projects: every parameter of the spec except langs (the app's data language) and page.
import { useMemo } from 'react';
import { searchValueWords } from '#shared/words/search-value-words';
import { COMPLETION_PERCENTAGES, SORT_ORDERS } from '#shared/data-service/params';
import { Field, FormFrame, NumberInput, PropertyTypeGroups, Segmented, Select, optionsOf } from '../fields';
import { DeveloperPicker } from '../pickers/DeveloperPicker';
import type { SearchFormProps } from '../types';
import { useLang, useMessage } from '../../i18n/messages';
import { initialProjectSearchState, projectSearchParams, type ProjectSearchFormState } from './models';
import { RANGE_PARAMS, RangeFields } from './RangeFields';
import { RoomsAndBathsFields } from './RoomsAndBathsFields';
import { LocationsField } from './LocationsField';
import { useFormOutcome } from './use-form-outcome';

export { initialProjectSearchState, projectSearchParams, type ProjectSearchFormState } from './models';

export type ProjectSearchFormProps = SearchFormProps<ProjectSearchFormState, 'search-new-projects'>;

const SHOWN = [
  'location_ids',
  'property_type',
  'sort_order',
  ...RANGE_PARAMS,
  'rooms',
  'baths',
  'developer_ids',
  'completion_percentage',
  'pre_handover_payment',
] as const;

export function ProjectSearchForm({ value, onChange, onSubmit, busy }: ProjectSearchFormProps) {
  const say = useMessage();
  const lang = useLang();
  const params = useMemo(() => projectSearchParams(value, lang), [value, lang]);
  const { fields: errors, loose, canSubmit, request } = useFormOutcome('search-new-projects', params, SHOWN);
  const set = (patch: Partial<ProjectSearchFormState>) => onChange({ ...value, ...patch });

  return (
    <FormFrame
      title={say('search.titles.projects')}
      canSubmit={canSubmit}
      busy={busy}
      status={!canSubmit ? say('search.status.fixErrors') : undefined}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialProjectSearchState())}
    >
      <LocationsField
        value={value.locations}
        onChange={(locations) => set({ locations })}
        error={errors.location_ids}
      />
      <Field
        name="property_type"
        label={say('search.fields.propertyType')}
        hint={say('search.hints.projectTypes')}
        error={errors.property_type}
        wide
        group
      >
        {() => (
          <PropertyTypeGroups selected={value.propertyTypes} onChange={(propertyTypes) => set({ propertyTypes })} />
        )}
      </Field>
      <RoomsAndBathsFields value={value} onChange={set} errors={errors} />
      <RangeFields value={value} onChange={set} errors={errors} priceHint={say('search.hints.priceSale')} />
      <Field
        name="completion_percentage"
        label={say('search.fields.completionPercentage')}
        error={errors.completion_percentage}
        group
      >
        {() => (
          <Segmented
            value={value.completionPercentage}
            options={optionsOf(COMPLETION_PERCENTAGES, searchValueWords(lang).completionPercentages)}
            onChange={(completionPercentage) => set({ completionPercentage })}
          />
        )}
      </Field>
      <Field
        name="pre_handover_payment"
        label={say('search.fields.preHandoverPayment')}
        hint={say('search.hints.preHandoverPayment')}
        error={errors.pre_handover_payment}
      >
        {(control) => (
          <NumberInput
            control={control}
            value={value.preHandoverPayment}
            placeholder={say('search.placeholders.percent')}
            unit={say('search.units.percent')}
            onChange={(preHandoverPayment) => set({ preHandoverPayment })}
          />
        )}
      </Field>
      <Field name="developer_ids" label={say('search.fields.developers')} error={errors.developer_ids}>
        {(control) => (
          <DeveloperPicker
            inputId={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            value={value.developers}
            onChange={(developers) => set({ developers })}
          />
        )}
      </Field>
      <Field name="sort_order" label={say('search.fields.sortOrder')} error={errors.sort_order}>
        {(control) => (
          <Select
            control={control}
            value={value.sortOrder}
            options={optionsOf(SORT_ORDERS, searchValueWords(lang).sortOrders)}
            onChange={(sortOrder) => set({ sortOrder })}
          />
        )}
      </Field>
    </FormFrame>
  );
}
