// An item's history from its snapshots (read from the workspace: offline, no request): listings over time split by
// purpose, type or bedrooms, median prices and AED per area, listings by place, recent runs; exportable.
import { useState } from 'react';
import type { HistoryStep } from '#shared/ipc/contract';
import { LANGS, type Lang } from '#shared/domain/lang';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatAed, formatNumber, areaUnitLabel } from '#shared/format/values';
import { formatDay, formatInteger, formatUaeClock } from '../i18n/format';
import { propertyTypeNames, type PropertyTypeName } from '#shared/words/property-type-names';
import { usePreferences } from '../state/preferences-store';
import { DiffCard } from './DiffCard';
import { ExportButtons } from './export/ExportButtons';
import { historyTables } from '#shared/portfolio/portfolio-tables';
import { type Say, useDataLang, useMessage } from '../i18n/messages';
import { roomsName } from '#shared/portfolio/rooms-name';
import {
  countSeries,
  OTHER,
  perAreaSeries,
  placeSeries,
  pointLabels,
  priceSeries,
  type CountSplit,
  type SeriesRow,
} from './history-series';
import { placeName } from '#shared/portfolio/place-name';
import { useSnapshotPlaceNamer } from './use-snapshot-place-namer';
import { usePortfolio } from './portfolio-store';
import { RunsTable } from './RunsTable';
import { HistoryChart } from './HistoryChart';
import { useChannel } from './use-channel';

function splitLabel(split: CountSplit, key: string, say: Say, lang: Lang): string {
  if (key === OTHER) return say('history.other');
  if (split === 'purpose')
    return key === 'sale' ? say('history.sale') : key === 'rent' ? say('history.rent') : say('history.projects');
  if (split === 'type') return propertyTypeNames(lang)[key as PropertyTypeName] ?? key;
  return roomsName(key, lang);
}

const NO_PLACES: readonly { name: string }[] = [];

export function HistoryCard({ itemId }: { itemId: number }) {
  const { lang, areaUnit } = usePreferences();
  const dataLang = useDataLang();
  const say = useMessage();
  const version = usePortfolio((s) => s.version);
  const [every, setEvery] = useState<HistoryStep>('snapshot');
  const [split, setSplit] = useState<CountSplit>('purpose');
  // Read again in a new language: the place names the cache knows may have grown since (places looked up in Market).
  const state = useChannel('history:item', { itemId, every }, version * LANGS.length + LANGS.indexOf(lang));
  const history = state.value?.item.id === itemId ? state.value : null;
  const namer = useSnapshotPlaceNamer(history?.places.places ?? NO_PLACES, dataLang);
  if (!history) {
    return (
      <section className="card pf-card" data-testid="history" aria-busy="true">
        {state.error && <ErrorMessage error={state.error} />}
      </section>
    );
  }
  const points = history.points;
  const byDay = every !== 'snapshot';
  const labels = pointLabels(
    points.map((p) => ({ id: p.id, at: p.takenAt })),
    (iso) => formatDay(iso, lang),
    (iso) => (byDay ? formatDay(iso, lang) : formatUaeClock(iso, lang)),
  );
  const xLabel = (row: SeriesRow) => labels.get(row.id) ?? formatDay(row.at, lang);
  const count = (v: number) => formatInteger(v, lang);
  const aed = (v: number) => formatAed(v, lang, { compact: true });
  const unit = areaUnitLabel(areaUnit, lang);
  const placeNames = new Map(history.places.places.map((p) => [p.externalID, placeName(p, dataLang, namer)]));
  const perArea = (v: number) => formatNumber(v, lang);
  // A rent is charted as its yearly equivalent, and says so.
  const purposeTitle = (k: string) => (k === 'sale' ? say('history.sale') : say('history.rentYearly'));

  return (
    <>
      <section className="card pf-card" data-testid="history" aria-labelledby="pf-history-title">
        <div className="pf-card-head">
          <h2 id="pf-history-title" dir="auto">
            {say('history.historyOf', { name: history.item.name })}
          </h2>
          <label className="pf-inline-field">
            <span>{say('history.points')}</span>
            <select value={every} data-testid="history-every" onChange={(e) => setEvery(e.target.value as HistoryStep)}>
              {(['snapshot', 'day', 'week'] as const).map((s) => (
                <option key={s} value={s}>
                  {say(`history.steps.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <span className="spacer" />
          <ExportButtons
            testId="history-export"
            what={say('history.historyOf', { name: history.item.name })}
            table={() => historyTables(history, lang, areaUnit)}
          />
        </div>
        {points.length === 0 ? (
          <p className="muted pf-empty" data-testid="history-empty">
            {say('history.noSnapshots')}
          </p>
        ) : (
          <>
            {points.length === 1 && <p className="muted">{say('history.oneSnapshot')}</p>}
            <div className="pf-charts">
              <HistoryChart
                title={say('history.listingsOverTime')}
                testId="chart-listings"
                set={countSeries(points, split)}
                stacked={split !== 'purpose'}
                counts
                labelOf={(k) => splitLabel(split, k, say, lang)}
                xLabel={xLabel}
                format={count}
                extra={
                  <select
                    aria-label={say('history.splitBy')}
                    value={split}
                    data-testid="history-split"
                    onChange={(e) => setSplit(e.target.value as CountSplit)}
                  >
                    {(['purpose', 'type', 'rooms'] as const).map((s) => (
                      <option key={s} value={s}>
                        {say(`history.split.${s}`)}
                      </option>
                    ))}
                  </select>
                }
              />
              <HistoryChart
                title={say('history.byPlace')}
                testId="chart-places"
                set={placeSeries(history.places)}
                stacked
                counts
                labelOf={(k) => (k === OTHER ? say('history.other') : (placeNames.get(k) ?? k))}
                xLabel={xLabel}
                format={count}
              />
              {(['sale', 'rent'] as const).map((purpose) => (
                <HistoryChart
                  key={`price-${purpose}`}
                  title={say('history.chart.price', { purpose })}
                  testId={`chart-prices-${purpose}`}
                  set={priceSeries(points, purpose)}
                  paletteOffset={purpose === 'rent' ? 1 : 0}
                  labelOf={purposeTitle}
                  xLabel={xLabel}
                  format={aed}
                />
              ))}
              {(['sale', 'rent'] as const).map((purpose) => (
                <HistoryChart
                  key={`per-area-${purpose}`}
                  title={say('history.chart.perArea', { unit, purpose })}
                  testId={`chart-per-area-${purpose}`}
                  set={perAreaSeries(points, areaUnit, purpose)}
                  paletteOffset={purpose === 'rent' ? 1 : 0}
                  labelOf={purposeTitle}
                  xLabel={xLabel}
                  format={perArea}
                />
              ))}
            </div>
          </>
        )}
        {history.runs.length > 0 && <RunsTable runs={history.runs} />}
      </section>
      <DiffCard item={history.item} />
    </>
  );
}
