// Agency picker: names from /agency-search-by-name with agent and listing counts and the office's place.
import type { AgencySummary } from '#shared/domain/agency';
import type { Lang } from '#shared/domain/lang';
import { useMessage } from '../../i18n/messages';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeAgency(a: AgencySummary, lang: Lang) {
  return {
    secondary: joinParts([
      countText('search.picker.agentsCount', a.agentsCount, lang),
      countText('search.picker.listings', a.propertiesCount, lang),
    ]),
    meta: a.locationName ?? undefined,
  };
}

export function AgencyPicker({ placeholder, ...props }: EntityPickerProps) {
  const say = useMessage();
  return (
    <NamePicker
      operation="agency-search-by-name"
      describe={describeAgency}
      placeholder={placeholder ?? say('search.placeholders.agency')}
      inputTestId="agency-picker-input"
      {...props}
    />
  );
}
