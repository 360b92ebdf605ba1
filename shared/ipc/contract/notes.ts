// Channels of notes: what a broker writes on a listing, a building or a firm (shown in its details and counted in
// grids), added, edited, removed, listed; shared with the team on request (a team member may change only their own
// shared notes, an admin any).
import { z } from 'zod';
import { MAX_NOTE_CHARS, NOTE_TARGET_KINDS, type Note } from '../../domain/note';
import { textSchema } from '../../team/basics';
import { returns } from './returns';

/** A note's text: lines allowed; control and direction characters, which would reorder or hide what a colleague
 * reads, refused (the same rule as the team server's). */
export const noteTextSchema = textSchema(MAX_NOTE_CHARS);

export const noteTargetSchema = z.strictObject({
  kind: z.enum(NOTE_TARGET_KINDS, { error: `must be one of ${NOTE_TARGET_KINDS.join(', ')}` }),
  externalID: z.string().trim().min(1, 'must not be empty').max(64, 'is longer than 64 characters'),
});

const noteId = z.number().int('must be a whole number').min(1, 'must be a note id');

export const noteAddSchema = z.strictObject({
  target: noteTargetSchema,
  /** What the note is about as the broker sees it (a listing's title, a firm's name), kept for lists of notes. */
  targetName: z.string().trim().max(300, 'is longer than 300 characters').optional(),
  text: noteTextSchema,
  /** Share with the team at once (this laptop must have joined one, as a member or admin). */
  team: z.boolean().default(false),
});
export type NoteAdd = z.input<typeof noteAddSchema>;

export const NOTES_CHANNELS = {
  /** The notes on one target, the newest first; every note when no target is given. */
  'notes:list': {
    input: z.strictObject({ target: noteTargetSchema.optional() }),
    output: returns<Note[]>(),
  },
  /** How many notes each of these targets has: for a grid's notes column (targets without notes left out). */
  'notes:counts': {
    input: z.strictObject({
      kind: z.enum(NOTE_TARGET_KINDS),
      ids: z.array(z.string().max(64)).max(5000, 'asks for more than 5,000 at once'),
    }),
    output: returns<Record<string, number>>(),
  },
  'notes:add': { input: noteAddSchema, output: returns<Note>() },
  'notes:edit': { input: z.strictObject({ id: noteId, text: noteTextSchema }), output: returns<Note>() },
  'notes:remove': { input: z.strictObject({ id: noteId }), output: returns<{ removed: boolean }>() },
} as const;
