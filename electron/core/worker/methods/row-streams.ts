// Rows of a large table reach the worker in slices, each its own message (cloning 100,000 rows in one message would
// hold the core's thread for a second or more), and go straight into the writer as they come: one slice in memory
// at a time. An append is answered once the writer has taken its rows, which paces the sender to the writer.
import { AppFailure } from '#shared/errors';
import type { Cell } from '#shared/export/table';
import { ref } from '#shared/messages/message-ref';

/** Rows per message: small enough that cloning one slice never holds the sending thread for long. */
export const SLICE_ROWS = 500;

interface Slice {
  rows: Cell[][];
  taken: () => void;
}

/** The rows of one sheet as an async iterable fed by appended slices. */
export class SliceQueue implements AsyncIterable<readonly Cell[]> {
  private readonly slices: Slice[] = [];
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  push(rows: Cell[][]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.ended) return Promise.reject(new AppFailure('internal', ref('error.worker.lateRows')));
    return new Promise<void>((taken) => {
      this.slices.push({ rows, taken });
      this.wake?.();
    });
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  fail(error: Error): void {
    this.failure = error;
    for (const slice of this.slices.splice(0)) slice.taken();
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<readonly Cell[]> {
    for (;;) {
      const slice = this.slices.shift();
      if (slice) {
        slice.taken();
        yield* slice.rows;
        continue;
      }
      if (this.failure) throw this.failure;
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}

const streams = new Map<string, SliceQueue[]>();

/** Opens the queues of a streamed table, one per sheet, before its writer starts reading them. */
export function openStream(id: string, sheets: number): SliceQueue[] {
  const queues = Array.from({ length: sheets }, () => new SliceQueue());
  streams.set(id, queues);
  return queues;
}

function queuesOf(id: string): SliceQueue[] {
  const queues = streams.get(id);
  if (!queues) throw new AppFailure('cancelled', ref('error.worker.exportGone'));
  return queues;
}

/** Appends a slice to a sheet; the sheets before it are complete (slices come in order). */
export function appendRows(id: string, sheet: number, rows: Cell[][]): Promise<void> {
  const queues = queuesOf(id);
  for (let s = 0; s < sheet; s++) queues[s]?.end();
  const queue = queues[sheet];
  if (!queue) throw new AppFailure('internal', ref('error.worker.noSheet', { sheet: String(sheet) }));
  return queue.push(rows);
}

export function endStream(id: string): void {
  for (const queue of streams.get(id) ?? []) queue.end();
}

/** Closes a stream when its writer is done, failing any slice still waiting. */
export function closeStream(id: string, error?: Error): void {
  const queues = streams.get(id);
  streams.delete(id);
  if (error) for (const queue of queues ?? []) queue.fail(error);
}
