import {
  chmodSync,
  mkdirSync,
  readdirSync,
  statSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../../../../test/support/temp-dir';
import { builtCodeHash, createDayStore, privateDayFolder, type DayStore } from './day-store';
import { createMarket, DEFAULT_MARKET_OPTIONS, type MarketOptions } from './market';

// A small market: the store does not care about the size, and a small day builds in milliseconds.
const SMALL: MarketOptions = {
  ...DEFAULT_MARKET_OPTIONS,
  day: 330,
  listings: 1500,
  projects: 40,
  developers: 12,
  agencies: 30,
  agents: 200,
  transactionsPerDay: 8,
  historyDays: 60,
};

let temp: TempDir | null = null;
afterEach(() => temp?.remove());

function folder(): string {
  temp = makeTempDir('aqar-days-');
  const dir = privateDayFolder(temp.path);
  if (!dir) throw new Error('no private folder in a fresh temp folder');
  return dir;
}

/** A store that counts what it read back and wrote. */
function counting(store: DayStore | null): DayStore & { loaded: number; saved: number } {
  if (!store) throw new Error('no store');
  const counted = {
    loaded: 0,
    saved: 0,
    load: (day: number) => {
      const found = store.load(day);
      if (found) counted.loaded++;
      return found;
    },
    save: (built: Parameters<DayStore['save']>[0]) => {
      counted.saved++;
      store.save(built);
    },
  };
  return counted;
}

describe('the store of built demo days', () => {
  it('gives the next market the day the first one built, identical and with shared rows still shared', () => {
    const dir = folder();
    const first = counting(createDayStore('code-a', SMALL, dir));
    const built = createMarket(SMALL, () => first).view();
    expect([first.loaded, first.saved]).toEqual([0, 1]);

    const second = counting(createDayStore('code-a', SMALL, dir));
    const read = createMarket(SMALL, () => second).view();
    expect([second.loaded, second.saved]).toEqual([1, 0]);
    expect(read).toEqual(built);
    // Only the first day is read back; a later one, and this one again, build on the batches made since.
    const market = createMarket(SMALL, () => second);
    market.view();
    market.setDay(331);
    market.view();
    market.setDay(330);
    expect(market.view()).toEqual(built);
    expect(second.loaded).toBe(2);
    // A listing in the day's list is the same object as in its indexes, as in a built day.
    const top = read.listings[0]!;
    expect(read.listingsByExternalID.get(top.externalID)).toBe(top);
    expect(read.listingsAt.get(top.location)).toContain(top);
  });

  it('keeps apart other code, other options and other days', () => {
    const dir = folder();
    createMarket(SMALL, () => createDayStore('code-a', SMALL, dir)).view();
    const otherCode = counting(createDayStore('code-b', SMALL, dir));
    createMarket(SMALL, () => otherCode).view();
    const otherSeed = counting(createDayStore('code-a', { ...SMALL, seed: 7 }, dir));
    createMarket({ ...SMALL, seed: 7 }, () => otherSeed).view();
    const market = createMarket(SMALL, (options) => createDayStore('code-a', options, dir));
    market.setDay(331);
    const otherDay = market.view();
    expect([otherCode.loaded, otherSeed.loaded]).toEqual([0, 0]);
    expect(otherDay.day).toBe(331);
  });

  it('builds the day again over a torn or foreign copy, and writes a whole one', () => {
    const dir = folder();
    const built = createMarket(SMALL, () => createDayStore('code-a', SMALL, dir)).view();
    const [copy] = readdirSync(dir);
    truncateSync(join(dir, copy!), 1000);
    const torn = counting(createDayStore('code-a', SMALL, dir));
    expect(createMarket(SMALL, () => torn).view()).toEqual(built);
    expect([torn.loaded, torn.saved]).toEqual([0, 1]);
    writeFileSync(join(dir, copy!), JSON.stringify({ day: 330 }));
    const foreign = counting(createDayStore('code-a', SMALL, dir));
    expect(createMarket(SMALL, () => foreign).view()).toEqual(built);
    expect(foreign.loaded).toBe(0);
  });

  it('keeps the four copies used last and removes temp files a killed writer left', () => {
    const dir = folder();
    const old = Date.now() / 1000 - 7200;
    writeFileSync(join(dir, 'leftover.day.123.abc.tmp'), 'x');
    utimesSync(join(dir, 'leftover.day.123.abc.tmp'), old, old);
    for (const [i, code] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      createMarket(SMALL, () => createDayStore(code, SMALL, dir)).view();
      for (const name of readdirSync(dir)) {
        const age = statSync(join(dir, name)).mtimeMs / 1000;
        // Older copies first, by their times: files written within one second would otherwise tie.
        if (name.endsWith('.day')) utimesSync(join(dir, name), age - 10 * (5 - i), age - 10 * (5 - i));
      }
    }
    const left = readdirSync(dir);
    expect(left.filter((n) => n.endsWith('.day'))).toHaveLength(4);
    expect(left.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(counting(createDayStore('a', SMALL, dir)).load(330)).toBeNull();
  });

  it('keeps nothing where the folder is not the user’s own, or cannot be written', () => {
    temp = makeTempDir('aqar-days-');
    const shared = join(temp.path, `aqar-lens-demo-days-${process.getuid?.() ?? ''}`);
    mkdirSync(shared, { mode: 0o777 });
    chmodSync(shared, 0o777);
    expect(privateDayFolder(temp.path)).toBeNull();

    const elsewhere = makeTempDir('aqar-days-link-');
    try {
      const linkedBase = join(elsewhere.path, 'linked');
      mkdirSync(linkedBase);
      symlinkSync(
        privateDayFolder(elsewhere.path)!,
        join(linkedBase, `aqar-lens-demo-days-${process.getuid?.() ?? ''}`),
      );
      expect(privateDayFolder(linkedBase)).toBeNull();
    } finally {
      elsewhere.remove();
    }

    // A folder gone under it: the day is built and answered all the same.
    const gone = join(temp.path, 'gone');
    const store = counting(createDayStore('code-a', SMALL, gone));
    expect(createMarket(SMALL, () => store).view().listings.length).toBeGreaterThan(0);
    expect(store.loaded).toBe(0);
  });

  it('names the code by the bytes of a built file, and not at all from the sources', () => {
    temp = makeTempDir('aqar-days-');
    const file = join(temp.path, 'worker.js');
    writeFileSync(file, 'one');
    const one = builtCodeHash(pathToFileURL(file).href);
    writeFileSync(file, 'two');
    expect(builtCodeHash(pathToFileURL(file).href)).not.toBe(one);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(builtCodeHash(import.meta.url)).toBeNull();
    expect(createDayStore(null, SMALL, temp.path)).toBeNull();
  });
});
