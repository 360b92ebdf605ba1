// Demo markets for tests, their first day kept between test files as the built app keeps its own
// (electron/core/demo/market/day-store.ts): a test file from the TypeScript sources otherwise builds a day (1–2 s of
// CPU) that a dozen files before it built the same. The copy is named by the bytes of every source of the core and
// of shared/ (a day can depend on no other), in a folder of its own, apart from the built app's copies.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDayStore, privateDayFolder, type DayStore } from '#core/demo/market/day-store';
import { createMarket, type Market, type MarketOptions } from '#core/demo/market/market';

const ROOT = join(import.meta.dirname, '../..');
let hash: string | null = null;

function sourcesHash(): string {
  if (hash) return hash;
  const files = ['electron/core', 'shared']
    .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)))
    .filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  const sha = createHash('sha256');
  for (const file of files)
    sha
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  hash = sha.digest('hex');
  return hash;
}

/** The first day only: days a test's clock moves on to are built as they come, never written. */
function firstDayKept(options: MarketOptions): DayStore | null {
  const store = createDayStore(sourcesHash(), options, privateDayFolder(undefined, 'aqar-lens-test-demo-days'));
  if (!store) return null;
  return {
    load: (day) => (day === options.day ? store.load(day) : null),
    save: (built) => {
      if (built.day === options.day) store.save(built);
    },
  };
}

/** `createMarket(overrides)`, its first day read from a copy when an earlier test file built it. */
export function keptMarket(overrides: Partial<MarketOptions> = {}): Market {
  return createMarket(overrides, firstDayKept);
}
