// The kept client reports in the Client report view: each with its subject, latest central estimate, revisions and
// last computation (UAE time), to reopen as computed, re-run with today's data (cost first), duplicate, rename or
// remove; a re-run under way is shown above the list.
import { useEffect, useMemo } from 'react';
import { usePlaceNames } from '../../research';
import { ErrorMessage } from '../../components/ErrorMessage';
import { loadKeptList } from './kept-actions';
import { useTeam } from '../../team';
import { useKept } from './kept-store';
import { KeptRow } from './KeptRow';
import { RerunPanel } from './RerunPanel';
import { useReportContext } from '../use-report-context';
import './kept.css';
import { useDataLang } from '../../i18n/messages';

export function KeptReportsCard() {
  const { say } = useReportContext();
  const dataLang = useDataLang();
  const list = useKept((s) => s.list);
  // The places in the data language, looked up as the research grids look them up (never a paid request).
  const places = useMemo(() => (list ?? []).map((r) => r.place), [list]);
  const namer = usePlaceNames(places, dataLang);
  const listError = useKept((s) => s.listError);
  // Read again when a sync pulled the team's changes (a colleague's shared report).
  const pulled = useTeam((s) => s.pulledGeneration);
  useEffect(() => void loadKeptList(), [pulled]);
  return (
    <section className="cr-card kr-card" aria-labelledby="kr-title" data-testid="kept-reports">
      <h2 id="kr-title">{say('kept.listTitle')}</h2>
      <p className="muted">{say('kept.listIntro')}</p>
      <RerunPanel />
      {listError && (
        <ErrorMessage
          error={listError}
          title={say('kept.listFailed')}
          testId="kept-error"
          onRetry={() => void loadKeptList()}
        />
      )}
      {list && list.length === 0 && (
        <p className="muted" data-testid="kept-empty">
          {say('kept.empty')}
        </p>
      )}
      {list && list.length > 0 && (
        <div className="cr-table-wrap">
          <table className="cr-table kr-table" data-testid="kept-table" data-rows={list.length}>
            <thead>
              <tr>
                <th scope="col">{say('kept.headers.name')}</th>
                <th scope="col">{say('kept.headers.subject')}</th>
                <th scope="col">{say('kept.headers.central')}</th>
                <th scope="col">{say('kept.headers.revisions')}</th>
                <th scope="col">{say('kept.headers.lastRun')}</th>
                <th scope="col">
                  <span className="sr-only">{say('kept.headers.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <KeptRow key={row.id} row={row} place={namer ? namer(row.place) : row.place} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
