// Rows of a large table reach the worker in slices, each its own message: cloning 100,000 rows in one message
// would hold the core's thread for a second or more. The slices wait here, by stage id, until the write takes them.
import { AppFailure } from '#shared/errors';
import type { Cell } from '#shared/export/table';

const stages = new Map<string, Cell[][][]>();

/** Rows per message: small enough that cloning one slice never holds the sending thread for long. */
export const STAGE_SLICE_ROWS = 500;

export function stageRows(stage: string, sheet: number, rows: Cell[][]): number {
  let sheets = stages.get(stage);
  if (!sheets) stages.set(stage, (sheets = []));
  const target = (sheets[sheet] ??= []);
  for (const row of rows) target.push(row);
  return target.length;
}

/** Takes a stage's rows (the stage is gone afterwards). */
export function takeStage(stage: string): Cell[][][] {
  const sheets = stages.get(stage);
  if (!sheets) throw new AppFailure('internal', `No rows were staged for export ${stage}.`);
  stages.delete(stage);
  return sheets;
}

export function dropStage(stage: string): boolean {
  return stages.delete(stage);
}
