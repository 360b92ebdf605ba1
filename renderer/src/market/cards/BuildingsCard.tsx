// The building segmentation beside the outliers: every building or project the transactions name, with the median
// the outlier rule judged its transactions by and what it flagged, so a premium tower reads as a tower, not as a
// column of outliers.
import { formatInteger } from '../../i18n/format';
import { format } from '../../i18n/strings';
import { ChartCard } from '../ChartCard';
import { buildingsTable } from '#shared/market/tables/market-tables';
import type { CardProps } from './card-props';

export function BuildingsCard({ analysis, ctx, about }: CardProps) {
  const { t, lang } = ctx;
  return (
    <ChartCard
      id="buildings"
      title={t.cards.buildings}
      note={format(t.cards.buildingsNote, { building: formatInteger(analysis.rule.minBuildingSize, lang) })}
      chart={null}
      table={buildingsTable(analysis, ctx)}
      about={about}
    />
  );
}
