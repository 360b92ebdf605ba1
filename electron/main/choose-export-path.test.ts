// The save dialog for exports: suggests the core's file name in the documents folder, filters by format, and
// turns a cancel into null.
import { describe, expect, it, vi } from 'vitest';

const showSaveDialog = vi.fn();
vi.mock('electron', () => ({
  app: { getPath: (name: string) => `/home/broker/${name}` },
  dialog: { showSaveDialog },
}));

const { chooseExportPath } = await import('./choose-export-path');

describe('the export save dialog', () => {
  it('suggests the name in the documents folder and returns the chosen path', async () => {
    showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/home/broker/Desktop/marina.xlsx' });
    expect(await chooseExportPath(null, 'Marina 2024-05-06.xlsx', 'xlsx')).toBe('/home/broker/Desktop/marina.xlsx');
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        defaultPath: '/home/broker/documents/Marina 2024-05-06.xlsx',
        filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
      }),
    );
  });

  it('answers null when the person cancels', async () => {
    showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await chooseExportPath(null, 'x.csv', 'csv')).toBeNull();
  });
});
