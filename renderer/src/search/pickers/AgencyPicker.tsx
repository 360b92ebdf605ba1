// Agency picker: names from /agency-search-by-name with agent and listing counts and the office's place.
import type { AgencySummary } from '#shared/domain/agency';
import type { Lang } from '#shared/domain/lang';
import { SEARCH_STRINGS } from '../search-strings';
import { useSearchStrings } from '../use-search-strings';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeAgency(a: AgencySummary, lang: Lang) {
  const p = SEARCH_STRINGS[lang].picker;
  return {
    secondary: joinParts([
      countText(p.agentsCount, a.agentsCount, lang),
      countText(p.listings, a.propertiesCount, lang),
    ]),
    meta: a.locationName ?? undefined,
  };
}

export function AgencyPicker({ placeholder, ...props }: EntityPickerProps) {
  const t = useSearchStrings();
  return (
    <NamePicker
      operation="agency-search-by-name"
      describe={describeAgency}
      placeholder={placeholder ?? t.placeholders.agency}
      inputTestId="agency-picker-input"
      {...props}
    />
  );
}
