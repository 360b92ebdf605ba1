// Agent picker: names from /agent-search-by-name with the agent's agency and listing count.
import type { AgentSummary } from '#shared/domain/agent';
import type { Lang } from '#shared/domain/lang';
import { useMessage } from '../../i18n/messages';
import { NamePicker } from './NamePicker';
import { countText, joinParts, type EntityPickerProps } from './picker-format';

function describeAgent(a: AgentSummary, lang: Lang) {
  return { secondary: joinParts([a.agency?.name, countText('search.picker.listings', a.propertiesCount, lang)]) };
}

export function AgentPicker({ placeholder, ...props }: EntityPickerProps) {
  const say = useMessage();
  return (
    <NamePicker
      operation="agent-search-by-name"
      describe={describeAgent}
      placeholder={placeholder ?? say('search.placeholders.agent')}
      inputTestId="agent-picker-input"
      {...props}
    />
  );
}
