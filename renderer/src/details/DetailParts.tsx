// Small building blocks shared by the detail views: states, pager, tabs, copy button, images, links, stat tiles.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AppError } from '#shared/errors';
import { useNavigation } from '../state/navigation-store';
import { errorText } from '../i18n/error-text';
import { formatNumber, isDisplayableImageUrl, isHttpsUrl, needsSettings, pageLabel, pagerState } from './detail-format';
import { useDetailsContext } from './use-details-context';

export function LoadingState({ label }: { label?: string }) {
  const { say } = useDetailsContext();
  return (
    <div className="dt-state dt-loading" role="status" aria-live="polite" data-testid="detail-loading">
      <span className="dt-spinner" aria-hidden="true" />
      <span>{label ?? say('details.loading')}</span>
    </div>
  );
}

/** What happened and what the broker can do about it (try again, or fix the key or plan in Settings), in the
 * interface language; the service's own words are folded under "Details". */
export function ErrorState({ error, title, onRetry }: { error: AppError; title?: string; onRetry?: () => void }) {
  const { say, lang } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  const text = errorText(error, lang);
  return (
    <div className="dt-state dt-error" role="alert" data-testid="detail-error" data-code={error.code}>
      <strong className="dt-state-title">{title ?? say('details.errorTitle')}</strong>
      <p className="dt-error-message">{text.happened}</p>
      <p className="dt-advice">{text.todo}</p>
      <details className="message-details">
        <summary>{text.detailsLabel}</summary>
        <p dir="auto">{text.detail}</p>
      </details>
      <div className="dt-state-actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry} data-testid="detail-retry">
            {say('details.retry')}
          </button>
        )}
        {needsSettings(error) && (
          <button type="button" className="button ghost" onClick={() => navigate({ view: 'settings' })}>
            {say('details.openSettings')}
          </button>
        )}
      </div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="dt-state dt-empty" data-testid="detail-empty">
      {children}
    </div>
  );
}

export function Pager({
  page,
  totalPages,
  total,
  busy,
  onPrev,
  onNext,
}: {
  page: number;
  totalPages: number;
  total: number | null;
  busy: boolean;
  onPrev: () => void;
  onNext: () => void;
}) {
  const { say, lang } = useDetailsContext();
  const { canPrev, canNext } = pagerState(page, totalPages, busy);
  return (
    <div className="dt-pager" data-testid="pager">
      <button type="button" className="button" disabled={!canPrev} onClick={onPrev} data-testid="pager-prev">
        <span aria-hidden="true" className="dt-flip">
          ‹
        </span>{' '}
        {say('details.previous')}
      </button>
      <span className="dt-pager-label" aria-live="polite" data-testid="pager-label">
        {pageLabel(page, totalPages, lang, say)}
        {total !== null && <span className="muted"> · {say('details.results', { count: total })}</span>}
      </span>
      <button type="button" className="button" disabled={!canNext} onClick={onNext} data-testid="pager-next">
        {say('details.next')}{' '}
        <span aria-hidden="true" className="dt-flip">
          ›
        </span>
      </button>
    </div>
  );
}

export interface TabSpec<K extends string> {
  key: K;
  label: string;
  testId: string;
  count?: number | null;
}

/** A tab strip (WAI-ARIA tabs, arrow keys move between tabs); the caller renders the active panel. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  children,
}: {
  tabs: readonly TabSpec<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const { lang } = useDetailsContext();
  const id = useId();
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const rtl = document.documentElement.dir === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + (forward ? 1 : tabs.length - 1)) % tabs.length];
    if (next) {
      event.preventDefault();
      onChange(next.key);
      document.getElementById(`${id}-tab-${next.key}`)?.focus();
    }
  }
  return (
    <div className="dt-tabs">
      <div role="tablist" className="dt-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'dt-tab active' : 'dt-tab'}
            data-testid={tab.testId}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
            {tab.count !== undefined && tab.count !== null && (
              <span className="dt-tab-count">{formatNumber(tab.count, lang)}</span>
            )}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`} className="dt-tabpanel">
        {children}
      </div>
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { say } = useDetailsContext();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1800);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <button
      type="button"
      className="button dt-copy"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
      data-testid={testId}
    >
      {state === 'copied'
        ? say('details.copied')
        : state === 'failed'
          ? say('details.copyFailed')
          : say('details.copy')}
    </button>
  );
}

/** A picture that quietly becomes a placeholder (initials) when its address is missing or does not load. */
export function Picture({
  url,
  alt,
  fallback,
  placeholder,
  className,
}: {
  url: string | null | undefined;
  alt: string;
  /** A name whose initials stand in for the picture. */
  fallback: string;
  /** Shown instead of initials (a photo glyph for listing photos). */
  placeholder?: ReactNode;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const cls = `dt-picture${className ? ` ${className}` : ''}`;
  if (!isDisplayableImageUrl(url, window.location.origin) || failedUrl === url) {
    return (
      <span className={`${cls} dt-picture-fallback`} role="img" aria-label={alt}>
        {placeholder ?? initials(fallback)}
      </span>
    );
  }
  return <img className={cls} src={url} alt={alt} loading="lazy" onError={() => setFailedUrl(url)} />;
}

/** First letters (or digits) of the first two words that have any: "Mudon | 4 Bedroom" → "M4". */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2);
  return letters.join('').toUpperCase() || '·';
}

/** An https link handed to the system browser; anything else is shown as text, never opened. */
export function ExternalLink({ url, children, testId }: { url: string; children: ReactNode; testId?: string }) {
  const { say } = useDetailsContext();
  if (!isHttpsUrl(url)) {
    // Said plainly, with the link to copy: "(not opened: not a secure link)" read as dead text.
    return (
      <span className="dt-link-disabled" data-testid={testId}>
        {children}
        <span className="dt-link-note">{say('details.notSecurePlain')}</span>
        <span className="dt-inline-copy">
          <code dir="ltr" className="dt-insecure-url" data-testid="insecure-link">
            {url}
          </code>
          <CopyButton text={url} label={say('details.copyLink')} />
        </span>
      </span>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={say('details.opensInBrowser')} data-testid={testId}>
      {children}
      <span aria-hidden="true" className="dt-external">
        ↗
      </span>
    </a>
  );
}

/** A button that looks like a link: moves to another detail view inside the app. */
export function DetailLink({
  onClick,
  children,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button type="button" className="dt-link" onClick={onClick} data-testid={testId} dir="auto">
      {children}
    </button>
  );
}

export interface Stat {
  label: string;
  value: number | null;
}

export function StatTiles({ stats }: { stats: readonly Stat[] }) {
  const { say, lang } = useDetailsContext();
  const shown = stats.filter((s) => s.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="dt-stats">
      {shown.map((s) => (
        <div key={s.label} className="dt-stat">
          <dt>{s.label}</dt>
          <dd>{s.value === null ? say('details.none') : formatNumber(s.value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled list of facts (label → value); rows without a value are left out. */
export function FactList({ rows }: { rows: readonly { label: string; value: ReactNode; ltr?: boolean }[] }) {
  const shown = rows.filter((r) => r.value !== null && r.value !== undefined && r.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="dt-fact-list">
      {shown.map((r) => (
        <div key={r.label} className="dt-fact-row">
          <dt>{r.label}</dt>
          <FactValue ltr={r.ltr}>{r.value}</FactValue>
        </div>
      ))}
    </dl>
  );
}

export function Chips({ items, testId }: { items: readonly string[]; testId?: string }) {
  return (
    <ul className="dt-chips" data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="dt-chip" dir="auto">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A titled card of a detail view. */
export function Section({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card dt-section" data-testid={testId}>
      <div className="dt-section-head">
        <h2 className="dt-section-title">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A fact's value. Its own direction orders its words; the page's aligns it, so in Arabic a price, a name in English
 * and an Arabic word all start at the same edge (a `dir` on the `dd` itself would align each by its first letter).
 */
export function FactValue({ ltr, children }: { ltr?: boolean | undefined; children: ReactNode }) {
  return (
    <dd>
      <bdi dir={ltr ? 'ltr' : undefined}>{children}</bdi>
    </dd>
  );
}

/** One label → value row inside a `dl.dt-fact-list`. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dt-fact-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An address (email, web) that may wrap only after "@", "." and "/", never in the middle of a word. */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@./])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}
