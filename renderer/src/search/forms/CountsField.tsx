// A bedroom or bathroom count field: chips from Studio (0) to "7+", toggled on and off.
import { ChipToggles, Field, countOptions } from '../fields';
import { useMessage } from '../../i18n/messages';
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
  const say = useMessage();
  return (
    <Field name={name} label={label} error={error} group>
      {() => (
        <ChipToggles
          selected={value}
          options={countOptions(choices, say, OPEN_ENDED_COUNT)}
          onToggle={(n) => onChange(toggleCount(value, n))}
        />
      )}
    </Field>
  );
}
