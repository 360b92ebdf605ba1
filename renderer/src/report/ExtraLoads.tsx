// Loading more of the report's place when the broker asks (its current listings; a rental's sales for the gross
// yield): the button, what it costs, the go-ahead, the progress in pages, and a failure said in the broker's words.
import { ErrorMessage } from '../components/ErrorMessage';
import { formatDuration } from '../i18n/format';
import { dismissListings, loadListings, planListings } from './competition-actions';
import type { ReportFormat } from './report-format';
import { useReport, type ExtraLoad } from './report-store';
import { dismissSales, loadSales, planSales } from './sales-actions';
import { Said } from './Said';

/** The panel's words: the start button, the working note and the failure's title, and the cost and go-ahead. */
interface ExtraWords {
  start: string;
  working: string;
  cost(requests: number, time: string): string;
  go(requests: number): string;
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
  fmt: ReportFormat;
}

function ExtraLoadPanel({ load, words, plan, run, dismiss, id, fmt }: ExtraLoadProps) {
  const say = fmt.say;
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
          {say('reportView.plan.progress', {
            done: load.pagesDone,
            total: load.pagesTotal,
            requests: load.requestsSpent,
          })}
        </p>
      );
    default:
      return (
        <div className="mk-plan-actions" data-testid={`${id}-plan`}>
          <p className="mk-plan-cost" data-requests={load.requestsNeeded}>
            <Said text={words.cost(load.requestsNeeded, formatDuration(load.estimatedSeconds, fmt.lang))} />
          </p>
          <button type="button" className="button primary" data-testid={`${id}-go`} onClick={() => void run()}>
            {words.go(load.requestsNeeded)}
          </button>
          <button type="button" className="button ghost" onClick={dismiss}>
            {say('reportView.plan.notNow')}
          </button>
        </div>
      );
  }
}

export function CompetitionLoad({ fmt }: { fmt: ReportFormat }) {
  const load = useReport((s) => s.listings);
  const say = fmt.say;
  return (
    <ExtraLoadPanel
      load={load}
      words={{
        start: say('reportView.grid.load'),
        working: say('reportView.grid.loadWorking'),
        cost: (requests, time) => say('reportView.grid.loadCost', { requests, time }),
        go: (requests) => say('reportView.grid.loadGo', { requests }),
        failed: say('reportView.grid.loadFailed'),
      }}
      plan={planListings}
      run={loadListings}
      dismiss={dismissListings}
      id="competition"
      fmt={fmt}
    />
  );
}

/** A rental with a range but no stored sales: the way to its gross yield. */
export function SalesLoad({ fmt }: { fmt: ReportFormat }) {
  const load = useReport((s) => s.sales);
  const say = fmt.say;
  return (
    <div className="cr-card" data-testid="report-yield-none">
      <p className="muted">{say('reportView.result.yieldNone')}</p>
      <ExtraLoadPanel
        load={load}
        words={{
          start: say('reportView.result.yieldLoad'),
          working: say('reportView.result.yieldWorking'),
          cost: (requests, time) => say('reportView.result.yieldCost', { requests, time }),
          go: (requests) => say('reportView.result.yieldGo', { requests }),
          failed: say('reportView.result.yieldFailed'),
        }}
        plan={planSales}
        run={loadSales}
        dismiss={dismissSales}
        id="sales"
        fmt={fmt}
      />
    </div>
  );
}
