// An item's latest snapshot runs, failed and interrupted ones included, so the broker sees why a day is missing.
import type { SnapshotRunView } from '#shared/domain/portfolio';
import { formatDateTime, formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { useMessage } from '../i18n/messages';

export function RunsTable({ runs }: { runs: readonly SnapshotRunView[] }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  return (
    <details className="pf-runs" data-testid="history-runs">
      <summary>{say('history.runs')}</summary>
      <div className="pf-table-wrap">
        <table className="pf-table compact">
          <thead>
            <tr>
              <th scope="col">{say('history.runCols.started')}</th>
              <th scope="col">{say('history.runCols.trigger')}</th>
              <th scope="col">{say('history.runCols.status')}</th>
              <th scope="col" className="num">
                {say('history.requests')}
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.slice(0, 10).map((run) => (
              <tr key={run.id} data-status={run.status}>
                <td>{formatDateTime(run.startedAt, lang)}</td>
                <td>{say(`history.runTrigger.${run.trigger}`)}</td>
                <td className={run.status === 'failed' || run.status === 'interrupted' ? 'error-text' : undefined}>
                  <span title={run.error ?? undefined}>{say(`history.runStatus.${run.status}`)}</span>
                </td>
                <td className="num">{formatInteger(run.requestsSpent, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
