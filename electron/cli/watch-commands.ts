// `aqar watch add|list|remove`: the watchlist of agencies, developers, agents and saved searches.
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { uaeTimeText } from '#core/export/cell-values';
import type { WatchItem } from '#shared/domain/portfolio';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { requireWatched, targetOf, watchTarget } from './portfolio-targets';
import { printJson } from './table-output';
import { renderTable } from './table';
import { terminalSafe } from './terminal-text';
import { sharedBy, withTeamFields } from './team-json';

const targetShape = {
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
};

function row(item: WatchItem): Record<string, string | number> {
  return {
    item: item.id,
    kind: item.kind,
    name: item.name,
    id: item.externalID,
    snapshots: item.snapshots,
    'last snapshot (UAE time)': item.lastSnapshot ? uaeTimeText(item.lastSnapshot.takenAt) : '—',
    listings: item.lastSnapshot?.listings ?? '—',
    'last run (UAE time)': item.lastRun ? `${item.lastRun.status} ${uaeTimeText(item.lastRun.startedAt)}` : '—',
    'shared by': sharedBy(item.team),
    ...(item.removedAt ? { unwatched: item.removedAt } : {}),
  };
}

export async function runWatchCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  if (action === 'add') {
    const own = commandFlags(flags, { ...targetShape, team: switchFlag }, 'watch add');
    let item = await watchTarget(ctx, targetOf(flags, 'watch add')!);
    if (own.team) {
      // Queued for the team in the outbox: pushed by aqar team sync, or by the app, whenever the server answers.
      await invoke(ctx, 'team:share', { kind: 'watch', id: item.id });
      item = (await invoke(ctx, 'watch:list', {})).find((w) => w.id === item.id) ?? item;
    }
    if (json) return printJson(ctx, withTeamFields(item));
    ctx.io.out(
      `Watching ${item.kind} ${terminalSafe(item.name)} (${item.externalID}); ${item.snapshots} snapshot(s) so far.\n`,
    );
    if (own.team) ctx.io.out('Watched for the team: aqar team sync sends it.\n');
    return;
  }
  if (action === 'list') {
    const own = commandFlags(flags, { all: switchFlag }, 'watch list');
    const items = await invoke(ctx, 'watch:list', { includeRemoved: own.all === true });
    if (json) return printJson(ctx, items.map(withTeamFields));
    ctx.io.out(
      items.length ? renderTable(items.map(row), 10, 40) : 'Nothing is watched yet: aqar watch add --agency NAME\n',
    );
    return;
  }
  if (action === 'remove') {
    commandFlags(flags, targetShape, 'watch remove');
    const item = await requireWatched(ctx, targetOf(flags, 'watch remove')!);
    const { removed } = await invoke(ctx, 'watch:remove', { itemId: item.id });
    if (json) return printJson(ctx, { item: item.id, removed });
    ctx.io.out(
      removed
        ? `No longer watching ${item.kind} ${item.name}; its ${item.snapshots} snapshot(s) stay in its history.\n`
        : `${item.name} was not being watched.\n`,
    );
    return;
  }
  // The help lists these beside watch ("portfolios over time"); typed after it, they are pointed to, not lost.
  const line = 'aqar watch add|list|remove [--agency NAME | --developer NAME | --agent NAME | --saved NAME]';
  throw new AppFailure(
    'validation',
    action && OWN_COMMANDS.includes(action)
      ? ref('error.cli.watch.usageOwnCommand', { line, command: action })
      : ref('error.cli.watch.usage', { line }),
    { field: 'action' },
  );
}

const OWN_COMMANDS: readonly string[] = ['snapshot', 'history', 'diff', 'portfolio', 'share'];
