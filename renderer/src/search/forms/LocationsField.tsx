// The "Locations" field of the forms that take `location_ids`: a multi-select place picker with its hint and error.
import { Field } from '../fields';
import { LocationPicker } from '../pickers/LocationPicker';
import type { PickedLocation } from '../types';
import { useSearchStrings } from '../use-search-strings';

export interface LocationsFieldProps {
  value: PickedLocation[];
  onChange(locations: PickedLocation[]): void;
  error: string | undefined;
}

export function LocationsField({ value, onChange, error }: LocationsFieldProps) {
  const t = useSearchStrings();
  return (
    <Field name="location_ids" label={t.fields.locations} hint={t.hints.locations} error={error} wide>
      {(control) => (
        <LocationPicker
          inputId={control.id}
          describedBy={control['aria-describedby']}
          invalid={control['aria-invalid']}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
