// Price (AED) and area bounds: four fields in two rows, shared by the listing, project and transaction forms. Areas
// are typed in the display unit of Settings (the grid beside them shows it); the service is asked in square feet.
import { useEffect } from 'react';
import { usePreferences } from '../../state/preferences-store';
import { Field, NumberInput } from '../fields';
import { rangeInUnit, type RangeState } from './models';
import { useLang, useMessage } from '../../i18n/messages';

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
  const say = useMessage();
  const lang = useLang();
  const unit = usePreferences((s) => s.areaUnit);
  const typedIn = value.areaUnit ?? 'sqft';
  // The display unit changed (or a saved search came in square feet): the bounds are shown in it, converted.
  useEffect(() => {
    if (typedIn === unit) return;
    const { areaMin, areaMax, areaUnit } = rangeInUnit(value, unit, lang);
    onChange({ areaMin, areaMax, areaUnit });
  }, [typedIn, unit]); // eslint-disable-line react-hooks/exhaustive-deps -- converts once per change of unit
  const sqm = typedIn === 'sqm';
  return (
    <>
      <Field name="price_min" label={say('search.fields.priceMin')} hint={priceHint} error={errors.price_min}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.priceMin}
            placeholder={say('search.placeholders.min')}
            unit={say('search.units.aed')}
            onChange={(priceMin) => onChange({ priceMin })}
          />
        )}
      </Field>
      <Field name="price_max" label={say('search.fields.priceMax')} error={errors.price_max}>
        {(control) => (
          <NumberInput
            control={control}
            value={value.priceMax}
            placeholder={say('search.placeholders.max')}
            unit={say('search.units.aed')}
            onChange={(priceMax) => onChange({ priceMax })}
          />
        )}
      </Field>
      <Field
        name="area_min"
        label={sqm ? say('search.fields.areaMinSqm') : say('search.fields.areaMin')}
        hint={sqm ? say('search.hints.areaSqm') : say('search.hints.area')}
        error={errors.area_min}
      >
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMin}
            placeholder={say('search.placeholders.min')}
            unit={sqm ? say('search.units.sqm') : say('search.units.sqft')}
            decimal
            onChange={(areaMin) => onChange({ areaMin, areaUnit: typedIn })}
          />
        )}
      </Field>
      <Field
        name="area_max"
        label={sqm ? say('search.fields.areaMaxSqm') : say('search.fields.areaMax')}
        error={errors.area_max}
      >
        {(control) => (
          <NumberInput
            control={control}
            value={value.areaMax}
            placeholder={say('search.placeholders.max')}
            unit={sqm ? say('search.units.sqm') : say('search.units.sqft')}
            decimal
            onChange={(areaMax) => onChange({ areaMax, areaUnit: typedIn })}
          />
        )}
      </Field>
    </>
  );
}
