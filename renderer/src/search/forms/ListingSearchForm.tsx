// Filters of /search-property: every parameter of the spec except langs (the app's data language) and page.
import { useMemo } from 'react';
import { searchValueWords } from '#shared/words/search-value-words';
import { FURNISHINGS, PURPOSES, RENT_FREQUENCIES, SORT_ORDERS } from '#shared/data-service/params';
import { Checkbox, Field, FormFrame, PropertyTypeGroups, Segmented, Select, optionsOf, type Option } from '../fields';
import { AgencyPicker } from '../pickers/AgencyPicker';
import { AgentPicker } from '../pickers/AgentPicker';
import { AmenityPicker } from '../pickers/AmenityPicker';
import { DeveloperPicker } from '../pickers/DeveloperPicker';
import type { SearchFormProps } from '../types';
import { useLang, useMessage } from '../../i18n/messages';
import {
  COMPLETION_CHOICES,
  initialListingSearchState,
  withPurpose,
  listingSearchParams,
  type Furnishing,
  type ListingSearchFormState,
  type RentFrequency,
} from './models';
import { RANGE_PARAMS, RangeFields } from './RangeFields';
import { RoomsAndBathsFields } from './RoomsAndBathsFields';
import { LocationsField } from './LocationsField';
import { useFormOutcome } from './use-form-outcome';

export { initialListingSearchState, listingSearchParams, type ListingSearchFormState } from './models';

export type ListingSearchFormProps = SearchFormProps<ListingSearchFormState, 'search-property'>;

const SHOWN = [
  'purpose',
  'location_ids',
  'property_type',
  'sort_order',
  'completion_status',
  'rooms',
  'baths',
  'is_furnished',
  ...RANGE_PARAMS,
  'amenities',
  'has_video',
  'has_360_tour',
  'has_floorplan',
  'agent_ids',
  'agency_ids',
  'developer_ids',
  'rent_frequency',
] as const;

export function ListingSearchForm({ value, onChange, onSubmit, busy }: ListingSearchFormProps) {
  const say = useMessage();
  const lang = useLang();
  const params = useMemo(() => listingSearchParams(value, lang), [value, lang]);
  const { fields: errors, loose, canSubmit, request } = useFormOutcome('search-property', params, SHOWN);
  const set = (patch: Partial<ListingSearchFormState>) => onChange({ ...value, ...patch });
  const renting = value.purpose === 'for-rent';

  const furnishingOptions: Option<Furnishing | ''>[] = [
    { value: '', label: say('search.any') },
    ...optionsOf(FURNISHINGS, (v) => say(`search.furnishings.${v}`)),
  ];
  const rentOptions: Option<RentFrequency | ''>[] = [
    { value: '', label: say('search.any') },
    ...optionsOf(RENT_FREQUENCIES, (v) => say(`search.rentFrequencies.${v}`)),
  ];
  const media = [
    { param: 'has_video', key: 'hasVideo', label: say('search.fields.hasVideo') },
    { param: 'has_360_tour', key: 'has360Tour', label: say('search.fields.has360Tour') },
    { param: 'has_floorplan', key: 'hasFloorplan', label: say('search.fields.hasFloorplan') },
  ] as const;

  return (
    <FormFrame
      title={say('search.titles.listings')}
      canSubmit={canSubmit}
      busy={busy}
      status={!canSubmit ? say('search.status.fixErrors') : undefined}
      looseErrors={loose}
      onSubmit={() => {
        const ready = request();
        if (ready) onSubmit(ready);
      }}
      onReset={() => onChange(initialListingSearchState({ purpose: value.purpose }))}
    >
      <Field name="purpose" label={say('search.fields.purpose')} error={errors.purpose} group>
        {() => (
          <Segmented
            value={value.purpose}
            options={optionsOf(PURPOSES, (v) => say(`search.purposes.${v}`))}
            onChange={(purpose) => onChange(withPurpose(value, purpose))}
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
      <LocationsField
        value={value.locations}
        onChange={(locations) => set({ locations })}
        error={errors.location_ids}
      />
      <Field name="property_type" label={say('search.fields.propertyType')} error={errors.property_type} wide group>
        {() => (
          <PropertyTypeGroups selected={value.propertyTypes} onChange={(propertyTypes) => set({ propertyTypes })} />
        )}
      </Field>
      <RoomsAndBathsFields value={value} onChange={set} errors={errors} />
      <RangeFields
        value={value}
        onChange={set}
        errors={errors}
        priceHint={renting ? say('search.hints.priceRent') : say('search.hints.priceSale')}
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
      <Field name="is_furnished" label={say('search.fields.furnishing')} error={errors.is_furnished} group>
        {() => (
          <Segmented
            value={value.furnishing}
            options={furnishingOptions}
            onChange={(furnishing) => set({ furnishing })}
          />
        )}
      </Field>
      {renting && (
        <Field
          name="rent_frequency"
          label={say('search.fields.rentFrequency')}
          hint={say('search.hints.rentFrequency')}
          error={errors.rent_frequency}
        >
          {(control) => (
            <Select
              control={control}
              value={value.rentFrequency}
              options={rentOptions}
              onChange={(rentFrequency) => set({ rentFrequency })}
            />
          )}
        </Field>
      )}
      <fieldset className="sf-field sf-media">
        <legend className="sf-label">{say('search.fields.media')}</legend>
        <div className="sf-checks">
          {media.map(({ param, key, label }) => (
            <div key={param} data-testid={`field-${param}`}>
              <Checkbox checked={value[key]} label={label} onChange={(checked) => set({ [key]: checked })} />
              {errors[param] ? (
                <p className="sf-error" data-testid="field-error" role="alert">
                  {errors[param]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        name="amenities"
        label={say('search.fields.amenities')}
        hint={say('search.hints.amenities')}
        error={errors.amenities}
        wide
      >
        {(control) => (
          <AmenityPicker
            inputId={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            value={value.amenities}
            onChange={(amenities) => set({ amenities })}
          />
        )}
      </Field>
      <Field name="agent_ids" label={say('search.fields.agents')} error={errors.agent_ids}>
        {(control) => (
          <AgentPicker
            inputId={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            value={value.agents}
            onChange={(agents) => set({ agents })}
          />
        )}
      </Field>
      <Field name="agency_ids" label={say('search.fields.agencies')} error={errors.agency_ids}>
        {(control) => (
          <AgencyPicker
            inputId={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            value={value.agencies}
            onChange={(agencies) => set({ agencies })}
          />
        )}
      </Field>
      <Field name="developer_ids" label={say('search.fields.developers')} error={errors.developer_ids} wide>
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
    </FormFrame>
  );
}
