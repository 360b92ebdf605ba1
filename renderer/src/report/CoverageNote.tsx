// What the report's evidence rests on when it is not the whole date window, fresh: nothing stored (and, offline, how
// to get it), a shorter span, or an old fetch. Said in the broker's words, in the window, on the printed report and
// in the workbook's About sheet (the core's own sentences are English, for logs and the CLI).
import type { CmaReport } from '#shared/ipc/contract';
import { fill } from '#shared/words/translated';
import type { ReportFormat } from './report-format';
import type { ReportStrings } from './strings';

export function coverageText(
  report: CmaReport,
  t: ReportStrings,
  fmt: ReportFormat,
  offline: boolean,
  placeName: string = report.subject.place.name,
): string | null {
  const c = report.coverage;
  if (c.status === 'missing' || !c.span) {
    const missing = fill(t.result.missing[report.subject.purpose], { place: placeName });
    return offline ? `${missing} ${t.result.missingOffline}` : missing;
  }
  if (c.status === 'partial') return fill(t.result.partial, { from: fmt.day(c.span.from), to: fmt.day(c.span.to) });
  if (!c.fresh && c.fetchedAt) return fill(t.result.oldFetch, { time: fmt.time(c.fetchedAt) });
  return null;
}

export function CoverageNote(props: {
  report: CmaReport;
  t: ReportStrings;
  fmt: ReportFormat;
  offline: boolean;
  placeName?: string;
}) {
  const text = coverageText(props.report, props.t, props.fmt, props.offline, props.placeName);
  if (!text) return null;
  return (
    <p className="warning-text" data-testid="report-coverage" data-status={props.report.coverage.status}>
      {text}
    </p>
  );
}
