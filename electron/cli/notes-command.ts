// `aqar notes list|add|edit|remove`: a broker's notes on listings, buildings and firms, the same notes the window
// shows on their pages. A note is added on one target (--listing ID, --building ID, --agency ID, --developer ID or
// --agent ID); --team shares it with the team (pushed by aqar team sync, or by the app's own syncing).
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { NOTE_TARGET_KINDS, type Note, type NoteTarget } from '#shared/domain/note';
import { noteTextSchema } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import type { Say } from '#shared/messages/say-in';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { usageError, usageLinesOf } from './command-help';
import { invoke } from './invoke';
import { printJson, wordedTable } from './table-output';
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

const HEADERS = {
  id: 'cli.column.noteId',
  on: 'cli.column.on',
  by: 'cli.column.by',
  at: 'cli.column.at',
  team: 'cli.column.team',
  text: 'cli.column.text',
} as const;

function notesTable(say: Say, notes: readonly Note[]): string {
  if (notes.length === 0) return `${say('cli.notes.none')}\n`;
  return wordedTable(
    say,
    HEADERS,
    notes.map((n) => {
      const on = { kind: n.target.kind, id: n.target.externalID };
      return {
        id: n.id,
        on: n.targetName
          ? say('cli.notes.onNamed', { ...on, name: terminalSafe(n.targetName) })
          : say('cli.notes.on', on),
        by: n.author === null || n.author === undefined ? say('cli.notes.you') : terminalSafe(n.author),
        at: n.updatedAt,
        team: n.team ? say('cli.notes.team', { pending: n.team.pending ? 'yes' : 'no' }) : '',
        text: terminalSafe(n.text.replace(/\s+/g, ' ')),
      };
    }),
    6,
    60,
  );
}

export async function runNotesCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  switch (action) {
    case 'list': {
      const own = commandFlags(flags, { ...targetFlags, json: switchFlag, lang: langFlag.optional() }, 'notes list');
      const target = targetOf(own);
      const notes = await invoke(ctx, 'notes:list', target ? { target } : {});
      if (json) return printJson(ctx, notes);
      ctx.io.out(notesTable(ctx.say, notes));
      return;
    }
    case 'add': {
      const own = commandFlags(
        flags,
        {
          ...targetFlags,
          text: noteTextSchema,
          name: nameFlag.optional(),
          team: switchFlag,
          json: switchFlag,
          lang: langFlag.optional(),
        },
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
      const on = { kind: note.target.kind, id: note.target.externalID };
      ctx.io.out(`${ctx.say('cli.notes.added', { note: String(note.id), ...on, team: note.team ? 'yes' : 'no' })}\n`);
      return;
    }
    case 'edit': {
      const own = commandFlags(
        flags,
        { id: idFlag, text: noteTextSchema, json: switchFlag, lang: langFlag.optional() },
        'notes edit',
      );
      const note = await invoke(ctx, 'notes:edit', { id: own.id, text: own.text });
      if (json) return printJson(ctx, note);
      ctx.io.out(`${ctx.say('cli.notes.changed', { note: String(note.id) })}\n`);
      return;
    }
    case 'remove': {
      const own = commandFlags(flags, { id: idFlag, json: switchFlag, lang: langFlag.optional() }, 'notes remove');
      const removed = await invoke(ctx, 'notes:remove', { id: own.id });
      if (json) return printJson(ctx, removed);
      const note = { note: String(own.id) };
      ctx.io.out(`${removed.removed ? ctx.say('cli.notes.removed', note) : ctx.say('cli.notes.noSuch', note)}\n`);
      return;
    }
    default:
      throw new AppFailure('validation', usageError('notes'), { field: 'action' });
  }
}
