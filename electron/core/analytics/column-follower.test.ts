// The app keeps the compute worker's columns current as transactions are stored: the first analysis after a load
// reads no stored row, where a core that does not follow the store (the CLI) reads them all then; a core that stores
// nothing starts no worker for it.
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../create-core';
import { tx } from '../../../test/support/analytics-fixture';
import { makeTempDir, type TempDir } from '../../../test/support/temp-dir';

let core: Core | null = null;
let dir: TempDir | null = null;
afterEach(async () => {
  await core?.close();
  dir?.remove();
  core = null;
});

async function open(followStore: boolean): Promise<Core> {
  dir = makeTempDir('aqar-follow-');
  core = await createCore({ dataDir: dir.path, host: 'test', version: 'test', followStore, log: () => {} });
  return core;
}

let stored = 0;

function store(c: Core, batches: number, size: number): void {
  for (let b = 0; b < batches; b++, stored++) {
    const rows = Array.from({ length: size }, (_, i) => ({
      ...tx('for-sale', '2026-03-01', 2, 1_000_000 + i, 900),
      transactionId: `F-${stored}-${i}`,
    }));
    c.data.store.transactions.upsertMany('demo', rows, Date.now(), { locationId: 'P', category: 'apartments' });
  }
}

describe('columns following the store', () => {
  it('reads each batch into the columns as it is stored, so the next analysis reads none', async () => {
    const c = await open(true);
    store(c, 5, 400);
    await c.services.analytics.columnsCurrent();
    const report = await c.worker.call('compute', 'analytics:sync', {});
    expect(report).toMatchObject({ rowsRead: 0, linksRead: 0, rows: 2_001 });
    // More stored later are read in turn.
    store(c, 1, 100);
    await c.services.analytics.columnsCurrent();
    expect(await c.worker.call('compute', 'analytics:sync', {})).toMatchObject({ rowsRead: 0, rows: 2_101 });
  }, 60_000);

  it('leaves the reading to the first analysis where the core does not follow (the CLI)', async () => {
    const c = await open(false);
    store(c, 5, 400);
    await c.services.analytics.columnsCurrent();
    expect(c.worker.running()).toEqual([]);
    expect(await c.worker.call('compute', 'analytics:sync', {})).toMatchObject({ rowsRead: 2_000, rows: 2_001 });
  }, 60_000);

  it('starts no worker where nothing is stored', async () => {
    const c = await open(true);
    await c.services.analytics.columnsCurrent();
    expect(c.worker.running()).toEqual([]);
  });
});
