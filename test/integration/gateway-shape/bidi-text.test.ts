// Issue 33, item 9, from the terminal: a gateway whose titles and names carry bidirectional controls, through the
// CLI's table, --json and --csv. No output holds a control; the title reads as its letters were sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBidiControls } from '#shared/text/bidi-controls';
import { startBidiGateway, SHOWN_AGENCY, SHOWN_TITLE } from '../../support/bidi-gateway';
import { aqar } from '../../support/cli-io';
import { TEST_KEY } from '../../support/demo-fixture';
import type { RecordingServer } from '../../support/recording-server';
import { makeTempDir, type TempDir } from '../../support/temp-dir';

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  gateway = await startBidiGateway();
  dir = makeTempDir('aqar-bidi-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

const run = (...args: string[]) =>
  aqar(['search-property', '--purpose', 'for-sale', '--location-ids', '5002', ...args], {
    AQAR_DATA_DIR: dir.path,
    AQAR_API_KEY: TEST_KEY,
    AQAR_BASE_URL: gateway.url,
  });

describe('a gateway whose text carries bidirectional controls, from the terminal', () => {
  it('the table shows the title as sent, without controls', async () => {
    const table = await run();
    expect(table.code).toBe(0);
    expect(table.out).toContain(SHOWN_TITLE);
    expect(hasBidiControls(table.out + table.err)).toBe(false);
    expect(table.out).not.toContain('\\u202e');
  });

  it('--json and --csv hold no control either, and the CSV names the agency as it reads', async () => {
    const json = await run('--json');
    expect(hasBidiControls(json.out)).toBe(false);
    expect(json.out).toContain(SHOWN_TITLE);
    const file = join(dir.path, 'out.csv');
    const csv = await run('--csv', file);
    expect(csv.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(hasBidiControls(text)).toBe(false);
    expect(text).toContain(SHOWN_TITLE);
    expect(text).toContain(SHOWN_AGENCY);
  });

  it('the cache keeps the raw body as the gateway sent it', async () => {
    await run();
    const cache = readFileSync(join(dir.path, 'cache.db')).toString('utf8');
    expect(cache).toContain('\u202Egnp.exe\u202C');
  });
});
