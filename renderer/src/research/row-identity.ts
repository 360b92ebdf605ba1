// What makes a result row the same record in each research view: the grid keys its rows by it, and the rows of a
// fetch-all are merged by it (a gateway whose paging repeats page 1 sent the same 24 records three times).
import type { ListView } from '../state/navigation-store';

const ID_FIELD: Readonly<Record<ListView, string>> = {
  listings: 'externalID',
  projects: 'externalID',
  transactions: 'transactionId',
  agents: 'externalID',
  agencies: 'externalID',
  developers: 'externalID',
};

/** The id of a row of a view's results. */
export function rowIdOf(view: ListView): (row: unknown) => string {
  const field = ID_FIELD[view];
  return (row) => String((row as Record<string, unknown>)[field]);
}

/** The rows with each record once, in the order first given. */
export function distinctRows(view: ListView, rows: readonly unknown[]): unknown[] {
  const idOf = rowIdOf(view);
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = idOf(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
