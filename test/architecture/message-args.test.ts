// The argument types of the messages (shared/messages/message-args.ts) are those `npm run messages` writes from the
// English catalogue as it is now: a message added or changed without running it fails here, naming the command.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SOURCE } from '#shared/messages/all-languages';
import { ARGS_FILE, argsFile, OWN_NAMES_FILE, ownNamesFile, sortedCatalogueText } from '../../scripts/messages.mjs';

it('keeps message-args.ts as `npm run messages` writes it', async () => {
  const written = readFileSync(ARGS_FILE, 'utf8');
  expect(written, 'run `npm run messages`').toBe(await argsFile(SOURCE));
});

it('keeps own-names.ts as `npm run messages` writes it from each catalogue', async () => {
  expect(readFileSync(OWN_NAMES_FILE, 'utf8'), 'run `npm run messages`').toBe(await ownNamesFile());
});

it('keeps every catalogue in the order of its ids, as `npm run messages` writes it (branches then merge cleanly)', () => {
  const dir = 'shared/messages/catalogue';
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text, `${file}: run \`npm run messages\``).toBe(sortedCatalogueText(text));
  }
});
