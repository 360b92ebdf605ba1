// Agency market share in one place over time, among the watched agencies that list there (from their snapshots):
// the place is picked from those seen in snapshots (no request), then shares are charted and tabled; exportable.
import { useMemo, useState } from 'react';
import { LANGS } from '#shared/domain/lang';
import type { KnownPlace } from '#shared/ipc/contract';
import { formatShare } from '../i18n/format';
import { formatDay } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { ExportButtons } from './export/ExportButtons';
import { shareTables } from '#shared/portfolio/portfolio-tables';
import { useDataLang, useMessage } from '../i18n/messages';
import { shareSeries } from './history-series';
import { placeName } from '#shared/portfolio/place-name';
import { useSnapshotPlaceNamer } from './use-snapshot-place-namer';
import { usePortfolio } from './portfolio-store';
import { HistoryChart } from './HistoryChart';
import { useChannel } from './use-channel';

/** Shares run from none to all of the market: the axis says so, whatever the shares are. */
const SHARE_AXIS = { domain: [0, 1] as [number, number], ticks: [0, 0.25, 0.5, 0.75, 1] };

export function MarketShareCard() {
  const lang = usePreferences((s) => s.lang);
  const dataLang = useDataLang();
  const say = useMessage();
  const version = usePortfolio((s) => s.version);
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<KnownPlace | null>(null);
  // Read again in a new language: the place names the cache knows may have grown since (places looked up in Market).
  const reread = version * LANGS.length + LANGS.indexOf(lang);
  const places = useChannel('history:places', { query: query.trim(), limit: 8 }, reread);
  const share = useChannel('history:market-share', place ? { placeId: place.externalID } : null, reread);
  const value = share.value?.place.externalID === place?.externalID ? share.value : null;
  const names = new Map(value?.agencies.map((a) => [String(a.itemId), a.name]) ?? []);
  const suggestions = (places.value ?? []).filter((p) => p.externalID !== place?.externalID);
  const shownPlaces = useMemo(() => [...(places.value ?? []), ...(place ? [place] : [])], [places.value, place]);
  const namer = useSnapshotPlaceNamer(shownPlaces, dataLang);

  return (
    <section className="card pf-card" data-testid="market-share" aria-labelledby="pf-share-title">
      <div className="pf-card-head">
        <h2 id="pf-share-title">{say('history.shareTitle')}</h2>
        <span className="spacer" />
        {value && value.agencies.length > 0 && (
          <ExportButtons
            testId="share-export"
            what={say('history.shareTitle')}
            table={() => shareTables(value, lang)}
          />
        )}
      </div>
      <p className="muted">{say('history.shareIntro')}</p>
      <div className="pf-place-picker">
        <label className="pf-field">
          <span>{say('history.sharePlace')}</span>
          <input
            className="pf-input"
            value={query}
            placeholder={say('history.sharePlaceholder')}
            dir="auto"
            data-testid="share-place-input"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <div className="pf-chips" role="listbox" aria-label={say('history.sharePlace')}>
          {place && (
            <span className="badge pf-chip-on" role="option" aria-selected="true" data-testid="share-place">
              {placeName(place, dataLang, namer)}
            </span>
          )}
          {suggestions.map((p) => (
            <button
              key={p.externalID}
              type="button"
              role="option"
              aria-selected="false"
              className="button pf-chip"
              data-testid="share-place-option"
              onClick={() => setPlace(p)}
            >
              {placeName(p, dataLang, namer)}
            </button>
          ))}
          {places.status === 'ok' && suggestions.length === 0 && !place && (
            // Nothing typed and nothing known: no snapshot yet, not a search that failed.
            <span className="muted" data-testid="share-no-places">
              {query.trim() ? say('history.shareNoPlaces') : say('history.shareNoPlacesYet')}
            </span>
          )}
        </div>
      </div>
      {value &&
        (value.agencies.length === 0 ? (
          <p className="muted pf-empty" data-testid="share-none">
            {say('history.shareNone')}
          </p>
        ) : (
          <HistoryChart
            title={placeName(value.place, dataLang, namer)}
            testId="chart-share"
            set={shareSeries(value)}
            labelOf={(k) => names.get(k) ?? k}
            xLabel={(row) => formatDay(row.at, lang)}
            format={(v) => formatShare(v, lang)}
            axis={SHARE_AXIS}
          />
        ))}
    </section>
  );
}
