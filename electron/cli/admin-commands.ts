// `aqar key …`, `aqar cache …` and `aqar usage`: the API key, the offline cache and the budget, each through the
// same contract channels the app uses.
import { terminalSafe } from './terminal-text';
import { uaeTimeText } from '#core/export/cell-values';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import type { CliContext } from './cli-context';
import { noKeychainMessage } from './cli-keychain';
import { invoke } from './invoke';
import { commandFlags, langFlag, type Flags } from './command-flags';

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

/**
 * These commands read no flag of their own but --lang: a bad value is refused as every command's is (the core set
 * `ctx.lang` leniently, English for a value it did not know).
 */
export function checkLang(flags: Flags, command: string): void {
  const lang = flags.get('lang');
  if (lang !== undefined) commandFlags(new Map([['lang', lang]]), { lang: langFlag }, command);
}

export async function runKeyCommand(
  ctx: CliContext,
  action: string | undefined,
  flags: Flags = new Map(),
): Promise<void> {
  const { io, say } = ctx;
  checkLang(flags, 'key');
  const view = await invoke(ctx, 'settings:get', {});
  const fromEnv = Boolean(io.env.AQAR_API_KEY?.trim());
  const keychain = view.keyStorage === 'keychain';
  if (action === 'status') {
    if (keychain) io.out(`${say('cli.key.status.keychain', { stored: view.keyStored ? 'yes' : 'no' })}\n`);
    else if (fromEnv) io.out(`${say('cli.key.status.noKeychain')}\n`);
    else io.out(`${formatRef(ctx.lang, view.keyStorageSaid ?? noKeychainMessage())}\n`);
    if (fromEnv) io.out(`${say('cli.key.status.fromEnv')}\n`);
    return;
  }
  if (action === 'clear') {
    const before = view.keyStored;
    await invoke(ctx, 'key:clear', {});
    io.out(`${say('cli.key.cleared', { stored: before ? 'yes' : 'no' })}\n`);
    return;
  }
  if (action === 'set') {
    if (!keychain) {
      // A key kept in this process's memory would vanish when the command ends: refuse rather than pretend.
      throw new AppFailure('validation', view.keyStorageSaid ?? noKeychainMessage(), {
        field: 'keychain',
      });
    }
    if (io.isTTY) io.err(`${say('cli.key.paste')} `);
    const key = (await io.readStdin(4096, ref('error.cli.input.stdinKey'))).trim();
    if (!key) throw new AppFailure('validation', ref('error.cli.noKeyOnStdin'), { field: 'key' });
    await invoke(ctx, 'key:set', { key });
    const { connection } = view;
    io.out(`${say('cli.key.saved', { host: new URL(connection.baseUrl).host })}\n`);
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
  checkLang(flags, 'cache');
  const { say } = ctx;
  if (action === 'stats') {
    const stats = await invoke(ctx, 'cache:stats', {});
    const info = await invoke(ctx, 'app:info', {});
    ctx.io.out(
      [
        say('cli.cache.file', { file: ctx.core.data.store.file, size: { bytes: stats.fileBytes } }),
        say('cli.cache.answers', { count: stats.responses }),
        say('cli.cache.span', {
          oldest: stats.oldest ? uaeTimeText(stats.oldest) : '—',
          newest: stats.newest ? uaeTimeText(stats.newest) : '—',
        }),
        say('cli.cache.source', { source: info.source, listings: stats.listings, transactions: stats.transactions }),
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
    ctx.io.out(`${say('cli.cache.purged', { removed, age })}\n`);
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

export async function runUsageCommand(ctx: CliContext, json: boolean, flags: Flags = new Map()): Promise<void> {
  checkLang(flags, 'usage');
  const { say } = ctx;
  const usage = await invoke(ctx, 'usage:get', {});
  if (json) {
    ctx.io.out(`${JSON.stringify(usage, null, 2)}\n`);
    return;
  }
  const lines = [
    say('cli.usage.requests', {
      demo: usage.source === 'demo' ? 'yes' : 'no',
      source: ctx.core.data.source().id,
      today: usage.today,
      month: usage.thisMonth,
    }),
  ];
  if (usage.quotaRemaining !== null) {
    const reset = Object.entries(usage.rateLimits ?? {}).find(([h]) => h.endsWith('ratelimit-requests-reset'))?.[1];
    lines.push(
      say('cli.usage.quota', {
        left: usage.quotaRemaining,
        limitKnown: usage.quotaLimit === null || usage.quotaLimit === undefined ? 'no' : 'yes',
        limit: usage.quotaLimit ?? 0,
        reset: String(reset ?? '?'),
      }),
    );
  }
  const perSecond = Object.entries(usage.rateLimits ?? {}).find(([h]) => /ratelimit-limit$/.test(h))?.[1];
  if (perSecond !== undefined) lines.push(say('cli.usage.perSecond', { limit: String(perSecond) }));
  if (usage.rateLimitsObservedAt) {
    lines.push(say('cli.usage.observed', { at: uaeTimeText(usage.rateLimitsObservedAt) }));
  }
  const team = usage.teamSnapshots;
  if (team.thisMonth > 0) {
    lines.push(say('cli.usage.teamSnapshots', { count: team.thisMonth, theirs: team.theirRequests }));
  }
  if (team.latest) {
    const l = team.latest;
    lines.push(
      say('cli.usage.lastPulled', {
        by: terminalSafe(l.by),
        watch: terminalSafe(l.watch),
        at: uaeTimeText(l.takenAt),
        listings: l.listings,
        theirs: l.theirRequests,
      }),
    );
  }
  ctx.io.out(`${lines.join('\n')}\n`);
}
