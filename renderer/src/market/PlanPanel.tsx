// What a market costs before anything is spent (per place and purpose, in requests, share of the month's quota and
// time), then the load's progress with Stop, and how a stopped load ended.
import type { Lang } from '#shared/domain/lang';
import type { MarketPlan, MarketPlanStep } from '#shared/ipc/contract';
import type { MessageRef } from '#shared/messages/format-message';
import { formatDuration, formatShare } from '../i18n/format';
import { cancelLoad, dismissPlan, loadMarket } from './market-actions';
import { formatDay, purposeLabel } from '#shared/market/market-format';
import { useMarket, type LoadProgress } from './market-store';
import { placeLabels } from './place-label';
import { requestsCount } from '#shared/market/market-view-ids';
import { useMarketContext } from './use-market-strings';
import { useDataLang, useMessage, type Say } from '../i18n/messages';

export function PlanPanel() {
  const { lang } = useMarketContext();
  const say = useMessage();
  const dataLang = useDataLang();
  const phase = useMarket((s) => s.phase);
  const plan = useMarket((s) => s.plan);
  const load = useMarket((s) => s.load);
  const progress = useMarket((s) => s.progress);
  const monthUsed = useMarket((s) => s.monthUsed);
  const query = useMarket((s) => s.query);
  const queryForm = useMarket((s) => s.queryForm);
  if (phase === 'planning') {
    return (
      <section className="mk-plan" data-testid="market-plan" aria-busy="true" aria-live="polite">
        <span className="muted">{say('marketView.plan.working')}</span>
      </section>
    );
  }
  if (!plan || (phase !== 'planned' && phase !== 'loading' && phase !== 'analyzing')) return null;
  // In the interface language, as the picker named the place (the query keeps the name it was asked with).
  const placeName = placeLabels(queryForm, query, dataLang);
  return (
    <section className="mk-plan" data-testid="market-plan" aria-label={say('marketView.plan.title')} aria-live="polite">
      <h2 className="mk-plan-title">{say('marketView.plan.title')}</h2>
      <ul className="mk-plan-steps">
        {plan.steps.map((step) => (
          <li key={`${step.placeId}-${step.purpose}`} data-testid="plan-step" data-action={step.action}>
            <span className="mk-plan-what" dir="auto">
              {placeName(step.placeId)} · {purposeLabel(step.purpose, lang)}
            </span>
            <span className="muted">{stepText(step, say, lang)}</span>
          </li>
        ))}
      </ul>
      <p className="mk-plan-cost" data-testid="plan-cost">
        <strong>{costText(plan, say, lang)}</strong> {quotaNote(plan, monthUsed, say)}
      </p>
      {plan.requestsSpent > 0 && (
        <p className="muted mk-plan-spent" data-testid="plan-spent">
          {say('marketView.plan.spent', { requests: requestsCount(plan.requestsSpent) })}
        </p>
      )}
      {load?.cancelled && (
        <p className="warning-text" data-testid="plan-stopped">
          {say('marketView.plan.stopped', { requests: requestsCount(load.requestsSpent) })}
        </p>
      )}
      {phase === 'loading' || phase === 'analyzing' ? (
        <Progress
          plan={plan}
          progress={progress}
          lang={lang}
          say={say}
          placeName={placeName}
          analyzing={phase === 'analyzing'}
        />
      ) : (
        <div className="mk-plan-actions">
          <button type="button" className="button primary" data-testid="market-load" onClick={() => void loadMarket()}>
            {say('marketView.plan.loadN', { requests: requestsCount(plan.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" data-testid="market-not-now" onClick={dismissPlan}>
            {say('marketView.plan.notNow')}
          </button>
        </div>
      )}
    </section>
  );
}

/** What one place and purpose will cost; the language's own colon and brackets join the parts. */
export function stepText(step: MarketPlanStep, say: Say, lang: Lang): string {
  const cost = (pages: MessageRef): string => {
    const text = say('marketView.plan.stepCost', { pages, requests: requestsCount(step.requestsNeeded) });
    return step.capped ? say('marketView.plan.withCap', { text, capped: say('marketView.plan.capped') }) : text;
  };
  switch (step.action) {
    case 'stored':
      return step.held
        ? say('marketView.plan.stored', { from: formatDay(step.held.from, lang), to: formatDay(step.held.to, lang) })
        : say('marketView.plan.cached');
    case 'extend':
      return cost({ id: 'marketView.plan.extend', args: { count: step.pagesPlanned } });
    default:
      return step.requestsNeeded === 0
        ? say('marketView.plan.cached')
        : cost({ id: 'marketView.plan.fetch', args: { count: step.pagesPlanned } });
  }
}

function costText(plan: MarketPlan, say: Say, lang: Lang): string {
  if (plan.requestsNeeded === 0) return say('marketView.plan.costNone');
  const values = {
    requests: requestsCount(plan.requestsNeeded),
    time: formatDuration(plan.estimatedSeconds, lang),
  };
  if (plan.quotaShare !== null && plan.quotaRemaining !== null) {
    return say('marketView.plan.costQuota', {
      ...values,
      share: formatShare(plan.quotaShare, lang),
      left: requestsCount(plan.quotaRemaining),
    });
  }
  return say('marketView.plan.costNoQuota', values);
}

function quotaNote(plan: MarketPlan, monthUsed: number | null, say: Say): string {
  if (plan.requestsNeeded === 0 || plan.quotaShare !== null || monthUsed === null) return '';
  return say('marketView.plan.noQuota', { used: requestsCount(monthUsed) });
}

interface ProgressProps {
  plan: MarketPlan;
  progress: LoadProgress | null;
  lang: Lang;
  say: Say;
  placeName(id: string): string;
  analyzing: boolean;
}

function Progress({ plan, progress, lang, say, placeName, analyzing }: ProgressProps) {
  // The bar runs over every planned page of every list; a list's own total can differ slightly from its plan.
  const total = Math.max(
    1,
    plan.steps.reduce((n, s) => n + s.pagesPlanned, 0),
  );
  const before = progress ? plan.steps.slice(0, progress.step - 1).reduce((n, s) => n + s.pagesPlanned, 0) : 0;
  const share = analyzing ? 1 : Math.min(1, (before + (progress?.pagesDone ?? 0)) / total);
  return (
    <div className="mk-progress-row">
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className="progress-fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </div>
      <span className="muted" data-testid="market-progress">
        {analyzing || !progress
          ? say('marketView.plan.analyzing')
          : say('marketView.plan.progress', {
              place: placeName(progress.placeId),
              purpose: purposeLabel(progress.purpose, lang),
              done: progress.pagesDone,
              total: progress.pagesTotal,
              requests: requestsCount(progress.requestsSpent),
            })}
      </span>
      {!analyzing && (
        <button type="button" className="button danger" data-testid="market-stop" onClick={() => void cancelLoad()}>
          {say('marketView.plan.stop')}
        </button>
      )}
    </div>
  );
}
