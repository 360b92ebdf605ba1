// The rules the report was worked out by, printed as the analysis states them (in English, said so in the broker's
// language): selection, similarity, estimate, confidence, the rent-increase bands and the outlier rule.
import type { CmaReport } from '#shared/ipc/contract';
import type { ReportFormat } from './report-format';

export interface RulesListProps {
  report: CmaReport;
  fmt: ReportFormat;
}

export function RulesList({ report, fmt }: RulesListProps) {
  const say = fmt.say;
  const r = report.rules;
  const rules = [
    r.selection,
    r.similarity,
    r.estimate,
    r.confidence,
    ...(report.subject.purpose === 'for-rent' ? [r.rentIncrease] : []),
    report.outlierRule.description,
  ];
  return (
    <section className="cr-card cr-rules" data-testid="report-rules">
      <h2>{say('reportView.result.rules')}</h2>
      {fmt.lang !== 'en' && <p className="muted">{say('reportView.result.rulesLanguage')}</p>}
      <ul lang="en" dir="ltr">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
