// The radar's table in the window's words (messages `radarView.*`): the columns of THE definition (shared/research/radar-table.ts: ids, kinds,
// order, and the headers in every language) in the interface language and display unit, for the grid and the export alike.
import type { Lang } from '#shared/domain/lang';
import { RADAR_FACTORS, type RadarView } from '#shared/domain/radar';
import { uaeDay } from '#shared/domain/uae-day';
import type { TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { radarCells, radarColumnsIn, radarNotes, type RadarColumn } from '#shared/research/radar-table';
import { formatNumber } from '#shared/format/values';
import { formatMessage } from '#shared/messages/format-message';
import { sayIn } from '../i18n/say';

/** The headers' words live with the definition, which the CLI's files read too. */
export { RADAR_HEADER_IDS, headerIdOf, radarHeader, type RadarHeaderId } from '#shared/research/radar-table';

/** The definition's columns headed in the window's language (the export converts areas to the display unit). */
export const localizedRadarColumns = radarColumnsIn;

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
