// Watching by name: choose agency, developer or agent, type part of its name, pick it; it joins the watchlist.
import { useState } from 'react';
import { AgencyPicker } from '../search';
import { AgentPicker } from '../search';
import { DeveloperPicker } from '../search';
import { Segmented } from '../search';
import type { PickedEntity } from '../search';
import { watch } from './portfolio-actions';
import { useMessage } from '../i18n/messages';

type FirmKind = 'agency' | 'developer' | 'agent';
const KINDS: readonly FirmKind[] = ['agency', 'developer', 'agent'];

export function AddWatch() {
  const say = useMessage();
  const [kind, setKind] = useState<FirmKind>('agency');
  const [busy, setBusy] = useState(false);
  const add = async (picked: PickedEntity[]): Promise<void> => {
    const entity = picked[picked.length - 1];
    if (!entity || busy) return;
    setBusy(true);
    await watch({ kind, externalID: entity.externalID, name: entity.label });
    setBusy(false);
  };
  const props = {
    value: [] as PickedEntity[],
    onChange: (next: PickedEntity[]) => void add(next),
    inputId: 'watch-add',
  };
  return (
    <div className="pf-add" data-testid="watch-add" aria-busy={busy}>
      <label className="pf-add-label" htmlFor="watch-add">
        {say('portfolio.addTitle')}
      </label>
      <div data-testid="watch-add-kind">
        <Segmented<FirmKind>
          value={kind}
          options={KINDS.map((k) => ({ value: k, label: say(`portfolio.kinds.${k}`) }))}
          onChange={setKind}
        />
      </div>
      <div className="pf-add-picker">
        {kind === 'agency' && <AgencyPicker {...props} />}
        {kind === 'developer' && <DeveloperPicker {...props} />}
        {kind === 'agent' && <AgentPicker {...props} />}
      </div>
    </div>
  );
}
