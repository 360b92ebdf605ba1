// A bedroom or bathroom count field: chips from Studio (0) to "7+", toggled on and off.
import { ChipToggles, Field, countOptions } from '../fields';
import { useSearchStrings } from '../use-search-strings';
import { OPEN_ENDED_COUNT, toggleCount } from './models';

export interface CountsFieldProps {
  name: string;
  label: string;
  choices: readonly number[];
  value: number[];
  onChange(value: number[]): void;
  error: string | undefined;
}

export function CountsField({ name, label, choices, value, onChange, error }: CountsFieldProps) {
  const t = useSearchStrings();
  return (
    <Field name={name} label={label} error={error} group>
      {() => (
        <ChipToggles
          selected={value}
          options={countOptions(choices, t, OPEN_ENDED_COUNT)}
          onToggle={(n) => onChange(toggleCount(value, n))}
        />
      )}
    </Field>
  );
}
