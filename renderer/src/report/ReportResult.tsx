// The report on screen, labelled with the subject it is of: what its evidence lacks, the estimate and its range, the
// comparable transactions (included, left out, outliers with their reason) in a grid the broker ticks, the
// competition, the rules it was worked out by, what it cost, its export and the preview of what prints; "Keep this
// report", or, for a kept report's revision, which one it is and the estimate across its revisions.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { printRouteOf, type PrintNumerals } from '#shared/report/print-route';
import type { DataLang } from '#shared/domain/lang';
import { useDataLang } from '../i18n/messages';
import { pickedLocationLabel } from '../search';
import { reportColumns, splitComparables } from './comparable-columns';
import { useWorkOffline } from '../data';
import { CompetitionLoad, SalesLoad } from './ExtraLoads';
import { CoverageNote } from './CoverageNote';
import { ComparablesTable } from './ComparablesTable';
import { EstimateSummary } from './EstimateSummary';
import { setIncluded } from './report-actions';
import { exportComparables } from './report-export';
import { saveReportPdf } from './report-pdf';
import { useReport, type ShownReport } from './report-store';
import { subjectLine } from './subject-facts';
import { RulesList } from './RulesList';
import { EstimateHistory } from './kept/EstimateHistory';
import { KeepReport } from './kept/KeepReport';
import { RevisionBanner } from './kept/RevisionBanner';
import { useReportContext } from './use-report-context';
import { Said } from './Said';

const ComparablesGrid = lazy(() => import('./ComparablesGrid').then((m) => ({ default: m.ComparablesGrid })));

/**
 * Opens the printed report (the same route every printer loads) in this window, loaded afresh without the shell; Back
 * returns to the view, which the session brings back. A new history entry, not a hash change, as the shell's route
 * sync would put its own address back over a hash it does not know.
 */
function openPreview(shown: ShownReport, lang: ReturnType<typeof useReportContext>['lang']): void {
  // A kept revision previews as it was computed: the page reads its stored result.
  const kept = shown.revision ? { reportId: shown.revision.id, version: shown.revision.version } : {};
  const route = printRouteOf({ query: shown.query, lang, numerals: useReport.getState().numerals, ...kept });
  window.history.pushState(null, '', `#${route}`);
  window.location.reload();
}

/** The report's place as the picker named it in the data language, else as the query names it. */
function placeLabel(shown: ShownReport, dataLang: DataLang): string {
  const picked = shown.form.place;
  const { place } = shown.report.subject;
  return picked && picked.externalID === place.id ? pickedLocationLabel(picked, dataLang) : place.name;
}

export function ReportResult({ shown }: { shown: ShownReport }) {
  const { say, fmt, lang } = useReportContext();
  const dataLang = useDataLang();
  const recomputing = useReport((s) => s.recomputing);
  // One print at a time from this view: a second click while Chromium prints would print the same pages again.
  const [printing, setPrinting] = useState(false);
  const numerals = useReport((s) => s.numerals);
  const offline = useWorkOffline((s) => s.on === true);
  const form = useReport((s) => s.form);
  const { report } = shown;
  const columns = useMemo(() => reportColumns(report.subject.purpose, say, fmt.unitLabel), [report, say, fmt]);
  const { evidence, competition } = splitComparables(report);
  const included = evidence.filter((c) => c.included).length;
  const onInclude = useCallback((id: string, on: boolean) => void setIncluded(id, on), []);
  const stale = JSON.stringify(form) !== JSON.stringify(shown.form);
  // A revision opened from the kept list below is brought into sight, where the broker reads it.
  const section = useRef<HTMLElement>(null);
  const opened = shown.revision ? `${shown.revision.id}:${shown.revision.version}` : null;
  useEffect(() => {
    if (opened) section.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  return (
    <section
      ref={section}
      className="cr-result"
      data-testid="report-result"
      aria-busy={recomputing}
      data-included={included}
      data-requests={shown.cost}
    >
      <header className="cr-result-head">
        <h2 className="cr-subject" data-testid="report-subject">
          <Said text={subjectLine(report.subject, fmt, placeLabel(shown, dataLang))} />
        </h2>
        <div className="cr-result-actions">
          {!shown.revision && <KeepReport shown={shown} />}
          <label className="cr-numerals">
            <span className="muted">{say('reportView.result.numerals')}</span>
            <select
              className="sf-select"
              data-testid="report-numerals"
              value={numerals}
              onChange={(e) => useReport.getState().patch({ numerals: e.target.value as PrintNumerals })}
            >
              <option value="latn">{say('reportView.result.numeralsLatn')}</option>
              <option value="arab">{say('reportView.result.numeralsArab')}</option>
            </select>
          </label>
          <button
            type="button"
            className="button primary"
            data-testid="report-preview"
            onClick={() => openPreview(shown, lang)}
          >
            {say('reportView.result.preview')}
          </button>
          <button
            type="button"
            className="button"
            data-testid="report-save-pdf"
            disabled={printing}
            aria-busy={printing}
            onClick={() => {
              setPrinting(true);
              const kept = shown.revision ? { id: shown.revision.id, version: shown.revision.version } : undefined;
              void saveReportPdf(shown.query, lang, numerals, kept).finally(() => setPrinting(false));
            }}
          >
            {printing ? say('reportView.result.savingPdf') : say('reportView.result.savePdf')}
          </button>
          <button
            type="button"
            className="button"
            data-testid="report-export-xlsx"
            onClick={() => void exportComparables(report, 'xlsx', fmt)}
          >
            {say('reportView.grid.exportXlsx')}
          </button>
          <button
            type="button"
            className="button"
            data-testid="report-export-csv"
            onClick={() => void exportComparables(report, 'csv', fmt)}
          >
            {say('reportView.grid.exportCsv')}
          </button>
        </div>
      </header>
      {stale && (
        <p className="warning-text" data-testid="report-stale">
          {say('reportView.result.stale')}
        </p>
      )}
      {shown.revision ? (
        <RevisionBanner revision={shown.revision} />
      ) : (
        <p className="muted" data-testid="report-cost-said">
          {say('reportView.result.cost', { count: shown.cost })}{' '}
          <Said
            text={
              report.coverage.fetchedAt
                ? say('reportView.result.asOf', {
                    time: fmt.time(report.asOf),
                    fetched: fmt.time(report.coverage.fetchedAt),
                  })
                : say('reportView.result.computed', { time: fmt.time(report.asOf) })
            }
          />
          {shown.restored ? ` ${say('reportView.result.restored')}` : ''}
        </p>
      )}
      <CoverageNote report={report} fmt={fmt} offline={offline} placeName={placeLabel(shown, dataLang)} />
      <EstimateSummary report={report} fmt={fmt} />
      {shown.revision && <EstimateHistory id={shown.revision.id} version={shown.revision.version} />}
      {report.subject.purpose === 'for-rent' && report.estimate && !report.yield && <SalesLoad fmt={fmt} />}
      <section className="cr-card" aria-labelledby="cr-comparables">
        <h2 id="cr-comparables">{say('reportView.grid.title')}</h2>
        <p className="muted">
          {say('reportView.grid.intro')}{' '}
          <strong data-testid="report-included">
            {say('reportView.grid.included', { count: included, total: evidence.length })}
          </strong>
        </p>
        <Suspense fallback={<p className="muted">{say('grid.ui.loading')}</p>}>
          <ComparablesGrid rows={evidence} columns={columns} fmt={fmt} onInclude={onInclude} busy={recomputing} />
        </Suspense>
      </section>
      <section className="cr-card" aria-labelledby="cr-competition">
        <h2 id="cr-competition">{say('reportView.grid.competition')}</h2>
        <p className="muted">{say('reportView.grid.competitionNote')}</p>
        <ComparablesTable rows={competition} columns={columns} fmt={fmt} empty={say('reportView.grid.noListings')} />
        {competition.length === 0 && <CompetitionLoad fmt={fmt} />}
      </section>
      <RulesList report={report} fmt={fmt} />
    </section>
  );
}
