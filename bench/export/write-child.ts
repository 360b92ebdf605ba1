// One measured export in a fresh process, so each run's peak memory is its own. `write-child.ts MODE DIR`:
//   core-table  the core's export service writes the rows (staged to its worker in slices) as a workbook
//   core-grid   the core reads 100,000 cached listings (seeded in DIR) and writes them, as a grid export does
//   sheetjs     SheetJS writes the same rows, typed and formatted alike (the peer)
// Prints one JSON line: the figures of measure.ts plus the rows written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCore } from '#core/create-core';
import { loadSheetJs } from '../../test/support/sheetjs';
import { BENCH_COLUMNS } from './columns';
import { idleLag, measure } from './measure';
import { BENCH_TABLE_COLUMNS, benchRows } from './rows';
import { BENCH_PARAMS } from './seed-child-params';
import { sheetJsWorkbook } from './sheetjs-book';

const [mode, dir] = process.argv.slice(2) as [string, string];
const ROWS = 100_000;

async function core(): Promise<void> {
  const instance = await createCore({
    dataDir: join(dir, 'data'),
    host: 'test',
    version: 'bench',
    settings: { limits: { fetchAllCap: 10_000 } },
    log: () => {},
  });
  // A running app has its worker started and exceljs loaded.
  await instance.services.exports.exportTable({
    format: 'xlsx',
    destination: { kind: 'path', path: join(dir, 'warm.xlsx') },
    title: 'warm-up',
    sheets: [{ name: 'x', columns: [{ id: 'a', header: 'a', kind: 'integer' }], rows: [[1]] }],
  });
  const rows = mode === 'core-table' ? benchRows(ROWS) : [];
  const idle = await idleLag();
  let written = 0;
  const figures = await measure(async () => {
    if (mode === 'core-table') {
      const result = await instance.services.exports.exportTable({
        format: 'xlsx',
        destination: { kind: 'path', path: join(dir, `${mode}.xlsx`) },
        title: '100,000 listings',
        sheets: [{ name: 'Listings', columns: BENCH_TABLE_COLUMNS, rows }],
      });
      written = result.rows;
    } else {
      const result = await instance.dispatch('export:grid', {
        format: 'xlsx',
        destination: { kind: 'path', path: join(dir, `${mode}.xlsx`) },
        request: { operation: 'search-property', params: BENCH_PARAMS },
        columns: BENCH_COLUMNS.map((id) => ({ id })),
        sort: [{ column: 'price', direction: 'desc' }],
      });
      if (!result.ok) throw new Error(result.error.message);
      written = (result.value as { rows: number }).rows;
    }
  });
  await instance.close();
  console.log(JSON.stringify({ ...figures, idleLagP99: idle, rows: written }));
}

async function sheetjs(): Promise<void> {
  const { xlsx, reason } = await loadSheetJs();
  if (!xlsx) return void console.log(JSON.stringify({ skipped: reason }));
  const rows = benchRows(ROWS);
  const figures = await measure(() => {
    const book = sheetJsWorkbook(xlsx, BENCH_TABLE_COLUMNS, rows);
    writeFileSync(join(dir, 'sheetjs.xlsx'), xlsx.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  });
  console.log(JSON.stringify({ ...figures, rows: ROWS }));
}

await (mode === 'sheetjs' ? sheetjs() : core());
