// The status bar's team sync state, shown only once this data folder has joined a team: synced (and when), changes
// waiting to be sent, or a sync that failed. It opens Settings → Team. Re-read with the status bar's other figures.
import { useEffect } from 'react';
import { formatDateTime, formatInteger } from '../i18n/format';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { syncStateOf, useTeam } from './team-store';
import { useMessage } from '../i18n/messages';

export function TeamPill({ refreshMs }: { refreshMs: number }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const status = useTeam((s) => s.status);
  useEffect(() => {
    const load = () => void useTeam.getState().load();
    load();
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  if (!status?.joined) return null;
  const state = syncStateOf(status);
  const text =
    state === 'synced'
      ? say('team.statusBar.synced', { time: status.lastSyncAt ? formatDateTime(status.lastSyncAt, lang) : '' })
      : state === 'waiting'
        ? say('team.statusBar.waiting', { count: formatInteger(status.outbox.waiting + status.outbox.failed, lang) })
        : say(`team.statusBar.${state}`);
  return (
    <button
      type="button"
      className={`pill team-pill ${state === 'failed' ? 'offline' : state === 'synced' ? 'online' : 'waiting'}`}
      data-testid="status-team"
      data-state={state}
      title={say('team.statusBarTitle', { team: status.team ?? '' })}
      onClick={() => useNavigation.getState().navigate({ view: 'settings' })}
    >
      {text}
    </button>
  );
}
