// A kept report's re-run with today's data, cost first as the view makes a report: what loading its market costs (or
// that it is answered from what is stored), the broker's go-ahead, the load's progress with Stop, then the new
// revision said (the earlier kept).
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDuration } from '../../i18n/format';
import { sayIn } from '../../i18n/say';
import { dismissRerun, goRerun, startRerun, stopRerun } from './kept-actions';
import { useKept } from './kept-store';
import { useReportContext } from '../use-report-context';

export function RerunPanel() {
  const { say, lang } = useReportContext();
  const rerun = useKept((s) => s.rerun);
  if (!rerun) return null;
  const requests = (n: number) => sayIn(lang)('marketView.requests', { count: n });
  const { plan, phase, name } = rerun;
  const free = plan !== null && plan.requestsNeeded === 0;
  const cost = plan
    ? free
      ? say('kept.rerunStored', { name })
      : say('kept.rerunCost', {
          name,
          requests: requests(plan.requestsNeeded),
          time: formatDuration(plan.estimatedSeconds, lang),
        })
    : say('kept.rerunWorking', { name });
  return (
    <section
      className="mk-plan kr-rerun"
      data-testid="kept-rerun"
      data-phase={phase}
      aria-live="polite"
      aria-busy={phase === 'planning' || phase === 'loading' || phase === 'computing'}
    >
      <p className="mk-plan-cost" data-testid="kept-rerun-cost" data-requests={plan?.requestsNeeded ?? ''}>
        <strong>{cost}</strong>
      </p>
      {phase === 'planned' && !free && (
        <div className="mk-plan-actions">
          <button type="button" className="button primary" data-testid="kept-rerun-go" onClick={() => void goRerun()}>
            {say('kept.rerunGo', { requests: requests(plan!.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" onClick={dismissRerun}>
            {say('reportView.plan.notNow')}
          </button>
        </div>
      )}
      {phase === 'loading' && (
        <div className="mk-progress-row">
          <span className="muted" data-testid="kept-rerun-progress">
            {rerun.progress
              ? say('reportView.plan.progress', {
                  done: rerun.progress.pagesDone,
                  total: rerun.progress.pagesTotal,
                  requests: rerun.progress.requestsSpent,
                })
              : say('reportView.plan.computing')}
          </span>
          <button type="button" className="button danger" onClick={() => void stopRerun()}>
            {say('reportView.plan.stop')}
          </button>
        </div>
      )}
      {phase === 'computing' && <p className="muted">{say('kept.rerunComputing')}</p>}
      {phase === 'done' && rerun.version !== null && (
        <p className="kr-done" data-testid="kept-rerun-done">
          {say('kept.rerunDone', { name, version: rerun.version })}{' '}
          <button type="button" className="link-button" onClick={dismissRerun}>
            {say('shell.close')}
          </button>
        </p>
      )}
      {phase === 'error' && rerun.error && (
        <ErrorMessage
          error={rerun.error}
          title={say('kept.rerunFailed')}
          testId="kept-rerun-error"
          onRetry={() => void startRerun(rerun.id, name)}
        />
      )}
    </section>
  );
}
