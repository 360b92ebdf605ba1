// A list inside a detail view: the shared DataGrid for one page, the pager under it, and the list's own
// error, empty and "as of" states.
import type { ReactNode } from 'react';
import { gridActions } from '../export/GridActions';
import { DataGrid, type ColumnOptions } from '../grid/DataGrid';
import { useSaid } from '../i18n/messages';
import { provenanceLine } from './detail-format';
import { ErrorState, Pager } from './DetailParts';
import type { PagedData, PagedOperation, RowOf } from './use-paged-data';
import { useDetailsContext } from './use-details-context';

export type DetailGridKind = 'listings' | 'projects' | 'agency-agents';

export interface PagedGridProps<N extends PagedOperation> {
  data: PagedData<N>;
  kind: DetailGridKind;
  /** Where the grid remembers its layout. */
  stateKey: string;
  emptyMessage: string;
  getRowId: (row: RowOf<N>) => string;
  onOpen: (row: RowOf<N>) => void;
  /** Lists the service may not page (agency agents): no pager when everything is on one page. */
  pagerOnlyWhenPaged?: boolean;
  /** Column choices of this list (purpose where sale and rent mix, no developer on its own page). */
  columnOptions?: ColumnOptions;
  /** Controls above the list (filters of an agency's listings). */
  toolbar?: ReactNode;
  testId?: string;
}

export function PagedGrid<N extends PagedOperation>({
  data,
  kind,
  stateKey,
  emptyMessage,
  getRowId,
  onOpen,
  pagerOnlyWhenPaged = false,
  columnOptions,
  toolbar,
  testId,
}: PagedGridProps<N>) {
  const { say, lang, areaUnit } = useDetailsContext();
  const said = useSaid();
  if (data.status === 'error' && data.error) {
    return (
      <div className="dt-list" data-testid={testId}>
        {toolbar}
        <ErrorState error={data.error} title={say('details.listErrorTitle')} onRetry={data.retry} />
      </div>
    );
  }
  const loading = data.status === 'loading';
  const asOf = provenanceLine(data.answer?.provenance ?? null, lang, say);
  const warnings = (data.answer?.warnings ?? []).map(said);
  const showPager = !pagerOnlyWhenPaged || data.totalPages > 1 || data.page > 1;
  return (
    <div className="dt-list" data-testid={testId} aria-busy={loading}>
      {toolbar}
      {(asOf || warnings.length > 0) && (
        <div className="dt-list-meta">
          {asOf && <span className="dt-asof">{asOf}</span>}
          {warnings.map((w) => (
            <span key={w} className="dt-list-warning" dir="auto">
              {w}
            </span>
          ))}
        </div>
      )}
      <div className="dt-grid-box">
        <DataGrid
          kind={kind}
          rows={data.rows}
          getRowId={getRowId}
          onOpen={onOpen}
          loading={loading}
          emptyMessage={emptyMessage}
          lang={lang}
          areaUnit={areaUnit}
          stateKey={stateKey}
          actions={gridActions(data.request)}
          {...(columnOptions ? { columnOptions } : {})}
        />
      </div>
      {showPager && (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          total={data.total}
          busy={loading}
          onPrev={data.prev}
          onNext={data.next}
        />
      )}
    </div>
  );
}
