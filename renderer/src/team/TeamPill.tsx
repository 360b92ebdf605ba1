// The status bar's team sync state, shown only once this data folder has joined a team: synced (and when), changes
// waiting to be sent, or a sync that failed. It opens Settings → Team. Re-read with the status bar's other figures.
import { useEffect } from 'react';
import { isolate } from '#shared/text/bidi-controls';
import { formatDateTime, formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { TEAM_STRINGS } from './team-strings';
import { syncStateOf, useTeam } from './team-store';

export function TeamPill({ refreshMs }: { refreshMs: number }) {
  const lang = usePreferences((s) => s.lang);
  const status = useTeam((s) => s.status);
  useEffect(() => {
    const load = () => void useTeam.getState().load();
    load();
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  if (!status?.joined) return null;
  const t = TEAM_STRINGS[lang];
  const state = syncStateOf(status);
  const text = format(t.statusBar[state], {
    time: status.lastSyncAt ? formatDateTime(status.lastSyncAt, lang) : '',
    count: formatInteger(status.outbox.waiting + status.outbox.failed, lang),
  });
  return (
    <button
      type="button"
      className={`pill team-pill ${state === 'failed' ? 'offline' : state === 'synced' ? 'online' : 'waiting'}`}
      data-testid="status-team"
      data-state={state}
      title={format(t.statusBarTitle, { team: isolate(status.team ?? '') })}
      onClick={() => useNavigation.getState().navigate({ view: 'settings' })}
    >
      {text}
    </button>
  );
}
