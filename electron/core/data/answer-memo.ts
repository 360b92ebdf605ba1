// The normalized answers served most recently, kept in memory so that a repeated cache hit does no parsing and no
// normalizing at all. An entry is only used while the saved answer it came from is still the one in the cache
// (same fetch time), so a purge, a refresh or another process writing the cache is never hidden by it.
export interface MemoEntry {
  fetchedAt: number;
  result: unknown;
  params: unknown;
}

export class AnswerMemo {
  private readonly entries = new Map<string, MemoEntry>();

  constructor(private readonly capacity = 256) {}

  get(key: string, currentFetchedAt: number | null): MemoEntry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.fetchedAt !== currentFetchedAt) return null;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: MemoEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
