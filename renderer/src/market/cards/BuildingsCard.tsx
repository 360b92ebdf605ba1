// The building segmentation beside the outliers: every building or project the transactions name, with the median
// the outlier rule judged its transactions by and what it flagged, so a premium tower reads as a tower, not as a
// column of outliers.
import { useMessage } from '../../i18n/messages';
import { ChartCard } from '../ChartCard';
import { buildingsTable } from '#shared/market/tables/market-tables';
import type { CardProps } from './card-props';

export function BuildingsCard({ analysis, ctx, about }: CardProps) {
  const say = useMessage();
  return (
    <ChartCard
      id="buildings"
      title={say('marketCards.buildings')}
      note={say('marketCards.buildingsNote', { building: analysis.rule.minBuildingSize })}
      chart={null}
      table={buildingsTable(analysis, ctx)}
      about={about}
    />
  );
}
