// `aqar compare board save|list|open|remove`: compare boards from a terminal, through the same channels as the
// window: the panel's pins of a kind saved under a name (shared with the team with --team), listed (with who shared
// each; `--json` says `"team": true, "by": MEMBER`), opened into the panel, removed.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { Say } from '#shared/messages/say-in';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import type { CliContext } from './cli-context';
import { boardUsage } from './compare-usage';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { renderColumns } from './table';
import { fmt, printJson } from './table-output';
import { sharedBy, withTeamFields } from './team-json';
import { terminalSafe } from './terminal-text';
import { uaeTimeText } from '#core/export/cell-values';

const boardId = z.coerce.number<unknown>().int('must be a board number').min(1, 'must be a board number');

function idOf(word: string | undefined, say: Say): number {
  const parsed = boardId.safeParse(word);
  if (!parsed.success) {
    throw new AppFailure('validation', ref('error.cli.board.number', { usage: boardUsage(say) }), {
      field: 'id',
    });
  }
  return parsed.data;
}

export async function runCompareBoardCommand(ctx: CliContext, words: readonly string[], flags: Flags): Promise<void> {
  const [action, word] = words;
  const json = flags.has('json');
  if (action === 'save') {
    const kind = z.enum(COMPARE_KINDS).safeParse(word);
    if (!kind.success) {
      throw new AppFailure('validation', ref('error.cli.board.kind', { usage: boardUsage(ctx.say) }), {
        field: 'kind',
      });
    }
    const own = commandFlags(
      flags,
      { name: nameFlag, team: switchFlag, id: boardId.optional(), lang: langFlag.optional() },
      'compare board save',
    );
    const board = await invoke(ctx, 'compare:board-save', {
      kind: kind.data,
      name: own.name,
      team: own.team === true,
      ...(own.id ? { id: own.id } : {}),
    });
    if (json) return printJson(ctx, withTeamFields(board));
    const saved = {
      board: String(board.id),
      name: terminalSafe(board.name),
      pins: board.pins.length,
      kind: board.kind,
    };
    ctx.io.out(`${ctx.say('cli.board.saved', saved)}\n`);
    if (own.team) ctx.io.out(`${ctx.say('cli.team.queued.shared')}\n`);
    return;
  }
  if (action === 'list') {
    commandFlags(flags, { lang: langFlag.optional() }, 'compare board list');
    const boards = await invoke(ctx, 'compare:boards', {});
    if (json) return printJson(ctx, boards.map(withTeamFields));
    if (boards.length === 0) {
      ctx.io.out(`${ctx.say('cli.board.none')}\n`);
      return;
    }
    ctx.io.out(
      renderColumns(
        ctx.say,
        (
          [
            'cli.column.board',
            'cli.column.boardName',
            'cli.column.boardKind',
            'cli.column.pins',
            'cli.column.savedAt',
            'cli.column.sharedByTitle',
          ] as const
        ).map((id) => ctx.say(id)),
        boards.map((b) => [
          String(b.id),
          terminalSafe(b.name),
          ctx.say('cli.board.kind', { kind: b.kind }),
          fmt(b.pins.length, ctx.lang),
          uaeTimeText(b.updatedAt),
          terminalSafe(sharedBy(b.team, ctx.say)),
        ]),
        48,
      ),
    );
    return;
  }
  if (action === 'open') {
    commandFlags(flags, { lang: langFlag.optional() }, 'compare board open');
    const view = await invoke(ctx, 'compare:board-open', { id: idOf(word, ctx.say) });
    if (json) return printJson(ctx, view);
    const opened = { pins: view.pins.length, kind: view.kind, board: String(idOf(word, ctx.say)) };
    ctx.io.out(`${ctx.say('cli.board.opened', opened)}\n`);
    return;
  }
  if (action === 'remove') {
    commandFlags(flags, { lang: langFlag.optional() }, 'compare board remove');
    const id = idOf(word, ctx.say);
    const { removed } = await invoke(ctx, 'compare:board-remove', { id });
    if (json) return printJson(ctx, { id, removed });
    const board = { board: String(id) };
    ctx.io.out(`${removed ? ctx.say('cli.board.removed', board) : ctx.say('cli.board.noSuch', board)}\n`);
    return;
  }
  throw new AppFailure(
    'validation',
    ref('error.cli.board.noAction', { action: action ?? '', usage: boardUsage(ctx.say) }),
    { field: 'action' },
  );
}
