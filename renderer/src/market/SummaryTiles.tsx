// The period's headline figures of the place and purpose in focus, each with its sample and the outliers beside it:
// median price, median AED per area (with its change over a year), transactions, and gross yield.
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysis } from '#shared/ipc/contract';
import { formatInteger } from '../i18n/format';
import { areaUnitLabel, formatAed, formatChange, formatFraction, perAreaText } from '#shared/market/market-format';
import { BY_PURPOSE_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import { summaryOf } from '#shared/market/series';
import { useMarketContext } from './use-market-strings';
import { useMessage } from '../i18n/messages';

interface TileProps {
  id: string;
  label: string;
  value: string;
  notes: string[];
}

function Tile({ id, label, value, notes }: TileProps) {
  return (
    <div className="mk-tile" data-testid={`tile-${id}`}>
      <div className="mk-tile-label">{label}</div>
      <div className="mk-tile-value" dir="ltr">
        {value || '—'}
      </div>
      {notes.map((n) => (
        <div key={n} className="mk-tile-note muted">
          {n}
        </div>
      ))}
    </div>
  );
}

export function SummaryTiles({
  analysis,
  unitKey,
  purpose,
}: {
  analysis: MarketAnalysis;
  unitKey: string;
  purpose: Purpose;
}) {
  const { lang, unit } = useMarketContext();
  const say = useMessage();
  const summary = summaryOf(analysis, unitKey, purpose);
  if (!summary) return null;
  const excluded = analysis.rule.excluded;
  const sample = (n: number) => say('marketView.tiles.sample', { n });
  const outliers = say(excluded ? 'marketView.tiles.excluded' : 'marketView.tiles.included', {
    count: summary.outliers,
  });
  const year = analysis.changes.find(
    (c) => c.unit === unitKey && c.purpose === purpose && c.beds === null && c.span === 'year',
  );
  const yearChange = year?.change.medianPricePerSqft ?? null;
  const yieldAll = analysis.yields.find((y) => y.unit === unitKey && y.beds === null);
  return (
    <div className="mk-tiles" data-testid="market-tiles">
      <Tile
        id="median-price"
        label={say(BY_PURPOSE_MESSAGE[purpose].price)}
        value={formatAed(summary.medianPrice, lang)}
        notes={[sample(summary.count), outliers]}
      />
      <Tile
        id="median-per-area"
        label={say(BY_PURPOSE_MESSAGE[purpose].perArea, { unit: areaUnitLabel(unit, lang) })}
        value={perAreaText(summary.medianPricePerSqft, unit, lang)}
        notes={[
          sample(summary.pricePerSqftCount),
          outliers,
          ...(yearChange === null
            ? []
            : [say('marketView.tiles.yearChange', { change: formatChange(yearChange, lang) })]),
        ]}
      />
      <Tile
        id="transactions"
        label={say('marketView.tiles.transactions')}
        value={formatInteger(summary.count, lang)}
        notes={[
          analysis.period in PERIOD_MESSAGE
            ? say(PERIOD_MESSAGE[analysis.period as keyof typeof PERIOD_MESSAGE])
            : analysis.period,
          outliers,
        ]}
      />
      {yieldAll && yieldAll.grossYield !== null && (
        <Tile
          id="yield"
          label={say('marketView.tiles.grossYield')}
          value={formatFraction(yieldAll.grossYield, lang)}
          notes={[
            say('marketCards.yieldSample', { sales: yieldAll.saleCount, rents: yieldAll.rentCount }),
            ...(yieldAll.thin ? [say('areaTable.marks.thin')] : []),
          ]}
        />
      )}
    </div>
  );
}
