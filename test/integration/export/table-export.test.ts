// Table exports (analytics, portfolios, the compare panel use them) on the real core: several sheets, the CSV of
// one, progress and cancel, where files may go from each host, browser downloads, and the API key never in a file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import type { ChannelInput, EventPayload, ExportResult } from '#shared/ipc/contract';
import { startLiveFixture, TEST_KEY } from '../../support/demo-fixture';
import { makeTempDir } from '../../support/temp-dir';
import { unzip } from '../../support/unzip';

const dir = makeTempDir('aqar-table-export-');
afterAll(() => dir.remove());

const yields: ChannelInput<'export:table'> = {
  format: 'xlsx',
  destination: { kind: 'path', path: join(dir.path, 'yield.xlsx') },
  title: 'Gross rental yield, Dubai Marina, apartments, last 12 months',
  parameters: [{ name: 'place', value: 'Dubai Marina' }],
  fetched: { oldest: '2024-05-01T06:00:00.000Z', newest: '2024-05-02T06:00:00.000Z' },
  sheets: [
    {
      name: 'Yield',
      columns: [
        { id: 'beds', header: 'Bedrooms', kind: 'integer' },
        { id: 'sale', header: 'Median sale', kind: 'aed' },
        { id: 'yield', header: 'Gross yield', kind: 'percent' },
      ],
      rows: [
        [0, 850_000, 0.071],
        [1, 1_400_000, 0.064],
      ],
    },
    {
      name: 'Monthly',
      columns: [
        { id: 'month', header: 'Month', kind: 'date' },
        { id: 'count', header: 'Transactions', kind: 'integer' },
      ],
      rows: [['2024-04-01', 120]],
    },
  ],
};

describe('table exports', () => {
  it('writes every sheet after About, and one sheet as CSV', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'a'), host: 'test', version: 't', log: () => {} });
    const progress: EventPayload<'export:progress'>[] = [];
    core.events.subscribe((event, payload) => {
      if (event === 'export:progress') progress.push(payload as EventPayload<'export:progress'>);
    });
    const result = await core.dispatch('export:table', { ...yields, taskId: 'yield-1' });
    expect(result).toMatchObject({ ok: true, value: { rows: 3, sheets: ['About', 'Yield', 'Monthly'] } });
    expect(progress.at(-1)).toMatchObject({ taskId: 'yield-1', phase: 'writing', rowsWritten: 3, rowsTotal: 3 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir.path, 'yield.xlsx'));
    expect(book.getWorksheet('Yield')!.getRow(2).getCell(3).numFmt).toBe('0.0%');
    expect(book.getWorksheet('Monthly')!.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2024, 3, 1)));
    const csv = await core.dispatch('export:table', {
      ...yields,
      format: 'csv',
      csvSheet: 1,
      destination: { kind: 'path', path: join(dir.path, 'monthly.csv') },
    });
    expect(csv).toMatchObject({ ok: true, value: { fileName: 'monthly.csv', rows: 1, sheets: ['Monthly'] } });
    expect(readFileSync(join(dir.path, 'monthly.csv'), 'utf8')).toBe('\uFEFFMonth,Transactions\r\n2024-04-01,120\r\n');
    await core.close();
  });

  it('streams a large table to the worker in slices, for a workbook or the CSV of one sheet', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'e'), host: 'test', version: 't', log: () => {} });
    const rows = Array.from({ length: 1_234 }, (_, i) => [i, i * 1000, i / 1000]);
    const monthly = Array.from({ length: 777 }, (_, i) => ['2024-04-01', i]);
    const sheets = [
      { ...yields.sheets[0]!, rows },
      { ...yields.sheets[1]!, rows: monthly },
    ] as typeof yields.sheets;
    const base = { ...yields, sheets };
    const book = await core.services.exports.exportTable({
      ...base,
      destination: { kind: 'path', path: join(dir.path, 'streamed.xlsx') },
    });
    expect(book.rows).toBe(1_234 + 777);
    const read = new ExcelJS.Workbook();
    await read.xlsx.readFile(join(dir.path, 'streamed.xlsx'));
    expect(read.getWorksheet('Yield')!.rowCount).toBe(1_235);
    expect(read.getWorksheet('Yield')!.getRow(1_235).getCell(2).value).toBe(1_233_000);
    expect(read.getWorksheet('Monthly')!.rowCount).toBe(778);
    const csv = await core.services.exports.exportTable({
      ...base,
      format: 'csv',
      csvSheet: 1,
      destination: { kind: 'path', path: join(dir.path, 'streamed.csv') },
    });
    expect(csv.rows).toBe(777);
    expect(readFileSync(join(dir.path, 'streamed.csv'), 'utf8').trimEnd().split('\r\n')).toHaveLength(778);
    await core.close();
  });

  it('cancels a running export and leaves no file behind', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'b'), host: 'test', version: 't', log: () => {} });
    const rows = Array.from({ length: 150_000 }, (_, i) => [`Listing ${i}`, i * 10, i % 6]);
    const target = join(dir.path, 'big.xlsx');
    core.events.subscribe((event, payload) => {
      if (event === 'export:progress' && (payload as { rowsWritten: number }).rowsWritten > 0)
        void core.dispatch('export:cancel', { taskId: 'big-1' });
    });
    const running = core.services.exports.exportTable({
      ...yields,
      taskId: 'big-1',
      destination: { kind: 'path', path: target },
      sheets: [{ ...yields.sheets[0]!, rows }],
    });
    await expect(running).rejects.toMatchObject({ appError: { code: 'cancelled' } });
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(dir.path).filter((f) => f.includes('.partial'))).toEqual([]);
    expect((await core.dispatch('export:table', yields)).ok).toBe(true);
    await core.close();
  }, 30_000);

  it('lets only a host without windows name a path; a window gets a dialog or a download', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'c'), host: 'browser', version: 't', log: () => {} });
    const refused = await core.dispatch('export:table', yields);
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation', field: 'destination' } });
    const noDialog = await core.dispatch('export:table', { ...yields, destination: { kind: 'dialog' } });
    expect(noDialog).toMatchObject({ ok: false, error: { code: 'validation' } });
    const download = await core.dispatch('export:table', {
      ...yields,
      destination: { kind: 'download' },
      fileName: 'عائد مارينا',
    });
    if (!download.ok) throw new Error(download.error.message);
    const saved = (download.value as ExportResult).saved;
    expect(saved).toMatchObject({ kind: 'download', url: expect.stringMatching(/^\/api\/download\/[\w-]{16,}$/) });
    const entry = core.services.exports.download(saved.kind === 'download' ? saved.id : '')!;
    expect(entry.fileName).toBe('عائد مارينا.xlsx');
    expect(readFileSync(entry.file).subarray(0, 2).toString()).toBe('PK');
    await core.close();
    expect(existsSync(entry.file)).toBe(false);
  });

  it('asks the host where to save through the injected dialog, and writes nothing when cancelled', async () => {
    const asked: string[] = [];
    let answer: string | null = join(dir.path, 'chosen');
    const core = await createCore({
      dataDir: join(dir.path, 'd'),
      host: 'electron',
      version: 't',
      log: () => {},
      chooseExportPath: async (name) => {
        asked.push(name);
        return answer;
      },
    });
    const saved = await core.dispatch('export:table', { ...yields, destination: { kind: 'dialog' } });
    expect(saved).toMatchObject({ ok: true, value: { saved: { kind: 'file', path: join(dir.path, 'chosen.xlsx') } } });
    expect(asked[0]).toMatch(/^Gross rental yield, Dubai Marina, apartments, last 12 months \d{4}-\d\d-\d\d\.xlsx$/);
    answer = null;
    const cancelled = await core.dispatch('export:table', { ...yields, destination: { kind: 'dialog' } });
    expect(cancelled).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await core.close();
  });

  it('never writes the API key into a workbook or a CSV, and names the live base URL without it', async () => {
    const live = await startLiveFixture();
    try {
      const core = await live.core();
      const request = { operation: 'search-property', params: { purpose: 'for-sale' } } as const;
      expect((await core.dispatch('data:fetch', request)).ok).toBe(true);
      for (const format of ['xlsx', 'csv'] as const) {
        const file = join(dir.path, `live.${format}`);
        const result = await core.dispatch('export:grid', {
          format,
          destination: { kind: 'path', path: file },
          request,
          page: 1,
          columns: [{ id: 'title' }, { id: 'price' }, { id: 'agent' }],
        });
        expect(result.ok).toBe(true);
        const bytes = readFileSync(file);
        const texts = format === 'xlsx' ? [...unzip(bytes).values()] : [bytes.toString('utf8')];
        for (const text of texts) expect(text).not.toContain(TEST_KEY);
        if (format === 'xlsx') expect(texts.join('')).toContain(live.server.url.replace(/\/$/, ''));
      }
    } finally {
      await live.close();
    }
  });
});
