// The status bar's team state, once this computer joined a team: synced, changes waiting (offline or not sent yet),
// or the server unreachable; read at start and after every sync (`team:synced`), and each half minute.
import { useEffect, useState } from 'react';
import type { TeamStatus } from '#shared/ipc/contract';
import { pluralText } from '#shared/words/plural';
import { api } from '../api/api';
import { formatDateTime } from '../i18n/format';
import { format } from '../i18n/strings';
import { TEAM_STRINGS } from '../settings/team-strings';
import { usePreferences } from '../state/preferences-store';

const REFRESH_MS = 30_000;

export function TeamSyncPill() {
  const lang = usePreferences((s) => s.lang);
  const [status, setStatus] = useState<TeamStatus | null>(null);
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void api.invoke('team:status', { check: false }).then((r) => alive && r.ok && setStatus(r.value));
    load();
    const off = api.on('team:synced', (synced) => {
      setReachable(synced.reachable);
      load();
    });
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      alive = false;
      off();
      clearInterval(timer);
    };
  }, []);
  if (!status?.joined) return null;
  const t = TEAM_STRINGS[lang];
  const offline = reachable === false || (reachable === null && status.lastError !== null);
  const waiting = status.outbox.waiting;
  const state = offline ? 'offline' : waiting > 0 ? 'waiting' : 'synced';
  const text = offline ? t.statusOffline : waiting > 0 ? pluralText(t.statusWaiting, waiting, lang) : t.statusSynced;
  const title = format(t.statusTitle, {
    team: `\u2068${status.team ?? ''}\u2069`,
    time: status.lastSyncAt ? formatDateTime(status.lastSyncAt, lang) : '—',
  });
  return (
    <span
      className={`pill ${state === 'synced' ? 'online' : 'offline'}`}
      title={title}
      data-testid="status-team"
      data-state={state}
    >
      {text}
      {offline && waiting > 0 ? ` · ${pluralText(t.statusWaiting, waiting, lang)}` : ''}
    </span>
  );
}
