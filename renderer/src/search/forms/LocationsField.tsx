// The "Locations" field of the forms that take `location_ids`: a multi-select place picker with its hint and error.
import { Field } from '../fields';
import { LocationPicker } from '../pickers/LocationPicker';
import type { PickedLocation } from '../types';
import { useMessage } from '../../i18n/messages';

export interface LocationsFieldProps {
  value: PickedLocation[];
  onChange(locations: PickedLocation[]): void;
  error: string | undefined;
}

export function LocationsField({ value, onChange, error }: LocationsFieldProps) {
  const say = useMessage();
  return (
    <Field
      name="location_ids"
      label={say('search.fields.locations')}
      hint={say('search.hints.locations')}
      error={error}
      wide
    >
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
