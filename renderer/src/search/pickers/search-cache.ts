// Suggestions already fetched this session, by picker, language and query: typing back over a query costs no
// request (each one can cost the broker quota on a live connection).
import type { Lang } from '#shared/domain/lang';

export interface SearchPage<T> {
  items: T[];
  total: number;
}

const MAX_ENTRIES = 300;
const entries = new Map<string, SearchPage<unknown>>();

export function cacheKey(kind: string, lang: Lang, query: string): string {
  return `${kind}\u0000${lang}\u0000${query.trim().toLocaleLowerCase()}`;
}

export function peekSuggestions<T>(key: string): SearchPage<T> | undefined {
  return entries.get(key) as SearchPage<T> | undefined;
}

export function rememberSuggestions<T>(key: string, page: SearchPage<T>): void {
  entries.delete(key);
  entries.set(key, page as SearchPage<unknown>);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export function clearSuggestions(): void {
  entries.clear();
}

/** The shortest query worth a request: one character of a CJK script says much more than one Latin letter. */
export function minQueryLength(query: string, latinMin: number): number {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(query) ? 1 : latinMin;
}
