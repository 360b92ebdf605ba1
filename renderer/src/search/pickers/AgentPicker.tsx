// Agent picker: names from /agent-search-by-name with the agent's agency and listing count.
import type { AgentSummary } from '#shared/domain/agent';
import type { Lang } from '#shared/domain/lang';
import { SEARCH_STRINGS } from '../search-strings';
import { useSearchStrings } from '../use-search-strings';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeAgent(a: AgentSummary, lang: Lang) {
  const p = SEARCH_STRINGS[lang].picker;
  return { secondary: joinParts([a.agency?.name, countText(p.listings, a.propertiesCount, lang)]) };
}

export function AgentPicker({ placeholder, ...props }: EntityPickerProps) {
  const t = useSearchStrings();
  return (
    <NamePicker
      operation="agent-search-by-name"
      describe={describeAgent}
      placeholder={placeholder ?? t.placeholders.agent}
      inputTestId="agent-picker-input"
      {...props}
    />
  );
}
