// The columnar copy: built from the cache, persisted and read back whole, brought up to date with rows stored since
// (new and updated), and rebuilt when the generation changes (a deletion, a rebuilt cache).
import { existsSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsFixture, SOURCE, tx, type AnalyticsFixture } from '../../../../test/support/analytics-fixture';
import { loadColumns, saveColumns } from './column-file';
import { scopeKey } from './column-store';

let f: AnalyticsFixture;
beforeEach(() => (f = analyticsFixture()));
afterEach(() => f.close());

const key = scopeKey(SOURCE, 'P', 'apartments');

describe('the columnar copy', () => {
  it('is built from the cache, then reads only what was stored since', () => {
    f.addTransactions('P', [
      tx('for-sale', '2026-01-05', 1, 1_000_000, 800),
      tx('for-rent', '2026-01-06', null, 90_000, null),
    ]);
    const first = f.engine.current();
    expect(first.report).toMatchObject({ origin: 'rebuilt', rowsRead: 2, linksRead: 2 });
    const { columns } = first.store;
    const [sale, rent] = [...first.store.slots(key)];
    expect(columns.price[sale!]).toBe(1_000_000);
    expect(columns.pricePerSqft[sale!]).toBe(1250);
    expect(columns.rooms[rent!]).toBe(-1);
    expect(Number.isNaN(columns.pricePerSqft[rent!])).toBe(true);
    expect(f.engine.current().report).toMatchObject({ origin: 'memory', rowsRead: 0, linksRead: 0 });
    f.addTransactions('Q', [tx('for-sale', '2026-02-01', 2, 2_000_000, 1000)]);
    expect(f.engine.current().report).toMatchObject({ origin: 'memory', rowsRead: 1, linksRead: 1, scopes: 2 });
  });

  it('reads "0 rooms" of an office, a shop or land as no bedroom count, and studios of homes as studios', () => {
    const office = { ...tx('for-sale', '2026-01-05', 0, 9_000_000, 5000), category: 'Office' };
    const land = { ...tx('for-sale', '2026-01-05', 0, 9_000_000, 9000), category: 'Residential Plot' };
    const studio = tx('for-sale', '2026-01-06', 0, 600_000, 450);
    f.addTransactions('P', [office, land, studio]);
    const { store } = f.engine.current();
    expect([...store.slots(key)].map((slot) => store.columns.rooms[slot])).toEqual([-1, -1, 0]);
  });

  it('takes an updated row in place (a price corrected upstream) without a second copy', () => {
    const row = tx('for-sale', '2026-01-05', 1, 1_000_000, 800);
    f.addTransactions('P', [row]);
    f.engine.current();
    f.addTransactions('P', [{ ...row, price: 1_100_000, pricePerSqft: 1375 }]);
    const { store, report } = f.engine.current();
    expect(report.rowsRead).toBe(1);
    expect(store.slots(key)).toHaveLength(1);
    expect(store.columns.price[store.slots(key)[0]!]).toBe(1_100_000);
  });

  it('is persisted whole and read back on a cold start, then caught up', () => {
    f.addTransactions('P', [
      tx('for-sale', '2026-01-05', 1, 1_000_000, 800),
      tx('for-sale', '2026-01-07', 5, 4_000_000, 2500),
    ]);
    const built = f.engine.current().store;
    expect(f.engine.flush()).toBeGreaterThan(0);
    const loaded = loadColumns(f.engine.file)!;
    expect([...loaded.slots(key)]).toEqual([...built.slots(key)]);
    expect(loaded.columns.day.subarray(0, loaded.size)).toEqual(built.columns.day.subarray(0, built.size));
    f.engine.reset();
    f.addTransactions('P', [tx('for-sale', '2026-01-09', 2, 2_000_000, 1000)]);
    expect(f.engine.current().report).toMatchObject({ origin: 'file', rowsRead: 1, linksRead: 1, rows: 4 });
  });

  it('is rebuilt when the generation changes, and ignores a damaged file', () => {
    f.addTransactions('P', [tx('for-sale', '2026-01-05', 1, 1_000_000, 800)]);
    f.engine.current();
    f.engine.flush();
    f.store.db.prepare('DELETE FROM transactions').run();
    f.engine.reset();
    expect(f.engine.current().report).toMatchObject({ origin: 'rebuilt', rows: 0 });
    f.engine.reset();
    writeFileSync(f.engine.file, 'garbage');
    expect(loadColumns(f.engine.file)).toBeNull();
    expect(f.engine.current().report.origin).toBe('rebuilt');
  });

  it('writes atomically: a save leaves no temporary file behind', () => {
    f.addTransactions('P', [tx('for-sale', '2026-01-05', 1, 1_000_000, 800)]);
    const { store } = f.engine.current();
    saveColumns(store, f.engine.file);
    expect(existsSync(`${f.engine.file}.${process.pid}.tmp`)).toBe(false);
  });
});
