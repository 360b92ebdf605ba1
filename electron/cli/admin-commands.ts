// `aqar key …`, `aqar cache …` and `aqar usage`: the API key, the offline cache and the budget, each through the
// same contract channels the app uses.
import { terminalSafe } from './terminal-text';
import { formatBytes } from '#shared/format/intl';
import { uaeTimeText } from '#core/export/cell-values';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import type { CliContext } from './cli-context';
import { noKeychainMessage } from './cli-keychain';
import { invoke } from './invoke';

const DURATION = /^(\d+(?:\.\d+)?)([dhm])$/;
const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000 };
const DAY_MS = 86_400_000;

export function parseAge(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match)
    throw new AppFailure('validation', ref('error.cli.olderThan', { text }), {
      field: 'older-than',
    });
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

export async function runKeyCommand(ctx: CliContext, action: string | undefined): Promise<void> {
  const { io } = ctx;
  const view = await invoke(ctx, 'settings:get', {});
  const fromEnv = Boolean(io.env.AQAR_API_KEY?.trim());
  const keychain = view.keyStorage === 'keychain';
  if (action === 'status') {
    if (keychain) io.out(`API key in the system keychain: ${view.keyStored ? 'set' : 'not set'}\n`);
    else if (fromEnv) io.out('No keychain service answers on this computer, so the aqar command keeps no API key.\n');
    else io.out(`${formatRef(ctx.lang, view.keyStorageSaid ?? noKeychainMessage())}\n`);
    if (fromEnv) io.out('AQAR_API_KEY is set in the environment and takes precedence.\n');
    return;
  }
  if (action === 'clear') {
    const before = view.keyStored;
    await invoke(ctx, 'key:clear', {});
    io.out(before ? 'API key removed from the keychain.\n' : 'No API key was stored.\n');
    return;
  }
  if (action === 'set') {
    if (!keychain) {
      // A key kept in this process's memory would vanish when the command ends: refuse rather than pretend.
      throw new AppFailure('validation', view.keyStorageSaid ?? noKeychainMessage(), {
        field: 'keychain',
      });
    }
    if (io.isTTY) io.err('Paste the API key and press Enter (it is read from standard input and never echoed back): ');
    const key = (await io.readStdin(4096, ref('error.cli.input.stdinKey'))).trim();
    if (!key) throw new AppFailure('validation', ref('error.cli.noKeyOnStdin'), { field: 'key' });
    await invoke(ctx, 'key:set', { key });
    const { connection } = view;
    io.out(`API key saved in the system keychain, for ${new URL(connection.baseUrl).host} only.\n`);
    return;
  }
  throw new AppFailure('validation', ref('error.cli.usageLine', { line: 'aqar key set|clear|status' }), {
    field: 'action',
  });
}

export async function runCacheCommand(
  ctx: CliContext,
  action: string | undefined,
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  if (action === 'stats') {
    const stats = await invoke(ctx, 'cache:stats', {});
    const info = await invoke(ctx, 'app:info', {});
    ctx.io.out(
      [
        `cache file: ${ctx.core.data.store.file} (${formatBytes(stats.fileBytes, 'en')})`,
        `saved answers: ${stats.responses}`,
        `oldest: ${stats.oldest ? uaeTimeText(stats.oldest) : '—'}; newest: ${stats.newest ? uaeTimeText(stats.newest) : '—'} (UAE time)`,
        `for source ${info.source}: ${stats.listings} listings, ${stats.transactions} transactions`,
      ].join('\n') + '\n',
    );
    return;
  }
  if (action === 'purge') {
    const age = flags.get('older-than');
    if (typeof age !== 'string')
      throw new AppFailure('validation', ref('error.cli.usageLine', { line: 'aqar cache purge --older-than 30d' }), {
        field: 'older-than',
      });
    const { removed } = await invoke(ctx, 'cache:purge', { olderThanDays: parseAge(age) / DAY_MS });
    ctx.io.out(`${removed} saved answer(s) older than ${age} removed.\n`);
    return;
  }
  throw new AppFailure(
    'validation',
    ref('error.cli.usageLine', { line: 'aqar cache stats | aqar cache purge --older-than 30d' }),
    {
      field: 'action',
    },
  );
}

export async function runUsageCommand(ctx: CliContext, json: boolean): Promise<void> {
  const usage = await invoke(ctx, 'usage:get', {});
  if (json) {
    ctx.io.out(`${JSON.stringify(usage, null, 2)}\n`);
    return;
  }
  const lines = [
    `requests to ${usage.source === 'demo' ? 'the demo service' : ctx.core.data.source().id}: today ${usage.today}, this month ${usage.thisMonth}`,
  ];
  if (usage.quotaRemaining !== null) {
    const reset = Object.entries(usage.rateLimits ?? {}).find(([h]) => h.endsWith('ratelimit-requests-reset'))?.[1];
    lines.push(`plan quota: ${usage.quotaRemaining} of ${usage.quotaLimit ?? '?'} left, resets in ${reset ?? '?'} s`);
  }
  const perSecond = Object.entries(usage.rateLimits ?? {}).find(([h]) => /ratelimit-limit$/.test(h))?.[1];
  if (perSecond !== undefined) lines.push(`per-second limit: ${perSecond}/s`);
  if (usage.rateLimitsObservedAt) {
    lines.push(`(as reported by the gateway at ${uaeTimeText(usage.rateLimitsObservedAt)} UAE time)`);
  }
  const team = usage.teamSnapshots;
  if (team.thisMonth > 0) {
    lines.push(
      `team snapshots pulled this month: ${team.thisMonth}, 0 requests here (${team.theirRequests} spent on colleagues' laptops)`,
    );
  }
  if (team.latest) {
    const l = team.latest;
    lines.push(
      `last pulled: ${terminalSafe(l.by)}'s snapshot of ${terminalSafe(l.watch)} taken ${uaeTimeText(l.takenAt)} UAE time (${l.listings} listings): 0 requests here, ${l.theirRequests} on their laptop`,
    );
  }
  ctx.io.out(`${lines.join('\n')}\n`);
}
