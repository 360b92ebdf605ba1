// The status bar: demo or live, the connection (online, offline, key refused, quota used up, service failing),
// requests spent today and this month (re-read after requests, through `usage:changed`, a few times a second at
// most), the gateway's remaining quota, and how fresh the answer on screen is.
import { useEffect, useState } from 'react';
import type { Provenance, UsageView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { coalescedReads } from '../api/coalesced-reads';
import { useConnection, type ConnectionState } from '../data';
import { useWorkOffline } from '../data';
import { formatDateTime, formatInteger, labelled } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { useMessage } from '../i18n/messages';
import { TeamPill } from '../team';
import { TeamSnapshotsSpent } from '../team';

/** Slow re-read for what changes without a request of this window (the CLI spending, the day turning). */
const REFRESH_MS = 30_000;
/** The shortest time between two reads of the usage view: its counts move at most four times a second. */
const USAGE_GAP_MS = 250;

/** An instant in the one date-and-time format of the interface language. */
export function formatTime(iso: string, lang: Parameters<typeof formatDateTime>[1]): string {
  return formatDateTime(iso, lang);
}

/** The usage view and whether a re-read of it is pending (the counts shown may be about to move). */
function useUsage(): { usage: UsageView | null; refreshing: boolean } {
  const [usage, setUsage] = useState<UsageView | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    let alive = true;
    // A load of 200 pages says usage:changed 200 times: re-read at most every USAGE_GAP_MS, the last read after the
    // last change (coalesced-reads.ts).
    const reads = coalescedReads(
      () => api.invoke('usage:get', {}).then((r) => alive && r.ok && setUsage(r.value)),
      USAGE_GAP_MS,
    );
    const offPending = reads.onPending(setRefreshing);
    const load = (): void => reads.request();
    load();
    const off = api.on('usage:changed', load);
    // A team sync that stored a colleague's snapshot changes what the usage view says of team snapshots.
    const offTeam = api.on('team:synced', load);
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      alive = false;
      offPending();
      reads.dispose();
      off();
      offTeam();
      clearInterval(timer);
    };
  }, []);
  return { usage, refreshing };
}

export function StatusBar({ provenance }: { provenance: Provenance | null }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const { usage, refreshing } = useUsage();
  const reported = useConnection((c) => c.state);
  // What this window saw decides; before any answer, the core's last outcome does (a failure there is not
  // necessarily "offline", so it reads as the service failing).
  const connection: Exclude<ConnectionState, 'unknown'> =
    reported !== 'unknown' ? reported : usage?.lastOutcome === 'failed' ? 'failing' : 'online';
  const label: Record<Exclude<ConnectionState, 'unknown'>, string> = {
    online: say('shell.online'),
    offline: say('shell.offline'),
    'key-refused': say('status.keyRefused'),
    quota: say('status.quotaUsed'),
    failing: say('status.failing'),
  };
  const workOffline = useWorkOffline();
  useEffect(() => void useWorkOffline.getState().load(), []);
  const chosenOffline = workOffline.on === true;
  const good = connection === 'online' && !chosenOffline;
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span className={`pill ${usage?.source === 'live' ? 'live' : 'demo'}`} data-testid="status-source">
        {usage?.source === 'live' ? say('shell.live') : say('shell.demo')}
      </span>
      <span
        className={`pill ${good ? 'online' : 'offline'}`}
        data-testid="status-online"
        data-state={chosenOffline ? 'working-offline' : connection}
      >
        {chosenOffline ? say('status.workingOffline') : label[connection]}
      </span>
      <button
        type="button"
        className={chosenOffline ? 'status-switch on' : 'status-switch'}
        aria-pressed={chosenOffline}
        title={chosenOffline ? say('status.goOnline') : say('status.goOffline')}
        disabled={workOffline.on === null}
        data-testid="work-offline-toggle"
        onClick={() => void workOffline.set(!chosenOffline)}
      >
        <span className="status-switch-track" aria-hidden="true">
          <span className="status-switch-thumb" />
        </span>
        {say('status.workOffline')}
      </button>
      {usage && (
        <span data-testid="status-requests" aria-busy={refreshing}>
          {labelled(say('shell.requestsToday'), formatInteger(usage.today, lang), lang)} ·{' '}
          {labelled(say('shell.requestsMonth'), formatInteger(usage.thisMonth, lang), lang)}
        </span>
      )}
      {usage?.quotaRemaining !== null && usage?.quotaRemaining !== undefined && (
        <span data-testid="status-quota">
          {labelled(say('shell.quotaLeft'), formatInteger(usage.quotaRemaining, lang), lang)}
          {usage.quotaLimit !== null ? ` / ${formatInteger(usage.quotaLimit, lang)}` : ''}
        </span>
      )}
      {usage && usage.teamSnapshots.thisMonth > 0 && <TeamSnapshotsSpent team={usage.teamSnapshots} />}
      <TeamPill refreshMs={REFRESH_MS} />
      <span className="spacer" />
      {provenance && (
        <span data-testid="status-as-of" className={provenance.stale ? 'as-of cached' : 'as-of'}>
          {say('shell.asOf', { time: formatTime(provenance.fetchedAt, lang) })}
          {provenance.stale
            ? ` · ${say('shell.fromCache')}`
            : provenance.fromCache
              ? ` · ${say('shell.fromSaved')}`
              : ''}
        </span>
      )}
    </footer>
  );
}
