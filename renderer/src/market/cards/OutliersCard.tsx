// The outliers: the rule and its threshold in words, whether they are in or out of the medians (with the switch),
// and the flagged transactions listed.
import { formatInteger } from '../../i18n/format';
import { format } from '../../i18n/strings';
import { Checkbox } from '../../search/fields';
import { ChartCard } from '../ChartCard';
import { setIncludeOutliers } from '../market-actions';
import { useMarket } from '../market-store';
import { ruleText, thresholdText } from '../outlier-rule';
import { outliersTable } from '../tables/market-tables';
import type { CardProps } from './card-props';

/** Rows listed on screen; the export has every one. */
export const OUTLIERS_SHOWN = 50;

export function OutliersCard({ analysis, ctx, about }: CardProps) {
  const { t, lang, unit } = ctx;
  const { rule } = analysis;
  const table = outliersTable(analysis, ctx);
  // The switch shows the choice at once; the figures follow when the analysis computed again arrives.
  const includeOutliers = useMarket((s) => s.includeOutliers);
  return (
    <ChartCard
      id="outliers"
      title={`${t.cards.outliers} (${formatInteger(analysis.outliersTotal, lang)})`}
      controls={
        <Checkbox
          checked={includeOutliers}
          label={t.look.includeOutliers}
          onChange={(include) => void setIncludeOutliers(include)}
          testId="outliers-include"
        />
      }
      note={
        <div className="mk-rule" data-testid="outlier-rule">
          <p>
            <strong>
              {t.outliers.threshold}: {thresholdText(rule, t, lang)}.
            </strong>{' '}
            {ruleText(rule, t, lang, unit)}
          </p>
          <p>
            {rule.excluded ? t.outliers.excluded : t.outliers.included}{' '}
            {analysis.outliersTotal === 0
              ? t.outliers.none
              : format(t.outliers.shown, {
                  shown: formatInteger(Math.min(OUTLIERS_SHOWN, analysis.outliers.length), lang),
                  total: formatInteger(analysis.outliersTotal, lang),
                })}
          </p>
        </div>
      }
      chart={null}
      table={table}
      tableLimit={OUTLIERS_SHOWN}
      about={about}
    />
  );
}
