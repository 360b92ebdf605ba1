// Saves the ranked list through the export path every view uses (`export:table`, Electron's dialog or a browser
// download): the radar's one table definition headed in the window's language, its rows, and an About sheet with
// the target, the weights and, as notes, the rules the score rests on (radarNotes, as `aqar radar --xlsx` writes).
import type { Lang } from '#shared/domain/lang';
import type { RadarView } from '#shared/domain/radar';
import type { ExportFormat } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { api } from '../api/api';
import { runExport } from '../export';
import { radarExportTable } from './radar-headers';

export function exportRadar(view: RadarView, format: ExportFormat, lang: Lang, unit: AreaUnit): void {
  const table = radarExportTable(view, lang, unit);
  void runExport({
    owner: 'radar',
    run: (destination, taskId) =>
      api.invoke('export:table', {
        ...table,
        taskId,
        format,
        destination,
        presentation: { lang, areaUnit: unit },
      }),
  });
}
