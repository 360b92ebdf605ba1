// The columnar copy persisted beside the cache (analytics-columns.bin), so a cold start reads a few megabytes of
// typed arrays instead of 500,000 rows: a JSON header (generation, high-water marks, scopes), then each column and
// each scope's row ids, raw and 8-byte aligned. Written to a temporary file and renamed, so it is whole or absent.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { COLUMN_NAMES, ColumnStore, PlaceNames, SlotList, type Columns } from './column-store';

const MAGIC = 'AQCOL01\n';
/**
 * 2: rooms of offices, shops and land read as unknown, not as studios. 3: each row's recorded place (its building or
 * project) and the names of those places. A copy of an older version is rebuilt.
 */
const VERSION = 3;

interface Header {
  version: number;
  generation: string;
  seq: number;
  link: number;
  size: number;
  scopes: [key: string, length: number][];
  /** The recorded place names, in code order. */
  places: string[];
}

type Typed = Uint8Array | Int16Array | Int32Array | Float64Array;

const pad8 = (n: number): number => (n + 7) & ~7;

export function saveColumns(store: ColumnStore, file: string): number {
  const header: Header = {
    version: VERSION,
    generation: store.generation,
    seq: store.seq,
    link: store.link,
    size: store.size,
    scopes: [...store.scopes].map(([key, list]) => [key, list.length]),
    places: store.places.names,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const parts: Typed[] = [
    ...COLUMN_NAMES.map((name) => store.columns[name].subarray(0, store.size)),
    ...[...store.scopes.values()].map((list) => list.view()),
  ];
  let total = pad8(MAGIC.length + 4 + headerBytes.length);
  for (const part of parts) total += pad8(part.byteLength);
  const out = Buffer.alloc(total);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(out, MAGIC.length + 4);
  let offset = pad8(MAGIC.length + 4 + headerBytes.length);
  for (const part of parts) {
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset);
    offset += pad8(part.byteLength);
  }
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, out);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return total;
}

function readTyped<T extends Typed>(
  make: new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T,
  bytes: Buffer,
  offset: number,
  length: number,
): T {
  const at = bytes.byteOffset + offset;
  if (at % 8 === 0) return new make(bytes.buffer, at, length);
  // A file buffer that is not 8-byte aligned (small files share a pool): copy it out instead.
  const copy = new Uint8Array(length * (make as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT);
  copy.set(bytes.subarray(offset, offset + copy.length));
  return new make(copy.buffer, 0, length);
}

/** The persisted copy, or null when it is absent, unreadable or of another format. */
export function loadColumns(file: string): ColumnStore | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  try {
    if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return null;
    const headerLength = bytes.readUInt32LE(MAGIC.length);
    const header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header;
    if (header.version !== VERSION) return null;
    let offset = pad8(MAGIC.length + 4 + headerLength);
    // Views over the file's own buffer, no copy: the columns are copied only when rows beyond them arrive.
    const column = <T extends Typed>(
      make: new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T,
    ): T => {
      const array = readTyped(make, bytes, offset, header.size);
      offset += pad8(header.size * array.BYTES_PER_ELEMENT);
      return array;
    };
    let total = offset;
    for (const bytesPer of [1, 8, 8, 2, 1, 4, 4]) total += pad8(header.size * bytesPer);
    for (const [, length] of header.scopes) total += pad8(length * 4);
    if (total > bytes.length) return null;
    const columns: Columns = {
      purpose: column(Uint8Array),
      price: column(Float64Array),
      pricePerSqft: column(Float64Array),
      rooms: column(Int16Array),
      completion: column(Uint8Array),
      day: column(Int32Array),
      place: column(Int32Array),
    };
    const places = new PlaceNames(Array.isArray(header.places) ? header.places : []);
    const store = new ColumnStore(header.generation, header.seq, header.link, columns, header.size, places);
    for (const [key, length] of header.scopes) {
      store.scopes.set(key, new SlotList(readTyped(Int32Array, bytes, offset, length), length));
      offset += pad8(length * 4);
    }
    return store;
  } catch {
    return null;
  }
}
