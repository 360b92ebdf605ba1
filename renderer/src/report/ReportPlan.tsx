// What loading the report's market costs before anything is spent (the Market view's and the CLI's estimate), the
// broker's go-ahead, then the load's progress with Stop and the report being computed.
import { formatDuration, formatShare } from '../i18n/format';
import { fill } from '#shared/words/translated';
import { sayIn } from '../i18n/messages';
import { dismissPlan, loadReport, stopLoad } from './report-actions';
import { reportFormat } from './report-format';
import { useReport } from './report-store';
import { useReportContext } from './use-report-strings';

export function ReportPlan() {
  const { t, lang, unit } = useReportContext();
  const phase = useReport((s) => s.phase);
  const plan = useReport((s) => s.plan);
  const progress = useReport((s) => s.progress);
  const stopped = useReport((s) => s.stopped);
  const fmt = reportFormat(lang, unit);
  const requests = (n: number) => sayIn(lang)('marketView.requests', { count: n });
  if (phase === 'planning') {
    return (
      <section className="mk-plan" data-testid="report-plan" aria-busy="true" aria-live="polite">
        <span className="muted">{t.plan.working}</span>
      </section>
    );
  }
  if (phase === 'computing' && (!plan || plan.requestsNeeded === 0)) {
    return (
      <section className="mk-plan" data-testid="report-plan" aria-busy="true" aria-live="polite">
        <span className="muted" data-testid="report-computing">
          {t.plan.computing}
        </span>
      </section>
    );
  }
  if (!plan || (phase !== 'planned' && phase !== 'loading' && phase !== 'computing')) return null;
  const values = { requests: requests(plan.requestsNeeded), time: formatDuration(plan.estimatedSeconds, lang) };
  const unstored = plan.steps.some((step) => step.action !== 'stored');
  const cost =
    plan.offline && unstored
      ? t.plan.offline
      : plan.requestsNeeded === 0
        ? t.plan.stored
        : plan.quotaShare !== null && plan.quotaRemaining !== null
          ? fill(t.plan.costQuota, {
              ...values,
              share: formatShare(plan.quotaShare, lang),
              left: requests(plan.quotaRemaining),
            })
          : fill(t.plan.cost, values);
  return (
    <section className="mk-plan" data-testid="report-plan" aria-label={t.plan.title} aria-live="polite">
      <h2 className="mk-plan-title">{t.plan.title}</h2>
      <p className="mk-plan-cost" data-testid="report-cost" data-requests={plan.requestsNeeded}>
        <strong>{cost}</strong>
      </p>
      {plan.requestsSpent > 0 && (
        <p className="muted mk-plan-spent">{fill(t.plan.spent, { requests: requests(plan.requestsSpent) })}</p>
      )}
      {stopped && (
        <p className="warning-text" data-testid="report-stopped">
          {t.plan.stopped}
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
              ? t.plan.computing
              : fill(t.plan.progress, {
                  done: fmt.integer(progress.pagesDone),
                  total: fmt.integer(progress.pagesTotal),
                  requests: requests(progress.requestsSpent),
                })}
          </span>
          {phase === 'loading' && (
            <button type="button" className="button danger" data-testid="report-stop" onClick={() => void stopLoad()}>
              {t.plan.stop}
            </button>
          )}
        </div>
      ) : (
        <div className="mk-plan-actions">
          <button type="button" className="button primary" data-testid="report-load" onClick={() => void loadReport()}>
            {fill(t.plan.load, { requests: requests(plan.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" data-testid="report-not-now" onClick={dismissPlan}>
            {t.plan.notNow}
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
