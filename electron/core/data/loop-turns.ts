// Pages that arrive together (eight requests in flight answer in one burst) would each be normalized and written
// to the cache back to back, in one turn of the event loop, holding the host's timers and IPC for tens of
// milliseconds. Each takes a turn of its own instead: one page's work per turn of the loop (main-thread bench:
// the longest stall while fetch-all stores 100 pages fell from about 48 ms to one page's work).
export class LoopTurns {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves in a later turn of the event loop than the previous caller's turn did. */
  next(): Promise<void> {
    const turn = this.tail.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.tail = turn;
    return turn;
  }
}
