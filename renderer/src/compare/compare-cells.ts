// How the compare panel shows a comparison: each measure's name, each value (coded values through the grid's label
// tables, areas and prices per area in the display unit, studios as studios), the best-value statement, and the
// same words for the workbook, so the exported file reads exactly as the panel does.
import type { CompareKind } from '#shared/compare/snapshots';
import type { Lang } from '#shared/domain/lang';
import type { Cell } from '#shared/export/table';
import type { CompareTexts, ComparisonRow, ComparisonView } from '#shared/ipc/contract';
import { formatDateTime } from '../i18n/format';
import {
  type AreaUnit,
  areaInUnit,
  formatDate,
  formatNumber,
  LOCALES,
  pricePerAreaInUnit,
  roomsLabel,
} from '../grid/formatters';
import { GRID_STRINGS, fill, type GridStrings } from '../grid/grid-strings';
import { COMPARE_STRINGS } from './compare-strings';
import { MEASURE_STRINGS } from './measure-strings';

export interface ShowContext {
  lang: Lang;
  unit: AreaUnit;
}

/** Rows whose text values are codes the grids already name in every language. */
const CODED: Readonly<Record<string, (v: GridStrings['values']) => Record<string, string>>> = {
  purpose: (v) => v.purpose,
  rentFrequency: (v) => v.rentFrequency,
  propertyType: (v) => v.propertyType,
  completionStatus: (v) => v.completion,
  furnishing: (v) => v.furnishing,
};

/** The measure's name in the panel's language; amenities and unknown measures keep the core's label. */
export function measureLabel(row: Pick<ComparisonRow, 'id' | 'label'>, kind: CompareKind, ctx: ShowContext): string {
  const m = MEASURE_STRINGS[ctx.lang];
  const named = m.byKind[kind]?.[row.id] ?? m.measures[row.id];
  return named ? fill(named, { unit: GRID_STRINGS[ctx.lang].units[ctx.unit] }) : row.label;
}

function percent(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** One value as the panel shows it; '' for no value (the panel marks it as missing). */
export function showValue(row: Pick<ComparisonRow, 'id' | 'kind'>, value: Cell, ctx: ShowContext): string {
  if (value === null) return '';
  const { lang, unit } = ctx;
  const t = COMPARE_STRINGS[lang];
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') {
    if (row.kind === 'date') return formatDate(value, lang);
    if (row.kind === 'datetime') return formatDateTime(value, lang);
    const labels = CODED[row.id]?.(GRID_STRINGS[lang].values);
    return labels?.[value] ?? value;
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

/** Which way is best, in words ("Lower is better"); null for rows without a best value. */
export function bestStatement(row: Pick<ComparisonRow, 'kind' | 'best'>, lang: Lang): string | null {
  if (!row.best) return null;
  const t = COMPARE_STRINGS[lang];
  if (row.best.direction === 'highest') return t.higherBetter;
  return row.kind === 'date' || row.kind === 'datetime' ? t.earlierBetter : t.lowerBetter;
}

/** The panel's words for `compare:export`: measure names, coded values, best statements and sheet headers. */
export function exportTexts(
  view: ComparisonView,
  ctx: ShowContext,
): { rowLabels: Record<string, string>; texts: CompareTexts } {
  const t = COMPARE_STRINGS[ctx.lang];
  const rowLabels: Record<string, string> = {};
  const values: Record<string, Record<string, string>> = {};
  const best: Record<string, string> = {};
  for (const row of view.rows) {
    rowLabels[row.id] = measureLabel(row, view.kind, ctx);
    const labels = CODED[row.id]?.(GRID_STRINGS[ctx.lang].values);
    if (labels) {
      const used = row.values.filter((v): v is string => typeof v === 'string');
      values[row.id] = Object.fromEntries(used.map((v) => [v, labels[v] ?? v]));
    }
    const statement = bestStatement(row, ctx.lang);
    if (statement) best[row.id] = `${t.best}: ${statement}`;
  }
  return {
    rowLabels,
    texts: {
      values,
      best,
      headers: {
        measure: t.measure,
        best: t.best,
        note: t.sheet.note,
        value: t.sheet.value,
        basedOn: t.sheet.basedOn,
        id: t.sheet.id,
        asOf: t.sheet.asOf,
        from: t.sheet.from,
        ...t.basis,
      },
    },
  };
}
