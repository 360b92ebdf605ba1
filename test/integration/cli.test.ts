// The `aqar` CLI on the real core: the journey (every JCV rental to CSV, then the same offline), flags
// derived from the contract, exit codes, and no API key anywhere in what it prints or stores.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '#shared/data-service/operations';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../support/demo-fixture';
import { parseCsv, readCsv } from '../support/csv';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-');
let live: LiveFixture;

beforeAll(async () => {
  live = await startLiveFixture();
});
afterAll(async () => {
  await live.close();
  dir.remove();
});

describe('aqar CLI', () => {
  it('writes every JCV rental with --all-pages, then the same rows offline from the cache', async () => {
    const env = { AQAR_DATA_DIR: dir.path };
    const online = join(dir.path, 'online.csv');
    const first = await aqar(
      [
        'search-property',
        '--demo',
        // The demo service sets no limit: the CLI's default 5 requests a second only made the test wait.
        '--rate',
        '100',
        '--purpose',
        'for-rent',
        '--location',
        'Jumeirah Village Circle',
        '--all-pages',
        '--csv',
        online,
      ],
      env,
    );
    expect(first.err).toMatch(/"Jumeirah Village Circle" → place \d+/);
    expect(first.code).toBe(0);
    const total = Number(/(\d+) results on (\d+) pages/.exec(first.err)?.[1]);
    expect(total).toBeGreaterThan(24);
    // The CSV has the workbook's columns (the same as --xlsx): the listing id is found by its header.
    const { header, rows } = readCsv(online);
    // A rent search's columns: rent per year first, then the rent as advertised with its period beside it.
    expect(header.slice(0, 5)).toEqual([
      'Title',
      'Place',
      'Rent per year (AED)',
      'Advertised rent (AED)',
      'Rent period',
    ]);
    expect(rows).toHaveLength(total);
    const ids = rows.map((r) => r['Listing id']!);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(total);
    expect(rows.every((r) => r.Purpose === 'For rent' && Number(r['Advertised rent (AED)']) > 0)).toBe(true);

    const offlineFile = join(dir.path, 'offline.csv');
    const second = await aqar(
      [
        'search-property',
        '--demo',
        '--offline',
        '--purpose',
        'for-rent',
        '--location',
        'Jumeirah Village Circle',
        '--all-pages',
        '--csv',
        offlineFile,
      ],
      env,
    );
    expect(second.code).toBe(0);
    expect(readCsv(offlineFile)).toEqual({ header, rows });
  }, 60_000);

  it('takes the daily workspace backup on a fresh data folder, even in a short run, and warns of nothing', async () => {
    const fresh = join(dir.path, 'fresh');
    const run = await aqar(['usage'], { AQAR_DATA_DIR: fresh });
    expect(run.code).toBe(0);
    expect(run.err).not.toMatch(/warning/);
    expect(readdirSync(join(fresh, 'backups')).filter((f) => f.endsWith('-daily.db'))).toHaveLength(1);
  });

  it('names a bad parameter and exits 2 without a request', async () => {
    const run = await aqar(['transactions', '--demo', '--purpose', 'for-sale', '--time-period', '2m'], {
      AQAR_DATA_DIR: dir.path,
    });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--time-period "2m": must be one of 1m, 3m, 6m, 12m, 24m/);
    // A missing parameter is named as the flags that give it, with what to do.
    const missing = await aqar(['agency-search', '--demo'], { AQAR_DATA_DIR: dir.path });
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(
      'aqar: agency-search needs --location-id ID, or --location NAME to give it by name (e.g. --location "Dubai Marina"). ' +
        'See aqar agency-search --help.\n\n',
    );
    const unknown = await aqar(['agency-details', '--demo', '--agency-id', '1', '--langs', 'ar'], {
      AQAR_DATA_DIR: dir.path,
    });
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/has no --langs/);
  });

  it('has --help for every operation, listing its parameters', async () => {
    for (const operation of OPERATION_NAMES) {
      const run = await aqar([operation, '--help']);
      expect(run.code).toBe(0);
      expect(run.out).toContain(`aqar ${operation}`);
    }
    expect((await aqar(['search-property', '--help'])).out).toContain('--rent-frequency');
    expect((await aqar(['--help'])).out).toContain('aqar key set|clear|status');
  });

  it('resolves an agent by name to its owner id for agent-properties, and prints JSON', async () => {
    // Against the loopback demo service (one market for the file) rather than --demo, whose in-process market each
    // run builds again in its worker (about 1.5 s of CPU a run, and this test makes a score of runs).
    const env = { AQAR_DATA_DIR: dir.path, AQAR_API_KEY: TEST_KEY, AQAR_BASE_URL: live.server.url };
    const agents = await aqar(['agent-search', '--location', 'Dubai Marina', '--json'], env);
    const names = (JSON.parse(agents.out) as { records: { name: string }[] }).records.map((r) => r.name);
    // A name one agent has: two agents of one name are refused, with their agencies and ids.
    let name: string | undefined;
    for (const candidate of names) {
      const found = await aqar(['agent-search-by-name', '--query', candidate, '--json'], env);
      const same = (JSON.parse(found.out) as { records: { name: string }[] }).records.filter(
        (r) => r.name.toLowerCase() === candidate.toLowerCase(),
      );
      if (same.length === 1) {
        name = candidate;
        break;
      }
      const refused = await aqar(['agent-properties', '--agent', candidate], env);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(
        new RegExp(`--agent "${candidate}" names ${same.length} agents: .*\\(.+, id \\d+\\)`),
      );
    }
    expect(name).toBeDefined();
    const run = await aqar(['agent-properties', '--agent', name!, '--json'], env);
    expect(run.code).toBe(0);
    const body = JSON.parse(run.out) as { params: { owner_id: string }; records: unknown[] };
    expect(body.records.length).toBeGreaterThan(0);
    expect(body.params.owner_id).toMatch(/^\d+$/);
    // A part of several firms' names is refused with them listed, never the first one taken.
    const several = await aqar(['agency-agents', '--agency', 'Sandstone'], env);
    expect(several.code).toBe(2);
    expect(several.err).toMatch(/--agency "Sandstone" matches \d+ agencies: Sandstone /);
    // One place for an operation of one place; an empty name is said as such.
    const two = await aqar(['agency-search', '--demo', '--location', 'Dubai Marina,Business Bay'], env);
    expect(two.code).toBe(2);
    expect(two.err).toContain('--location: agency-search takes one place, not 2 ("Dubai Marina", "Business Bay").');
    const empty = await aqar(['search-property', '--demo', '--purpose', 'for-sale', '--location', ' '], env);
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('--location: give a place name (it was empty).');
    // Flags that contradict each other are refused, never one of them dropped.
    for (const [args, said] of [
      [['--demo', '--live'], '--demo and --live: give one of them.'],
      [['--demo', '--all-pages', '--page', '3'], '--page has no use with --all-pages'],
      [['--demo', '--location', 'Dubai Marina', '--location-ids', '5006'], '--location and --location-ids both give'],
    ] as const) {
      const run = await aqar(['search-property', '--purpose', 'for-sale', ...args], env);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toContain(said);
    }
    expect((await aqar(['--version'])).out).toMatch(/^aqar \d+\.\d+\.\d+/);
    // Offline, a name never looked up is said to be the missing piece; its id stands in for it.
    const fresh = makeTempDir('aqar-cli-offline-');
    const offline = await aqar(
      ['search-property', '--demo', '--offline', '--purpose', 'for-sale', '--location', 'Dubai Marina'],
      { AQAR_DATA_DIR: fresh.path },
    );
    expect(offline.code).toBe(5);
    expect(offline.err).toContain('the place name "Dubai Marina" has not been looked up on this computer');
    fresh.remove();
    // "No such record" says which record was asked for.
    const missing = await aqar(['agency-details', '--agency-id', '0'], env);
    expect(missing.code).toBe(6);
    expect(missing.err).toContain('Asked for: agency_id 0.');
  }, 90_000);

  it('uses a live service with the key from AQAR_API_KEY and never prints or stores the key', async () => {
    const data = makeTempDir('aqar-cli-live-');
    const env = { AQAR_DATA_DIR: data.path, AQAR_API_KEY: TEST_KEY, AQAR_BASE_URL: live.server.url };
    const runs = [
      await aqar(['autocomplete', '--query', 'marina', '--json'], env),
      await aqar(
        [
          'search-property',
          '--purpose',
          'for-sale',
          '--location',
          'Dubai Marina',
          '--all-pages',
          '--max-pages',
          '3',
          '--csv',
          '-',
        ],
        env,
      ),
      await aqar(['usage'], env),
      await aqar(['cache', 'stats'], env),
      await aqar(['key', 'status'], env),
    ];
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0]);
    // `--csv -`: the same CSV on standard output, three pages of rows under the workbook's header.
    expect(runs[1]!.out.startsWith('\uFEFFTitle,Place,Price (AED),')).toBe(true);
    const [header, ...listed] = parseCsv(runs[1]!.out);
    const idColumn = header!.indexOf('Listing id');
    expect(listed.length).toBeGreaterThan(48);
    expect(listed.length).toBeLessThanOrEqual(72);
    expect(listed.every((r) => /^\d+$/.test(r[idColumn]!))).toBe(true);
    expect(runs[2]!.out).toMatch(/today [1-9]/);
    for (const run of runs) expect(run.out + run.err).not.toContain(TEST_KEY);
    const files = readdirSync(data.path, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(readFileSync(join(file.parentPath, file.name)).includes(TEST_KEY)).toBe(false);
    const denied = await aqar(['autocomplete', '--query', 'saadiyat'], {
      ...env,
      AQAR_API_KEY: 'not-the-key',
      AQAR_DATA_DIR: data.path,
    });
    expect(denied.code).toBe(3);
    expect(denied.err).not.toContain('not-the-key');
    data.remove();
  }, 30_000);

  it('purges the cache by age and exits 5 offline without a saved answer', async () => {
    const env = { AQAR_DATA_DIR: dir.path };
    const purge = await aqar(['cache', 'purge', '--older-than', '0m'], env);
    expect(purge.code).toBe(0);
    expect(purge.out).toMatch(/\d+ saved answer\(s\) older than 0m removed/);
    const offline = await aqar(['autocomplete', '--demo', '--offline', '--query', 'reem'], env);
    expect(offline.code).toBe(5);
    expect((await aqar(['cache', 'purge', '--older-than', 'soon'], env)).code).toBe(2);
  });
});
