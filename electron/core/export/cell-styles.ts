// Number formats and emphasis of workbook cells, one shared style object per combination: exceljs maps a style
// object it has seen before to its style id without serializing it again, which keeps 2 million cells fast.
import type { CellMark, ColumnKind } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { numberFormat as intlNumberFormat } from '#shared/format/intl';
import { areaUnitWord } from '#shared/words/value-labels';

export interface CellStyle {
  numFmt?: string;
  font?: { bold?: boolean; italic?: boolean; color?: { argb: string } };
  fill?: { type: 'pattern'; pattern: 'solid'; fgColor: { argb: string } };
  alignment?: { vertical?: 'top'; wrapText?: boolean; horizontal?: 'left' | 'right' };
}

const DIRECTION_MARKS = /[\u200E\u200F\u061C]/g;
const NO_BREAK_SPACES = /[\u00A0\u202F]/g;

/**
 * Where the currency goes in the file's language and how it is written, as the window writes an amount ("AED
 * 1,250,000", "1,250,000 د.إ."): read from Intl's parts of one amount in the language's locale, the direction marks
 * dropped (a number format's text is laid out by the spreadsheet) and its no-break space a space, as before.
 */
function currencyOf(lang: Lang): { before: string; after: string } {
  const parts = intlNumberFormat(lang, { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).formatToParts(
    1,
  );
  const number = parts.findIndex((part) => part.type === 'integer');
  const text = (of: readonly Intl.NumberFormatPart[]) =>
    of
      .map((part) => part.value)
      .join('')
      .replace(DIRECTION_MARKS, '')
      .replace(NO_BREAK_SPACES, ' ');
  return { before: text(parts.slice(0, number)), after: text(parts.slice(number + 1)) };
}

/**
 * The number format of a kind; the currency and the area unit are in the format, so cells stay plain numbers. They
 * are written in the file's language (an Arabic workbook said "AED" and "sq ft" beside Arabic headers).
 */
export function numberFormat(kind: ColumnKind, unit: AreaUnit, lang: Lang = 'en'): string | undefined {
  const { before, after } = currencyOf(lang);
  const money = (rest = '') => `${before ? `"${before}"` : ''}#,##0${after || rest ? `"${after}${rest}"` : ''}`;
  switch (kind) {
    case 'integer':
      return '#,##0';
    case 'number':
      return '#,##0.##';
    case 'aed':
      return money();
    case 'aedPerArea':
      return money(` / ${areaUnitWord(unit, lang)}`);
    case 'area':
      return `#,##0" ${areaUnitWord(unit, lang)}"`;
    case 'percent':
      return '0.0%';
    case 'date':
      return 'yyyy-mm-dd';
    case 'month':
      // Excel reads the month names of this format in the reader's own language.
      return 'mmm yyyy';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm';
    default:
      return undefined;
  }
}

const MARK_STYLE: Readonly<Record<CellMark, Pick<CellStyle, 'font' | 'fill'>>> = {
  differs: { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } } },
  // Italic and grey, as the panel shows a sample's figure: read, but not as the item's whole portfolio.
  sample: {
    font: { italic: true, color: { argb: 'FF595959' } },
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDED' } },
  },
  best: {
    font: { bold: true, color: { argb: 'FF006100' } },
    fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } },
  },
};

export const HEADER_STYLE: CellStyle = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7ECF3' } },
  alignment: { vertical: 'top', wrapText: true },
};

/** Styles of one workbook, made once per kind, unit and mark. */
export class StyleBook {
  private readonly styles = new Map<string, CellStyle | null>();

  constructor(
    private readonly unit: AreaUnit,
    private readonly lang: Lang = 'en',
  ) {}

  for(kind: ColumnKind, mark?: CellMark): CellStyle | null {
    const key = `${kind}|${mark ?? ''}`;
    let style = this.styles.get(key);
    if (style === undefined) {
      const numFmt = numberFormat(kind, this.unit, this.lang);
      const made: CellStyle = { ...(numFmt ? { numFmt } : {}), ...(mark ? MARK_STYLE[mark] : {}) };
      style = Object.keys(made).length > 0 ? made : null;
      this.styles.set(key, style);
    }
    return style;
  }
}
