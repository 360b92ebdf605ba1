// Developer picker: names from /developer-search-by-name with their project and listing counts.
import type { Developer } from '#shared/domain/developer';
import type { Lang } from '#shared/domain/lang';
import { SEARCH_STRINGS } from '../search-strings';
import { useSearchStrings } from '../use-search-strings';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeDeveloper(d: Developer, lang: Lang) {
  const p = SEARCH_STRINGS[lang].picker;
  return {
    secondary: joinParts([
      countText(p.projects, d.projectsCount, lang),
      countText(p.listings, d.propertiesCount, lang),
    ]),
  };
}

export function DeveloperPicker({ placeholder, ...props }: EntityPickerProps) {
  const t = useSearchStrings();
  return (
    <NamePicker
      operation="developer-search-by-name"
      describe={describeDeveloper}
      placeholder={placeholder ?? t.placeholders.developer}
      inputTestId="developer-picker-input"
      {...props}
    />
  );
}
