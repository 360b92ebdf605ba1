// The status bar: where data comes from and how fresh the last answer is.
import { useEffect, useState } from 'react';
import type { AppInfo } from '#shared/ipc/contract';
import { api } from '../api/api';
import { format } from '../i18n/strings';
import { useStrings } from '../i18n/use-strings';
import { useLocationSearch } from '../state/location-search-store';
import { usePreferences } from '../state/preferences-store';

export function StatusBar() {
  const t = useStrings();
  const lang = usePreferences((s) => s.lang);
  const provenance = useLocationSearch((s) => s.provenance);
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    void api.invoke('app:info', {}).then((result) => result.ok && setInfo(result.value));
  }, []);
  const source = info?.source ?? provenance?.source;
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span className={`pill ${source === 'live' ? 'live' : 'demo'}`}>
        {t.source}: {source === 'live' ? t.liveData : t.demoData}
      </span>
      {provenance && (
        <span>
          {format(t.asOf, {
            time: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(provenance.fetchedAt),
            ),
          })}
        </span>
      )}
      <span className="spacer" />
      {info && (
        <span className="muted">
          {info.name} {info.version} · {info.host}
        </span>
      )}
    </footer>
  );
}
