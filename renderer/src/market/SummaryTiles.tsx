// The period's headline figures of the place and purpose in focus, each with its sample and the outliers beside it:
// median price, median AED per area (with its change over a year), transactions, and gross yield.
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysis } from '#shared/ipc/contract';
import { formatInteger } from '../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../i18n/strings';
import { formatAed, formatChange, formatFraction, perAreaText, withUnit } from '#shared/market/market-format';
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
  const { t, lang, unit } = useMarketContext();
  const say = useMessage();
  const summary = summaryOf(analysis, unitKey, purpose);
  if (!summary) return null;
  const excluded = analysis.rule.excluded;
  const sample = (n: number) => format(t.tiles.sample, { n: formatInteger(n, lang) });
  const outliers = pluralText(excluded ? t.tiles.excluded : t.tiles.included, summary.outliers, lang);
  const year = analysis.changes.find(
    (c) => c.unit === unitKey && c.purpose === purpose && c.beds === null && c.span === 'year',
  );
  const yearChange = year?.change.medianPricePerSqft ?? null;
  const yieldAll = analysis.yields.find((y) => y.unit === unitKey && y.beds === null);
  return (
    <div className="mk-tiles" data-testid="market-tiles">
      <Tile
        id="median-price"
        label={t.byPurpose[purpose].price}
        value={formatAed(summary.medianPrice, lang)}
        notes={[sample(summary.count), outliers]}
      />
      <Tile
        id="median-per-area"
        label={withUnit(t.byPurpose[purpose].perArea, unit, lang)}
        value={perAreaText(summary.medianPricePerSqft, unit, lang)}
        notes={[
          sample(summary.pricePerSqftCount),
          outliers,
          ...(yearChange === null ? [] : [format(t.tiles.yearChange, { change: formatChange(yearChange, lang) })]),
        ]}
      />
      <Tile
        id="transactions"
        label={t.tiles.transactions}
        value={formatInteger(summary.count, lang)}
        notes={[t.periods[analysis.period as keyof typeof t.periods] ?? analysis.period, outliers]}
      />
      {yieldAll && yieldAll.grossYield !== null && (
        <Tile
          id="yield"
          label={t.tiles.grossYield}
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
