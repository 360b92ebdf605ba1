// Loading more of the report's place when the broker asks (its current listings; a rental's sales for the gross
// yield): the button, what it costs, the go-ahead, the progress in pages, and a failure said in the broker's words.
import { fill } from '#shared/words/translated';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatDuration } from '../i18n/format';
import { sayIn } from '../i18n/messages';
import { dismissListings, loadListings, planListings } from './competition-actions';
import type { ReportFormat } from './report-format';
import { useReport, type ExtraLoad } from './report-store';
import { dismissSales, loadSales, planSales } from './sales-actions';
import type { ReportStrings } from './strings';

interface ExtraWords {
  start: string;
  working: string;
  cost: string;
  go: string;
  failed: string;
}

interface ExtraLoadProps {
  load: ExtraLoad | null;
  words: ExtraWords;
  plan(): Promise<void>;
  run(): Promise<void>;
  dismiss(): void;
  /** Test ids: `<id>-load`, `<id>-plan`, `<id>-go`, `<id>-progress`. */
  id: string;
  t: ReportStrings;
  fmt: ReportFormat;
}

function ExtraLoadPanel({ load, words, plan, run, dismiss, id, t, fmt }: ExtraLoadProps) {
  const requests = (n: number) => sayIn(fmt.lang)('marketView.requests', { count: n });
  if (!load) {
    return (
      <button type="button" className="button" data-testid={`${id}-load`} onClick={() => void plan()}>
        {words.start}
      </button>
    );
  }
  switch (load.phase) {
    case 'planning':
      return <p className="muted">{words.working}</p>;
    case 'error':
      return load.error ? <ErrorMessage error={load.error} title={words.failed} onRetry={() => void plan()} /> : null;
    case 'loading':
      return (
        <p className="muted" data-testid={`${id}-progress`}>
          {fill(t.plan.progress, {
            done: fmt.integer(load.pagesDone),
            total: fmt.integer(load.pagesTotal),
            requests: requests(load.requestsSpent),
          })}
        </p>
      );
    default:
      return (
        <div className="mk-plan-actions" data-testid={`${id}-plan`}>
          <p className="mk-plan-cost" data-requests={load.requestsNeeded}>
            {fill(words.cost, {
              requests: requests(load.requestsNeeded),
              time: formatDuration(load.estimatedSeconds, fmt.lang),
            })}
          </p>
          <button type="button" className="button primary" data-testid={`${id}-go`} onClick={() => void run()}>
            {fill(words.go, { requests: requests(load.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" onClick={dismiss}>
            {t.plan.notNow}
          </button>
        </div>
      );
  }
}

export function CompetitionLoad({ t, fmt }: { t: ReportStrings; fmt: ReportFormat }) {
  const load = useReport((s) => s.listings);
  const g = t.grid;
  return (
    <ExtraLoadPanel
      load={load}
      words={{ start: g.load, working: g.loadWorking, cost: g.loadCost, go: g.loadGo, failed: g.loadFailed }}
      plan={planListings}
      run={loadListings}
      dismiss={dismissListings}
      id="competition"
      t={t}
      fmt={fmt}
    />
  );
}

/** A rental with a range but no stored sales: the way to its gross yield. */
export function SalesLoad({ t, fmt }: { t: ReportStrings; fmt: ReportFormat }) {
  const load = useReport((s) => s.sales);
  const r = t.result;
  return (
    <div className="cr-card" data-testid="report-yield-none">
      <p className="muted">{r.yieldNone}</p>
      <ExtraLoadPanel
        load={load}
        words={{ start: r.yieldLoad, working: r.yieldWorking, cost: r.yieldCost, go: r.yieldGo, failed: r.yieldFailed }}
        plan={planSales}
        run={loadSales}
        dismiss={dismissSales}
        id="sales"
        t={t}
        fmt={fmt}
      />
    </div>
  );
}
