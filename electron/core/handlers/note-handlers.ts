// Handlers of notes: thin adapters to the note service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type NoteHandlers = Pick<Handlers, 'notes:list' | 'notes:counts' | 'notes:add' | 'notes:edit' | 'notes:remove'>;

export function createNoteHandlers({ notes }: Services): NoteHandlers {
  return {
    'notes:list': async (input) => notes.list(input.target),
    'notes:counts': async (input) => notes.counts(input.kind, input.ids),
    'notes:add': async (input) => notes.add(input),
    'notes:edit': async (input) => notes.edit(input.id, input.text),
    'notes:remove': async (input) => notes.remove(input.id),
  };
}
