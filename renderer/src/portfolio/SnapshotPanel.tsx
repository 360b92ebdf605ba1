// The life of one snapshot the broker started, under its row: the free estimate (with the month's quota) to confirm,
// then the plan and progress with Stop, then what the snapshot found (or why it did not happen).
import { focusOnMount } from '../components/focus-on-mount';
import type { Lang } from '#shared/domain/lang';
import type { EstimateBasis, SnapshotEstimate } from '#shared/ipc/contract';
import { formatDuration, formatInteger } from '../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../i18n/strings';
import { failureText } from '../saved/failure-text';
import { sayIn } from '../i18n/say';
import { usePreferences } from '../state/preferences-store';
import { dismissSnapshot, runAllSnapshots, runSnapshot, stopSnapshot } from './portfolio-actions';
import { PORTFOLIO_STRINGS, type PortfolioStrings } from '#shared/portfolio/portfolio-strings';
import { ALL, usePortfolio, type SnapshotTask } from './portfolio-store';
import { doneText, itemBasisText, plannedText, progressText, quotaText } from './snapshot-text';

const n = (value: number, lang: Lang) => formatInteger(value, lang);

const ESTIMATE_TEXT = {
  'last-snapshot': 'estimateExact',
  'listing-count': 'estimateCounts',
  unknown: 'estimateFirst',
} as const satisfies Record<EstimateBasis, keyof PortfolioStrings>;

/** What each item's share of the estimate rests on: its last snapshot, the listing count known, or nothing yet. */
function ItemBasis({ item, t, lang }: { item: SnapshotEstimate['items'][number]; t: PortfolioStrings; lang: Lang }) {
  return (
    <li dir="auto" data-testid="snapshot-estimate-item" data-basis={item.basis}>
      {itemBasisText(item, t, lang)}
    </li>
  );
}

function EstimateLines({ task, t, lang }: { task: SnapshotTask; t: PortfolioStrings; lang: Lang }) {
  const e = task.estimate;
  if (!e) return null;
  const cost = pluralText(t[ESTIMATE_TEXT[e.basis]], e.estimatedRequests, lang, {
    time: formatDuration(e.estimatedSeconds, lang),
  });
  // One item estimated from its last snapshot says all in the first line; otherwise each item says what it rests on.
  const itemized = e.items.length > 1 || e.basis !== 'last-snapshot';
  return (
    <div className="pf-estimate" data-testid="snapshot-estimate" data-basis={e.basis}>
      <strong data-testid="snapshot-estimate-cost">{cost}</strong>
      {itemized && (
        <ul className="pf-estimate-items muted">
          {e.items.map((item) => (
            <ItemBasis key={item.itemId} item={item} t={t} lang={lang} />
          ))}
        </ul>
      )}
      <span className="muted" data-testid="snapshot-estimate-quota">
        {quotaText(e, t, lang)}
      </span>
    </div>
  );
}

export function SnapshotPanel({ itemId }: { itemId: number }) {
  const lang = usePreferences((s) => s.lang);
  const t = PORTFOLIO_STRINGS[lang];
  const task = usePortfolio((s) => s.tasks[itemId]);
  if (!task) return null;
  const start = () => void (itemId === ALL ? runAllSnapshots() : runSnapshot(itemId));
  const close = (
    <button type="button" className="button ghost" data-testid="snapshot-close" onClick={() => dismissSnapshot(itemId)}>
      {sayIn(lang)('shell.close')}
    </button>
  );
  const body = (() => {
    switch (task.phase) {
      case 'estimating':
        return <span className="muted">{t.estimating}</span>;
      case 'confirm':
        return (
          <>
            <EstimateLines task={task} t={t} lang={lang} />
            <span className="pf-actions">
              {/* Focused when the estimate comes: Enter starts, Escape says not now (focus stayed on the page). */}
              <button
                type="button"
                className="button primary"
                data-testid="snapshot-start"
                onClick={start}
                ref={focusOnMount}
              >
                {t.start}
              </button>
              <button type="button" className="button" onClick={() => dismissSnapshot(itemId)}>
                {t.notNow}
              </button>
            </span>
          </>
        );
      case 'running': {
        const p = task.progress;
        const share = p && p.total > 0 ? Math.min(1, p.done / p.total) : 0;
        return (
          <>
            <span className="pf-estimate">
              <strong>{task.scheduled ? t.runningScheduled : t.running}</strong>
              {task.planned && (
                <span className="muted" data-testid="snapshot-plan">
                  {plannedText(task.planned, t, lang)}
                </span>
              )}
            </span>
            {p && (
              <>
                <div className="progress" role="progressbar" aria-valuenow={Math.round(share * 100)}>
                  <div className="progress-fill" style={{ inlineSize: `${share * 100}%` }} />
                </div>
                <span className="muted" data-testid="snapshot-progress">
                  {progressText(p, t, lang)}
                </span>
              </>
            )}
            <button
              type="button"
              className="button danger"
              data-testid="snapshot-stop"
              onClick={() => void stopSnapshot(itemId)}
            >
              {t.stop}
            </button>
          </>
        );
      }
      case 'done': {
        const r = task.result;
        const c = r?.changes;
        return (
          <>
            <span className="pf-estimate" data-testid="snapshot-done">
              <strong>{doneText(r?.snapshot?.counts.total ?? 0, t, lang)}</strong>
              {c && (
                <span className="muted" data-testid="snapshot-changes">
                  {format(t.changes, {
                    added: n(c.added, lang),
                    removed: n(c.removed, lang),
                    repriced: n(c.repriced, lang),
                  })}
                </span>
              )}
            </span>
            {close}
          </>
        );
      }
      case 'stopped':
        return (
          <>
            <span data-testid="snapshot-stopped">{t.stopped}</span>
            {close}
          </>
        );
      default:
        return (
          <>
            <span className="error-text" role="alert" data-testid="snapshot-failed" dir="auto">
              {task.error ? failureText(task.error, t.failed, lang) : t.failed}
            </span>
            {close}
          </>
        );
    }
  })();
  return (
    <div
      className={`pf-snapshot ${task.phase}`}
      data-testid="snapshot-panel"
      data-phase={task.phase}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || task.phase === 'running') return;
        e.preventDefault();
        dismissSnapshot(itemId);
      }}
    >
      {body}
    </div>
  );
}
