// The comparables to Excel or CSV through the export service (export:table), with the About sheet the exporter
// writes: the subject, the estimate in a sentence, the statement that it is not a valuation, every rule, what the
// evidence lacks (in words) and when the data was fetched. Columns are the one table definition's, headed in the broker's language.
import type { ExportFormat } from '#shared/export/table';
import type { CmaReport } from '#shared/ipc/contract';
import { api } from '../api/api';
import { runExport } from '../export';
import { reportColumns } from './comparable-columns';
import { coverageText } from './CoverageNote';
import type { ReportFormat } from './report-format';
import { subjectFacts, subjectLine } from './subject-facts';
import { stripBidiControls } from '#shared/text/bidi-controls';

/** The estimate in one sentence of the broker's language (the About sheet's). */
export function estimateNote(report: CmaReport, fmt: ReportFormat): string {
  const e = report.estimate;
  const say = fmt.say;
  if (!e) return say('reportView.result.none');
  return say('reportView.grid.estimateNote', {
    low: fmt.aed(e.low),
    central: fmt.aed(e.central),
    high: fmt.aed(e.high),
    n: e.n,
    from: fmt.day(e.from),
    to: fmt.day(e.to),
    confidence: say(`reportView.result.confidence.${e.confidence}`),
  });
}

/**
 * A file name without characters a file system reserves, nor the invisible direction marks and isolates a sentence
 * sets around its names (an Arabic title isolates the subject's every part).
 */
function fileNameOf(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
      .replace(/[/\\:*?"<>|\u0000-\u001f\u200e\u200f\u061c\u2066-\u2069]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'comparables'
  );
}

export async function exportComparables(report: CmaReport, fileFormat: ExportFormat, fmt: ReportFormat): Promise<void> {
  const say = fmt.say;
  const columns = reportColumns(report.subject.purpose, say, fmt.unitLabel);
  const subject = subjectLine(report.subject, fmt);
  // The workbook's words as plain text: the isolates a right-to-left sentence sets around its values are the
  // screen's, and the About sheet's notes refuse them (the exporter sets each cell's direction itself).
  const title = stripBidiControls(say('reportView.grid.fileTitle', { subject }));
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
        parameters: subjectFacts(report, fmt).map((f) => ({
          name: stripBidiControls(f.label),
          value: stripBidiControls(f.value),
        })),
        fetched: { oldest: report.coverage.fetchedAt, newest: report.coverage.fetchedAt },
        notes: [
          estimateNote(report, fmt),
          say('reportView.print.disclaimer'),
          r.selection,
          r.similarity,
          r.estimate,
          r.confidence,
          ...(report.rentIncrease ? [r.rentIncrease] : []),
          report.outlierRule.description,
          ...[coverageText(report, fmt, false)].filter((n): n is string => n !== null),
        ].map(stripBidiControls),
        sheets: [
          {
            name: say('reportView.grid.sheet'),
            columns: columns.map(({ id, header, kind }) => ({ id, header: stripBidiControls(header), kind })),
            rows: report.comparables.map((c) => columns.map((col) => col.value(c))),
          },
        ],
      }),
  });
}
