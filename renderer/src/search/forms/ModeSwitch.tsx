// The "by location / by name" switch of the agent and agency forms.
import { Segmented } from '../fields';
import { useSearchStrings } from '../use-search-strings';
import type { SearchMode } from './models';

export function ModeSwitch({ value, onChange }: { value: SearchMode; onChange(mode: SearchMode): void }) {
  const t = useSearchStrings();
  return (
    <div className="sf-mode" data-testid="field-mode" role="group" aria-label={t.modes.label}>
      <Segmented
        value={value}
        options={[
          { value: 'location', label: t.modes.byLocation },
          { value: 'name', label: t.modes.byName },
        ]}
        onChange={onChange}
      />
    </div>
  );
}
