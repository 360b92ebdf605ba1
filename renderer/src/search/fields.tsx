// The building blocks of the filter panel: a labelled field with its hint or error, segmented toggles, chip
// toggles, checkboxes, selects, number inputs, the property-type groups and the frame with the submit bar.
import { useId, type FormEvent, type ReactNode } from 'react';
import { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '#shared/data-service/params';
import { propertyTypeNames } from '#shared/words/property-type-names';
import { formatInteger } from '../i18n/format';
import type { Lang } from '#shared/domain/lang';
import {
  isTypeSelected,
  numberText,
  togglePropertyGroup,
  togglePropertyType,
  type PropertyGroup,
  type PropertyType,
} from './forms/models';
import { useLang, useMessage, type Say } from '../i18n/messages';
import './search.css';

export interface Option<T extends string | number> {
  value: T;
  label: string;
}

/** Attributes that tie a control to its field's label and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The parameter name: the wrapper's test id is `field-<name>`. */
  name: string;
  label: string;
  hint?: string | undefined;
  /** The schema's message, naming the parameter; replaces the hint while present. */
  error?: string | undefined;
  /** Spans both columns of the grid. */
  wide?: boolean;
  /** A group of controls (radios, checkboxes): rendered as a fieldset with a legend. */
  group?: boolean;
  children(control: ControlProps): ReactNode;
}

export function Field({ name, label, hint, error, wide, group, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || hint);
  const control: ControlProps = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': hasMessage ? messageId : undefined,
  };
  const className = ['sf-field', wide ? 'sf-wide' : '', error ? 'sf-invalid' : ''].filter(Boolean).join(' ');
  const message = error ? (
    <p className="sf-error" id={messageId} data-testid="field-error" role="alert">
      {error}
    </p>
  ) : hint ? (
    <p className="sf-hint" id={messageId}>
      {hint}
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset
        className={className}
        data-testid={`field-${name}`}
        aria-invalid={Boolean(error)}
        aria-describedby={control['aria-describedby']}
      >
        <legend className="sf-label">{label}</legend>
        {children(control)}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={className} data-testid={`field-${name}`}>
      <label className="sf-label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {message}
    </div>
  );
}

/** One-of-n choice as a segmented control (native radios, so arrow keys move between options). */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  disabled,
}: {
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div className="sf-segmented" role="radiogroup">
      {options.map((option) => (
        <label key={option.value} className="sf-seg-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Any-of-n choice as a row of toggle chips (native checkboxes). */
export function ChipToggles<T extends string | number>({
  selected,
  options,
  onToggle,
}: {
  selected: readonly T[];
  options: readonly Option<T>[];
  onToggle(value: T): void;
}) {
  return (
    <div className="sf-chip-toggles">
      {options.map((option) => (
        <label key={String(option.value)} className="sf-seg-option sf-chip-toggle">
          <input
            type="checkbox"
            value={String(option.value)}
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

export function Checkbox({
  checked,
  label,
  onChange,
  testId,
}: {
  checked: boolean;
  label: string;
  onChange(checked: boolean): void;
  testId?: string;
}) {
  return (
    <label className="sf-check" data-testid={testId}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function Select<T extends string>({
  control,
  value,
  options,
  onChange,
}: {
  control: ControlProps;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
}) {
  return (
    <select className="sf-select" {...control} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A number typed as text: the schema judges it, so "12a" gets a message rather than vanishing. Leaving the field
 * shows a whole number with the language's thousands separators ("1500000" → "1,500,000"); the form reads it back.
 */
export function NumberInput({
  control,
  value,
  onChange,
  placeholder,
  unit,
  decimal,
}: {
  control: ControlProps;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  unit?: string;
  decimal?: boolean;
}) {
  const lang = useLang();
  return (
    <div className="sf-number">
      <input
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        className="sf-input"
        {...control}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          const grouped = groupDigits(value, lang);
          if (grouped !== value) onChange(grouped);
        }}
      />
      {unit ? <span className="sf-unit">{unit}</span> : null}
    </div>
  );
}

export function TextInput({
  control,
  value,
  onChange,
  onBlur,
  placeholder,
  testId,
}: {
  control: ControlProps;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <input
      type="search"
      autoComplete="off"
      className="sf-input"
      {...control}
      data-testid={testId}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** A typed whole number with the language's grouping; anything else (a fraction, a typo) is left as typed. */
export function groupDigits(text: string, lang: Lang): string {
  const clean = numberText(text, lang);
  if (clean === undefined || !/^\d{4,15}$/.test(clean)) return text;
  return formatInteger(Number(clean), lang);
}

/** Residential and commercial sub-types as two checkbox groups, each with its "all" box (the group token). */
export function PropertyTypeGroups({
  selected,
  onChange,
}: {
  selected: readonly PropertyType[];
  onChange(next: PropertyType[]): void;
}) {
  const say = useMessage();
  const lang = useLang();
  const groups: { group: PropertyGroup; title: string; all: string; members: readonly PropertyType[] }[] = [
    {
      group: 'residential',
      title: say('search.groups.residential'),
      all: say('search.groups.allResidential'),
      members: RESIDENTIAL_TYPES,
    },
    {
      group: 'commercial',
      title: say('search.groups.commercial'),
      all: say('search.groups.allCommercial'),
      members: COMMERCIAL_TYPES,
    },
  ];
  return (
    <div className="sf-type-groups">
      {groups.map(({ group, title, all, members }) => {
        const whole = selected.includes(group);
        const some = !whole && members.some((m) => selected.includes(m));
        return (
          <div key={group} className="sf-type-group" data-testid={`property-group-${group}`}>
            <div className="sf-type-group-head">
              <span className="sf-type-group-title">{title}</span>
              <label className="sf-check sf-check-all">
                <input
                  type="checkbox"
                  checked={whole}
                  ref={(el) => {
                    if (el) el.indeterminate = some;
                  }}
                  onChange={(e) => onChange(togglePropertyGroup(selected, group, e.target.checked))}
                />
                <span>{all}</span>
              </label>
            </div>
            <div className="sf-type-list">
              {members.map((type) => (
                <label key={type} className="sf-check">
                  <input
                    type="checkbox"
                    value={type}
                    checked={isTypeSelected(selected, type)}
                    onChange={(e) => onChange(togglePropertyType(selected, type, e.target.checked))}
                  />
                  <span>{propertyTypeNames(lang)[type as Exclude<PropertyType, PropertyGroup>]}</span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Choices of bedroom or bathroom counts with human labels: "Studio", 1 … 6, "7+". */
export function countOptions(choices: readonly number[], say: Say, openEnded: number): Option<number>[] {
  return choices.map((n) => ({
    value: n,
    label: n === 0 ? say('search.studio') : n >= openEnded ? say('search.orMore', { count: String(n) }) : String(n),
  }));
}

/** Option lists from a value array and its label table, or the function that words a value. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>> | ((value: T) => string),
): Option<T>[] {
  const label = typeof labels === 'function' ? labels : (value: T) => labels[value];
  return values.map((value) => ({ value, label: label(value) }));
}

interface FormFrameProps {
  title: string;
  /** Controls above the fields (mode switch). */
  header?: ReactNode;
  children: ReactNode;
  canSubmit: boolean;
  busy?: boolean | undefined;
  /** Why the form cannot be submitted yet, when no field shows it. */
  status?: string | undefined;
  /** Schema messages no field shows. */
  looseErrors: readonly string[];
  onSubmit(): void;
  onReset(): void;
}

/** The panel: a titled form with a two-column field grid and the submit bar. */
export function FormFrame({
  title,
  header,
  children,
  canSubmit,
  busy,
  status,
  looseErrors,
  onSubmit,
  onReset,
}: FormFrameProps) {
  const say = useMessage();
  const titleId = useId();
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  }
  return (
    <form className="sf-form" data-testid="search-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <div className="sf-head">
        <h2 className="sf-title" id={titleId}>
          {title}
        </h2>
        {header}
      </div>
      <div className="sf-grid">{children}</div>
      {looseErrors.length > 0 && (
        <ul className="sf-loose-errors" role="alert">
          {looseErrors.map((message) => (
            <li key={message} className="sf-error" data-testid="field-error">
              {message}
            </li>
          ))}
        </ul>
      )}
      <div className="sf-actions">
        <span className="sf-status" aria-live="polite">
          {busy ? say('search.actions.searching') : status}
        </span>
        <button type="button" className="button ghost sf-reset" onClick={onReset}>
          {say('search.actions.reset')}
        </button>
        <button
          type="submit"
          className="sf-submit"
          data-testid="search-submit"
          disabled={!canSubmit || Boolean(busy)}
          aria-busy={Boolean(busy)}
        >
          {busy ? say('search.actions.searching') : say('search.actions.search')}
        </button>
      </div>
    </form>
  );
}
