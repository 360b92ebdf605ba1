// `aqar notes list|add|edit|remove`: a broker's notes on listings, buildings and firms, the same notes the window
// shows on their pages. A note is added on one target (--listing ID, --building ID, --agency ID, --developer ID or
// --agent ID); --team shares it with the team (pushed by aqar team sync, or by the app's own syncing).
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { NOTE_TARGET_KINDS, type Note, type NoteTarget } from '#shared/domain/note';
import { noteTextSchema } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { usageError, usageLinesOf } from './command-help';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';
import { terminalSafe } from './terminal-text';

/** One flag per kind of target, each taking the data service's id. */
const targetFlags = {
  listing: nameFlag.optional(),
  building: nameFlag.optional(),
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
} satisfies Record<(typeof NOTE_TARGET_KINDS)[number], unknown>;

/** The one target a command names, or null when it names none; two are refused, naming both. */
function targetOf(flags: Partial<Record<(typeof NOTE_TARGET_KINDS)[number], string | undefined>>): NoteTarget | null {
  const given = NOTE_TARGET_KINDS.filter((k) => flags[k] !== undefined);
  if (given.length > 1) {
    throw new AppFailure(
      'validation',
      ref('error.cli.notes.oneTarget', { flags: given.map((k) => `--${k}`).join(' and ') }),
      {
        field: given[1]!,
      },
    );
  }
  const kind = given[0];
  return kind ? { kind, externalID: flags[kind]! } : null;
}

const idFlag = nameFlag.regex(/^\d+$/, 'must be a note id (a whole number)').transform(Number);

function notesTable(notes: readonly Note[]): string {
  if (notes.length === 0) return 'No notes.\n';
  return renderTable(
    notes.map((n) => ({
      id: n.id,
      on: `${n.target.kind} ${n.target.externalID}${n.targetName ? ` (${terminalSafe(n.targetName)})` : ''}`,
      by: terminalSafe(n.author ?? 'you'),
      at: n.updatedAt,
      team: n.team ? (n.team.pending ? 'shared, waiting to sync' : 'shared') : '',
      text: terminalSafe(n.text.replace(/\s+/g, ' ')),
    })),
    6,
    60,
  );
}

export async function runNotesCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  switch (action) {
    case 'list': {
      const own = commandFlags(flags, { ...targetFlags, json: switchFlag }, 'notes list');
      const target = targetOf(own);
      const notes = await invoke(ctx, 'notes:list', target ? { target } : {});
      if (json) return printJson(ctx, notes);
      ctx.io.out(notesTable(notes));
      return;
    }
    case 'add': {
      const own = commandFlags(
        flags,
        { ...targetFlags, text: noteTextSchema, name: nameFlag.optional(), team: switchFlag, json: switchFlag },
        'notes add',
      );
      const target = targetOf(own);
      if (!target) {
        throw new AppFailure('validation', ref('error.cli.notes.targetMissing', { lines: usageLinesOf('notes add') }), {
          field: 'listing',
        });
      }
      const note = await invoke(ctx, 'notes:add', {
        target,
        text: own.text,
        team: own.team === true,
        ...(own.name ? { targetName: own.name } : {}),
      });
      if (json) return printJson(ctx, note);
      ctx.io.out(
        `Note ${note.id} added on ${note.target.kind} ${note.target.externalID}${note.team ? ', shared with the team' : ''}.\n`,
      );
      return;
    }
    case 'edit': {
      const own = commandFlags(flags, { id: idFlag, text: noteTextSchema, json: switchFlag }, 'notes edit');
      const note = await invoke(ctx, 'notes:edit', { id: own.id, text: own.text });
      if (json) return printJson(ctx, note);
      ctx.io.out(`Note ${note.id} changed.\n`);
      return;
    }
    case 'remove': {
      const own = commandFlags(flags, { id: idFlag, json: switchFlag }, 'notes remove');
      const removed = await invoke(ctx, 'notes:remove', { id: own.id });
      if (json) return printJson(ctx, removed);
      ctx.io.out(removed.removed ? `Note ${own.id} removed.\n` : `No note ${own.id} to remove.\n`);
      return;
    }
    default:
      throw new AppFailure('validation', usageError('notes'), { field: 'action' });
  }
}
