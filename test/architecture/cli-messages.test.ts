// The window's catalogues leave out the messages only the command line says (scripts/messages.mjs,
// CLI_ONLY_MESSAGES): that holds while no code outside electron/cli names one of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLI_ONLY_MESSAGES } from '../../scripts/messages.mjs';

const ROOT = join(import.meta.dirname, '../..');
const GENERATED = new Set(['shared/messages/message-args.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(ROOT.length + 1))
    .filter((file) => !GENERATED.has(file));
}

it('names the command line’s own messages only in electron/cli', () => {
  const quoted = /['"`]((?:cli|error\.cli)\.[A-Za-z.]+)/g;
  const outside = [
    'shared',
    'renderer/src',
    'electron/core',
    'electron/main',
    'electron/preload',
    'electron/browser-host',
  ]
    .flatMap(sources)
    .flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(quoted)]
        .filter((m) => CLI_ONLY_MESSAGES.test(m[1]!))
        .map((m) => `${file}: ${m[1]}`),
    );
  expect(outside).toEqual([]);
  expect(CLI_ONLY_MESSAGES.test('cli.snapshot.plan') && !CLI_ONLY_MESSAGES.test('error.client.badKey')).toBe(true);
});
