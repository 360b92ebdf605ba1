// The rules the report was worked out by, printed as the analysis states them (in English, said so in the broker's
// language): selection, similarity, estimate, confidence, the rent-increase bands and the outlier rule.
import type { Lang } from '#shared/domain/lang';
import type { CmaReport } from '#shared/ipc/contract';
import type { ReportStrings } from './strings';

export interface RulesListProps {
  report: CmaReport;
  t: ReportStrings;
  lang: Lang;
}

export function RulesList({ report, t, lang }: RulesListProps) {
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
      <h2>{t.result.rules}</h2>
      {lang !== 'en' && <p className="muted">{t.result.rulesLanguage}</p>}
      <ul lang="en" dir="ltr">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
