// "Excel" and "CSV" beside a portfolio card: the card's table, built when clicked, exported in that format.
import { useState } from 'react';
import type { ExportFormat } from '#shared/export/table';
import { useMessage } from '../../i18n/messages';
import type { PortfolioTable } from '#shared/portfolio/portfolio-tables';
import { exportTable } from './run-export';
import { Icon } from '../../components/icons';

export function ExportButtons({
  table,
  what,
  testId,
}: {
  table: () => PortfolioTable | null;
  what: string;
  testId: string;
}) {
  const say = useMessage();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (fileFormat: ExportFormat): Promise<void> => {
    const built = table();
    if (!built) return;
    setBusy(fileFormat);
    await exportTable(built, fileFormat);
    setBusy(null);
  };
  return (
    <span className="pf-export" role="group" aria-label={say('history.exportLabel', { what })} data-testid={testId}>
      {(['xlsx', 'csv'] as const).map((f) => (
        <button
          key={f}
          type="button"
          className="button"
          disabled={busy !== null}
          data-testid={`${testId}-${f}`}
          onClick={() => void run(f)}
        >
          <Icon name="download" />{' '}
          {busy === f ? say('history.exporting') : f === 'xlsx' ? say('history.exportExcel') : say('history.exportCsv')}
        </button>
      ))}
    </span>
  );
}
