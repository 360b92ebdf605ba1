// An item's latest snapshot runs, failed and interrupted ones included, so the broker sees why a day is missing.
import type { SnapshotRunView } from '#shared/domain/portfolio';
import { formatDateTime, formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { HISTORY_STRINGS } from '#shared/portfolio/history-strings';

export function RunsTable({ runs }: { runs: readonly SnapshotRunView[] }) {
  const lang = usePreferences((s) => s.lang);
  const t = HISTORY_STRINGS[lang];
  return (
    <details className="pf-runs" data-testid="history-runs">
      <summary>{t.runs}</summary>
      <div className="pf-table-wrap">
        <table className="pf-table compact">
          <thead>
            <tr>
              <th scope="col">{t.runCols.started}</th>
              <th scope="col">{t.runCols.trigger}</th>
              <th scope="col">{t.runCols.status}</th>
              <th scope="col" className="num">
                {t.requests}
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.slice(0, 10).map((run) => (
              <tr key={run.id} data-status={run.status}>
                <td>{formatDateTime(run.startedAt, lang)}</td>
                <td>{t.runTrigger[run.trigger]}</td>
                <td className={run.status === 'failed' || run.status === 'interrupted' ? 'error-text' : undefined}>
                  <span title={run.error ?? undefined}>{t.runStatus[run.status]}</span>
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
