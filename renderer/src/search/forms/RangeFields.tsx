// Price (AED) and area bounds: four fields in two rows, shared by the listing, project and transaction forms. Areas
// are typed in the display unit of Settings (the grid beside them shows it); the service is asked in square feet.
import { useEffect } from 'react';
import { usePreferences } from '../../state/preferences-store';
import { Field, NumberInput } from '../fields';
import { rangeInUnit, type RangeState } from './models';
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
  const unit = usePreferences((s) => s.areaUnit);
  const typedIn = value.areaUnit ?? 'sqft';
  // The display unit changed (or a saved search came in square feet): the bounds are shown in it, converted.
  useEffect(() => {
    if (typedIn === unit) return;
    const { areaMin, areaMax, areaUnit } = rangeInUnit(value, unit);
    onChange({ areaMin, areaMax, areaUnit });
  }, [typedIn, unit]); // eslint-disable-line react-hooks/exhaustive-deps -- converts once per change of unit
  const sqm = typedIn === 'sqm';
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
      <Field
        name="area_min"
        label={sqm ? t.fields.areaMinSqm : t.fields.areaMin}
        hint={sqm ? t.hints.areaSqm : t.hints.area}
        error={errors.area_min}
      >
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMin}
            placeholder={t.placeholders.min}
            unit={sqm ? t.units.sqm : t.units.sqft}
            decimal
            onChange={(areaMin) => onChange({ areaMin, areaUnit: typedIn })}
          />
        )}
      </Field>
      <Field name="area_max" label={sqm ? t.fields.areaMaxSqm : t.fields.areaMax} error={errors.area_max}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMax}
            placeholder={t.placeholders.max}
            unit={sqm ? t.units.sqm : t.units.sqft}
            decimal
            onChange={(areaMax) => onChange({ areaMax, areaUnit: typedIn })}
          />
        )}
      </Field>
    </>
  );
}
