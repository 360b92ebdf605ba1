// The listing_states table: a listing's state (price and attributes) recorded once per unchanged stretch of a
// watch item's snapshots. A row belongs to snapshot S of its item when first_snapshot <= S and last_snapshot is
// NULL (still current) or >= S, so a listing unchanged for a year is one row, not 365. Its rows are read without a
// zod pass, unlike the other tables: the STRICT column types already fix their shape, and a diff reads thousands.
import type { Database } from 'better-sqlite3';

/** 0: a listing; 1: a developer's project (from /search-new-projects). */
export type Entity = 0 | 1;

export interface ListingState {
  entity: Entity;
  externalID: string;
  /** A 48-bit hash of the tracked attributes: equal hashes mean an unchanged listing. */
  hash: number;
  price: number | null;
  /** 0 for sale, 1 for rent; null for projects. */
  purpose: 0 | 1 | null;
  rentFrequency: string | null;
  rooms: number | null;
  baths: number | null;
  areaSqft: number | null;
  propertyType: string | null;
  /** Place ids broadest first, as '/id/id/id/', so one place is found with instr(). */
  location: string | null;
  /** When the data service says it was listed, epoch seconds. */
  createdAt: number | null;
  /** The title as JSON of its words per language; not hashed (a reworded title is no change); null before v8. */
  title: string | null;
}

export interface StoredState extends ListingState {
  id: number;
  itemId: number;
  firstSnapshot: number;
  lastSnapshot: number | null;
}

interface StateRow {
  id: number;
  item_id: number;
  entity: Entity;
  external_id: string;
  state_hash: number;
  price: number | null;
  purpose: 0 | 1 | null;
  rent_frequency: string | null;
  rooms: number | null;
  baths: number | null;
  area_sqft: number | null;
  property_type: string | null;
  location: string | null;
  created_at: number | null;
  title: string | null;
  first_snapshot: number;
  last_snapshot: number | null;
}

function toState(r: StateRow): StoredState {
  return {
    id: r.id,
    itemId: r.item_id,
    entity: r.entity,
    externalID: r.external_id,
    hash: r.state_hash,
    price: r.price,
    purpose: r.purpose,
    rentFrequency: r.rent_frequency,
    rooms: r.rooms,
    baths: r.baths,
    areaSqft: r.area_sqft,
    propertyType: r.property_type,
    location: r.location,
    createdAt: r.created_at,
    title: r.title,
    firstSnapshot: r.first_snapshot,
    lastSnapshot: r.last_snapshot,
  };
}

/** [id, entity, external_id, price, first_snapshot, last_snapshot]. */
export type LeanState = [number, Entity, string, number | null, number, number | null];

export interface OpenState {
  id: number;
  entity: Entity;
  externalID: string;
  hash: number;
  price: number | null;
}

export function createListingStatesRepo(db: Database) {
  const open = db.prepare<[number], [number, Entity, string, number, number | null]>(
    'SELECT id, entity, external_id, state_hash, price FROM listing_states WHERE item_id = ? AND last_snapshot IS NULL',
  );
  open.raw(true);
  const close = db.prepare('UPDATE listing_states SET last_snapshot = ? WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO listing_states (item_id, entity, external_id, state_hash, price, purpose, rent_frequency, rooms,
     baths, area_sqft, property_type, location, created_at, title, first_snapshot)
     VALUES (@itemId, @entity, @externalID, @hash, @price, @purpose, @rentFrequency, @rooms, @baths, @areaSqft,
     @propertyType, @location, @createdAt, @title, @snapshot)`,
  );
  // Two index ranges on (item_id, last_snapshot): the current states, and those that ended at or after `min`.
  const between = db.prepare<[number, number, number, number, number], StateRow>(
    `SELECT * FROM listing_states WHERE item_id = ? AND last_snapshot IS NULL AND first_snapshot <= ?
     UNION ALL
     SELECT * FROM listing_states WHERE item_id = ? AND last_snapshot >= ? AND first_snapshot <= ?`,
  );
  const leanBetween = db.prepare<[number, number, number, number, number], unknown[]>(
    `SELECT id, entity, external_id, price, first_snapshot, last_snapshot FROM listing_states
     WHERE item_id = ? AND last_snapshot IS NULL AND first_snapshot <= ?
     UNION ALL
     SELECT id, entity, external_id, price, first_snapshot, last_snapshot FROM listing_states
     WHERE item_id = ? AND last_snapshot >= ? AND first_snapshot <= ?`,
  );
  leanBetween.raw(true);
  const byIds = db.prepare<[string], StateRow>(
    'SELECT * FROM listing_states WHERE id IN (SELECT value FROM json_each(?))',
  );
  const ranges = db.prepare<
    [number],
    { first_snapshot: number; last_snapshot: number | null; location: string | null }
  >('SELECT first_snapshot, last_snapshot, location FROM listing_states WHERE item_id = ? AND entity = 0');
  const inPlace = db.prepare<[number, string], { first_snapshot: number; last_snapshot: number | null }>(
    `SELECT first_snapshot, last_snapshot FROM listing_states
     WHERE item_id = ? AND entity = 0 AND instr(location, '/' || ? || '/') > 0`,
  );
  const statesInPlace = db.prepare<[number, string], StateRow>(
    `SELECT * FROM listing_states
     WHERE item_id = ? AND entity = 0 AND instr(location, '/' || ? || '/') > 0 ORDER BY first_snapshot, id`,
  );
  const forListing = db.prepare<[string], StateRow>(
    'SELECT * FROM listing_states WHERE external_id = ? AND entity = 0 ORDER BY first_snapshot, id',
  );
  const count = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM listing_states WHERE item_id = ?');
  return {
    /** The item's current states (those of its latest complete snapshot). */
    open: (itemId: number): OpenState[] =>
      open.all(itemId).map(([id, entity, externalID, hash, price]) => ({ id, entity, externalID, hash, price })),
    /** Call inside the snapshot's transaction: these states ended with snapshot `last`. */
    close: (ids: readonly number[], last: number): void => {
      for (const id of ids) close.run(last, id);
    },
    /** Call inside the snapshot's transaction: states that begin with snapshot `snapshot`. */
    insertMany: (itemId: number, snapshot: number, states: readonly ListingState[]): void => {
      for (const s of states) insert.run({ itemId, snapshot, ...s });
    },
    /** States present in snapshot `a` or `b` of the item (or any snapshot between them). */
    between: (itemId: number, a: number, b: number): StoredState[] => {
      const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
      return between.all(itemId, hi, itemId, lo, hi).map(toState);
    },
    /** The same, with only what a comparison needs (no object per row: a diff reads thousands). */
    leanBetween: (itemId: number, a: number, b: number): LeanState[] => {
      const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
      return leanBetween.all(itemId, hi, itemId, lo, hi) as LeanState[];
    },
    byIds: (ids: readonly number[]): StoredState[] => (ids.length ? byIds.all(JSON.stringify(ids)).map(toState) : []),
    presentAt: (itemId: number, snapshot: number): StoredState[] =>
      between.all(itemId, snapshot, itemId, snapshot, snapshot).map(toState),
    /** Membership ranges of the item's listings with their places, for counts per place over time. */
    ranges: (itemId: number): { first: number; last: number | null; location: string | null }[] =>
      ranges.all(itemId).map((r) => ({ first: r.first_snapshot, last: r.last_snapshot, location: r.location })),
    rangesInPlace: (itemId: number, placeId: string): { first: number; last: number | null }[] =>
      inPlace.all(itemId, placeId).map((r) => ({ first: r.first_snapshot, last: r.last_snapshot })),
    /** Every state of the item's listings at or below a place (gone ones too), oldest first. */
    statesInPlace: (itemId: number, placeId: string): StoredState[] => statesInPlace.all(itemId, placeId).map(toState),
    forListing: (externalID: string): StoredState[] => forListing.all(externalID).map(toState),
    count: (itemId: number): number => count.get(itemId)?.n ?? 0,
  };
}

export type ListingStatesRepo = ReturnType<typeof createListingStatesRepo>;
