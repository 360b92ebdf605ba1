// The worker's columnar copy of the stored transactions: one typed array per field, indexed by the row id of the
// transactions table, plus each place scope's list of row ids. SQLite stays the record; this is rebuilt from it.

export const PURPOSE_CODE = { 'for-sale': 1, 'for-rent': 2 } as const;
/** 0 unknown, 1 ready (completed), 2 off-plan (under construction). */
export const COMPLETION_CODE: Readonly<Record<string, number>> = { completed: 1, 'under-construction': 2 };

/** A growable list of row ids. */
export class SlotList {
  data: Int32Array;
  length: number;

  constructor(data: Int32Array = new Int32Array(16), length = 0) {
    this.data = data;
    this.length = length;
  }

  push(slot: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(16, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = slot;
  }

  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** A place scope: a source, a location id and a category filter ('*' for none). */
export function scopeKey(source: string, locationId: string, category: string): string {
  return `${source}\u0000${locationId}\u0000${category}`;
}

export interface Columns {
  /** 0 for an empty slot, else a PURPOSE_CODE. */
  purpose: Uint8Array;
  price: Float64Array;
  /** NaN when unknown. */
  pricePerSqft: Float64Array;
  /** -1 when unknown. */
  rooms: Int16Array;
  completion: Uint8Array;
  /** Days since 1970-01-01. */
  day: Int32Array;
  /** The place the transaction names (its building or project, or the place itself): a code of ColumnStore.places. */
  place: Int32Array;
}

export const COLUMN_NAMES = ['purpose', 'price', 'pricePerSqft', 'rooms', 'completion', 'day', 'place'] as const;

function allocate(capacity: number): Columns {
  const pricePerSqft = new Float64Array(capacity).fill(Number.NaN);
  return {
    purpose: new Uint8Array(capacity),
    price: new Float64Array(capacity),
    pricePerSqft,
    rooms: new Int16Array(capacity).fill(-1),
    completion: new Uint8Array(capacity),
    day: new Int32Array(capacity),
    place: new Int32Array(capacity),
  };
}

/** The names transactions record as their place, each once: a row's `place` is its index here. */
export class PlaceNames {
  readonly names: string[];
  private readonly codes: Map<string, number>;

  constructor(names: readonly string[] = []) {
    this.names = [...names];
    this.codes = new Map(this.names.map((name, i) => [name, i]));
  }

  code(name: string): number {
    let code = this.codes.get(name);
    if (code === undefined) {
      code = this.names.length;
      this.names.push(name);
      this.codes.set(name, code);
    }
    return code;
  }

  /** The code of a name already seen, or -1. */
  find(name: string): number {
    return this.codes.get(name) ?? -1;
  }
}

export class ColumnStore {
  columns: Columns;
  /** One past the highest row id held. */
  size = 0;
  readonly scopes = new Map<string, SlotList>();
  readonly places: PlaceNames;

  constructor(
    public generation: string,
    public seq = 0,
    public link = 0,
    columns?: Columns,
    size = 0,
    places?: PlaceNames,
  ) {
    this.columns = columns ?? allocate(1024);
    this.size = size;
    this.places = places ?? new PlaceNames();
  }

  get capacity(): number {
    return this.columns.purpose.length;
  }

  /** Grows the columns to hold row id `id`. */
  reserve(id: number): void {
    this.ensure(id);
  }

  private ensure(id: number): void {
    if (id < this.capacity) return;
    const next = allocate(Math.max(id + 1, Math.ceil(this.capacity * 1.5), 1024));
    for (const name of COLUMN_NAMES) (next[name] as { set(values: ArrayLike<number>): void }).set(this.columns[name]);
    this.columns = next;
  }

  setRow(
    id: number,
    purpose: string,
    price: number,
    pricePerSqft: number | null,
    rooms: number | null,
    completion: string | null,
    day: number,
    place = '',
  ): void {
    this.ensure(id);
    const c = this.columns;
    c.place[id] = this.places.code(place);
    c.purpose[id] = purpose === 'for-rent' ? PURPOSE_CODE['for-rent'] : PURPOSE_CODE['for-sale'];
    c.price[id] = price;
    c.pricePerSqft[id] = pricePerSqft !== null && pricePerSqft > 0 ? pricePerSqft : Number.NaN;
    c.rooms[id] = rooms ?? -1;
    c.completion[id] = (completion !== null && COMPLETION_CODE[completion]) || 0;
    c.day[id] = day;
    if (id >= this.size) this.size = id + 1;
  }

  /** Sets a row from the codes the cache reader gives (see ColumnChunk); NaN AED/sqft is unknown; `place` a PlaceNames code. */
  setCodes(
    id: number,
    purpose: number,
    price: number,
    pricePerSqft: number,
    rooms: number,
    completion: number,
    day: number,
    place: number,
  ): void {
    if (id >= this.capacity) this.ensure(id);
    const c = this.columns;
    c.place[id] = place;
    c.purpose[id] = purpose;
    c.price[id] = price;
    c.pricePerSqft[id] = pricePerSqft > 0 ? pricePerSqft : Number.NaN;
    c.rooms[id] = rooms;
    c.completion[id] = completion;
    c.day[id] = day;
    if (id >= this.size) this.size = id + 1;
  }

  /** The row ids of a scope, created empty when new. */
  scopeList(key: string): SlotList {
    let list = this.scopes.get(key);
    if (!list) this.scopes.set(key, (list = new SlotList()));
    return list;
  }

  addLink(key: string, tx: number): void {
    this.scopeList(key).push(tx);
  }

  slots(key: string): Int32Array {
    return this.scopes.get(key)?.view() ?? new Int32Array(0);
  }
}
