// The notices the broker must see, above the current view: errors, warnings, notes and confirmations each styled
// differently, each dismissible.
import { useEffect } from 'react';
import { formatDateTime } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { startNotices, useNotices, type NoticeLevel } from './notice-store';
import { NOTICE_STRINGS } from './notice-strings';
import './notices.css';

const ICONS: Readonly<Record<NoticeLevel, string>> = { error: '!', warning: '!', info: 'i', success: '✓' };

export function NoticeTray() {
  const lang = usePreferences((s) => s.lang);
  const t = NOTICE_STRINGS[lang];
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  useEffect(() => startNotices(), []);
  if (notices.length === 0) return null;
  return (
    <section className="notice-tray" aria-label={t.region} data-testid="notice-tray">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`message ${n.level}`}
          role={n.level === 'error' ? 'alert' : 'status'}
          data-testid="notice"
          data-level={n.level}
        >
          <span className="message-icon" aria-hidden="true">
            {ICONS[n.level]}
          </span>
          <div className="message-body">
            <strong className="notice-level">{t.level[n.level]}</strong>{' '}
            <span dir="auto" data-testid="notice-message">
              {n.message}
            </span>
            {n.origin === 'core' && <span className="notice-time">{formatDateTime(n.at, lang)}</span>}
          </div>
          <button
            type="button"
            className="notice-dismiss"
            aria-label={`${t.dismiss}: ${n.message}`}
            title={t.dismiss}
            data-testid="notice-dismiss"
            onClick={() => dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
