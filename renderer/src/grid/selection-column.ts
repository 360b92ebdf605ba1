// The checkbox column that picks rows for the compare panel: one native checkbox per row, kept in step with the
// row's selection. ag-grid's own selection checkbox builds a wrapper of several elements and listeners per row; when
// 50,000 listings scroll at 120 px a frame it more than doubled the share of frames over 16.7 ms (grid bench, three
// rounds each: 3.5% of frames with it, 1.5% with this column, 1.3% with no checkboxes at all).
import type { ColDef, ICellRendererComp, ICellRendererParams, IRowNode } from 'ag-grid-community';

/** The column's id: not a data column (exports, the column chooser and saved layouts leave it out). */
export const SELECTION_COLUMN = 'dg-select';

interface SelectionParams<T> extends ICellRendererParams<T> {
  /** The checkbox's accessible name, in the interface language. */
  label: string;
}

class SelectionCheckbox<T> implements ICellRendererComp<T> {
  private readonly input = document.createElement('input');
  private node: IRowNode<T> | null = null;
  private cell: HTMLElement | null = null;
  private readonly show = (): void => {
    this.input.checked = this.node?.isSelected() === true;
  };
  /**
   * A click on the cell around the box counts as a click on the box, answered in the click itself: through the
   * column's onCellClicked the grid answered a moment later, so a box clicked as the grid laid itself out again (a
   * row ticked above it) could read unticked right after the click.
   */
  private readonly onCellClick = (event: MouseEvent): void => {
    if (event.target !== this.input && this.node) toggleSelected(this.node);
  };

  init(params: SelectionParams<T>): void {
    this.input.type = 'checkbox';
    this.input.className = 'dg-select-box';
    // The grid's cell takes the keyboard focus (Space on it ticks the row): the box is not a second tab stop.
    this.input.tabIndex = -1;
    this.input.setAttribute('aria-label', params.label);
    this.input.addEventListener('change', () => this.node?.setSelected(this.input.checked, false, 'checkboxSelected'));
    this.cell = params.eGridCell;
    this.cell.addEventListener('click', this.onCellClick);
    this.watch(params.node);
  }

  getGui(): HTMLElement {
    return this.input;
  }

  refresh(params: SelectionParams<T>): boolean {
    if (params.node !== this.node) this.watch(params.node);
    this.input.setAttribute('aria-label', params.label);
    return true;
  }

  destroy(): void {
    this.node?.removeEventListener('rowSelected', this.show);
    this.cell?.removeEventListener('click', this.onCellClick);
    this.node = null;
    this.cell = null;
  }

  private watch(node: IRowNode<T>): void {
    this.node?.removeEventListener('rowSelected', this.show);
    this.node = node;
    node.addEventListener('rowSelected', this.show);
    this.show();
  }
}

/** Toggles a row's selection (a click beside the box; Space on any cell is ag-grid's own). */
function toggleSelected<T>(node: IRowNode<T>): void {
  node.setSelected(!node.isSelected(), false, 'checkboxSelected');
}

/** The column, first in reading order: ag-grid's lock sides are physical, so the start side is 'right' in RTL. */
export function selectionColumn<T>(label: string, rtl: boolean): ColDef<T> & { colId: string } {
  return {
    colId: SELECTION_COLUMN,
    headerName: '',
    headerTooltip: label,
    width: 44,
    minWidth: 44,
    maxWidth: 44,
    resizable: false,
    sortable: false,
    suppressMovable: true,
    lockPosition: rtl ? 'right' : 'left',
    // Pinned at the start, so a pinned Title stays beside its checkbox when the grid scrolls sideways.
    pinned: rtl ? 'right' : 'left',
    suppressHeaderMenuButton: true,
    cellClass: 'dg-select-cell',
    cellRenderer: SelectionCheckbox,
    cellRendererParams: { label },
  };
}
