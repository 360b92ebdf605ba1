// Serializes data rows straight into a streaming worksheet's XML. exceljs's WorkbookWriter still writes everything
// else (the package, styles, sheet views, columns, the auto-filter, the zip); its per-cell object model, though,
// spent about 2.5 µs and several allocations on each of the 2 million cells of a 100,000-row export, which alone
// overran the 5 s budget. The cells written here are the ones exceljs writes: numbers and dates as <v> with their
// style id, text (flags included, as Yes / No) as t="str".
import type ExcelJS from 'exceljs';
import type { Lang } from '#shared/domain/lang';
import type { Cell, CellMark, ColumnKind } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import type { CellStyle, StyleBook } from './cell-styles';
import { toSheetValue, type SheetValue } from './cell-values';

const DAY_MS = 86_400_000;
/** Excel's serial day 0 is 1899-12-30: 25569 days before 1970-01-01. */
const EPOCH_OFFSET_DAYS = 25_569;

/** What the serializer needs of exceljs's style table: an id for a style object and a cell type. */
export interface StyleRegistry {
  addStyleModel(style: CellStyle, cellType: ExcelJS.ValueType): number;
}

/** exceljs's cell types, handed in by the writer that loaded exceljs (this module loads none of it). */
export type ValueTypes = typeof ExcelJS.ValueType;

function columnLetters(n: number): string {
  let letters = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  return letters;
}

function escapeXml(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text;
}

export class RowSerializer {
  private readonly letters: string[];
  private readonly ids = new Map<string, number>();

  constructor(
    columns: number,
    private readonly styles: StyleBook,
    private readonly registry: StyleRegistry,
    private readonly unit: AreaUnit,
    private readonly lang: Lang,
    private readonly types: ValueTypes,
  ) {
    this.letters = Array.from({ length: columns }, (_, i) => columnLetters(i + 1));
  }

  private styleId(kind: ColumnKind, mark: CellMark | undefined, type: ExcelJS.ValueType): number {
    const key = `${kind}|${mark ?? ''}|${type}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.registry.addStyleModel(this.styles.for(kind, mark) ?? {}, type);
      this.ids.set(key, id);
    }
    return id;
  }

  private cell(ref: string, value: SheetValue, kind: ColumnKind, mark: CellMark | undefined): string {
    if (value === null) return mark ? `<c r="${ref}" s="${this.styleId('text', mark, this.types.Null)}"/>` : '';
    if (typeof value === 'number') {
      const s = this.styleId(kind, mark, this.types.Number);
      return `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${value}</v></c>`;
    }
    if (value instanceof Date) {
      const s = this.styleId(kind, mark, this.types.Date);
      return `<c r="${ref}" s="${s}"><v>${value.getTime() / DAY_MS + EPOCH_OFFSET_DAYS}</v></c>`;
    }
    // Text (or a value kept as text because it did not fit its kind): no number format.
    const s = this.styleId('text', mark, this.types.String);
    return `<c r="${ref}"${s ? ` s="${s}"` : ''} t="str"><v>${escapeXml(value)}</v></c>`;
  }

  /** One <row> element; `kinds` are the cells' kinds, `marks` by column index. */
  row(
    rowNumber: number,
    cells: readonly Cell[],
    kinds: readonly ColumnKind[],
    marks?: (column: number) => CellMark | undefined,
  ): string {
    let xml = `<row r="${rowNumber}">`;
    for (let c = 0; c < kinds.length; c++) {
      const kind = kinds[c]!;
      xml += this.cell(
        `${this.letters[c]}${rowNumber}`,
        toSheetValue(cells[c], kind, this.unit, this.lang),
        kind,
        marks?.(c),
      );
    }
    return `${xml}</row>`;
  }
}
