// One research view: its title and filter panel (collapsible to a summary), the results toolbar, fetch-all, notes
// and errors, and the grid. Header sorts go through applyHeaderSort; a new data language asks again for the rows.
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Transaction } from '#shared/domain/transaction';
import { listingPurposeOf } from '#shared/grid/listing-columns';
import type { DataRequest } from '#shared/ipc/contract';
import { ErrorMessage } from '../components/ErrorMessage';
import { gridActions } from '../export';
import { LazyDataGrid as DataGrid, type ColumnOptions } from '../grid';
import { paramLabel } from '../search';
import { sayIn, useDataLang, useMessage, useSaid } from '../i18n/messages';
import { useNavigation, useRemembered, type ListView, type NavTarget } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { LazyFetchAllBar } from './LazyFetchAllBar';
import { FilterHead, FilterPanel } from './FilterPanel';
import { LazyResultsToolbar } from './LazyResultsToolbar';
import { preloadResultsCode, preloadResultsCodeWhenIdle } from './preload-results';
import { applyHeaderSort, refetchInLanguage, retrySearch, runSearch } from './research-actions';
import { useResearch } from './research-store';
import { columnSortOf } from './service-sort';
import { useEscapeToClose } from './use-escape-to-close';
import { STACKED_LAYOUT, scrollResultsIntoSight, useResultsInSight } from './use-results-in-sight';
import { usePlaceNames } from './use-place-names';
import { useRepeatAdverts } from './use-repeat-adverts';
import { useListingNotes } from './use-listing-notes';
import { languageOf, withLanguage } from './with-language';
import type { GridKind } from './view-config';

export interface ResearchViewProps {
  view: ListView;
  title: string;
  gridKind: (request: DataRequest | null) => GridKind;
  rowId: (row: unknown) => string;
  open: (row: unknown) => NavTarget | null;
  pageable: (request: DataRequest | null) => boolean;
  renderForm: (submit: (request: DataRequest) => void, busy: boolean) => ReactNode;
  /** Beside the title (the agencies view's tabs). */
  headExtra?: ReactNode;
  /**
   * What a clicked row opens beside the grid, for records with no detail operation of their own (projects); `open`
   * is not asked for them.
   */
  panel?: (row: unknown, close: () => void) => ReactNode;
}

const NO_NAMES: readonly string[] = [];

export function ResearchView(props: ResearchViewProps) {
  const { view } = props;
  const word = useMessage();
  const { lang, areaUnit } = usePreferences();
  const dataLang = useDataLang();
  const navigate = useNavigation((s) => s.navigate);
  const state = useResearch(view);
  const say = useSaid();
  const busy = state.status === 'loading';
  const submit = (request: DataRequest): void => {
    void runSearch(view, withLanguage(request, dataLang));
    // Narrow windows stack the form above the results: bring the results into sight.
    if (window.matchMedia?.(STACKED_LAYOUT).matches) scrollResultsIntoSight(view, true);
  };
  useResultsInSight(view, state.rows.length > 0);
  useEffect(preloadResultsCodeWhenIdle, []);

  // What is on screen follows the data language: asked again in it (the cache answers when it has it).
  const askedIn = languageOf(state.request);
  useEffect(() => {
    if (askedIn !== null && askedIn !== dataLang) refetchInLanguage(view, dataLang);
  }, [askedIn, dataLang, view]);

  const transactions = state.request?.operation === 'transactions';
  const placeNames = usePlaceNames(
    useMemo(
      () => (transactions ? (state.rows as Transaction[]).map((r) => r.location) : NO_NAMES),
      [transactions, state.rows],
    ),
    dataLang,
  );
  const kind = props.gridKind(state.request);
  const repeats = useRepeatAdverts(state.rows, kind === 'listings', !busy);
  const notes = useListingNotes(state.rows, kind === 'listings', !busy);
  // A rent search's grid has its own columns and layout: rent per year first, the advertised rent with its period.
  const purpose = kind === 'listings' ? listingPurposeOf(state.request?.params as Record<string, unknown>) : null;
  const columnOptions = useMemo<ColumnOptions>(
    () => ({
      ...(placeNames ? { placeName: placeNames } : {}),
      ...(repeats ? { repeats } : {}),
      ...(notes ? { notes } : {}),
      ...(purpose ? { purpose } : {}),
    }),
    [placeNames, repeats, notes, purpose],
  );

  // The row open in the panel, by id: a language switch brings the same row in new words; a search without it
  // closes the panel.
  const { panel, rowId } = props;
  const [openId, setOpenId] = useRemembered<string | null>('panelRow', null);
  const openRow = useMemo(
    () => (panel && openId !== null ? (state.rows.find((r) => rowId(r) === openId) ?? null) : null),
    [panel, openId, state.rows, rowId],
  );
  const closePanel = () => setOpenId(null);
  useEscapeToClose(openRow !== null, closePanel);
  const sort = state.localSort ?? columnSortOf(state.request);

  return (
    <div className="research" data-testid={`view-${view}`}>
      <FilterHead view={view} title={props.title} extra={props.headExtra} />
      {/* A click or the focus in the form: a search is coming, and the results' code is loaded and run. */}
      <div className="research-body" onPointerDown={preloadResultsCode} onFocus={preloadResultsCode}>
        <FilterPanel view={view}>{props.renderForm(submit, busy)}</FilterPanel>
        <section className="research-results" aria-label={props.title} id={`results-${view}`}>
          <LazyResultsToolbar view={view} pageable={props.pageable(state.request)} />
          <LazyFetchAllBar view={view} />
          {state.warnings.map(say).map((w) => (
            <div key={w} className="message warning" role="note" data-testid="answer-warning">
              <span className="message-icon" aria-hidden="true">
                i
              </span>
              <div className="message-body" dir="auto">
                <strong>{word('shell.warning')}:</strong> {w}
              </div>
            </div>
          ))}
          {state.status === 'error' && state.error && (
            <ErrorMessage
              error={state.error}
              title={word('shell.errorTitle')}
              testId="results-error"
              labelOf={(param) => paramLabel(param, sayIn(lang))}
              {...(state.request ? { onRetry: () => void retrySearch(view) } : {})}
            />
          )}
          {state.status === 'idle' ? (
            <div className="empty-state" data-testid="results-empty">
              {word('shell.searchFirst')}
            </div>
          ) : state.status === 'error' ? null : (
            <div className={openRow ? 'grid-host grid-host-split' : 'grid-host'}>
              <DataGrid
                kind={kind}
                rows={state.rows}
                getRowId={props.rowId}
                onOpen={(row: unknown) => {
                  if (panel) return setOpenId(rowId(row));
                  const target = props.open(row);
                  if (target) navigate(target);
                }}
                loading={busy}
                emptyMessage={word('shell.noResults')}
                lang={lang}
                areaUnit={areaUnit}
                stateKey={`grid:${view}:${kind}${purpose === 'for-rent' ? ':rent' : ''}`}
                sort={sort}
                onSortChange={(s) => applyHeaderSort(view, s)}
                columnOptions={columnOptions}
                actions={gridActions(state.request)}
              />
              {openRow !== null && panel?.(openRow, closePanel)}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
