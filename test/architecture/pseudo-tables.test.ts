// Every table of words by language outside the catalogue is either transformed by the pseudo-locale
// (renderer/src/i18n/pseudo-mode.ts lists it) or named here with why it is not: a new table of interface words that
// joined neither would stay plain English in the pseudo-locale, found only if a view the walk opens shows it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Tables by language that are not interface words, or not the pseudo-locale's to change. */
const NOT_TRANSFORMED: Readonly<Record<string, string>> = {
  CATALOGUES: 'the message catalogues themselves: the pseudo-locale registers its own English one',
  LOCALES: "locale codes for Intl, not words (read out of the catalogues' `language.locale`)",
  LANGUAGES: "each language's facts (own name, locale, direction, fonts), read out of its catalogue",
};

const TABLE =
  /^export const ([A-Z_]+): (?:Readonly<)?(?:Record<Lang,|readonly Translated\[\])|^const ([A-Z_]+): (?:Readonly<)?Record<Lang,/gm;

function tablesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .flatMap((e) => [...readFileSync(join(e.parentPath, e.name), 'utf8').matchAll(TABLE)].map((m) => m[1] ?? m[2]!));
}

it('transforms or names every table of words by language', () => {
  const pseudoMode = readFileSync(join(ROOT, 'renderer/src/i18n/pseudo-mode.ts'), 'utf8');
  const tables = [...tablesIn('shared'), ...tablesIn('renderer/src')];
  expect(tables).toContain('LOCALES');
  const neither = tables.filter((name) => !(name in NOT_TRANSFORMED) && !new RegExp(`\\b${name}\\b`).test(pseudoMode));
  expect(neither, 'transform each in pseudo-mode.ts, or add it to NOT_TRANSFORMED here with why').toEqual([]);
});
