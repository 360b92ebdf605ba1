// Compare boards: the compare panel's pins of one kind saved under a name, each pin with the snapshot it kept, so a
// board opens offline, here or on a colleague's laptop. Shared, a board is a team item of kind "compare-board": saved
// over, renamed or removed here, the change goes to the team through the outbox in the same transaction; a
// colleague's board is changed only by its author or an admin, as the server rules. Opening a board puts its pins
// in the panel in place of the pins of its kind; the board itself is unchanged by later pins.
import { AppFailure } from '#shared/errors';
import type { CompareKind } from '#shared/compare/compare-kinds';
import type { CompareBoard } from '#shared/domain/compare-board';
import type { PinsView } from '#shared/ipc/contract/compare';
import type { BoardPin } from '../store/workspace/compare-boards-repo';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { TeamService } from './team-service';

export interface CompareBoardServiceOptions {
  workspace: WorkspaceStore;
  team: TeamService;
  /** The data source the panel's pins are kept under. */
  source: () => string;
  /** The panel's pins of a kind, as the compare service lists them. */
  pins: (kind: CompareKind) => PinsView;
  now?: () => number;
}

export class CompareBoardService {
  private readonly now: () => number;

  constructor(private readonly options: CompareBoardServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  private get boards() {
    return this.options.workspace.compareBoards;
  }

  list(): CompareBoard[] {
    return this.boards.list();
  }

  /** The panel's pins of `kind` saved as a board: a new one (shared at once with `team`), or over board `id`. */
  save(input: { kind: CompareKind; name: string; id?: number | undefined; team?: boolean | undefined }): CompareBoard {
    const { workspace, team, source } = this.options;
    workspace.assertWritable();
    const pins: BoardPin[] = workspace.comparePins.list(source(), input.kind).map((p) => ({
      id: p.itemId,
      label: p.label,
      snapshot: JSON.parse(p.snapshot) as Record<string, unknown>,
      snapshotAt: p.snapshotAt,
    }));
    if (pins.length === 0) {
      throw new AppFailure(
        'validation',
        `Nothing of that kind (${input.kind}) is pinned to compare: pin items first.`,
        {
          field: 'kind',
        },
      );
    }
    const content = { kind: input.kind, name: input.name, pins };
    const at = this.now();
    if (input.id !== undefined) {
      const id = input.id;
      this.assertMayChange(this.existing(id));
      workspace.db.transaction(() => {
        this.boards.replace(id, content, at);
        team.itemChanged('compare-board', id);
      })();
      return this.existing(id);
    }
    const id = workspace.db.transaction(() => {
      const boardId = this.boards.insert({ ...content, at });
      // Shared in the same transaction: the board and its place in the outbox are written together or not at all.
      if (input.team) team.share('compare-board', boardId);
      return boardId;
    })();
    return this.existing(id);
  }

  /** The board's pins in the panel, in place of the panel's pins of its kind. */
  open(id: number): PinsView {
    const { workspace, source } = this.options;
    workspace.assertWritable();
    const board = this.existing(id);
    const stored = this.boards.get(id)!;
    const at = this.now();
    workspace.db.transaction(() => {
      workspace.comparePins.clear(source(), board.kind);
      for (const pin of stored.pins) {
        workspace.comparePins.put({
          source: source(),
          kind: board.kind,
          itemId: pin.id,
          label: pin.label,
          snapshot: JSON.stringify(pin.snapshot),
          pinnedAt: at,
          snapshotAt: pin.snapshotAt,
        });
      }
    })();
    return this.options.pins(board.kind);
  }

  remove(id: number): { removed: boolean } {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const stored = this.boards.get(id);
    if (!stored || stored.removedAt !== null) return { removed: false };
    this.assertMayChange(stored.board);
    workspace.db.transaction(() => {
      this.boards.remove(id, this.now());
      team.itemRemoved('compare-board', id);
    })();
    return { removed: true };
  }

  private existing(id: number): CompareBoard {
    const stored = this.boards.get(id);
    if (!stored || stored.removedAt !== null) {
      throw new AppFailure('not-found', `No compare board ${id}.`, { field: 'id' });
    }
    return stored.board;
  }

  private assertMayChange(board: CompareBoard): void {
    if (board.team && !this.options.team.mayEdit(board.team.by)) {
      throw new AppFailure(
        'validation',
        `This compare board is ${board.team.by}'s, shared with the team: only its author or an admin may change it.`,
        { field: 'id' },
      );
    }
  }
}
