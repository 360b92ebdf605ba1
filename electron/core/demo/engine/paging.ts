// Pagination blocks exactly as the spec shapes them: standard lists, /transactions, and lookups.
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}

/** A page past the end is an empty list with the true totals. */
export function paginate<T>(all: readonly T[], page: number | undefined, size: number): Page<T> {
  const current = page ?? 1;
  const start = (current - 1) * size;
  return {
    items: all.slice(start, start + size),
    total: all.length,
    page: current,
    totalPages: Math.ceil(all.length / size),
    hitsPerPage: size,
  };
}

export function standardBlock<K extends string, T, U>(key: K, page: Page<T>, present: (item: T) => U) {
  return {
    [key]: page.items.map(present),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
    hitsPerPage: page.hitsPerPage,
  } as Record<K, U[]> & { total: number; page: number; totalPages: number; hitsPerPage: number };
}
