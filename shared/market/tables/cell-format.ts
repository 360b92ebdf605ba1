// A table cell as the screen shows it: by its column's kind (the export's kinds), in the interface language and the
// display area unit. The raw cell is what the export writes; this is only how it reads.
import type { Lang } from '../../domain/lang';
import type { Cell, ColumnKind } from '../../export/table';
import { formatArea, formatDate, formatNumber, type AreaUnit } from '../../format/values';
import {
  formatAed,
  formatChange,
  formatDayRange,
  formatFraction,
  formatMonth,
  formatPoints,
  perAreaNumber,
} from '../market-format';
import type { ColumnDisplay } from './table-model';

export interface CellFormatContext {
  lang: Lang;
  unit: AreaUnit;
  yes: string;
  no: string;
}

export function formatCell(
  cell: Cell | undefined,
  kind: ColumnKind,
  ctx: CellFormatContext,
  display?: ColumnDisplay,
): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell === 'boolean') return cell ? ctx.yes : ctx.no;
  if (typeof cell === 'string') {
    if ((display === 'month' || kind === 'month') && /^\d{4}-\d{2}/.test(cell))
      return formatMonth(cell.slice(0, 7), ctx.lang);
    if (display === 'span') {
      const [from, to] = cell.split('/');
      return from && to ? formatDayRange(from, to, ctx.lang, true) : cell;
    }
    if (kind === 'date') return formatDate(cell, ctx.lang, 'day');
    return cell;
  }
  if (display === 'change') return formatChange(cell, ctx.lang);
  if (display === 'points') return formatPoints(cell, ctx.lang);
  if (display === 'decimals') return formatNumber(cell, ctx.lang, 4, 2);
  switch (kind) {
    case 'aed':
      return formatAed(cell, ctx.lang, { currency: false });
    case 'aedPerArea':
      return perAreaNumber(cell, ctx.unit, ctx.lang);
    case 'area':
      return formatArea(cell, ctx.unit, ctx.lang, { unit: false });
    case 'percent':
      return formatFraction(cell, ctx.lang);
    case 'integer':
      return formatNumber(cell, ctx.lang);
    case 'number':
      return formatNumber(cell, ctx.lang, 2);
    default:
      return String(cell);
  }
}

/** Numbers line up at the end of their cells; text starts at the start. */
export function isNumeric(kind: ColumnKind): boolean {
  return kind !== 'text' && kind !== 'date' && kind !== 'month' && kind !== 'datetime' && kind !== 'boolean';
}
