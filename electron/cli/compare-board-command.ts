// `aqar compare board save|list|open|remove`: compare boards from a terminal, through the same channels as the
// window: the panel's pins of a kind saved under a name (shared with the team with --team), listed (with who shared
// each; `--json` says `"team": true, "by": MEMBER`), opened into the panel, removed.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { renderColumns } from './table';
import { printJson } from './table-output';
import { sharedBy, withTeamFields } from './team-json';
import { terminalSafe } from './terminal-text';
import { uaeTimeText } from '#core/export/cell-values';

export const BOARD_USAGE = `  aqar compare board save KIND --name NAME [--team] [--id BOARD]   (the panel's pins of KIND; --id saves over a board)
  aqar compare board list [--json]
  aqar compare board open BOARD
  aqar compare board remove BOARD`;

const boardId = z.coerce.number<unknown>().int('must be a board number').min(1, 'must be a board number');

function idOf(word: string | undefined): number {
  const parsed = boardId.safeParse(word);
  if (!parsed.success) {
    throw new AppFailure('validation', ref('error.cli.board.number', { usage: BOARD_USAGE }), {
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
      throw new AppFailure('validation', ref('error.cli.board.kind', { usage: BOARD_USAGE }), { field: 'kind' });
    }
    const own = commandFlags(flags, { name: nameFlag, team: switchFlag, id: boardId.optional() }, 'compare board save');
    const board = await invoke(ctx, 'compare:board-save', {
      kind: kind.data,
      name: own.name,
      team: own.team === true,
      ...(own.id ? { id: own.id } : {}),
    });
    if (json) return printJson(ctx, withTeamFields(board));
    ctx.io.out(`Board ${board.id} "${terminalSafe(board.name)}": ${board.pins.length} ${board.kind} pin(s).\n`);
    if (own.team) ctx.io.out('Shared with the team: aqar team sync sends it.\n');
    return;
  }
  if (action === 'list') {
    commandFlags(flags, {}, 'compare board list');
    const boards = await invoke(ctx, 'compare:boards', {});
    if (json) return printJson(ctx, boards.map(withTeamFields));
    if (boards.length === 0) {
      ctx.io.out('No compare board is saved yet: aqar compare board save KIND --name NAME\n');
      return;
    }
    ctx.io.out(
      renderColumns(
        ['Board', 'Name', 'Kind', 'Pins', 'Saved (UAE time)', 'Shared by'],
        boards.map((b) => [
          String(b.id),
          terminalSafe(b.name),
          b.kind,
          String(b.pins.length),
          uaeTimeText(b.updatedAt),
          terminalSafe(sharedBy(b.team)),
        ]),
        48,
      ),
    );
    return;
  }
  if (action === 'open') {
    commandFlags(flags, {}, 'compare board open');
    const view = await invoke(ctx, 'compare:board-open', { id: idOf(word) });
    if (json) return printJson(ctx, view);
    ctx.io.out(`The compare panel now holds ${view.pins.length} ${view.kind} pin(s) from board ${idOf(word)}.\n`);
    return;
  }
  if (action === 'remove') {
    commandFlags(flags, {}, 'compare board remove');
    const id = idOf(word);
    const { removed } = await invoke(ctx, 'compare:board-remove', { id });
    if (json) return printJson(ctx, { id, removed });
    ctx.io.out(removed ? `Board ${id} removed.\n` : `No compare board ${id}.\n`);
    return;
  }
  throw new AppFailure('validation', ref('error.cli.board.noAction', { action: action ?? '', usage: BOARD_USAGE }), {
    field: 'action',
  });
}
