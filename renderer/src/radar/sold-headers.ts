// "What adverts sold for" in the window's words: the columns of THE definitions (shared/research/sold-table.ts: ids,
// kinds, order) headed in the interface language and display unit, each reason as a whole sentence, and what
// `export:table` takes (the matches and the ratios as two sheets, the rule on the About sheet).
import type { Lang } from '#shared/domain/lang';
import type { SoldMatch, SoldReason, SoldView } from '#shared/domain/sold';
import { uaeDay } from '#shared/domain/uae-day';
import type { TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import {
  soldCells,
  soldNotes,
  SOLD_MATCH_COLUMNS,
  SOLD_RATIO_COLUMNS,
  type SoldColumn,
} from '#shared/research/sold-table';
import { areaUnitWord } from '#shared/words/value-labels';
import { formatNumber } from '#shared/format/values';
import { formatMessage } from '#shared/messages/format-message';
import { sayIn } from '../i18n/say';

export const SOLD_MATCH_HEADER_IDS = [
  'id',
  'transaction',
  'purpose',
  'place',
  'beds',
  'agency',
  'area',
  'lastAsking',
  'achieved',
  'ratio',
  'firstListed',
  'lastSeen',
  'registered',
  'daysToRegistration',
  'confidence',
  'reasons',
] as const;
export const SOLD_RATIO_HEADER_IDS = [
  'place',
  'beds',
  'agency',
  'matches',
  'saleToList',
  'saleToListN',
  'rentToAsk',
  'rentToAskN',
  'days',
  'daysN',
] as const;
export type SoldMatchHeaderId = (typeof SOLD_MATCH_HEADER_IDS)[number];
export type SoldRatioHeaderId = (typeof SOLD_RATIO_HEADER_IDS)[number];

/** A reason as a sentence of the interface language, its figures formatted for it. */
export function reasonWords(reason: SoldReason, lang: Lang): string {
  const say = sayIn(lang);
  switch (reason.kind) {
    case 'same-place':
      return say(reason.level === 'same' ? 'soldView.reason.samePlace' : 'soldView.reason.withinPlace', {
        place: reason.place,
      });
    case 'size-diff':
      return say('soldView.reason.sizeDiff', { percent: formatNumber(reason.percent, lang, 1) });
    case 'days-after-gone':
      return say(reason.days >= 0 ? 'soldView.reason.daysAfter' : 'soldView.reason.daysBefore', {
        days: formatNumber(Math.abs(reason.days), lang),
      });
    case 'price-ratio':
      return say(reason.plausible ? 'soldView.reason.ratio' : 'soldView.reason.ratioUnusual', {
        ratio: formatNumber(reason.ratio, lang, 3),
      });
    case 'rivals':
      return say('soldView.reason.rivals', { count: reason.count });
  }
}

function headed<T>(columns: readonly SoldColumn<T>[], header: (id: string) => string): SoldColumn<T>[] {
  return columns.map((c) => ({ ...c, header: header(c.id) }));
}

/** The matches' columns in the window's language; the reasons column worded in it too. */
export function localizedMatchColumns(lang: Lang, unit: AreaUnit): SoldColumn<SoldMatch>[] {
  // The area header takes the display unit as {unit}; the others take nothing and ignore it.
  return headed(SOLD_MATCH_COLUMNS, (id) =>
    formatMessage(lang, `soldView.matchHeaders.${id as SoldMatchHeaderId}` as 'soldView.matchHeaders.area', {
      unit: areaUnitWord(unit, lang),
    }),
  ).map((c) =>
    c.id === 'reasons' ? { ...c, value: (m: SoldMatch) => m.reasons.map((r) => reasonWords(r, lang)).join('; ') } : c,
  );
}

export function localizedRatioColumns(lang: Lang) {
  const say = sayIn(lang);
  return headed(SOLD_RATIO_COLUMNS, (id) => say(`soldView.ratioHeaders.${id as SoldRatioHeaderId}`));
}

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
