// Exercises openSecretStore against whatever keychain this process can reach and prints one JSON line; the keychain
// tests spawn it inside (and outside) a throwaway D-Bus session. It prints outcomes, never the secret itself.
//   round-trip: set, get, has, clear in this process.  set / check: the two halves, in two processes, which proves
//   the secret lived outside the process between them.
import { englishOf } from '#shared/errors';
import '#shared/messages/all-languages';
import { openSecretStore } from './open-secret-store';

const mode = process.argv[2] ?? 'round-trip';
const account = process.env.AQAR_PROBE_ACCOUNT;
const secret = process.env.AQAR_PROBE_SECRET;
if (!account || !secret || !['round-trip', 'set', 'check'].includes(mode)) {
  process.stderr.write(
    'usage: AQAR_PROBE_ACCOUNT=… AQAR_PROBE_SECRET=… keychain-probe.script.ts [round-trip|set|check]\n',
  );
  process.exit(2);
}

const { store, warning, backend } = await openSecretStore();
const worded = warning === null ? null : englishOf(warning);
const result: Record<string, unknown> = { mode, kind: store.kind, backend, warning: worded };
if (mode !== 'check') {
  result.hasBeforeSet = await store.has(account);
  await store.set(account, secret);
  result.hasAfterSet = await store.has(account);
}
if (mode !== 'set') {
  result.roundTrip = (await store.get(account)) === secret;
  result.cleared = await store.clear(account);
  result.afterClear = await store.get(account);
  result.hasAfterClear = await store.has(account);
  result.clearedAgain = await store.clear(account);
}

// A keychain connection may hold the event loop open; the answer is out, so leave once it is written.
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
