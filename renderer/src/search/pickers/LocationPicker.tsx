// Location autocomplete for the search forms: chips of chosen places, suggestions with name, path, type and ad count.
import { pickText, type Lang } from '#shared/domain/lang';
import type { Location } from '#shared/domain/location';
import { ok, type Result } from '#shared/errors';
import { api } from '../../api/api';
import { STRINGS, format, formatCount } from '../../i18n/strings';
import { useSearchStrings } from '../use-search-strings';
import type { PickedLocation } from '../types';
import { ChipCombobox, type SearchPage } from './ChipCombobox';
import { SEARCH_STRINGS } from '../search-strings';

/** The autocomplete channel takes at most this many characters. */
const MAX_QUERY = 100;

async function searchLocations(query: string, lang: Lang): Promise<Result<SearchPage<Location>>> {
  const result = await api.invoke('locations:search', { query: query.slice(0, MAX_QUERY), lang });
  return result.ok ? ok({ items: result.value.locations, total: result.value.total }) : result;
}

function typeLabel(type: string, lang: Lang): string {
  return STRINGS[lang].types[type] ?? type;
}

function describeLocation(location: Location, lang: Lang) {
  return {
    primary: pickText(location.name, lang) || location.externalID,
    secondary: location.path,
    badge: typeLabel(location.type, lang),
    meta: format(SEARCH_STRINGS[lang].picker.ads, { count: formatCount(location.adCount, lang) }),
  };
}

function toPickedLocation(location: Location, lang: Lang): PickedLocation {
  return {
    externalID: location.externalID,
    label: pickText(location.name, lang) || location.externalID,
    path: location.path,
    type: location.type,
  };
}

export interface LocationPickerProps {
  value: readonly PickedLocation[];
  onChange(next: PickedLocation[]): void;
  /** One place only (/agency-search's location_id): picking replaces it. */
  single?: boolean;
  placeholder?: string;
  inputId?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  onBlur?: () => void;
}

export function LocationPicker({
  value,
  onChange,
  single,
  placeholder,
  inputId,
  describedBy,
  invalid,
  onBlur,
}: LocationPickerProps) {
  const t = useSearchStrings();
  return (
    <ChipCombobox<Location, PickedLocation>
      kind="locations"
      searcher={searchLocations}
      describe={describeLocation}
      toPicked={toPickedLocation}
      pickedKey={(p) => p.externalID}
      pickedLabel={(p) => p.label}
      pickedTitle={(p) => p.path || p.label}
      value={value}
      onChange={onChange}
      single={single}
      minChars={1}
      placeholder={placeholder ?? t.placeholders.location}
      inputId={inputId}
      inputTestId="location-picker-input"
      describedBy={describedBy}
      invalid={invalid}
      onBlur={onBlur}
    />
  );
}
