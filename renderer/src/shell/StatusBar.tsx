// The status bar: demo or live, online or offline, requests spent today and this month, the gateway's quota,
// and how fresh the answer on screen is.
import { useEffect, useState } from 'react';
import type { Provenance, UsageView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { format } from '../i18n/strings';
import { usePreferences } from '../state/preferences-store';
import { useShellStrings } from './use-shell-strings';

const REFRESH_MS = 3000;

export function formatTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function StatusBar({ provenance }: { provenance: Provenance | null }) {
  const t = useShellStrings();
  const lang = usePreferences((s) => s.lang);
  const [usage, setUsage] = useState<UsageView | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () => void api.invoke('usage:get', {}).then((r) => alive && r.ok && setUsage(r.value));
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [provenance]);
  const offline = usage?.lastOutcome === 'failed' || provenance?.stale === true;
  const quota = usage?.rateLimits?.['x-ratelimit-requests-remaining'];
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span className={`pill ${usage?.source === 'live' ? 'live' : 'demo'}`} data-testid="status-source">
        {usage?.source === 'live' ? t.live : t.demo}
      </span>
      <span className={`pill ${offline ? 'offline' : 'online'}`} data-testid="status-online">
        {offline ? t.offline : t.online}
      </span>
      {usage && (
        <span data-testid="status-requests">
          {t.requestsToday}: {usage.today} · {t.requestsMonth}: {usage.thisMonth}
        </span>
      )}
      {quota !== undefined && (
        <span>
          {t.quotaLeft}: {quota}/{usage?.rateLimits?.['x-ratelimit-requests-limit'] ?? '?'}
        </span>
      )}
      <span className="spacer" />
      {provenance && (
        <span data-testid="status-as-of" className={provenance.stale ? 'as-of cached' : 'as-of'}>
          {format(t.asOf, { time: formatTime(provenance.fetchedAt, lang) })}
          {provenance.stale ? ` · ${t.fromCache}` : provenance.fromCache ? ` · ${t.fromSaved}` : ''}
        </span>
      )}
    </footer>
  );
}
