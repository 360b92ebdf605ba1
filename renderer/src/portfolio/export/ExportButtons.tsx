// "Excel" and "CSV" beside a portfolio card: the card's table, built when clicked, exported in that format.
import { useState } from 'react';
import type { ExportFormat } from '#shared/export/table';
import { format } from '../../i18n/strings';
import { usePreferences } from '../../state/preferences-store';
import { HISTORY_STRINGS } from '#shared/portfolio/history-strings';
import type { PortfolioTable } from '#shared/portfolio/portfolio-tables';
import { exportTable } from './run-export';

export function ExportButtons({
  table,
  what,
  testId,
}: {
  table: () => PortfolioTable | null;
  what: string;
  testId: string;
}) {
  const lang = usePreferences((s) => s.lang);
  const t = HISTORY_STRINGS[lang];
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (fileFormat: ExportFormat): Promise<void> => {
    const built = table();
    if (!built) return;
    setBusy(fileFormat);
    await exportTable(built, fileFormat);
    setBusy(null);
  };
  return (
    <span className="pf-export" role="group" aria-label={format(t.exportLabel, { what })} data-testid={testId}>
      {(['xlsx', 'csv'] as const).map((f) => (
        <button
          key={f}
          type="button"
          className="button"
          disabled={busy !== null}
          data-testid={`${testId}-${f}`}
          onClick={() => void run(f)}
        >
          <span aria-hidden="true">⤓</span> {busy === f ? t.exporting : f === 'xlsx' ? t.exportExcel : t.exportCsv}
        </button>
      ))}
    </span>
  );
}
