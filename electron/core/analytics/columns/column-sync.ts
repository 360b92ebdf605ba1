// Keeps the columnar copy current with the cache database: the persisted copy is taken when its generation
// matches, then every row stored since its high-water mark (the store sequence) and every new place link is read.
// A changed generation (a rebuilt cache, a deletion) means a full rebuild. Cheap when nothing changed: one query.
import { LOCATION_SEPARATOR, type ColumnChunk, type TransactionsReader } from '../../store/transactions-repo';
import { loadColumns } from './column-file';
import { ColumnStore, scopeKey } from './column-store';
import { parseNumberList } from './number-list';

export interface SyncOutcome {
  store: ColumnStore;
  /** How the copy was obtained this time. */
  origin: 'memory' | 'file' | 'rebuilt';
  rowsRead: number;
  linksRead: number;
}

const countFields = (text: string): number => {
  let n = 1;
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) n++;
  return n;
};

/** One chunk of rows into the columns, through parsed lists rather than a row object each. */
function readChunk(store: ColumnStore, chunk: ColumnChunk): void {
  const n = chunk.n;
  const list = (text: string) => parseNumberList(text, new Float64Array(n), n);
  const ids = list(chunk.id);
  const purpose = list(chunk.purpose);
  const price = list(chunk.price);
  const perSqft = list(chunk.pricePerSqft);
  const rooms = list(chunk.rooms);
  const completion = list(chunk.completion);
  const day = list(chunk.day);
  // Names, not numbers: a separator no place name holds keeps them in step with the other lists.
  const places = chunk.location.split(LOCATION_SEPARATOR);
  store.reserve(ids[n - 1]!);
  for (let i = 0; i < n; i++)
    store.setCodes(
      ids[i]!,
      purpose[i]!,
      price[i]!,
      perSqft[i]!,
      rooms[i]!,
      completion[i]!,
      day[i]!,
      store.places.code(places[i] ?? ''),
    );
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
      for (const chunk of reader.chunksAfter(store.seq)) {
        readChunk(store, chunk);
        rowsRead += chunk.n;
      }
      store.seq = marks.seq;
    }
    let linksRead = 0;
    if (marks.link > store.link) {
      for (const group of reader.linksAfter(store.link)) {
        const list = store.scopeList(scopeKey(group.source, group.locationId, group.category));
        const count = countFields(group.txs);
        const txs = parseNumberList(group.txs, new Int32Array(count), count);
        for (let i = 0; i < count; i++) list.push(txs[i]!);
        linksRead += count;
      }
      store.link = marks.link;
    }
    return { store, origin, rowsRead, linksRead };
  });
}
