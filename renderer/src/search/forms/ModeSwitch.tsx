// The "by location / by name" switch of the agent and agency forms.
import { Segmented } from '../fields';
import { useMessage } from '../../i18n/messages';
import type { SearchMode } from './models';

export function ModeSwitch({ value, onChange }: { value: SearchMode; onChange(mode: SearchMode): void }) {
  const say = useMessage();
  return (
    <div className="sf-mode" data-testid="field-mode" role="group" aria-label={say('search.modes.label')}>
      <Segmented
        value={value}
        options={[
          { value: 'location', label: say('search.modes.byLocation') },
          { value: 'name', label: say('search.modes.byName') },
        ]}
        onChange={onChange}
      />
    </div>
  );
}
