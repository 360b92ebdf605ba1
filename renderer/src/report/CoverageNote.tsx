// What the report's evidence rests on when it is not the whole date window, fresh: nothing stored (and, offline, how
// to get it), a shorter span, or an old fetch. Said in the broker's words, in the window, on the printed report and
// in the workbook's About sheet (the core's own sentences are English, for logs and the CLI).
import type { CmaReport } from '#shared/ipc/contract';
import type { ReportFormat } from './report-format';
import { Said } from './Said';

export function coverageText(
  report: CmaReport,
  fmt: ReportFormat,
  offline: boolean,
  placeName: string = report.subject.place.name,
): string | null {
  const c = report.coverage;
  const say = fmt.say;
  if (c.status === 'missing' || !c.span) {
    const missing = say(`reportView.result.missing.${report.subject.purpose}`, { place: placeName });
    return offline ? `${missing} ${say('reportView.result.missingOffline')}` : missing;
  }
  if (c.status === 'partial')
    return say('reportView.result.partial', { from: fmt.day(c.span.from), to: fmt.day(c.span.to) });
  if (!c.fresh && c.fetchedAt) return say('reportView.result.oldFetch', { time: fmt.time(c.fetchedAt) });
  return null;
}

export function CoverageNote(props: { report: CmaReport; fmt: ReportFormat; offline: boolean; placeName?: string }) {
  const text = coverageText(props.report, props.fmt, props.offline, props.placeName);
  if (!text) return null;
  return (
    <p className="warning-text" data-testid="report-coverage" data-status={props.report.coverage.status}>
      <Said text={text} />
    </p>
  );
}
