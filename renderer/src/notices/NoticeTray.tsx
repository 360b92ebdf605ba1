// The notices the broker must see, floating over the work area's lower corner (they never push the view down):
// errors, warnings, notes and confirmations each styled differently, each dismissible. Confirmations go by
// themselves; more than a few fold into a count that opens them all.
import { useEffect, useState } from 'react';
import { formatDateTime } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { sayIn } from '../i18n/say';
import { useNavigation } from '../state/navigation-store';
import { noticeMessage, startNotices, useNotices, type NoticeLevel, type ShownNotice } from './notice-store';
import { noticeText } from './notice-text';
import './notices.css';

function NoticeBody({ notice }: { notice: ShownNotice }) {
  const lang = usePreferences((s) => s.lang);
  const navigate = useNavigation((s) => s.navigate);
  const say = sayIn(lang);
  const told =
    notice.origin === 'core'
      ? noticeText(notice, lang)
      : { text: noticeMessage(notice, lang), detail: null, settings: false };
  return (
    <div className="message-body">
      <strong className="notice-level">{say(`notices.level.${notice.level}`)}</strong>{' '}
      <span dir="auto" data-testid="notice-message">
        {told.text}
      </span>
      {notice.origin === 'core' && <span className="notice-time">{formatDateTime(notice.at, lang)}</span>}
      {told.settings && (
        <button type="button" className="link-button notice-link" onClick={() => navigate({ view: 'settings' })}>
          {say('shell.nav.settings')}
        </button>
      )}
      {told.detail && (
        <details className="message-details">
          <summary>{say('notices.details')}</summary>
          <p dir="auto">{told.detail}</p>
        </details>
      )}
    </div>
  );
}

const ICONS: Readonly<Record<NoticeLevel, string>> = { error: '!', warning: '!', info: 'i', success: '✓' };

/** Notices shown at once; older ones fold into "N more". */
export const VISIBLE_NOTICES = 3;

export function NoticeTray() {
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const notices = useNotices((s) => s.notices);
  const ready = useNotices((s) => s.ready);
  const dismiss = useNotices((s) => s.dismiss);
  const [open, setOpen] = useState(false);
  useEffect(() => startNotices(), []);
  const folded = open ? 0 : Math.max(0, notices.length - VISIBLE_NOTICES);
  // The newest first, nearest the corner.
  const shown = notices.slice(folded).reverse();
  return (
    <section
      className={open ? 'notice-tray open' : 'notice-tray'}
      aria-label={say('notices.region')}
      data-testid="notice-tray"
      data-ready={ready || undefined}
    >
      {shown.map((n) => (
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
          <NoticeBody notice={n} />
          <button
            type="button"
            className="notice-dismiss"
            aria-label={say('notices.dismissOf', {
              notice: n.origin === 'core' ? noticeText(n, lang).text : noticeMessage(n, lang),
            })}
            title={say('notices.dismiss')}
            data-testid="notice-dismiss"
            onClick={() => dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
      {(folded > 0 || (open && notices.length > VISIBLE_NOTICES)) && (
        <button
          type="button"
          className="notice-more"
          data-testid="notice-more"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? say('notices.fewer') : say('notices.more', { count: folded })}
        </button>
      )}
    </section>
  );
}
