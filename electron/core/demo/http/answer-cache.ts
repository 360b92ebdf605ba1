// The demo service's answers of the current market day, serialised once: a repeated question (the same page of the
// same search) is answered from here instead of being searched and serialised again. The day is part of the key, so
// moving the clock never serves yesterday's market.
import type { DemoResponse } from './responses';

export class DemoAnswerCache {
  private readonly entries = new Map<string, DemoResponse>();

  constructor(private readonly capacity = 512) {}

  /** The key of a question: the market day, the path and its parameters in a canonical order, and the options. */
  static keyOf(day: number, method: string, url: URL, variant: string): string {
    const params = [...url.searchParams].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
    return `${day}|${method}|${url.pathname}?${new URLSearchParams(params).toString()}|${variant}`;
  }

  answer(key: string, compute: () => DemoResponse): DemoResponse {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const answer = compute();
    this.entries.set(key, answer);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return answer;
  }
}
