// One research view: its search form, the results toolbar, fetch-all, warnings, and the grid of results.
import type { ReactNode } from 'react';
import type { DataRequest } from '#shared/ipc/contract';
import { DataGrid } from '../grid/DataGrid';
import { useShellStrings } from '../shell/use-shell-strings';
import { useNavigation, type ListView, type NavTarget } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { FetchAllBar } from './FetchAllBar';
import { ResultsToolbar } from './ResultsToolbar';
import { runSearch } from './research-actions';
import { useResearch } from './research-store';
import { withLanguage } from './with-language';
import type { GridKind } from './view-config';

export interface ResearchViewProps {
  view: ListView;
  title: string;
  gridKind: (request: DataRequest | null) => GridKind;
  rowId: (row: unknown) => string;
  open: (row: unknown) => NavTarget | null;
  pageable: (request: DataRequest | null) => boolean;
  renderForm: (submit: (request: DataRequest) => void, busy: boolean) => ReactNode;
}

export function ResearchView(props: ResearchViewProps) {
  const t = useShellStrings();
  const { lang, areaUnit } = usePreferences();
  const navigate = useNavigation((s) => s.navigate);
  const state = useResearch(props.view);
  const busy = state.status === 'loading';
  const submit = (request: DataRequest): void => void runSearch(props.view, withLanguage(request, lang));
  return (
    <div className="research" data-testid={`view-${props.view}`}>
      <aside className="research-filters">
        <h1>{props.title}</h1>
        {props.renderForm(submit, busy)}
      </aside>
      <section className="research-results">
        <ResultsToolbar view={props.view} pageable={props.pageable(state.request)} />
        <FetchAllBar view={props.view} />
        {state.warnings.map((w) => (
          <div key={w} className="banner warning" role="note" data-testid="answer-warning">
            {t.warning}: {w}
          </div>
        ))}
        {state.status === 'error' && state.error && (
          <div className="banner error" role="alert" data-testid="results-error">
            <strong>{t.errorTitle}.</strong> {state.error.message}
            {state.request && (
              <button type="button" className="button" onClick={() => void runSearch(props.view, state.request!)}>
                {t.retry}
              </button>
            )}
          </div>
        )}
        {state.status === 'idle' ? (
          <div className="empty-state" data-testid="results-empty">
            {t.searchFirst}
          </div>
        ) : (
          <div className="grid-host">
            <DataGrid
              kind={props.gridKind(state.request)}
              rows={state.rows as never[]}
              getRowId={props.rowId}
              onOpen={(row: unknown) => {
                const target = props.open(row);
                if (target) navigate(target);
              }}
              loading={busy}
              emptyMessage={t.noResults}
              lang={lang}
              areaUnit={areaUnit}
              stateKey={`grid:${props.view}:${props.gridKind(state.request)}`}
            />
          </div>
        )}
      </section>
    </div>
  );
}
