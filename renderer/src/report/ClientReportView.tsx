// The Client report view: the subject (typed or filled from a listing), what loading its market costs before
// anything is spent, then the report computed from the store: the estimate with its range drawn, the comparables
// the broker can include or leave out, the competition, the rules, an export and a preview of the printed report;
// below, the kept reports to reopen as computed or re-run.
import { useEffect } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { estimateReport, quoteForm, restoreReport } from './report-actions';
import { useReport } from './report-store';
import { ReportPlan } from './ReportPlan';
import { ReportResult } from './ReportResult';
import { KeptJump } from './kept/KeptJump';
import { KeptReportsCard } from './kept/KeptReportsCard';
import { SubjectFormPanel } from './SubjectFormPanel';
import { useReportContext } from './use-report-context';
import '../market/market.css';
import './report.css';

export function ClientReportView() {
  const { say } = useReportContext();
  const phase = useReport((s) => s.phase);
  const shown = useReport((s) => s.shown);
  const failure = useReport((s) => s.failure);
  const form = useReport((s) => s.form);
  const recomputing = useReport((s) => s.recomputing);
  // A report of before a reload comes back, computed again from the store.
  useEffect(() => void restoreReport(), []);
  // Whether the form's report costs nothing (everything stored): asked again after each change, at no cost.
  useEffect(() => {
    const timer = setTimeout(() => void quoteForm(), 200);
    return () => clearTimeout(timer);
  }, [form, phase]);
  const busy = phase === 'planning' || phase === 'loading' || phase === 'computing' || recomputing;
  return (
    <div className="mk-view cr-view" data-testid="report-view" aria-busy={busy}>
      <header className="mk-head">
        <h1>{say('reportView.title')}</h1>
        <p className="muted">
          {say('reportView.intro')} <KeptJump />
        </p>
      </header>
      <SubjectFormPanel />
      <ReportPlan />
      {failure && (
        <ErrorMessage
          error={failure.error}
          title={say(`reportView.failed.${failure.stage}`)}
          testId="report-error"
          onRetry={() => void estimateReport()}
        />
      )}
      {shown && <ReportResult shown={shown} />}
      <KeptReportsCard />
    </div>
  );
}
