// How the compare panel shows a comparison's values: coded values as the grids name them, areas and prices per area
// in the display unit, studios as studios. The measures' names and best statements are the workbook's own
// (#shared/compare/comparison-words), so the exported file reads exactly as the panel does.
import type { CompareKind } from '#shared/compare/snapshots';
import type { Lang } from '#shared/domain/lang';
import type { Cell } from '#shared/export/table';
import type { ComparisonRow } from '#shared/ipc/contract';
import { formatDateTime, numberFormat } from '../i18n/format';
import {
  type AreaUnit,
  areaInUnit,
  formatDate,
  formatNumber,
  pricePerAreaInUnit,
  roomsLabel,
} from '#shared/format/values';
import { codedValue, measureName } from '#shared/compare/comparison-words';
import { COMPARE_WORDS } from '#shared/compare/compare-words';

export interface ShowContext {
  lang: Lang;
  unit: AreaUnit;
}

/** The measure's name in the panel's language; amenities and unknown measures keep the core's label. */
export function measureLabel(row: Pick<ComparisonRow, 'id' | 'label'>, kind: CompareKind, ctx: ShowContext): string {
  return measureName(row, kind, ctx.lang, ctx.unit);
}

/** A percentage with one decimal, always: one format per measure, never "7.8%" beside "7%". */
function percent(value: number, lang: Lang): string {
  return numberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** One value as the panel shows it; '' for no value (the panel marks it as missing). */
export function showValue(row: Pick<ComparisonRow, 'id' | 'kind'>, value: Cell, ctx: ShowContext): string {
  if (value === null) return '';
  const { lang, unit } = ctx;
  if (typeof value === 'boolean') return value ? COMPARE_WORDS[lang].yes : COMPARE_WORDS[lang].no;
  if (typeof value === 'string') {
    if (row.kind === 'date') return formatDate(value, lang);
    if (row.kind === 'datetime') return formatDateTime(value, lang);
    return codedValue(row.id, value, lang);
  }
  switch (row.kind) {
    case 'area':
      return formatNumber(areaInUnit(value, unit), lang);
    case 'aedPerArea':
      return formatNumber(pricePerAreaInUnit(value, unit), lang);
    case 'percent':
      return percent(value, lang);
    case 'integer':
      return row.id === 'rooms' ? roomsLabel(value, lang) : formatNumber(value, lang);
    case 'number':
      return formatNumber(value, lang, 2);
    default:
      return formatNumber(value, lang);
  }
}
