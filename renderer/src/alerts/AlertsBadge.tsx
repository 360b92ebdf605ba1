// The unread count beside Alerts in the sidebar, from the start of the window (the inbox view loads on demand).
import { useEffect } from 'react';
import { formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { followAlerts, useAlerts } from './alerts-store';

export function AlertsBadge() {
  useEffect(followAlerts, []);
  const unread = useAlerts((s) => s.unread);
  const lang = usePreferences((s) => s.lang);
  if (unread === 0) return null;
  return (
    <span className="nav-badge" data-testid="alerts-unread">
      {formatInteger(unread, lang)}
    </span>
  );
}
