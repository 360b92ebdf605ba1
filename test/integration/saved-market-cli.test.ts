// Saved market analyses on the command line, on the real core and the demo service: saved as `aqar market` takes
// them (places by name), run by `aqar saved run` with the same figures `aqar market` prints, listed with their kind
// (the fields of saved searches unchanged), exported and imported into another workspace, a bad field named; never
// watched, and never written as a grid (--xlsx).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SavedQuery } from '#shared/domain/saved-query';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-saved-market-');
afterAll(() => dir.remove());

const env = { AQAR_DATA_DIR: join(dir.path, 'a') };
const elsewhere = { AQAR_DATA_DIR: join(dir.path, 'b') };
const DEMO = ['--demo', '--rate', '50'];
const NAME = 'Marina 1-2 bed sales';
const MARKET = [
  'trends',
  '--location',
  'Dubai Marina',
  '--purpose',
  'for-sale',
  '--category',
  'apartments',
  '--beds',
  '1,2',
  '--period',
  '3m',
];

interface Trends {
  series: { month: string; beds: number; count: number; outliers: number; medianPrice: number | null }[];
}

describe('aqar saved with a market analysis', () => {
  it('saves it as aqar market takes it, and runs it with the figures aqar market prints', async () => {
    const added = await aqar(['saved', 'add', NAME, ...DEMO, '--', 'market', ...MARKET], env);
    expect(added.code, added.err).toBe(0);
    expect(added.out).toBe(
      `Saved "${NAME}": market trends --location "Dubai Marina" --purpose for-sale --category apartments --beds 1,2 --period 3m\n`,
    );
    const direct = await aqar(['market', ...MARKET, ...DEMO, '--json'], env);
    expect(direct.code, direct.err).toBe(0);
    const ran = await aqar(['saved', 'run', 'marina 1-2 bed sales', ...DEMO, '--json'], env);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.err).toContain(`running "${NAME}": market trends --location "Dubai Marina"`);
    const saved = JSON.parse(ran.out) as Trends;
    expect(saved.series).toEqual((JSON.parse(direct.out) as Trends).series);
    expect(saved.series.length).toBeGreaterThan(0);

    // Listed with its kind; every field a saved search has is there too, so scripts reading the list keep working
    // (`team`: false for a search of this laptop only).
    const [query] = JSON.parse((await aqar(['saved', 'list', '--json', ...DEMO], env)).out) as SavedQuery[];
    expect(Object.keys(query!).sort()).toEqual(
      [
        'createdAt',
        'id',
        'kind',
        'lastResultCount',
        'lastRunAt',
        'name',
        'operation',
        'params',
        'picks',
        'team',
        'updatedAt',
        'watchItemId',
      ].sort(),
    );
    expect(query).toMatchObject({
      kind: 'market',
      operation: 'market',
      picks: [],
      params: {
        analysis: 'trends',
        includeOutliers: false,
        query: { places: [{ name: 'Dubai Marina' }], purpose: 'for-sale', beds: [1, 2], period: '3m' },
      },
    });
    // Its result count is the transactions analysed, flagged ones included.
    expect(query!.lastResultCount).toBe(saved.series.reduce((n, p) => n + p.count + p.outliers, 0));
    const table = await aqar(['saved', 'list', ...DEMO], env);
    expect(table.out).toMatch(/Marina 1-2 bed sales\s+market trends --location "Dubai Marina"/);
  }, 60_000);

  it('refuses what aqar market refuses, paging, and tracking, each with its reason (exit 2)', async () => {
    const onePlace = await aqar(['saved', 'add', 'x', ...DEMO, '--', 'market', 'compare', '--location', 'JVC'], env);
    expect(onePlace.code).toBe(2);
    expect(onePlace.err).toMatch(/market compare takes 2 to 4 places \(--location\)/);
    const noAnalysis = await aqar(['saved', 'add', 'x', ...DEMO, '--', 'market', '--location', 'JVC'], env);
    expect(noAnalysis.code).toBe(2);
    expect(noAnalysis.err).toMatch(/After -- market, give one analysis \(trends, yield, outliers, compare\)/);
    const allPages = await aqar(['saved', 'run', NAME, ...DEMO, '--all-pages'], env);
    expect(allPages.code).toBe(2);
    expect(allPages.err).toMatch(/is a market analysis: it takes --json, --csv FILE or --xlsx FILE, not --all-pages/);
    const watched = await aqar(['watch', 'add', '--saved', NAME, ...DEMO], env);
    expect(watched.code).toBe(2);
    expect(watched.err).toMatch(/is a market analysis/);
  }, 60_000);

  it('exports it (version 2) and imports it into another workspace; a bad field is named', async () => {
    const file = join(dir.path, 'saved.json');
    expect((await aqar(['saved', 'export', file, ...DEMO], env)).code).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      version: number;
      queries: { kind?: string; params: { query: Record<string, unknown> } }[];
    };
    expect(document.version).toBe(2);
    expect(document.queries[0]!.kind).toBe('market');
    const imported = await aqar(['saved', 'import', file, ...DEMO], elsewhere);
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toBe('1 saved search(es) imported.\n');
    const ran = await aqar(['saved', 'run', NAME, ...DEMO, '--csv', '-'], elsewhere);
    expect(ran.code, ran.err).toBe(0);
    expect(ran.out.split('\r\n')[0]).toMatch(/^\uFEFF?Month,Bedrooms \(0 = studio; 5 = 5 or more\),Transactions,/);

    document.queries[0]!.params.query.purpose = 'to-let';
    const bad = join(dir.path, 'bad.json');
    writeFileSync(bad, JSON.stringify(document));
    const refused = await aqar(['saved', 'import', bad, ...DEMO], elsewhere);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Invalid saved-searches file: queries\.0\.params\.query\.purpose/);
  }, 60_000);
});
