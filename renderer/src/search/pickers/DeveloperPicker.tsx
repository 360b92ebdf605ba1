// Developer picker: names from /developer-search-by-name with their project and listing counts.
import type { Developer } from '#shared/domain/developer';
import type { Lang } from '#shared/domain/lang';
import { useMessage } from '../../i18n/messages';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeDeveloper(d: Developer, lang: Lang) {
  return {
    secondary: joinParts([
      countText('search.picker.projects', d.projectsCount, lang),
      countText('search.picker.listings', d.propertiesCount, lang),
    ]),
  };
}

export function DeveloperPicker({ placeholder, ...props }: EntityPickerProps) {
  const say = useMessage();
  return (
    <NamePicker
      operation="developer-search-by-name"
      describe={describeDeveloper}
      placeholder={placeholder ?? say('search.placeholders.developer')}
      inputTestId="developer-picker-input"
      {...props}
    />
  );
}
