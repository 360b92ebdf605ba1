// Area against area on screen: the one definition of that table (#shared/market/compare-table), which the export
// and `aqar market compare` write too, with the window's places, language, area unit and bedroom choice.
import type { MarketAnalysis } from '../../ipc/contract';
import { compareTableOf } from '../compare-table';
import type { MarketTable, TableContext } from './table-model';

export function compareTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  return compareTableOf(a, { lang: ctx.lang, unit: ctx.unit, placeName: ctx.placeName, beds: ctx.beds });
}
