// A hostile saved-searches file could carry terminal control characters in a name (`\u001b[31m…\u0007\r\nfake:
// line`), and `aqar saved list` printed it raw. Import, save and rename now refuse control characters, naming the
// field; and whatever the CLI prints from data (names already stored, titles, gateway messages) is neutralised.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import { aqar } from '../support/cli-io';
import { TEST_KEY } from '../support/demo-fixture';
import { answerJson, startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

const HOSTILE = '\u001b[31mRed\u001b]0;title\u0007\u009b2J\r\nfake: line';

/** Any control character but the line breaks (and tabs) of the CLI's own layout. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

let dir: TempDir;
let gateway: RecordingServer;
beforeAll(async () => {
  dir = makeTempDir('aqar-terminal-');
  gateway = await startRecordingServer((req, res) =>
    answerJson(401, { message: `Invalid key\u001b[2J\u0007\r\nwarning: all good, ${HOSTILE}` })(req, res),
  );
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

const env = (name: string) => ({ AQAR_DATA_DIR: join(dir.path, name) });

function file(queries: unknown[]): string {
  const path = join(dir.path, `import-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify({ format: 'aqar-lens.saved-queries', version: 1, queries }));
  return path;
}

const search = { operation: 'search-property', params: { purpose: 'for-rent' } };

describe('saved searches refuse control characters, naming the field', () => {
  it.each([
    ['a name', [{ name: HOSTILE, ...search }], 'queries.0.name'],
    [
      'a picked name',
      [
        {
          name: 'Marina',
          operation: 'search-property',
          params: { purpose: 'for-rent', location_ids: '5002' },
          picks: [{ param: 'location_ids', id: '5002', name: `Dubai${HOSTILE}` }],
        },
      ],
      'queries.0.picks.0.name',
    ],
  ])('on import (%s): exit 2, nothing imported', async (_what, queries, field) => {
    const run = await aqar(['saved', 'import', file(queries)], env('import'));
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${field}: must not contain control characters`);
    expect(run.err).not.toMatch(RAW_CONTROL);
    const list = await aqar(['saved', 'list', '--json'], env('import'));
    expect(JSON.parse(list.out)).toEqual([]);
  });

  it('on save and on rename', async () => {
    const added = await aqar(['saved', 'add', HOSTILE, '--', 'search-property', '--purpose', 'for-rent'], env('add'));
    expect(added.code).toBe(2);
    expect(added.err).toContain('name: must not contain control characters');
    expect(added.err).not.toMatch(RAW_CONTROL);
    const plain = await aqar(['saved', 'add', 'Rentals', '--', 'search-property', '--purpose', 'for-rent'], env('add'));
    expect(plain.code).toBe(0);
    const renamed = await aqar(['saved', 'rename', 'Rentals', `Rentals${HOSTILE}`], env('add'));
    expect(renamed.code).toBe(2);
    expect(renamed.err).toContain('name: must not contain control characters');
  });
});

describe('what the CLI prints from data is neutralised', () => {
  it('a name stored by an older version is listed with its control characters shown, not acted on', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'older'), host: 'test', version: 'test', log: () => {} });
    core.workspace.portfolio.savedQueries.insert({
      name: HOSTILE,
      operation: 'search-property',
      params: { purpose: 'for-rent' },
      picks: [],
      at: Date.now(),
    });
    await core.close();
    const list = await aqar(['saved', 'list'], env('older'));
    expect(list.code).toBe(0);
    expect(list.out).not.toMatch(RAW_CONTROL);
    expect(list.out).toContain('\\u001b[31mRed');
    expect(list.out.split('\n').some((line) => line.startsWith('fake:'))).toBe(false);
    const json = await aqar(['saved', 'list', '--json'], env('older'));
    expect(json.out).not.toMatch(RAW_CONTROL);
    // JSON output stays JSON, and reads back as the name stored.
    expect((JSON.parse(json.out) as { name: string }[])[0]!.name).toBe(HOSTILE);
  });

  it("a gateway's message cannot move the cursor, ring the bell or forge a line", async () => {
    const run = await aqar(['autocomplete', '--query', 'dubai', '--base-url', gateway.url], {
      ...env('gateway'),
      AQAR_API_KEY: TEST_KEY,
    });
    expect(run.code).toBe(3);
    expect(run.err).toContain('Invalid key');
    expect(run.err).not.toMatch(RAW_CONTROL);
    const lines = run.err.split('\n');
    expect(lines.filter((line) => /^(warning|aqar|fake):/.test(line))).toEqual([
      expect.stringMatching(/^aqar: The API key is missing or wrong/),
    ]);
  });
});
