// What loading the report's market costs before anything is spent (the Market view's and the CLI's estimate), the
// broker's go-ahead, then the load's progress with Stop and the report being computed.
import { formatDuration, formatShare } from '../i18n/format';
import { dismissPlan, loadReport, stopLoad } from './report-actions';
import { useReport } from './report-store';
import { useReportContext } from './use-report-context';
import { Said } from './Said';

export function ReportPlan() {
  const { say, lang } = useReportContext();
  const phase = useReport((s) => s.phase);
  const plan = useReport((s) => s.plan);
  const progress = useReport((s) => s.progress);
  const stopped = useReport((s) => s.stopped);
  if (phase === 'planning') {
    return (
      <section className="mk-plan" data-testid="report-plan" aria-busy="true" aria-live="polite">
        <span className="muted">{say('reportView.plan.working')}</span>
      </section>
    );
  }
  if (phase === 'computing' && (!plan || plan.requestsNeeded === 0)) {
    return (
      <section className="mk-plan" data-testid="report-plan" aria-busy="true" aria-live="polite">
        <span className="muted" data-testid="report-computing">
          {say('reportView.plan.computing')}
        </span>
      </section>
    );
  }
  if (!plan || (phase !== 'planned' && phase !== 'loading' && phase !== 'computing')) return null;
  const values = { requests: plan.requestsNeeded, time: formatDuration(plan.estimatedSeconds, lang) };
  const unstored = plan.steps.some((step) => step.action !== 'stored');
  const cost =
    plan.offline && unstored
      ? say('reportView.plan.offline')
      : plan.requestsNeeded === 0
        ? say('reportView.plan.stored')
        : plan.quotaShare !== null && plan.quotaRemaining !== null
          ? say('reportView.plan.costQuota', {
              ...values,
              share: formatShare(plan.quotaShare, lang),
              left: plan.quotaRemaining,
            })
          : say('reportView.plan.cost', values);
  return (
    <section className="mk-plan" data-testid="report-plan" aria-label={say('reportView.plan.title')} aria-live="polite">
      <h2 className="mk-plan-title">{say('reportView.plan.title')}</h2>
      <p className="mk-plan-cost" data-testid="report-cost" data-requests={plan.requestsNeeded}>
        <strong>
          <Said text={cost} />
        </strong>
      </p>
      {plan.requestsSpent > 0 && (
        <p className="muted mk-plan-spent">{say('reportView.plan.spent', { requests: plan.requestsSpent })}</p>
      )}
      {stopped && (
        <p className="warning-text" data-testid="report-stopped">
          {say('reportView.plan.stopped')}
        </p>
      )}
      {phase === 'loading' || phase === 'computing' ? (
        <div className="mk-progress-row">
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share(progress, phase)}
          >
            <div className="progress-fill" style={{ inlineSize: `${share(progress, phase)}%` }} />
          </div>
          <span className="muted" data-testid="report-progress">
            {phase === 'computing' || !progress
              ? say('reportView.plan.computing')
              : say('reportView.plan.progress', {
                  done: progress.pagesDone,
                  total: progress.pagesTotal,
                  requests: progress.requestsSpent,
                })}
          </span>
          {phase === 'loading' && (
            <button type="button" className="button danger" data-testid="report-stop" onClick={() => void stopLoad()}>
              {say('reportView.plan.stop')}
            </button>
          )}
        </div>
      ) : (
        <div className="mk-plan-actions">
          <button type="button" className="button primary" data-testid="report-load" onClick={() => void loadReport()}>
            {say('reportView.plan.load', { requests: plan.requestsNeeded })}
          </button>
          <button type="button" className="button ghost" data-testid="report-not-now" onClick={dismissPlan}>
            {say('reportView.plan.notNow')}
          </button>
        </div>
      )}
    </section>
  );
}

function share(progress: ReturnType<typeof useReport.getState>['progress'], phase: string): number {
  if (phase === 'computing') return 100;
  if (!progress) return 0;
  const perStep = 100 / Math.max(1, progress.steps);
  const within = progress.pagesTotal > 0 ? progress.pagesDone / progress.pagesTotal : 0;
  return Math.round(Math.min(100, (progress.step - 1) * perStep + within * perStep));
}
