// What a market costs before anything is spent (per place and purpose, in requests, share of the month's quota and
// time), then the load's progress with Stop, and how a stopped load ended.
import type { Lang } from '#shared/domain/lang';
import type { MarketPlan, MarketPlanStep } from '#shared/ipc/contract';
import { formatDuration, formatInteger, formatShare } from '../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../i18n/strings';
import { cancelLoad, dismissPlan, loadMarket } from './market-actions';
import { formatDay, purposeLabel } from '#shared/market/market-format';
import { useMarket, type LoadProgress } from './market-store';
import { placeLabels } from './place-label';
import type { MarketStrings } from '#shared/market/strings/en';
import { useMarketContext } from './use-market-strings';
import { useDataLang } from '../i18n/messages';

export function PlanPanel() {
  const { t, lang } = useMarketContext();
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
        <span className="muted">{t.plan.working}</span>
      </section>
    );
  }
  if (!plan || (phase !== 'planned' && phase !== 'loading' && phase !== 'analyzing')) return null;
  // In the interface language, as the picker named the place (the query keeps the name it was asked with).
  const placeName = placeLabels(queryForm, query, dataLang);
  const requests = (n: number) => pluralText(t.requests, n, lang);
  return (
    <section className="mk-plan" data-testid="market-plan" aria-label={t.plan.title} aria-live="polite">
      <h2 className="mk-plan-title">{t.plan.title}</h2>
      <ul className="mk-plan-steps">
        {plan.steps.map((step) => (
          <li key={`${step.placeId}-${step.purpose}`} data-testid="plan-step" data-action={step.action}>
            <span className="mk-plan-what" dir="auto">
              {placeName(step.placeId)} · {purposeLabel(step.purpose, lang)}
            </span>
            <span className="muted">{stepText(step, t, lang)}</span>
          </li>
        ))}
      </ul>
      <p className="mk-plan-cost" data-testid="plan-cost">
        <strong>{costText(plan, t, lang)}</strong> {quotaNote(plan, monthUsed, t, lang)}
      </p>
      {plan.requestsSpent > 0 && (
        <p className="muted mk-plan-spent" data-testid="plan-spent">
          {format(t.plan.spent, { requests: requests(plan.requestsSpent) })}
        </p>
      )}
      {load?.cancelled && (
        <p className="warning-text" data-testid="plan-stopped">
          {format(t.plan.stopped, { requests: requests(load.requestsSpent) })}
        </p>
      )}
      {phase === 'loading' || phase === 'analyzing' ? (
        <Progress
          plan={plan}
          progress={progress}
          t={t}
          lang={lang}
          placeName={placeName}
          analyzing={phase === 'analyzing'}
        />
      ) : (
        <div className="mk-plan-actions">
          <button type="button" className="button primary" data-testid="market-load" onClick={() => void loadMarket()}>
            {format(t.plan.loadN, { requests: requests(plan.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" data-testid="market-not-now" onClick={dismissPlan}>
            {t.plan.notNow}
          </button>
        </div>
      )}
    </section>
  );
}

/** What one place and purpose will cost; the language's own colon and brackets join the parts. */
export function stepText(step: MarketPlanStep, t: MarketStrings, lang: Lang): string {
  const cost = (pages: string): string => {
    const text = format(t.plan.stepCost, { pages, requests: pluralText(t.requests, step.requestsNeeded, lang) });
    return step.capped ? format(t.plan.withCap, { text, capped: t.plan.capped }) : text;
  };
  switch (step.action) {
    case 'stored':
      return step.held
        ? format(t.plan.stored, { from: formatDay(step.held.from, lang), to: formatDay(step.held.to, lang) })
        : t.plan.cached;
    case 'extend':
      return cost(pluralText(t.plan.extend, step.pagesPlanned, lang));
    default:
      return step.requestsNeeded === 0 ? t.plan.cached : cost(pluralText(t.plan.fetch, step.pagesPlanned, lang));
  }
}

function costText(plan: MarketPlan, t: MarketStrings, lang: Lang): string {
  if (plan.requestsNeeded === 0) return t.plan.costNone;
  const values = {
    requests: pluralText(t.requests, plan.requestsNeeded, lang),
    time: formatDuration(plan.estimatedSeconds, lang),
  };
  if (plan.quotaShare !== null && plan.quotaRemaining !== null) {
    return format(t.plan.costQuota, {
      ...values,
      share: formatShare(plan.quotaShare, lang),
      left: pluralText(t.requests, plan.quotaRemaining, lang),
    });
  }
  return format(t.plan.costNoQuota, values);
}

function quotaNote(plan: MarketPlan, monthUsed: number | null, t: MarketStrings, lang: Lang): string {
  if (plan.requestsNeeded === 0 || plan.quotaShare !== null || monthUsed === null) return '';
  return format(t.plan.noQuota, { used: pluralText(t.requests, monthUsed, lang) });
}

interface ProgressProps {
  plan: MarketPlan;
  progress: LoadProgress | null;
  t: MarketStrings;
  lang: Lang;
  placeName(id: string): string;
  analyzing: boolean;
}

function Progress({ plan, progress, t, lang, placeName, analyzing }: ProgressProps) {
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
          ? t.plan.analyzing
          : format(t.plan.progress, {
              place: placeName(progress.placeId),
              purpose: purposeLabel(progress.purpose, lang),
              done: formatInteger(progress.pagesDone, lang),
              total: formatInteger(progress.pagesTotal, lang),
              requests: pluralText(t.requests, progress.requestsSpent, lang),
            })}
      </span>
      {!analyzing && (
        <button type="button" className="button danger" data-testid="market-stop" onClick={() => void cancelLoad()}>
          {t.plan.stop}
        </button>
      )}
    </div>
  );
}
