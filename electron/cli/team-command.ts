// `aqar team join|status|sync|leave|members`: this data folder as a member of a team server. The member token is
// kept in the keychain (one entry per data folder) or given by AQAR_TEAM_TOKEN; it is never printed.
import { AppFailure } from '#shared/errors';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import type { Say } from '#shared/messages/say-in';
import type { TeamStatus, TeamSyncResult } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { usageError, usageLinesOf } from './command-help';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';
import { terminalSafe } from './terminal-text';

function statusText(say: Say, status: TeamStatus): string {
  if (!status.joined) return `${say('cli.team.notJoined')}\n`;
  const stopped = status.lastErrorSaid ?? (status.lastError ? asWritten(status.lastError) : null);
  const lines = [
    say('cli.team.status.who', {
      team: terminalSafe(status.team ?? ''),
      server: status.server ?? '',
      member: terminalSafe(status.member ?? ''),
      role: status.role ?? '',
      device: terminalSafe(status.device ?? ''),
    }),
    say('cli.team.status.shared', status.shared),
    say('cli.team.status.outbox', { waiting: status.outbox.waiting, failed: status.outbox.failed }),
    say('cli.team.status.lastSync', {
      synced: status.lastSyncAt ? 'yes' : 'no',
      at: status.lastSyncAt ?? '',
      stopped: stopped ? 'yes' : 'no',
      error: stopped ? terminalSafe(formatRef(say.lang, stopped)) : '',
    }),
    ...(status.reachable === null
      ? []
      : [say('cli.team.status.reachable', { reachable: status.reachable ? 'yes' : 'no' })]),
    ...(status.token === null ? [say('cli.team.status.noToken')] : []),
  ];
  return `${lines.join('\n')}\n`;
}

function syncText(say: Say, result: TeamSyncResult): string {
  const lines = [
    result.reachable
      ? say('cli.team.sync.done', { pushed: result.pushed, duplicates: result.duplicates, pulled: result.pulled })
      : say('error.cli.team.unreachable', { detail: terminalSafe(formatRef(say.lang, stopReason(result))) }),
    ...result.refused.map((r) =>
      say('cli.team.sync.notTaken', {
        item: terminalSafe(r.itemSaid ? formatRef(say.lang, r.itemSaid) : r.item),
        reason: terminalSafe(formatRef(say.lang, r.said ?? asWritten(r.message))),
      }),
    ),
    // result.notices are the core's notices too, printed on standard error as every notice is.
    ...(result.snapshotNotesSaid ?? result.snapshotNotes.map(asWritten)).map((n) =>
      terminalSafe(formatRef(say.lang, n)),
    ),
    say('cli.team.sync.outbox', { waiting: result.outbox.waiting }),
  ];
  return `${lines.join('\n')}\n`;
}

/** Why a sync stopped: the core's message, else (a core of an earlier version) its sentence as written. */
function stopReason(result: TeamSyncResult): MessageRef {
  return result.errorSaid ?? asWritten(result.error ?? '');
}

export async function runTeamCommand(ctx: CliContext, words: readonly string[], flags: Flags): Promise<void> {
  const [action, first] = words;
  const json = flags.has('json');
  switch (action) {
    case 'join': {
      const own = commandFlags(
        flags,
        { token: nameFlag.optional(), device: nameFlag.optional(), json: switchFlag, lang: langFlag.optional() },
        'team join',
      );
      if (!first)
        throw new AppFailure(
          'validation',
          ref('error.cli.usageMissing', { lines: usageLinesOf('team'), what: 'URL' }),
          { field: 'server' },
        );
      const status = await invoke(ctx, 'team:join', {
        server: first,
        ...(own.token ? { token: own.token } : {}),
        ...(own.device ? { device: own.device } : {}),
      });
      if (json) return printJson(ctx, status);
      ctx.io.out(`${ctx.say('cli.team.joined')} ${statusText(ctx.say, status)}`);
      return;
    }
    case 'status': {
      commandFlags(flags, { json: switchFlag, lang: langFlag.optional() }, 'team status');
      const status = await invoke(ctx, 'team:status', { check: true });
      if (json) return printJson(ctx, status);
      ctx.io.out(statusText(ctx.say, status));
      return;
    }
    case 'sync': {
      commandFlags(flags, { json: switchFlag, lang: langFlag.optional() }, 'team sync');
      const result = await invoke(ctx, 'team:sync', {});
      if (json) printJson(ctx, result);
      else ctx.io.out(syncText(ctx.say, result));
      // Offline is a state to work in, not a failure of the work: said with exit 5 so a script can try again later.
      if (!result.reachable)
        throw new AppFailure('offline', ref('error.cli.team.unreachable', { detail: stopReason(result) }));
      if (result.error) throw new AppFailure('upstream', stopReason(result));
      return;
    }
    case 'leave': {
      commandFlags(flags, { json: switchFlag, lang: langFlag.optional() }, 'team leave');
      const left = await invoke(ctx, 'team:leave', {});
      if (json) return printJson(ctx, left);
      ctx.io.out(
        `${left.left ? ctx.say('cli.team.left', { ...left.kept, unsent: left.unsent }) : ctx.say('cli.team.notMember')}\n`,
      );
      return;
    }
    case 'members': {
      commandFlags(flags, { json: switchFlag, lang: langFlag.optional() }, 'team members');
      const members = await invoke(ctx, 'team:members', {});
      if (json) return printJson(ctx, members);
      ctx.io.out(
        renderTable(
          ctx.say,
          members.map((m) => ({
            [ctx.say('cli.team.column.name')]: m.name,
            [ctx.say('cli.team.column.role')]: ctx.say('cli.team.role', { role: m.role }),
            [ctx.say('cli.team.column.devices')]: m.devices ?? '—',
            [ctx.say('cli.team.column.lastSeen')]: m.lastSeenAt ?? '—',
            ...(m.revokedAt ? { [ctx.say('cli.team.column.revoked')]: m.revokedAt } : {}),
          })),
          5,
          40,
        ),
      );
      return;
    }
    case 'wide': {
      const own = commandFlags(flags, { off: switchFlag, json: switchFlag, lang: langFlag.optional() }, 'team wide');
      const kind = first === 'saved-search' || first === 'watch' ? first : null;
      const id = Number(words[2]);
      if (!kind || !Number.isInteger(id) || id < 1) {
        throw new AppFailure('validation', ref('error.cli.team.wideNeedsKind', { lines: usageLinesOf('team') }), {
          field: kind ? 'id' : 'kind',
        });
      }
      const outbox = await invoke(ctx, 'team:team-wide', { kind, id, teamWide: own.off !== true });
      if (json) return printJson(ctx, { kind, id, teamWide: own.off !== true, outbox });
      ctx.io.out(
        `${ctx.say('cli.team.wide', { kind: kind === 'watch' ? 'watch' : 'savedSearch', id: String(id), teamWide: own.off ? 'no' : 'yes' })}\n`,
      );
      return;
    }
    default:
      throw new AppFailure('validation', usageError('team'), { field: 'action' });
  }
}
