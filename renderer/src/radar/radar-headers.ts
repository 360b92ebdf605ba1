// The radar's table in the window's words (messages `radarView.*`): the columns of THE definition (shared/research/radar-table.ts: ids, kinds,
// order) with their headers in the interface language and display unit, for the grid and for the export alike.
import type { Lang } from '#shared/domain/lang';
import { RADAR_FACTORS, type RadarView } from '#shared/domain/radar';
import { uaeDay } from '#shared/domain/uae-day';
import type { TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { radarCells, radarColumns, radarNotes, type RadarColumn } from '#shared/research/radar-table';
import { formatNumber } from '#shared/format/values';
import { formatMessage } from '#shared/messages/format-message';
import { areaUnitWord } from '#shared/words/value-labels';
import { sayIn } from '../i18n/say';

/** Every column id of `radarColumns` (shared/research/radar-table.ts), plus the rent forms of three of them. */
export const RADAR_HEADER_IDS = [
  'score',
  'judged',
  'id',
  'title',
  'place',
  'agency',
  'beds',
  'area',
  'price',
  'price.rent',
  'period',
  'pricePerArea',
  'pricePerArea.rent',
  'factor.days-on-market',
  'score.days-on-market',
  'factor.price-cuts',
  'score.price-cuts',
  'factor.premium',
  'score.premium',
  'factor.repeat-adverts',
  'score.repeat-adverts',
  'factor.agency-size',
  'score.agency-size',
  'cuts',
  'spread',
  'medianDays',
  'transacted',
  'transacted.rent',
  'transactedN',
  'transactedPlace',
] as const;
export type RadarHeaderId = (typeof RADAR_HEADER_IDS)[number];

const RENT_FORMS: ReadonlySet<string> = new Set(['price', 'pricePerArea', 'transacted']);

/** Which header words a column takes: a rent's price, AED per area and median have their own. */
export function headerIdOf(columnId: string, purpose: RadarView['purpose']): RadarHeaderId {
  const id = purpose === 'for-rent' && RENT_FORMS.has(columnId) ? `${columnId}.rent` : columnId;
  if (!(RADAR_HEADER_IDS as readonly string[]).includes(id)) throw new Error(`The radar has no words for ${id}.`);
  return id as RadarHeaderId;
}

export function radarHeader(columnId: string, purpose: RadarView['purpose'], lang: Lang, unit: AreaUnit): string {
  const id = `radarView.headers.${headerIdOf(columnId, purpose)}` as const;
  // An area header takes the display unit as {unit}; the others take nothing and ignore it.
  return formatMessage(lang, id as 'radarView.headers.area', { unit: areaUnitWord(unit, lang) });
}

/** The definition's columns headed in the window's language (the export converts areas to the display unit). */
export function localizedRadarColumns(
  purpose: RadarView['purpose'],
  lang: Lang,
  unit: AreaUnit,
): (RadarColumn & { header: string })[] {
  return radarColumns(purpose).map((c) => ({ ...c, header: radarHeader(c.id, purpose, lang, unit) }));
}

/** The columns as an export sheet takes them (no value getters). */
export function exportColumns(columns: readonly RadarColumn[]): TableColumn[] {
  return columns.map(({ value: _value, ...c }) => c);
}

/** The weights in words: "Days on market 3, Price cuts 3, …" in the window's language. */
export function weightsText(view: Pick<RadarView, 'weights'>, lang: Lang): string {
  const say = sayIn(lang);
  const sep = lang === 'ar' ? '، ' : lang === 'zh' ? '，' : ', ';
  return RADAR_FACTORS.map((f) => `${say(`radarView.factor.${f}`)} ${formatNumber(view.weights[f], lang, 1)}`).join(
    sep,
  );
}

/** What `export:table` takes for the view (exported for the unit test: the columns are the definition's). */
export function radarExportTable(view: RadarView, lang: Lang, unit: AreaUnit) {
  const say = sayIn(lang);
  const columns = localizedRadarColumns(view.purpose, lang, unit);
  const purpose = formatMessage(lang, `search.purposes.${view.purpose}`);
  return {
    title: say('radarView.fileTitle', { name: view.target.name, purpose }),
    parameters: [
      {
        name: view.target.kind === 'place' ? say('radarView.place') : say('radarView.watchedItem'),
        value: view.target.name,
      },
      { name: say('radarView.purpose'), value: purpose },
      { name: say('radarView.weights'), value: weightsText(view, lang) },
    ],
    notes: radarNotes(view),
    sheets: [{ name: say('radarView.sheet'), columns: exportColumns(columns), rows: radarCells(view, columns) }],
    fileName: say('radarView.fileName', { place: view.target.name, date: uaeDay(new Date()) })
      .replace(/[/\\:*?"<>|]/g, ' ')
      .slice(0, 110),
  };
}
