// The argument types of the messages (shared/messages/message-args.ts) are those `npm run messages` writes from the
// English catalogue as it is now: a message added or changed without running it fails here, naming the command.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SOURCE } from '#shared/messages/all-languages';
import { LANGS } from '#shared/domain/lang';
import {
  ARGS_FILE,
  argsFile,
  CATALOGUES_FILE,
  cataloguesFile,
  FACTS_FILE,
  factsFile,
  sortedCatalogueText,
} from '../../scripts/messages.mjs';

it('keeps message-args.ts as `npm run messages` writes it', async () => {
  const written = readFileSync(ARGS_FILE, 'utf8');
  expect(written, 'run `npm run messages`').toBe(await argsFile(SOURCE));
});

it('keeps language-facts.ts and catalogues.ts as `npm run messages` writes them from the catalogue files', async () => {
  expect(readFileSync(FACTS_FILE, 'utf8'), 'run `npm run messages`').toBe(await factsFile());
  expect(readFileSync(CATALOGUES_FILE, 'utf8'), 'run `npm run messages`').toBe(await cataloguesFile());
});

it('has one catalogue file per interface language, and no other', () => {
  // LANGS without a file fails the types (shared/domain/lang.ts); a file without its entry in LANGS fails here.
  const files = readdirSync('shared/messages/catalogue')
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
  expect(files.sort()).toEqual([...LANGS].sort());
});

it('keeps every catalogue in the order of its ids, as `npm run messages` writes it (branches then merge cleanly)', () => {
  const dir = 'shared/messages/catalogue';
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text, `${file}: run \`npm run messages\``).toBe(sortedCatalogueText(text));
  }
});
