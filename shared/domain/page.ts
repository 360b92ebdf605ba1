// One page of any list answer, normalized: the items that could be read, the paging, and how many could not.
export interface ResultPage<T> {
  items: T[];
  /** Matches the service reports in all pages (not just this one). */
  total: number;
  /** The page returned, starting at 1. */
  page: number;
  totalPages: number;
  /** The fixed page size of the operation; null for lists the service does not page. */
  pageSize: number | null;
  /** Items the service sent that could not be read; left out rather than guessed at. */
  rejected: number;
  /** Why, one reason per rejected item (e.g. "listing 123 has no price"); absent when none was rejected. */
  rejectedReasons?: string[];
}
