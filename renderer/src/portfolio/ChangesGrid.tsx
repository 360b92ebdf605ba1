// The listings of one side of a diff (new, gone or re-priced) as an ag-grid: sortable, resizable, AED and area in the
// broker's unit, right to left in Arabic; a row click (or Enter) opens the listing's price history.
import type { CellKeyDownEvent, ColDef, GetRowIdParams, RowClickedEvent } from 'ag-grid-community';
import { useCallback, useMemo } from 'react';
import { isRtl, pickText } from '#shared/domain/lang';
import type { DiffListing, RepricedListing, SnapshotDiff } from '#shared/domain/portfolio';
import { AgGrid } from '../grid/AgGrid';
import { headerMinWidth } from '../grid';
import { gridTheme } from '../grid/DataGrid';
import { areaInUnit, areaUnitLabel, formatAed, formatChange, formatNumber, roomsLabel } from '#shared/format/values';
import { withRentPeriod } from '../grid';
import { propertyTypeNames, type PropertyTypeName } from '#shared/words/property-type-names';
import { usePreferences } from '../state/preferences-store';
import { useDataLang, useMessage } from '../i18n/messages';
import { fraction } from '#shared/portfolio/portfolio-tables';
import { diffPlace } from '#shared/portfolio/place-name';
import { useSnapshotPlaceNamer } from './use-snapshot-place-namer';

export type ChangeSide = 'added' | 'removed' | 'repriced';
type Row = DiffListing & Partial<Pick<RepricedListing, 'oldPrice' | 'newPrice' | 'change' | 'changePercent'>>;

// Headers wrap rather than cut "Old price (AED)" to "Old price (A…" where the columns are narrow.
const CHANGES_COL_DEF: ColDef<Row> = {
  sortable: true,
  resizable: true,
  flex: 1,
  minWidth: 80,
  suppressHeaderMenuButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};

const rowId = (p: GetRowIdParams<Row>) => p.data.externalID;

/** Up to this many rows, the grid is as tall as they are. */
const FEW_ROWS = 8;

export function ChangesGrid({
  side,
  rows,
  placeNames,
  onOpen,
}: {
  side: ChangeSide;
  rows: readonly Row[];
  placeNames: SnapshotDiff['placeNames'];
  onOpen(id: string): void;
}) {
  const { lang, areaUnit } = usePreferences();
  const dataLang = useDataLang();
  const say = useMessage();
  const places = useMemo(
    () =>
      rows.flatMap((r) =>
        r.place === null ? [] : [{ name: r.place, names: r.placeId === null ? undefined : placeNames[r.placeId] }],
      ),
    [rows, placeNames],
  );
  const namer = useSnapshotPlaceNamer(places, dataLang);
  const columns = useMemo<ColDef<Row>[]>(() => {
    const aed = (v: unknown) => formatAed(typeof v === 'number' ? v : null, lang, { currency: false });
    const base: ColDef<Row>[] = [
      // The listing as the broker read it: its title (and its building or place further on), the id beside it.
      {
        colId: 'title',
        headerName: say('history.col.title'),
        flex: 3,
        minWidth: 200,
        valueGetter: (p) => (p.data?.title ? pickText(p.data.title, dataLang) : null),
        valueFormatter: (p) =>
          typeof p.value === 'string' && p.value !== '' ? p.value : say('history.titleNotRecorded'),
        cellClass: (p) => (p.value ? 'pf-title' : ['pf-title', 'muted']),
        tooltip: (p) => (typeof p.value === 'string' ? p.value : null),
      },
      { field: 'externalID', headerName: say('history.col.listing'), minWidth: 110, cellClass: 'pf-ltr' },
      {
        field: 'purpose',
        headerName: say('history.col.purpose'),
        valueFormatter: (p) =>
          p.value === 'for-sale' ? say('history.sale') : p.value === 'for-rent' ? say('history.rent') : '',
      },
      {
        field: 'propertyType',
        headerName: say('history.col.type'),
        minWidth: 100,
        valueFormatter: (p) =>
          p.value ? (propertyTypeNames(lang)[p.value as PropertyTypeName] ?? String(p.value)) : '',
      },
      {
        field: 'rooms',
        headerName: say('history.col.bedrooms'),
        type: 'numericColumn',
        valueFormatter: (p) => roomsLabel(p.value, lang),
      },
      {
        colId: 'area',
        headerName: say('history.col.area', { unit: areaUnitLabel(areaUnit, lang) }),
        type: 'numericColumn',
        valueGetter: (p) => areaInUnit(p.data?.areaSqft ?? null, areaUnit),
        valueFormatter: (p) => formatNumber(p.value, lang),
      },
      {
        colId: 'place',
        headerName: say('history.col.place'),
        flex: 2,
        minWidth: 120,
        valueGetter: (p) => (p.data ? diffPlace(p.data, { placeNames }, dataLang, namer) : null),
        tooltip: (p) => (typeof p.value === 'string' ? p.value : null),
      },
    ];
    if (side !== 'repriced') {
      return [
        ...base,
        {
          field: 'price',
          headerName: say('history.col.price'),
          type: 'numericColumn',
          valueFormatter: (p) => withRentPeriod(aed(p.value), p.data, lang),
        },
      ];
    }
    return [
      ...base,
      // Wide enough for a rent with its period ("581,000 /yr", "‎-10,000 /سنة"): a narrow window scrolls the grid
      // sideways rather than cut a price.
      {
        field: 'oldPrice',
        headerName: say('history.col.oldPrice'),
        type: 'numericColumn',
        minWidth: 125,
        valueFormatter: (p) => withRentPeriod(aed(p.value), p.data, lang),
      },
      {
        field: 'newPrice',
        headerName: say('history.col.newPrice'),
        type: 'numericColumn',
        minWidth: 125,
        valueFormatter: (p) => withRentPeriod(aed(p.value), p.data, lang),
      },
      {
        field: 'change',
        headerName: say('history.col.change'),
        type: 'numericColumn',
        minWidth: 125,
        cellClass: (p) => (typeof p.value === 'number' && p.value < 0 ? 'pf-down' : 'pf-up'),
        valueFormatter: (p) =>
          typeof p.value === 'number'
            ? withRentPeriod(formatAed(p.value, lang, { currency: false, signed: true }), p.data, lang)
            : '',
      },
      {
        field: 'changePercent',
        headerName: say('history.col.changePercent'),
        type: 'numericColumn',
        // Its header with the sort arrow on one line ("Chan-ge (%)" broke inside the word).
        minWidth: 130,
        sort: 'asc',
        // One decimal always, so "+2.0%" lines up with "−6.9%" (it read "+2%").
        valueFormatter: (p) => formatChange(fraction(p.value), lang),
      },
    ];
  }, [side, lang, dataLang, areaUnit, say, placeNames, namer]);
  // The vertical scrollbar is drawn over the last column's edge: its cells keep clear of it (and stay aligned as
  // their type says: numbers to the end).
  const shown = useMemo(
    () =>
      columns.map((c, i) => {
        // Headers wrap between words only: "Bedrooms" broke to "Bedroo/ms" in a column narrower than the word.
        const fitted = { ...c, minWidth: Math.max(c.minWidth ?? 80, headerMinWidth(c.headerName ?? '')) };
        c = fitted;
        if (i < columns.length - 1) return c;
        const numeric = c.type === 'numericColumn';
        return {
          ...c,
          cellClass: numeric ? ['ag-right-aligned-cell', 'pf-last'] : 'pf-last',
          headerClass: numeric ? ['ag-right-aligned-header', 'pf-last'] : 'pf-last',
        };
      }),
    [columns],
  );

  const openRow = useCallback((e: RowClickedEvent<Row>) => e.data && onOpen(e.data.externalID), [onOpen]);
  const openOnEnter = useCallback(
    (e: CellKeyDownEvent<Row>) => {
      if ((e.event as KeyboardEvent | undefined)?.key === 'Enter' && e.data) onOpen(e.data.externalID);
    },
    [onOpen],
  );

  // A handful of changes is as tall as its rows (five rows sat atop a blank third of the card); more scroll inside.
  const few = rows.length > 0 && rows.length <= FEW_ROWS;
  return (
    <div className={few ? 'pf-grid fit' : 'pf-grid'} data-testid={`changes-grid-${side}`}>
      <AgGrid<Row>
        key={`${lang}-${areaUnit}`}
        options={{
          theme: gridTheme,
          rowData: rows as Row[],
          columnDefs: shown,
          defaultColDef: CHANGES_COL_DEF,
          getRowId: rowId,
          enableRtl: isRtl(lang),
          // A week's changes are a few hundred rows at most: all of them in the page, so a search of the page (and
          // a test) finds every one; larger sets keep the grid's virtual rows.
          suppressRowVirtualisation: rows.length <= 500,
          // A dozen columns: every header stays in the page, so one scrolled aside (with the title first, the
          // percentage at 1024 px) is still there to sort by, to read aloud and to scroll to.
          suppressColumnVirtualisation: true,
          rowClass: 'pf-grid-row',
          domLayout: few ? 'autoHeight' : 'normal',
          overlayNoRowsTemplate: `<span>${say('history.nothingChanged')}</span>`,
          onRowClicked: openRow,
          onCellKeyDown: openOnEnter,
        }}
      />
    </div>
  );
}
