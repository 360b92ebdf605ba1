// `aqar watch add|list|remove`: the watchlist of agencies, developers, agents and saved searches.
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { uaeTimeText } from '#core/export/cell-values';
import type { WatchItem } from '#shared/domain/portfolio';
import type { CliContext } from './cli-context';
import type { Say } from '#shared/messages/say-in';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { requireWatched, targetOf, watchTarget } from './portfolio-targets';
import { printJson, wordedTable } from './table-output';
import { terminalSafe } from './terminal-text';
import { sharedBy, withTeamFields } from './team-json';

const targetShape = {
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
  lang: langFlag.optional(),
};

/** A row keyed by column (the keys order the columns, as the English headers did); HEADERS words each key. */
function row(say: Say, item: WatchItem): Record<string, string | number> {
  return {
    item: item.id,
    kind: say('cli.watch.kind', { kind: item.kind }),
    name: item.name,
    id: item.externalID,
    snapshots: item.snapshots,
    lastSnapshot: item.lastSnapshot ? uaeTimeText(item.lastSnapshot.takenAt) : '—',
    listings: item.lastSnapshot?.listings ?? '—',
    lastRun: item.lastRun
      ? say('cli.watch.lastRun', { status: item.lastRun.status, at: uaeTimeText(item.lastRun.startedAt) })
      : '—',
    sharedBy: sharedBy(item.team, say),
    ...(item.removedAt ? { unwatched: item.removedAt } : {}),
  };
}

const HEADERS = {
  item: 'cli.column.item',
  kind: 'cli.column.kind',
  name: 'cli.column.name',
  id: 'cli.column.id',
  snapshots: 'cli.column.snapshots',
  lastSnapshot: 'cli.column.lastSnapshot',
  listings: 'cli.column.listings',
  lastRun: 'cli.column.lastRun',
  sharedBy: 'cli.column.sharedBy',
  unwatched: 'cli.column.unwatched',
} as const;

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
    const watching = { kind: item.kind, name: terminalSafe(item.name), id: item.externalID };
    ctx.io.out(`${ctx.say('cli.watch.added', { ...watching, snapshots: item.snapshots })}\n`);
    if (own.team) ctx.io.out(`${ctx.say('cli.team.queued.watch')}\n`);
    return;
  }
  if (action === 'list') {
    const own = commandFlags(flags, { all: switchFlag, lang: langFlag.optional() }, 'watch list');
    const items = await invoke(ctx, 'watch:list', { includeRemoved: own.all === true });
    if (json) return printJson(ctx, items.map(withTeamFields));
    ctx.io.out(
      items.length
        ? wordedTable(
            ctx.say,
            HEADERS,
            items.map((item) => row(ctx.say, item)),
            10,
            40,
          )
        : `${ctx.say('cli.watch.none')}\n`,
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
        ? `${ctx.say('cli.watch.removed', { kind: item.kind, name: terminalSafe(item.name), snapshots: item.snapshots })}\n`
        : `${ctx.say('cli.watch.notWatched', { name: terminalSafe(item.name) })}\n`,
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
