// Compare boards: the compare panel's pins of one kind saved under a name, each pin with the snapshot it kept, so a
// board opens offline, here or on a colleague's laptop. Shared, a board is a team item of kind "compare-board": saved
// over, renamed or removed here, the change goes to the team through the outbox in the same unit of work; a
// colleague's board is changed only by its author or an admin, as the server rules. Opening a board puts its pins
// in the panel in place of the pins of its kind; the board itself is unchanged by later pins.
import { AppFailure } from '#shared/errors';
import type { CompareKind } from '#shared/compare/compare-kinds';
import type { CompareBoard } from '#shared/domain/compare-board';
import type { PinsView } from '#shared/ipc/contract/compare';
import type { BoardPin } from '../store/workspace/compare-boards-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { TeamService } from './team-service';
import { ref } from '#shared/messages/message-ref';

export interface CompareBoardServiceOptions {
  workspace: Workspace;
  team: TeamService;
  /** The data source the panel's pins are kept under. */
  source: () => string;
  /** The panel's pins of a kind, as the compare service lists them. */
  pins: (kind: CompareKind) => Promise<PinsView>;
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

  list(): Promise<CompareBoard[]> {
    return this.boards.list();
  }

  /** The panel's pins of `kind` saved as a board: a new one (shared at once with `team`), or over board `id`. */
  async save(input: {
    kind: CompareKind;
    name: string;
    id?: number | undefined;
    team?: boolean | undefined;
  }): Promise<CompareBoard> {
    const { workspace, team, source } = this.options;
    workspace.assertWritable();
    const pins: BoardPin[] = (await workspace.comparePins.list(source(), input.kind)).map((p) => ({
      id: p.itemId,
      label: p.label,
      snapshot: JSON.parse(p.snapshot) as Record<string, unknown>,
      snapshotAt: p.snapshotAt,
    }));
    if (pins.length === 0) {
      throw new AppFailure('validation', ref('error.board.nothingPinned', { kind: input.kind }), {
        field: 'kind',
      });
    }
    const content = { kind: input.kind, name: input.name, pins };
    const at = this.now();
    if (input.id !== undefined) {
      const id = input.id;
      await this.assertMayChange(await this.existing(id));
      await workspace.unitOfWork(async (tx) => {
        await tx.compareBoards.replace(id, content, at);
        await team.itemChanged(tx, 'compare-board', id);
      });
      return this.existing(id);
    }
    const id = await workspace.unitOfWork(async (tx) => {
      const boardId = await tx.compareBoards.insert({ ...content, at });
      // Shared in the same unit: the board and its place in the outbox are written together or not at all.
      if (input.team) await team.share('compare-board', boardId, tx);
      return boardId;
    });
    return this.existing(id);
  }

  /** The board's pins in the panel, in place of the panel's pins of its kind. */
  async open(id: number): Promise<PinsView> {
    const { workspace, source } = this.options;
    workspace.assertWritable();
    const board = await this.existing(id);
    const stored = (await this.boards.get(id))!;
    const at = this.now();
    await workspace.unitOfWork(async (tx) => {
      await tx.comparePins.clear(source(), board.kind);
      for (const pin of stored.pins) {
        await tx.comparePins.put({
          source: source(),
          kind: board.kind,
          itemId: pin.id,
          label: pin.label,
          snapshot: JSON.stringify(pin.snapshot),
          pinnedAt: at,
          snapshotAt: pin.snapshotAt,
        });
      }
    });
    return this.options.pins(board.kind);
  }

  async remove(id: number): Promise<{ removed: boolean }> {
    const { workspace, team } = this.options;
    workspace.assertWritable();
    const stored = await this.boards.get(id);
    if (!stored || stored.removedAt !== null) return { removed: false };
    await this.assertMayChange(stored.board);
    await workspace.unitOfWork(async (tx) => {
      await tx.compareBoards.remove(id, this.now());
      await team.itemRemoved(tx, 'compare-board', id);
    });
    return { removed: true };
  }

  private async existing(id: number): Promise<CompareBoard> {
    const stored = await this.boards.get(id);
    if (!stored || stored.removedAt !== null) {
      throw new AppFailure('not-found', ref('error.board.noId', { id: String(id) }), { field: 'id' });
    }
    return stored.board;
  }

  private async assertMayChange(board: CompareBoard): Promise<void> {
    if (board.team && !(await this.options.team.mayEdit(board.team.by))) {
      throw new AppFailure('validation', ref('error.team.notYours', { item: 'board', author: board.team.by }), {
        field: 'id',
      });
    }
  }
}
