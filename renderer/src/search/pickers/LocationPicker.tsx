// Location autocomplete for the search forms: chips of chosen places, suggestions with name, path, type and ad count.
import { DATA_LANGS, pickText, type DataLang, type Lang } from '#shared/domain/lang';
import type { Location } from '#shared/domain/location';
import { expandPlaceAlias } from '#shared/domain/place-aliases';
import { ok, type Result } from '#shared/errors';
import { loadAnswer } from '../../data';
import { formatMessage } from '#shared/messages/format-message';
import { useDataLang, useMessage } from '../../i18n/messages';
import type { PickedLocation } from '../types';
import { ChipCombobox, type SearchPage } from './ChipCombobox';
import { countText } from './picker-format';

/** The autocomplete channel takes at most this many characters. */
const MAX_QUERY = 100;

/** The data language first (the path is in it), then the others, so a chip can be relabelled for free. */
function langsFor(lang: DataLang): DataLang[] {
  return [lang, ...DATA_LANGS.filter((l) => l !== lang)];
}

async function autocomplete(query: string, lang: DataLang): Promise<Result<SearchPage<Location>>> {
  const result = await loadAnswer('autocomplete', { query: query.slice(0, MAX_QUERY), langs: langsFor(lang) });
  return result.ok ? ok({ items: result.value.result.items, total: result.value.result.total }) : result;
}

/**
 * Places for what the broker typed. A short name ("JVC", "MBR City") that the service's own answer does not resolve
 * is asked again by the community's full name, which then comes first.
 */
async function searchLocations(query: string, lang: DataLang): Promise<Result<SearchPage<Location>>> {
  const first = await autocomplete(query, lang);
  const alias = expandPlaceAlias(query);
  if (!first.ok || alias === null) return first;
  const isAlias = (l: Location) => (l.name.en ?? '').toLocaleLowerCase('en') === alias.toLocaleLowerCase('en');
  if (first.value.items.some(isAlias)) return first;
  const again = await autocomplete(alias, lang);
  if (!again.ok) return first;
  const seen = new Set(again.value.items.map((l) => l.externalID));
  const items = [...again.value.items.filter(isAlias), ...first.value.items.filter((l) => !seen.has(l.externalID))];
  const rest = again.value.items.filter((l) => !isAlias(l));
  return ok({ items: [...items, ...rest].slice(0, 25), total: first.value.total + again.value.total });
}

function typeLabel(type: string, lang: Lang): string {
  return formatMessage(lang, 'place.type', { type: type.replaceAll('-', '_') });
}

function describeLocation(location: Location, lang: Lang, dataLang: DataLang) {
  return {
    primary: pickText(location.name, dataLang) || location.externalID,
    secondary: location.path,
    badge: typeLabel(location.type, lang),
    meta: countText('search.picker.ads', location.adCount, lang),
  };
}

function toPickedLocation(location: Location, _lang: Lang, dataLang: DataLang): PickedLocation {
  return {
    externalID: location.externalID,
    label: pickText(location.name, dataLang) || location.externalID,
    names: location.name,
    path: location.path,
    type: location.type,
  };
}

/** A chip's name in the data language (chips picked in another language follow a language switch). */
export function pickedLocationLabel(picked: PickedLocation, lang: DataLang): string {
  return (picked.names && pickText(picked.names, lang)) || picked.label;
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
  const say = useMessage();
  const lang = useDataLang();
  return (
    <ChipCombobox<Location, PickedLocation>
      kind="locations"
      searcher={searchLocations}
      describe={describeLocation}
      toPicked={toPickedLocation}
      pickedKey={(p) => p.externalID}
      pickedLabel={(p) => pickedLocationLabel(p, lang)}
      pickedTitle={(p) => p.path || pickedLocationLabel(p, lang)}
      value={value}
      onChange={onChange}
      single={single}
      minChars={1}
      placeholder={placeholder ?? say('search.placeholders.location')}
      inputId={inputId}
      inputTestId="location-picker-input"
      describedBy={describedBy}
      invalid={invalid}
      onBlur={onBlur}
    />
  );
}
