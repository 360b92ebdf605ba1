// `aqar key …`, `aqar cache …` and `aqar usage`: the budget, the offline cache and the API key.
import { AppFailure } from '#shared/errors';
import { API_KEY_ACCOUNT } from '#core/keychain/secret-store';
import { openSecretStore } from '#core/keychain/open-secret-store';
import type { CliContext, Io } from './cli-context';

const DURATION = /^(\d+)([dhm])$/;
const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000 };

export function parseAge(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match)
    throw new AppFailure('validation', `--older-than takes an age such as 30d, 12h or 45m, not "${text}".`, {
      field: 'older-than',
    });
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

export async function runKeyCommand(io: Io, action: string | undefined): Promise<void> {
  const { store, warning } = await openSecretStore();
  if (action === 'status') {
    const stored = await store.has(API_KEY_ACCOUNT);
    io.out(
      `API key in ${store.kind === 'keychain' ? 'the system keychain' : 'memory'}: ${stored ? 'set' : 'not set'}\n`,
    );
    if (io.env.AQAR_API_KEY) io.out('AQAR_API_KEY is set in the environment and takes precedence.\n');
    if (warning) io.err(`warning: ${warning}\n`);
    return;
  }
  if (action === 'clear') {
    const removed = await store.clear(API_KEY_ACCOUNT);
    io.out(removed ? 'API key removed from the keychain.\n' : 'No API key was stored.\n');
    return;
  }
  if (action === 'set') {
    if (store.kind !== 'keychain') {
      throw new AppFailure(
        'validation',
        `${warning ?? 'No system keychain is available.'} Set AQAR_API_KEY in the environment instead.`,
      );
    }
    if (io.isTTY) io.err('Paste the API key and press Enter (it is read from standard input and never echoed back): ');
    const key = (await io.readStdin()).trim();
    if (!key) throw new AppFailure('validation', 'No key was given on standard input.', { field: 'key' });
    await store.set(API_KEY_ACCOUNT, key);
    io.out('API key saved in the system keychain.\n');
    return;
  }
  throw new AppFailure('validation', 'Usage: aqar key set|clear|status', { field: 'action' });
}

function formatBytes(bytes: number): string {
  return bytes > 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
}

export function runCacheCommand(
  ctx: CliContext,
  action: string | undefined,
  flags: ReadonlyMap<string, string | true>,
): void {
  const { store, source } = ctx.core.data;
  if (action === 'stats') {
    const stats = store.responses.stats();
    const id = source().id;
    ctx.io.out(
      [
        `cache file: ${store.file} (${formatBytes(store.fileBytes())})`,
        `saved answers: ${stats.responses} (${formatBytes(stats.bodyBytes)} of bodies)`,
        `oldest: ${stats.oldest ? new Date(stats.oldest).toISOString() : '—'}; newest: ${stats.newest ? new Date(stats.newest).toISOString() : '—'}`,
        `for source ${source().kind}: ${store.listings.count(id)} listings, ${store.transactions.count(id)} transactions`,
      ].join('\n') + '\n',
    );
    return;
  }
  if (action === 'purge') {
    const age = flags.get('older-than');
    if (typeof age !== 'string')
      throw new AppFailure('validation', 'Usage: aqar cache purge --older-than 30d', { field: 'older-than' });
    const removed = store.responses.purgeOlderThan(Date.now() - parseAge(age));
    ctx.io.out(`${removed} saved answer(s) older than ${age} removed.\n`);
    return;
  }
  throw new AppFailure('validation', 'Usage: aqar cache stats | aqar cache purge --older-than 30d', {
    field: 'action',
  });
}

export function runUsageCommand(ctx: CliContext): void {
  const { store, source } = ctx.core.data;
  const usage = store.requestLog.usage(source().id);
  const lines = [
    `requests to ${source().kind === 'demo' ? 'the demo service' : source().id}: today ${usage.today}, this month ${usage.thisMonth}`,
  ];
  if (usage.rateLimits) {
    const l = usage.rateLimits;
    const plan = l['x-ratelimit-requests-remaining'];
    if (plan !== undefined)
      lines.push(
        `plan quota: ${plan} of ${l['x-ratelimit-requests-limit'] ?? '?'} left, resets in ${l['x-ratelimit-requests-reset'] ?? '?'} s`,
      );
    const second = l['x-ratelimit-remaining'];
    if (second !== undefined) lines.push(`per-second limit: ${l['x-ratelimit-limit'] ?? '?'}/s`);
    lines.push(`(as reported by the gateway at ${new Date(usage.rateLimitsObservedAt ?? 0).toISOString()})`);
  }
  ctx.io.out(`${lines.join('\n')}\n`);
}
