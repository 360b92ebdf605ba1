// Notes on listings, buildings and firms. A note is written by this broker (or, in a team, by the member this
// laptop joined as) and kept in the workspace; shared, it goes to the team through the team service's outbox in the
// same unit of work as the write, so a note written offline reaches the team when the server is back. A shared note
// written by a colleague is changed only by its author or an admin, as the server rules.
import { AppFailure } from '#shared/errors';
import type { Note, NoteTarget, NoteTargetKind } from '#shared/domain/note';
import type { Workspace } from '../store/workspace/workspace';
import type { TeamService } from './team-service';
import { ref } from '#shared/messages/message-ref';

export interface NoteServiceOptions {
  workspace: Workspace;
  team: TeamService;
  now?: () => number;
}

export class NoteService {
  private readonly now: () => number;

  constructor(private readonly options: NoteServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  private get notes() {
    return this.options.workspace.notes;
  }

  list(target?: NoteTarget): Promise<Note[]> {
    return target ? this.notes.forTarget(target.kind, target.externalID) : this.notes.all();
  }

  counts(kind: NoteTargetKind, ids: readonly string[]): Promise<Record<string, number>> {
    return this.notes.counts(kind, [...new Set(ids)]);
  }

  async add(input: {
    target: NoteTarget;
    targetName?: string | undefined;
    text: string;
    team: boolean;
  }): Promise<Note> {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const author = await team.memberName();
    const id = await workspace.unitOfWork(async (tx) => {
      const noteId = await tx.notes.insert({
        target: input.target,
        targetName: input.targetName?.trim() || null,
        text: input.text,
        author,
        at: this.now(),
      });
      // Shared in the same unit: the note and its place in the outbox are written together or not at all.
      if (input.team) await team.share('note', noteId, tx);
      return noteId;
    });
    return this.existing(id);
  }

  async edit(id: number, text: string): Promise<Note> {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const note = await this.existing(id);
    await this.assertMayChange(note);
    await workspace.unitOfWork(async (tx) => {
      await tx.notes.edit(id, text, this.now());
      await team.noteChanged(tx, id);
    });
    return this.existing(id);
  }

  async remove(id: number): Promise<{ removed: boolean }> {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const note = await this.notes.get(id);
    if (!note || note.removedAt !== null) return { removed: false };
    await this.assertMayChange(note);
    await workspace.unitOfWork(async (tx) => {
      await tx.notes.remove(id, this.now());
      await team.noteRemoved(tx, id);
    });
    return { removed: true };
  }

  private async existing(id: number): Promise<Note> {
    const note = await this.notes.get(id);
    if (!note || note.removedAt !== null)
      throw new AppFailure('not-found', ref('error.note.noId', { id: String(id) }), { field: 'id' });
    const { removedAt: _removedAt, ...rest } = note;
    return rest;
  }

  private async assertMayChange(note: Note): Promise<void> {
    if (note.team && !(await this.options.team.mayEdit(note.team.by))) {
      throw new AppFailure('validation', ref('error.team.notYours', { item: 'note', author: note.team.by }), {
        field: 'id',
      });
    }
  }
}
