// Notes on listings, buildings and firms. A note is written by this broker (or, in a team, by the member this
// laptop joined as) and kept in the workspace; shared, it goes to the team through the team service's outbox in the
// same transaction as the write, so a note written offline reaches the team when the server is back. A shared note
// written by a colleague is changed only by its author or an admin, as the server rules.
import { AppFailure } from '#shared/errors';
import type { Note, NoteTarget, NoteTargetKind } from '#shared/domain/note';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { TeamService } from './team-service';

export interface NoteServiceOptions {
  workspace: WorkspaceStore;
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

  list(target?: NoteTarget): Note[] {
    return target ? this.notes.forTarget(target.kind, target.externalID) : this.notes.all();
  }

  counts(kind: NoteTargetKind, ids: readonly string[]): Record<string, number> {
    return this.notes.counts(kind, [...new Set(ids)]);
  }

  add(input: { target: NoteTarget; targetName?: string | undefined; text: string; team: boolean }): Note {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const id = workspace.db.transaction(() => {
      const noteId = this.notes.insert({
        target: input.target,
        targetName: input.targetName?.trim() || null,
        text: input.text,
        author: team.memberName(),
        at: this.now(),
      });
      // Shared in the same transaction: the note and its place in the outbox are written together or not at all.
      if (input.team) team.share('note', noteId);
      return noteId;
    })();
    return this.existing(id);
  }

  edit(id: number, text: string): Note {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const note = this.existing(id);
    this.assertMayChange(note);
    workspace.db.transaction(() => {
      this.notes.edit(id, text, this.now());
      team.noteChanged(id);
    })();
    return this.existing(id);
  }

  remove(id: number): { removed: boolean } {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const note = this.notes.get(id);
    if (!note || note.removedAt !== null) return { removed: false };
    this.assertMayChange(note);
    workspace.db.transaction(() => {
      this.notes.remove(id, this.now());
      team.noteRemoved(id);
    })();
    return { removed: true };
  }

  private existing(id: number): Note {
    const note = this.notes.get(id);
    if (!note || note.removedAt !== null) throw new AppFailure('not-found', `No note ${id}.`, { field: 'id' });
    const { removedAt: _removedAt, ...rest } = note;
    return rest;
  }

  private assertMayChange(note: Note): void {
    if (note.team && !this.options.team.mayEdit(note.team.by)) {
      throw new AppFailure(
        'validation',
        `This note is ${note.team.by}'s, shared with the team: only its author or an admin may change it.`,
        { field: 'id' },
      );
    }
  }
}
