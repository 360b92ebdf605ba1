// A settings file the app cannot use is moved aside with a warning that names the setting (never its value), and
// defaults are used; a good one is read as written.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { loadSettings } from './settings-file';
import { DEFAULT_SETTINGS } from './settings-schema';

/** The warning as an English window shows it. */
const english = (warning: MessageRef | undefined): string | undefined => warning && formatRef('en', warning);

const dirs: { path: string; remove(): void }[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));
function withFile(content: string): string {
  const dir = makeTempDir('aqar-settings-');
  dirs.push(dir);
  writeFileSync(join(dir.path, 'settings.json'), content);
  return dir.path;
}

describe('loadSettings', () => {
  it('reads a good file', () => {
    const dir = withFile(JSON.stringify({ version: 1, source: 'live', connection: { profile: 'rapidapi' } }));
    const loaded = loadSettings(dir);
    expect(loaded.warning).toBeUndefined();
    expect(loaded.settings).toMatchObject({ source: 'live', connection: { profile: 'rapidapi' } });
  });

  it('moves aside a file naming a profile the app does not have, and says which setting', () => {
    const dir = withFile(JSON.stringify({ version: 1, source: 'live', connection: { profile: 'nosuch' } }));
    const loaded = loadSettings(dir);
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(english(loaded.warning)).toMatch(
      /connection\.profile: names no connection profile of this app \(neutral, rapidapi\)/,
    );
    expect(existsSync(join(dir, 'settings.json'))).toBe(false);
    expect(readdirSync(dir).some((f) => f.startsWith('settings.json.invalid-'))).toBe(true);
  });
});
