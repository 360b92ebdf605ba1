// The buttons beside a grid's row count: "Pin to compare" for the checked rows, "Client report" for one checked
// listing (its form filled from the row), and Export (every fetched row of the grid's query, with its visible
// columns, their order and its sort). Owners render it through DataGrid's `actions` with the query behind the rows.
import type { ReactNode } from 'react';
import type { PinInput } from '#shared/compare/snapshots';
import type { DataRequest } from '#shared/ipc/contract';
import type { ListingSummary } from '#shared/domain/listing';
import { PinSelectedButton } from '../compare';
import { GRID_PIN_KIND, pinOfRow } from '../compare';
import type { GridToolbarContext } from '../grid/DataGrid';
import { api } from '../api/api';
import { StartReportButton } from '../report';
import { usePreferences } from '../state/preferences-store';
import { runExport } from './export-actions';
import { sayIn } from '../i18n/say';
import { ExportMenu } from './ExportMenu';
import { gridExportInput, shownColumns, shownSort } from './grid-export';

export interface GridActionsProps<T> {
  grid: GridToolbarContext<T>;
  /** The query whose fetched pages the grid shows; no Export without one. */
  request: DataRequest | null;
}

export function GridActions<T>({ grid, request }: GridActionsProps<T>) {
  const { lang, areaUnit } = usePreferences();
  const say = sayIn(lang);
  const pinKind = GRID_PIN_KIND[grid.kind];
  const pins = pinKind
    ? grid.selected.flatMap((row) => {
        const pin = pinOfRow(pinKind, row);
        return pin ? [pin] : [];
      })
    : [];
  const exportNow = (format: 'xlsx' | 'csv') => {
    const gridApi = grid.api();
    if (!request || !gridApi) return;
    const columns = shownColumns(gridApi);
    const sort = shownSort(gridApi);
    void runExport({
      owner: grid.stateKey,
      run: (destination, taskId) =>
        api.invoke(
          'export:grid',
          gridExportInput({ request, columns, sort, lang, areaUnit, format, destination, taskId }),
        ),
    });
  };
  return (
    <div className="grid-actions">
      {pins.length > 0 && <PinSelectedButton pins={pins as PinInput[]} onPinned={grid.clearSelection} />}
      {grid.kind === 'listings' && grid.selected.length === 1 && (
        <StartReportButton listing={grid.selected[0] as ListingSummary} testId="grid-start-report" />
      )}
      {request && (
        <ExportMenu
          owner={grid.stateKey}
          scope={say('exportMenu.scopeGrid')}
          disabled={grid.rowCount === 0}
          onExport={exportNow}
          testId="grid-export"
        />
      )}
    </div>
  );
}

/** DataGrid's `actions` for a grid showing the pages of `request`. */
export function gridActions<T>(request: DataRequest | null): (grid: GridToolbarContext<T>) => ReactNode {
  return (grid) => <GridActions grid={grid} request={request} />;
}
