// The argument types of the messages (shared/messages/message-args.ts) are those `npm run messages` writes from the
// English catalogue as it is now: a message added or changed without running it fails here, naming the command.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SOURCE } from '#shared/messages/all-languages';
import { ARGS_FILE, argsFile } from '../../scripts/messages.mjs';

it('keeps message-args.ts as `npm run messages` writes it', async () => {
  const written = readFileSync(ARGS_FILE, 'utf8');
  expect(written, 'run `npm run messages`').toBe(await argsFile(SOURCE));
});
