// The outliers: the rule and its threshold in words, whether they are in or out of the medians (with the switch),
// and the flagged transactions listed: the latest few first, every listed one on asking ("Show all"), and what
// language their detailed places are in (as the data service recorded them, unless a stored look-up named them).
import { useState } from 'react';
import type { MarketAnalysis } from '#shared/ipc/contract';
import type { DataLang, Lang } from '#shared/domain/lang';
import { formatInteger } from '../../i18n/format';
import { Checkbox } from '../../search';
import { ChartCard } from '../ChartCard';
import { setIncludeOutliers } from '../market-actions';
import { withRemark } from '#shared/market/market-format';
import { useMarket } from '../market-store';
import { ruleText, thresholdText } from '../outlier-rule';
import { outliersTable } from '#shared/market/tables/market-tables';
import type { CardProps } from './card-props';
import { sayIn, useDataLang, useMessage } from '../../i18n/messages';

/** Rows listed on screen until "Show all"; the export has every listed one. */
export const OUTLIERS_SHOWN = 50;

/** Whether the detailed places are in the interface language, and how many a stored look-up could name. */
function namesNote(analysis: MarketAnalysis, lang: Lang, dataLang: DataLang): string | null {
  if (dataLang === 'en' || analysis.outliers.length === 0) return null;
  const recorded = new Set(analysis.outliers.map((o) => o.location).filter(Boolean));
  const named = [...recorded].filter((name) => analysis.locationNames[name]?.[dataLang]).length;
  if (named === recorded.size) return null;
  return sayIn(lang)('marketView.outliers.namesAsRecorded', { named, total: recorded.size });
}

export function OutliersCard({ analysis, ctx, about }: CardProps) {
  const { lang, unit } = ctx;
  const say = useMessage();
  const dataLang = useDataLang();
  const { rule } = analysis;
  const table = outliersTable(analysis, ctx);
  const [all, setAll] = useState(false);
  // The switch shows the choice at once; the figures follow when the analysis computed again arrives.
  const includeOutliers = useMarket((s) => s.includeOutliers);
  const listed = analysis.outliers.length;
  const shown = all ? listed : Math.min(OUTLIERS_SHOWN, listed);
  const names = namesNote(analysis, lang, dataLang);
  const toggle =
    listed > OUTLIERS_SHOWN ? (
      <button
        type="button"
        className="button"
        data-testid="outliers-show-all"
        aria-expanded={all}
        onClick={() => setAll(!all)}
      >
        {all
          ? say('marketView.outliers.showFirst', { count: OUTLIERS_SHOWN })
          : say('marketView.outliers.showAll', { count: listed })}
      </button>
    ) : null;
  return (
    <ChartCard
      id="outliers"
      title={withRemark(say('marketCards.outliers'), formatInteger(analysis.outliersTotal, lang), lang)}
      controls={
        <Checkbox
          checked={includeOutliers}
          label={say('marketView.look.includeOutliers')}
          onChange={(include) => void setIncludeOutliers(include)}
          testId="outliers-include"
        />
      }
      note={
        <div className="mk-rule" data-testid="outlier-rule">
          <p>
            <strong>{thresholdText(rule, lang)}</strong> {ruleText(rule, lang, unit)}
          </p>
          <p>
            {rule.excluded ? say('marketView.outliers.excluded') : say('marketView.outliers.included')}{' '}
            <span data-testid="outliers-shown">
              {analysis.outliersTotal === 0
                ? say('marketView.outliers.none')
                : say('marketView.outliers.shown', {
                    shown,
                    total: analysis.outliersTotal,
                  })}
              {listed < analysis.outliersTotal && ` ${say('marketView.outliers.capped', { count: listed })}`}
            </span>
          </p>
          {names && <p data-testid="outliers-names">{names}</p>}
        </div>
      }
      chart={null}
      table={table}
      {...(all ? { tableTall: true } : { tableLimit: OUTLIERS_SHOWN })}
      about={about}
      footer={toggle && <div className="mk-table-more">{toggle}</div>}
    />
  );
}
