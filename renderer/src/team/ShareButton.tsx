// "Share with the team" beside a saved search or a watch of this computer only, offered once this computer joined a
// team as a member or admin (viewers read what is shared). The change waits in the outbox until the next sync.
import { useEffect } from 'react';
import { api } from '../api/api';
import { notify } from '../notices/notice-store';
import { TEAM_STRINGS } from '../settings/team-strings';
import { useErrorNotice } from '../settings/use-error-notice';
import { usePreferences } from '../state/preferences-store';
import { ensureTeam, useTeam } from './team-store';

export function ShareButton({
  kind,
  id,
  onShared,
}: {
  kind: 'saved-search' | 'watch';
  id: number;
  onShared: () => Promise<void>;
}) {
  const lang = usePreferences((s) => s.lang);
  const status = useTeam((s) => s.status);
  const showError = useErrorNotice();
  useEffect(() => ensureTeam(), []);
  if (!status?.joined || status.role === 'viewer') return null;
  const share = async () => {
    const result = await api.invoke('team:share', { kind, id });
    if (!result.ok) return showError(result.error);
    await onShared();
    void useTeam.getState().load();
    notify('success', (l) => TEAM_STRINGS[l].sharedDone);
  };
  return (
    <button type="button" className="link-button" data-testid="team-share" onClick={() => void share()}>
      {TEAM_STRINGS[lang].share}
    </button>
  );
}
