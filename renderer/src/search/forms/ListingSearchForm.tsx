// Filters of /search-property: every parameter of the spec except langs (the app's data language) and page.
import { useMemo } from 'react';
import { FURNISHINGS, PURPOSES, RENT_FREQUENCIES, SORT_ORDERS } from '#shared/data-service/params';
import { Checkbox, Field, FormFrame, PropertyTypeGroups, Segmented, Select, optionsOf, type Option } from '../fields';
import { AgencyPicker } from '../pickers/AgencyPicker';
import { AgentPicker } from '../pickers/AgentPicker';
import { AmenityPicker } from '../pickers/AmenityPicker';
import { DeveloperPicker } from '../pickers/DeveloperPicker';
import type { SearchFormProps } from '../types';
import { useSearchStrings } from '../use-search-strings';
import {
  BATH_CHOICES,
  COMPLETION_CHOICES,
  ROOM_CHOICES,
  initialListingSearchState,
  withPurpose,
  listingSearchParams,
  type Furnishing,
  type ListingSearchFormState,
  type RentFrequency,
} from './models';
import { RANGE_PARAMS, RangeFields } from './RangeFields';
import { CountsField } from './CountsField';
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
  const t = useSearchStrings();
  const params = useMemo(() => listingSearchParams(value), [value]);
  const { outcome, loose, request } = useFormOutcome('search-property', params, SHOWN);
  const errors = outcome.fields;
  const set = (patch: Partial<ListingSearchFormState>) => onChange({ ...value, ...patch });
  const renting = value.purpose === 'for-rent';

  const furnishingOptions: Option<Furnishing | ''>[] = [
    { value: '', label: t.any },
    ...optionsOf(FURNISHINGS, t.furnishings),
  ];
  const rentOptions: Option<RentFrequency | ''>[] = [
    { value: '', label: t.any },
    ...optionsOf(RENT_FREQUENCIES, t.rentFrequencies),
  ];
  const media = [
    { param: 'has_video', key: 'hasVideo', label: t.fields.hasVideo },
    { param: 'has_360_tour', key: 'has360Tour', label: t.fields.has360Tour },
    { param: 'has_floorplan', key: 'hasFloorplan', label: t.fields.hasFloorplan },
  ] as const;

  return (
    <FormFrame
      title={t.titles.listings}
      canSubmit={request !== null}
      busy={busy}
      status={request === null ? t.status.fixErrors : undefined}
      looseErrors={loose}
      onSubmit={() => request && onSubmit(request)}
      onReset={() => onChange(initialListingSearchState({ purpose: value.purpose }))}
    >
      <Field name="purpose" label={t.fields.purpose} error={errors.purpose} group>
        {() => (
          <Segmented
            value={value.purpose}
            options={optionsOf(PURPOSES, t.purposes)}
            onChange={(purpose) => onChange(withPurpose(value, purpose))}
          />
        )}
      </Field>
      <Field name="sort_order" label={t.fields.sortOrder} error={errors.sort_order}>
        {(control) => (
          <Select
            control={control}
            value={value.sortOrder}
            options={optionsOf(SORT_ORDERS, t.sortOrders)}
            onChange={(sortOrder) => set({ sortOrder })}
          />
        )}
      </Field>
      <LocationsField
        value={value.locations}
        onChange={(locations) => set({ locations })}
        error={errors.location_ids}
      />
      <Field name="property_type" label={t.fields.propertyType} error={errors.property_type} wide group>
        {() => (
          <PropertyTypeGroups selected={value.propertyTypes} onChange={(propertyTypes) => set({ propertyTypes })} />
        )}
      </Field>
      <CountsField
        name="rooms"
        label={t.fields.rooms}
        choices={ROOM_CHOICES}
        value={value.rooms}
        onChange={(rooms) => set({ rooms })}
        error={errors.rooms}
      />
      <CountsField
        name="baths"
        label={t.fields.baths}
        choices={BATH_CHOICES}
        value={value.baths}
        onChange={(baths) => set({ baths })}
        error={errors.baths}
      />
      <RangeFields
        value={value}
        onChange={set}
        errors={errors}
        priceHint={renting ? t.hints.priceRent : t.hints.priceSale}
      />
      <Field name="completion_status" label={t.fields.completionStatus} error={errors.completion_status} group>
        {() => (
          <Segmented
            value={value.completionStatus}
            options={optionsOf(COMPLETION_CHOICES, t.completionStatuses)}
            onChange={(completionStatus) => set({ completionStatus })}
          />
        )}
      </Field>
      <Field name="is_furnished" label={t.fields.furnishing} error={errors.is_furnished} group>
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
          label={t.fields.rentFrequency}
          hint={t.hints.rentFrequency}
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
        <legend className="sf-label">{t.fields.media}</legend>
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
      <Field name="amenities" label={t.fields.amenities} hint={t.hints.amenities} error={errors.amenities} wide>
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
      <Field name="agent_ids" label={t.fields.agents} error={errors.agent_ids}>
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
      <Field name="agency_ids" label={t.fields.agencies} error={errors.agency_ids}>
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
      <Field name="developer_ids" label={t.fields.developers} error={errors.developer_ids} wide>
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
