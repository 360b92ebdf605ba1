// `aqar team join|status|sync|leave|members`: this data folder as a member of a team server. The member token is
// kept in the keychain (one entry per data folder) or given by AQAR_TEAM_TOKEN; it is never printed.
import { AppFailure } from '#shared/errors';
import { asWritten, ref } from '#shared/messages/message-ref';
import type { TeamStatus, TeamSyncResult } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { usageError, usageLinesOf } from './command-help';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';
import { terminalSafe } from './terminal-text';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function statusText(status: TeamStatus): string {
  if (!status.joined) return 'This data folder has not joined a team: aqar team join URL --token INVITE\n';
  const lines = [
    `Team ${terminalSafe(status.team ?? '')} at ${status.server} as ${terminalSafe(status.member ?? '')} (${status.role}), device ${terminalSafe(status.device ?? '')}.`,
    `Shared here: ${plural(status.shared.savedSearches, 'saved search', 'saved searches')}, ${plural(status.shared.watches, 'watch', 'watches')}, ${plural(status.shared.notes, 'note', 'notes')}, ${plural(status.shared.compareBoards, 'compare board', 'compare boards')}, ${plural(status.shared.reports, 'report', 'reports')}.`,
    `Outbox: ${plural(status.outbox.waiting, 'change')} waiting to be pushed${status.outbox.failed ? ` (${status.outbox.failed} not taken yet)` : ''}.`,
    `Last sync: ${status.lastSyncAt ?? 'never'}${status.lastError ? `; the last try stopped: ${terminalSafe(status.lastError)}` : ''}.`,
    ...(status.reachable === null
      ? []
      : [status.reachable ? 'The server answers.' : 'The server cannot be reached now.']),
    ...(status.token === null
      ? ['No member token is kept for this data folder: join again, or set AQAR_TEAM_TOKEN.']
      : []),
  ];
  return `${lines.join('\n')}\n`;
}

function syncText(result: TeamSyncResult): string {
  const lines = [
    result.reachable
      ? `Pushed ${plural(result.pushed, 'change')}${result.duplicates ? ` (${result.duplicates} the server already had)` : ''}, pulled ${plural(result.pulled, 'change')}.`
      : `The team server cannot be reached: ${terminalSafe(result.error ?? '')}`,
    ...result.refused.map((r) => `Not taken: ${terminalSafe(r.item)}: ${terminalSafe(r.message)}`),
    // result.notices are the core's notices too, printed on standard error as every notice is.
    ...result.snapshotNotes.map((n) => terminalSafe(n)),
    `${plural(result.outbox.waiting, 'change')} waiting in the outbox.`,
  ];
  return `${lines.join('\n')}\n`;
}

export async function runTeamCommand(ctx: CliContext, words: readonly string[], flags: Flags): Promise<void> {
  const [action, first] = words;
  const json = flags.has('json');
  switch (action) {
    case 'join': {
      const own = commandFlags(
        flags,
        { token: nameFlag.optional(), device: nameFlag.optional(), json: switchFlag },
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
      ctx.io.out(`Joined. ${statusText(status)}`);
      return;
    }
    case 'status': {
      commandFlags(flags, { json: switchFlag }, 'team status');
      const status = await invoke(ctx, 'team:status', { check: true });
      if (json) return printJson(ctx, status);
      ctx.io.out(statusText(status));
      return;
    }
    case 'sync': {
      commandFlags(flags, { json: switchFlag }, 'team sync');
      const result = await invoke(ctx, 'team:sync', {});
      if (json) printJson(ctx, result);
      else ctx.io.out(syncText(result));
      // Offline is a state to work in, not a failure of the work: said with exit 5 so a script can try again later.
      if (!result.reachable)
        throw new AppFailure('offline', ref('error.cli.team.unreachable', { detail: result.error ?? '' }));
      if (result.error) throw new AppFailure('upstream', asWritten(result.error));
      return;
    }
    case 'leave': {
      commandFlags(flags, { json: switchFlag }, 'team leave');
      const left = await invoke(ctx, 'team:leave', {});
      if (json) return printJson(ctx, left);
      ctx.io.out(
        left.left
          ? `Left the team. Kept here as your own: ${plural(left.kept.savedSearches, 'saved search', 'saved searches')}, ${plural(left.kept.watches, 'watch', 'watches')}, ${plural(left.kept.notes, 'note', 'notes')}, ${plural(left.kept.compareBoards, 'compare board', 'compare boards')}, ${plural(left.kept.reports, 'report', 'reports')}.${left.unsent ? ` ${plural(left.unsent, 'change')} made here had not reached the team; they stay in your copy.` : ''}\n`
          : 'This data folder was not a member of a team.\n',
      );
      return;
    }
    case 'members': {
      commandFlags(flags, { json: switchFlag }, 'team members');
      const members = await invoke(ctx, 'team:members', {});
      if (json) return printJson(ctx, members);
      ctx.io.out(
        renderTable(
          members.map((m) => ({
            name: m.name,
            role: m.role,
            devices: m.devices ?? '—',
            'last seen': m.lastSeenAt ?? '—',
            ...(m.revokedAt ? { revoked: m.revokedAt } : {}),
          })),
          5,
          40,
        ),
      );
      return;
    }
    case 'wide': {
      const own = commandFlags(flags, { off: switchFlag, json: switchFlag }, 'team wide');
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
        own.off
          ? `The ${kind === 'watch' ? 'watch' : 'saved search'} ${id} is its author's again: aqar team sync sends it.\n`
          : `The ${kind === 'watch' ? 'watch' : 'saved search'} ${id} is team-wide (only admins change it): aqar team sync sends it.\n`,
      );
      return;
    }
    default:
      throw new AppFailure('validation', usageError('team'), { field: 'action' });
  }
}
