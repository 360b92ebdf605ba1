// Keeps the columnar copy current with the cache database: the persisted copy is taken when its generation
// matches, then every row stored since its high-water mark (the store sequence) and every new place link is read.
// A changed generation (a rebuilt cache, a deletion) means a full rebuild. Cheap when nothing changed: one query.
import type { TransactionsReader } from '../../store/transactions-repo';
import { loadColumns } from './column-file';
import { ColumnStore, scopeKey } from './column-store';

export interface SyncOutcome {
  store: ColumnStore;
  /** How the copy was obtained this time. */
  origin: 'memory' | 'file' | 'rebuilt';
  rowsRead: number;
  linksRead: number;
}

export function syncColumns(current: ColumnStore | null, reader: TransactionsReader, file: string): SyncOutcome {
  return reader.snapshot(() => {
    const marks = reader.marks();
    let store = current && current.generation === marks.generation ? current : null;
    let origin: SyncOutcome['origin'] = 'memory';
    if (!store) {
      const saved = loadColumns(file);
      store = saved && saved.generation === marks.generation ? saved : new ColumnStore(marks.generation);
      origin = store === saved ? 'file' : 'rebuilt';
    }
    let rowsRead = 0;
    if (marks.seq > store.seq) {
      for (const [id, purpose, price, perSqft, rooms, completion, day] of reader.rowsAfter(store.seq)) {
        store.setRow(id, purpose, price, perSqft, rooms, completion, day);
        rowsRead++;
      }
      store.seq = marks.seq;
    }
    let linksRead = 0;
    if (marks.link > store.link) {
      for (const [, source, locationId, category, tx] of reader.linksAfter(store.link)) {
        store.addLink(scopeKey(source, locationId, category), tx);
        linksRead++;
      }
      store.link = marks.link;
    }
    return { store, origin, rowsRead, linksRead };
  });
}
