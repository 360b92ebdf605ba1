// What the report's evidence rests on when it is not the whole date window: nothing stored (and, offline, how to get
// it), or a shorter span. Said in the broker's words, in the window and on the printed report.
import type { CmaReport } from '#shared/ipc/contract';
import { fill } from '#shared/words/translated';
import type { ReportFormat } from './report-format';
import type { ReportStrings } from './strings';

export function CoverageNote({
  report,
  t,
  fmt,
  offline,
  placeName = report.subject.place.name,
}: {
  report: CmaReport;
  t: ReportStrings;
  fmt: ReportFormat;
  offline: boolean;
  placeName?: string;
}) {
  const c = report.coverage;
  if (c.status === 'held') return null;
  if (c.status === 'missing' || !c.span) {
    return (
      <p className="warning-text" data-testid="report-coverage" data-status="missing">
        {fill(t.result.missing[report.subject.purpose], { place: placeName })}
        {offline ? ` ${t.result.missingOffline}` : ''}
      </p>
    );
  }
  return (
    <p className="warning-text" data-testid="report-coverage" data-status="partial">
      {fill(t.result.partial, { from: fmt.day(c.span.from), to: fmt.day(c.span.to) })}
    </p>
  );
}
