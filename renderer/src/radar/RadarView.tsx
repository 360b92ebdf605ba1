// The acquisition radar: the form on one side; on the other the ranked list (score, factors judged, the listing, and
// each factor's value with its score, what it was judged against in the cell's tooltip), its warnings as every view
// shows an answer's, and its export. A place with no stored listings says so and offers the Listings search of it
// (the radar never sends a request). A second tab shows what the place's adverts sold for (SoldSection).
import { useEffect, useMemo } from 'react';
import type {
  CellKeyDownEvent,
  ColDef,
  FullWidthCellKeyDownEvent,
  GridOptions,
  RowClickedEvent,
} from 'ag-grid-community';
import { isRtl } from '#shared/domain/lang';
import type { RadarRow, RadarView as RadarAnswer } from '#shared/domain/radar';
import { ErrorMessage } from '../components/ErrorMessage';
import { ExportMenu } from '../export';
import { AgGrid } from '../grid/AgGrid';
import { blanksLast, gridTheme } from '../grid/DataGrid';
import { agGridText } from '../grid';
import { sayIn } from '../i18n/say';
import { formatDateTime } from '../i18n/format';
import { useFormStates } from '../research';
import { initialListingSearchState } from '../search';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { RadarForm } from './RadarForm';
import { exportRadar } from './radar-export';
import { weightsText } from './radar-headers';
import { radarGridColumns } from './radar-grid-columns';
import { useRadar } from './radar-store';
import { SoldSection } from './SoldSection';
import { useSold, type RadarTab } from './sold-store';
import { useDataLang, useMessage, useSaid } from '../i18n/messages';
import '../grid/data-grid.css';
import './radar.css';

const DEFAULT_COL_DEF: ColDef<RadarRow> = {
  sortable: true,
  comparator: blanksLast,
  resizable: true,
  minWidth: 64,
  wrapHeaderText: true,
  autoHeaderHeight: true,
  cellDataType: false,
  suppressHeaderMenuButton: true,
};

/** The Listings search of the place, its purpose preset, for a place whose listings were never fetched. */
function searchPlace(): void {
  const { place, purpose } = useRadar.getState();
  if (!place) return;
  useFormStates.getState().set('listings', initialListingSearchState({ purpose, locations: [place] }));
  useNavigation.getState().navigate({ view: 'listings' });
}

/** The row's listing opens on a click or Enter, as in every other grid. */
function openListing(row: RadarRow | undefined): void {
  if (row) useNavigation.getState().navigate({ view: 'property', externalID: row.externalID });
}

/** Options ag-grid reads once (row ids, direction, texts, callbacks): the same objects every render. */
const FIXED_OPTIONS: GridOptions<RadarRow> = {
  theme: gridTheme,
  defaultColDef: DEFAULT_COL_DEF,
  getRowId: (p) => p.data.externalID,
  rowClass: 'grid-row',
  animateRows: false,
  suppressColumnVirtualisation: true,
  tooltipShowDelay: 400,
  enableBrowserTooltips: true,
  onRowClicked: (e: RowClickedEvent<RadarRow>) => openListing(e.data),
  onCellKeyDown: (e: CellKeyDownEvent<RadarRow> | FullWidthCellKeyDownEvent<RadarRow>) => {
    if ((e.event as KeyboardEvent | undefined)?.key === 'Enter') openListing(e.data);
  },
};

function RankedGrid({ view }: { view: RadarAnswer }) {
  const { lang, areaUnit } = usePreferences();
  const dataLang = useDataLang();
  const columnDefs = useMemo(
    () => radarGridColumns(view.purpose, lang, areaUnit, dataLang),
    [view.purpose, lang, areaUnit, dataLang],
  );
  // A new answer (a weight changed) hands the grid its rows only; a new language or purpose makes a new grid.
  // The grid reads its own words only when it is made (a new language makes a new grid): the same object until then.
  const localeText = useMemo(() => agGridText(sayIn(lang)), [lang]);
  const options = useMemo<GridOptions<RadarRow>>(
    () => ({
      ...FIXED_OPTIONS,
      rowData: view.rows,
      columnDefs,
      enableRtl: isRtl(lang),
      localeText,
    }),
    [view.rows, columnDefs, lang, localeText],
  );
  return (
    <div className="dg-grid rd-grid" data-testid="radar-grid">
      <AgGrid<RadarRow> key={`${lang}|${view.purpose}`} options={options} />
    </div>
  );
}

function Results() {
  const { lang, areaUnit } = usePreferences();
  const radarSay = sayIn(lang);
  const word = useMessage();
  const say = useSaid();
  const { view, status, error, place, targetKind } = useRadar();
  if (status === 'error' && error)
    return <ErrorMessage error={error} title={radarSay('radarView.failed')} testId="radar-error" />;
  if (!view) return <p className="muted rd-empty">{radarSay('radarView.choosePlace')}</p>;
  // The core's sentence for this case is replaced by the window's own, with the way to fetch the listings.
  const nothingStored = view.rows.length === 0 && view.skipped === 0 && view.target.kind === 'place';
  return (
    <>
      {!nothingStored && (
        <div className="rd-bar">
          <span className="rd-count" data-testid="radar-count">
            {radarSay('radarView.ranked', { count: view.rows.length, time: formatDateTime(view.asOf, lang) })}
          </span>
          <span className="muted rd-weights-now" data-testid="radar-weights-now">
            {radarSay('radarView.weightsNow', { weights: weightsText(view, lang) })}
          </span>
          <span className="spacer" />
          <ExportMenu
            owner="radar"
            scope={radarSay('radarView.exportScope')}
            disabled={view.rows.length === 0}
            cancellable={false}
            onExport={(format) => exportRadar(view, format, lang, areaUnit)}
            testId="radar-export"
          />
        </div>
      )}
      {!nothingStored &&
        view.warnings.map(say).map((w) => (
          <div key={w} className="message warning" role="note" data-testid="answer-warning">
            <span className="message-icon" aria-hidden="true">
              i
            </span>
            <div className="message-body" dir="auto">
              <strong>{word('shell.warning')}:</strong> {w}
            </div>
          </div>
        ))}
      {nothingStored ? (
        <div className="message info rd-nothing" role="status" data-testid="radar-no-listings">
          <p>{radarSay(`radarView.noListings.${view.purpose}`, { place: view.target.name })}</p>
          {targetKind === 'place' && place && (
            <button type="button" className="button primary" data-testid="radar-search-listings" onClick={searchPlace}>
              {radarSay('radarView.searchListings', { place: view.target.name })}
            </button>
          )}
        </div>
      ) : view.rows.length === 0 ? (
        <p className="muted rd-empty">{radarSay('radarView.noRows', { name: view.target.name })}</p>
      ) : (
        <RankedGrid view={view} />
      )}
    </>
  );
}

function Tabs() {
  const lang = usePreferences((s) => s.lang);
  const radarSay = sayIn(lang);
  const tab = useSold((s) => s.tab);
  const tabs: [RadarTab, string][] = [
    ['ranked', radarSay('soldView.tabRanked')],
    ['sold', radarSay('soldView.tabSold')],
  ];
  return (
    <div className="sd-tabs" role="tablist">
      {tabs.map(([id, label]) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tab === id}
          className={tab === id ? 'sd-tab selected' : 'sd-tab'}
          data-testid={`radar-tab-${id}`}
          onClick={() => useSold.getState().setTab(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function RadarView() {
  const lang = usePreferences((s) => s.lang);
  const radarSay = sayIn(lang);
  const tab = useSold((s) => s.tab);
  useEffect(() => void useRadar.getState().loadWatched(), []);
  return (
    <div className="research" data-testid="radar-view">
      <header className="research-head">
        <h1>{radarSay('radarView.title')}</h1>
      </header>
      <div className="research-body">
        <aside className="research-filters">
          <RadarForm />
        </aside>
        <section className="research-results rd-results" aria-label={radarSay('radarView.title')} aria-live="polite">
          <Tabs />
          {tab === 'sold' ? <SoldSection /> : <Results />}
        </section>
      </div>
    </div>
  );
}
