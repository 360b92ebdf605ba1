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
import { pluralText } from '#shared/words/plural';
import { fill } from '#shared/words/translated';
import { AREA_UNIT_WORDS } from '#shared/words/value-labels';
import { formatNumber } from '#shared/format/values';
import { SOLD_STRINGS, type SoldMatchHeaderId, type SoldRatioHeaderId } from './sold-strings';

/** A reason as a sentence of the interface language, its figures formatted for it. */
export function reasonWords(reason: SoldReason, lang: Lang): string {
  const t = SOLD_STRINGS[lang].reason;
  switch (reason.kind) {
    case 'same-place':
      return fill(reason.level === 'same' ? t.samePlace : t.withinPlace, { place: reason.place });
    case 'size-diff':
      return fill(t.sizeDiff, { percent: formatNumber(reason.percent, lang, 1) });
    case 'days-after-gone':
      return fill(reason.days >= 0 ? t.daysAfter : t.daysBefore, { days: formatNumber(Math.abs(reason.days), lang) });
    case 'price-ratio':
      return fill(reason.plausible ? t.ratio : t.ratioUnusual, { ratio: formatNumber(reason.ratio, lang, 3) });
    case 'rivals':
      return pluralText(t.rivals, reason.count, lang);
  }
}

function headed<T>(columns: readonly SoldColumn<T>[], header: (id: string) => string): SoldColumn<T>[] {
  return columns.map((c) => ({ ...c, header: header(c.id) }));
}

/** The matches' columns in the window's language; the reasons column worded in it too. */
export function localizedMatchColumns(lang: Lang, unit: AreaUnit): SoldColumn<SoldMatch>[] {
  const t = SOLD_STRINGS[lang];
  return headed(SOLD_MATCH_COLUMNS, (id) =>
    fill(t.matchHeaders[id as SoldMatchHeaderId], { unit: AREA_UNIT_WORDS[lang][unit] }),
  ).map((c) =>
    c.id === 'reasons' ? { ...c, value: (m: SoldMatch) => m.reasons.map((r) => reasonWords(r, lang)).join('; ') } : c,
  );
}

export function localizedRatioColumns(lang: Lang) {
  const t = SOLD_STRINGS[lang];
  return headed(SOLD_RATIO_COLUMNS, (id) => t.ratioHeaders[id as SoldRatioHeaderId]);
}

const bare = <T>(columns: readonly SoldColumn<T>[]): TableColumn[] => columns.map(({ value: _value, ...c }) => c);

/** What `export:table` takes for the view. */
export function soldExportTable(view: SoldView, lang: Lang, unit: AreaUnit) {
  const t = SOLD_STRINGS[lang];
  const matchColumns = localizedMatchColumns(lang, unit);
  const ratioColumns = localizedRatioColumns(lang);
  const ratios = [...view.ratios.byPlaceBeds, ...view.ratios.byAgency];
  return {
    title: fill(t.fileTitle, { place: view.place }),
    parameters: [{ name: t.ratioHeaders.place, value: view.place }],
    notes: soldNotes(view),
    sheets: [
      { name: t.matchesSheet, columns: bare(matchColumns), rows: soldCells(view.matches, matchColumns) },
      { name: t.ratiosSheet, columns: bare(ratioColumns), rows: soldCells(ratios, ratioColumns) },
    ],
    fileName: fill(t.fileName, { place: view.place, date: uaeDay(new Date()) })
      .replace(/[/\\:*?"<>|]/g, ' ')
      .slice(0, 110),
  };
}
