// Price (AED) and area (sq ft) bounds: four fields in two rows, shared by the listing, project and transaction forms.
import { Field, NumberInput } from '../fields';
import type { RangeState } from './models';
import { useSearchStrings } from '../use-search-strings';

export const RANGE_PARAMS = ['price_min', 'price_max', 'area_min', 'area_max'] as const;

export function RangeFields({
  value,
  onChange,
  errors,
  priceHint,
}: {
  value: RangeState;
  onChange(patch: Partial<RangeState>): void;
  errors: Readonly<Record<string, string>>;
  priceHint: string;
}) {
  const t = useSearchStrings();
  return (
    <>
      <Field name="price_min" label={t.fields.priceMin} hint={priceHint} error={errors.price_min}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.priceMin}
            placeholder={t.placeholders.min}
            unit={t.units.aed}
            onChange={(priceMin) => onChange({ priceMin })}
          />
        )}
      </Field>
      <Field name="price_max" label={t.fields.priceMax} error={errors.price_max}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.priceMax}
            placeholder={t.placeholders.max}
            unit={t.units.aed}
            onChange={(priceMax) => onChange({ priceMax })}
          />
        )}
      </Field>
      <Field name="area_min" label={t.fields.areaMin} hint={t.hints.area} error={errors.area_min}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMin}
            placeholder={t.placeholders.min}
            unit={t.units.sqft}
            decimal
            onChange={(areaMin) => onChange({ areaMin })}
          />
        )}
      </Field>
      <Field name="area_max" label={t.fields.areaMax} error={errors.area_max}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMax}
            placeholder={t.placeholders.max}
            unit={t.units.sqft}
            decimal
            onChange={(areaMax) => onChange({ areaMax })}
          />
        )}
      </Field>
    </>
  );
}
