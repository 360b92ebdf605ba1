// Number formats and emphasis of workbook cells, one shared style object per combination: exceljs maps a style
// object it has seen before to its style id without serializing it again, which keeps 2 million cells fast.
import type { CellMark, ColumnKind } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { areaUnitWord } from '#shared/words/value-labels';

export interface CellStyle {
  numFmt?: string;
  font?: { bold?: boolean; italic?: boolean; color?: { argb: string } };
  fill?: { type: 'pattern'; pattern: 'solid'; fgColor: { argb: string } };
  alignment?: { vertical?: 'top'; wrapText?: boolean; horizontal?: 'left' | 'right' };
}

/** Where the currency goes in the file's language, as the app writes it ("AED 1,250,000", "1,250,000 د.إ."). */
const CURRENCY: Readonly<Record<Lang, { before: string; after: string }>> = {
  en: { before: 'AED ', after: '' },
  zh: { before: 'AED ', after: '' },
  ar: { before: '', after: ' د.إ.' },
  ru: { before: '', after: ' AED' },
  hi: { before: 'AED ', after: '' },
};

/**
 * The number format of a kind; the currency and the area unit are in the format, so cells stay plain numbers. They
 * are written in the file's language (an Arabic workbook said "AED" and "sq ft" beside Arabic headers).
 */
export function numberFormat(kind: ColumnKind, unit: AreaUnit, lang: Lang = 'en'): string | undefined {
  const { before, after } = CURRENCY[lang];
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
