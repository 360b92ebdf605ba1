// The life of one snapshot the broker started, under its row: the free estimate (with the month's quota) to confirm,
// then the plan and progress with Stop, then what the snapshot found (or why it did not happen).
import { focusOnMount } from '../components/focus-on-mount';
import type { Lang } from '#shared/domain/lang';
import type { SnapshotEstimate } from '#shared/ipc/contract';
import { formatDuration } from '../i18n/format';
import { failureText } from '../saved';
import { sayIn } from '../i18n/say';
import { usePreferences } from '../state/preferences-store';
import { dismissSnapshot, runAllSnapshots, runSnapshot, stopSnapshot } from './portfolio-actions';
import { useMessage, type Say } from '../i18n/messages';
import { ALL, usePortfolio, type SnapshotTask } from './portfolio-store';
import { costText, doneText, itemBasisText, plannedText, progressText, quotaText } from './snapshot-text';

/** What each item's share of the estimate rests on: its last snapshot, the listing count known, or nothing yet. */
function ItemBasis({ item, say, lang }: { item: SnapshotEstimate['items'][number]; say: Say; lang: Lang }) {
  return (
    <li dir="auto" data-testid="snapshot-estimate-item" data-basis={item.basis}>
      {itemBasisText(item, say, lang)}
    </li>
  );
}

function EstimateLines({ task, say, lang }: { task: SnapshotTask; say: Say; lang: Lang }) {
  const e = task.estimate;
  if (!e) return null;
  const cost = costText(e, formatDuration(e.estimatedSeconds, lang), say);
  // One item estimated from its last snapshot says all in the first line; otherwise each item says what it rests on.
  const itemized = e.items.length > 1 || e.basis !== 'last-snapshot';
  return (
    <div className="pf-estimate" data-testid="snapshot-estimate" data-basis={e.basis}>
      <strong data-testid="snapshot-estimate-cost">{cost}</strong>
      {itemized && (
        <ul className="pf-estimate-items muted">
          {e.items.map((item) => (
            <ItemBasis key={item.itemId} item={item} say={say} lang={lang} />
          ))}
        </ul>
      )}
      <span className="muted" data-testid="snapshot-estimate-quota">
        {quotaText(e, say)}
      </span>
    </div>
  );
}

export function SnapshotPanel({ itemId }: { itemId: number }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
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
        return <span className="muted">{say('portfolio.estimating')}</span>;
      case 'confirm':
        return (
          <>
            <EstimateLines task={task} say={say} lang={lang} />
            <span className="pf-actions">
              {/* Focused when the estimate comes: Enter starts, Escape says not now (focus stayed on the page). */}
              <button
                type="button"
                className="button primary"
                data-testid="snapshot-start"
                onClick={start}
                ref={focusOnMount}
              >
                {say('portfolio.start')}
              </button>
              <button type="button" className="button" onClick={() => dismissSnapshot(itemId)}>
                {say('portfolio.notNow')}
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
              <strong>{task.scheduled ? say('portfolio.runningScheduled') : say('portfolio.running')}</strong>
              {task.planned && (
                <span className="muted" data-testid="snapshot-plan">
                  {plannedText(task.planned, say)}
                </span>
              )}
            </span>
            {p && (
              <>
                <div className="progress" role="progressbar" aria-valuenow={Math.round(share * 100)}>
                  <div className="progress-fill" style={{ inlineSize: `${share * 100}%` }} />
                </div>
                <span className="muted" data-testid="snapshot-progress">
                  {progressText(p, say)}
                </span>
              </>
            )}
            <button
              type="button"
              className="button danger"
              data-testid="snapshot-stop"
              onClick={() => void stopSnapshot(itemId)}
            >
              {say('portfolio.stop')}
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
              <strong>{doneText(r?.snapshot?.counts.total ?? 0, say)}</strong>
              {c && (
                <span className="muted" data-testid="snapshot-changes">
                  {say('portfolio.changes', {
                    added: c.added,
                    removed: c.removed,
                    repriced: c.repriced,
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
            <span data-testid="snapshot-stopped">{say('portfolio.stopped')}</span>
            {close}
          </>
        );
      default:
        return (
          <>
            <span className="error-text" role="alert" data-testid="snapshot-failed" dir="auto">
              {task.error ? failureText(task.error, say('portfolio.failed'), lang) : say('portfolio.failed')}
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
