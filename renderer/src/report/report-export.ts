// The comparables to Excel or CSV through the export service (export:table), with the About sheet the exporter
// writes: the subject, the estimate in a sentence, the statement that it is not a valuation, every rule, what the
// evidence lacks (in words) and when the data was fetched. Columns are the one table definition's, headed in the broker's language.
import type { ExportFormat } from '#shared/export/table';
import type { CmaReport } from '#shared/ipc/contract';
import { fill } from '#shared/words/translated';
import { api } from '../api/api';
import { runExport } from '../export/export-actions';
import { reportColumns } from './comparable-columns';
import { coverageText } from './CoverageNote';
import type { ReportFormat } from './report-format';
import type { ReportStrings } from './strings';
import { subjectFacts, subjectLine } from './subject-facts';

/** The estimate in one sentence of the broker's language (the About sheet's). */
export function estimateNote(report: CmaReport, t: ReportStrings, fmt: ReportFormat): string {
  const e = report.estimate;
  if (!e) return t.result.none;
  return fill(t.grid.estimateNote, {
    low: fmt.aed(e.low),
    central: fmt.aed(e.central),
    high: fmt.aed(e.high),
    n: fmt.plural(t.result.n, e.n),
    from: fmt.day(e.from),
    to: fmt.day(e.to),
    confidence: t.result.confidence[e.confidence],
  });
}

/** A file name without characters a file system reserves. */
function fileNameOf(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
      .replace(/[/\\:*?"<>|\u0000-\u001f\u200e\u200f\u061c]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'comparables'
  );
}

export async function exportComparables(
  report: CmaReport,
  fileFormat: ExportFormat,
  t: ReportStrings,
  fmt: ReportFormat,
): Promise<void> {
  const columns = reportColumns(report.subject.purpose, t, fmt.unitLabel);
  const subject = subjectLine(report.subject, t, fmt);
  const title = fill(t.grid.fileTitle, { subject });
  const r = report.rules;
  await runExport({
    owner: `report-${fileFormat}`,
    run: (destination, taskId) =>
      api.invoke('export:table', {
        taskId,
        format: fileFormat,
        destination,
        fileName: fileNameOf(title),
        presentation: { lang: fmt.lang, areaUnit: fmt.unit },
        title: title.slice(0, 500),
        parameters: subjectFacts(report, t, fmt).map((f) => ({ name: f.label, value: f.value })),
        fetched: { oldest: report.coverage.fetchedAt, newest: report.coverage.fetchedAt },
        notes: [
          estimateNote(report, t, fmt),
          t.print.disclaimer,
          r.selection,
          r.similarity,
          r.estimate,
          r.confidence,
          ...(report.rentIncrease ? [r.rentIncrease] : []),
          report.outlierRule.description,
          ...[coverageText(report, t, fmt, false)].filter((n): n is string => n !== null),
        ],
        sheets: [
          {
            name: t.grid.sheet,
            columns: columns.map(({ id, header, kind }) => ({ id, header, kind })),
            rows: report.comparables.map((c) => columns.map((col) => col.value(c))),
          },
        ],
      }),
  });
}
