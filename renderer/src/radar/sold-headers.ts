// "What adverts sold for" in the window's words: the columns of THE definitions (shared/research/sold-table.ts: ids,
// kinds, order, headed in every language, each reason as a whole sentence) in the interface language and display
// unit, and what `export:table` takes (the matches and the ratios as two sheets, the rule on the About sheet).
import type { Lang } from '#shared/domain/lang';
import type { SoldView } from '#shared/domain/sold';
import { uaeDay } from '#shared/domain/uae-day';
import type { TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import {
  localizedMatchColumns,
  localizedRatioColumns,
  soldCells,
  soldNotes,
  type SoldColumn,
} from '#shared/research/sold-table';
import { sayIn } from '../i18n/say';

/** The headers' and reasons' words live with the definitions, which the CLI's files read too. */
export {
  SOLD_MATCH_HEADER_IDS,
  SOLD_RATIO_HEADER_IDS,
  localizedMatchColumns,
  localizedRatioColumns,
  reasonWords,
  type SoldMatchHeaderId,
  type SoldRatioHeaderId,
} from '#shared/research/sold-table';

const bare = <T>(columns: readonly SoldColumn<T>[]): TableColumn[] => columns.map(({ value: _value, ...c }) => c);

/** What `export:table` takes for the view. */
export function soldExportTable(view: SoldView, lang: Lang, unit: AreaUnit) {
  const say = sayIn(lang);
  const matchColumns = localizedMatchColumns(lang, unit);
  const ratioColumns = localizedRatioColumns(lang);
  const ratios = [...view.ratios.byPlaceBeds, ...view.ratios.byAgency];
  return {
    title: say('soldView.fileTitle', { place: view.place }),
    parameters: [{ name: say('soldView.ratioHeaders.place'), value: view.place }],
    notes: soldNotes(view),
    sheets: [
      { name: say('soldView.matchesSheet'), columns: bare(matchColumns), rows: soldCells(view.matches, matchColumns) },
      { name: say('soldView.ratiosSheet'), columns: bare(ratioColumns), rows: soldCells(ratios, ratioColumns) },
    ],
    fileName: say('soldView.fileName', { place: view.place, date: uaeDay(new Date()) })
      .replace(/[/\\:*?"<>|]/g, ' ')
      .slice(0, 110),
  };
}
