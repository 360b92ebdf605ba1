// Re-reads asked for in bursts, done a few at a time. Loading a market fetches about 200 pages and the core says
// `usage:changed` after each: the status bar read the usage view again every time, 439 reads in one end-to-end file,
// each a round trip, two queries of the request log and a render, for counts a person reads at most a few times a
// second. Here one read runs at a time, the next starts no sooner than `gapMs` after the last one started, and a
// request made while one runs or waits is answered by the next read, so what is shown always ends as the latest.

export interface CoalescedReads {
  /** Asks for a read: at once when none ran in the last `gapMs`, else by the next one. */
  request(): void;
  /** True from a request until the read that answers it has ended. */
  pending(): boolean;
  /** Told each time pending() changes. */
  onPending(listener: (pending: boolean) => void): () => void;
  /** Stops: no read starts after this. */
  dispose(): void;
}

export function coalescedReads(read: () => Promise<unknown>, gapMs: number): CoalescedReads {
  let asked = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastStart = -Infinity;
  let disposed = false;
  let shownPending = false;
  const listeners = new Set<(pending: boolean) => void>();

  const isPending = (): boolean => asked || running;
  const tell = (): void => {
    const now = isPending();
    if (now === shownPending) return;
    shownPending = now;
    for (const listener of listeners) listener(now);
  };

  const start = (): void => {
    timer = null;
    if (disposed || !asked) return;
    asked = false;
    running = true;
    lastStart = Date.now();
    // A failed read is the caller's to handle; it still ends this one, so that the next can start.
    void read()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (asked) schedule();
        tell();
      });
  };

  const schedule = (): void => {
    if (disposed || running || timer !== null) return;
    const wait = lastStart + gapMs - Date.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  };

  return {
    request() {
      if (disposed) return;
      asked = true;
      schedule();
      tell();
    },
    pending: isPending,
    onPending(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      asked = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      listeners.clear();
    },
  };
}
