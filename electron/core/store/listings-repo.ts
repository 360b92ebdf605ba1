// Listings seen in any answer, upserted for analytics and portfolios; first_seen survives later upserts.
import type { Database } from 'better-sqlite3';

/** What the table needs of a listing; the domain's ListingSummary satisfies it. */
export interface StorableListing {
  externalID: string;
  purpose: string;
  price: number;
  rooms: number | null;
  areaSqft: number | null;
  agency: { externalID: string | null } | null;
  agent: { externalID: string | null } | null;
  location: readonly { name: string }[];
}

/** A listing as portfolio figures need it; `data` is the normalized listing's JSON (for its rent frequency). */
export interface HeldListing {
  purpose: string;
  price: number;
  rooms: number | null;
  /** The place trail, broadest first, joined with " > ". */
  location: string;
  data: string;
}

/** A listing's row in the listings table, in column order (first seen and fetched both at `fetchedAt`). */
export type ListingRow = [
  source: string,
  externalID: string,
  purpose: string,
  price: number,
  rooms: number | null,
  areaSqft: number | null,
  agencyID: string | null,
  agentID: string | null,
  location: string,
  data: string,
  firstSeen: number,
  fetchedAt: number,
];

export function listingRow(source: string, l: StorableListing, fetchedAt: number): ListingRow {
  return [
    source,
    l.externalID,
    l.purpose,
    Math.round(l.price),
    l.rooms,
    l.areaSqft,
    l.agency?.externalID ?? null,
    l.agent?.externalID ?? null,
    l.location.map((p) => p.name).join(' > '),
    JSON.stringify(l),
    fetchedAt,
    fetchedAt,
  ];
}

export function createListingsRepo(db: Database) {
  // Positional parameters: binding an object by name costs a lookup per column per row; by position, 100,000 listings
  // upsert at 0.71× a plain insert of the same rows instead of 0.64× (bench/data-layer).
  const upsert = db.prepare<ListingRow>(
    `INSERT INTO listings (source, external_id, purpose, price, rooms, area_sqft, agency_id, agent_id, location, data, first_seen, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (source, external_id) DO UPDATE SET
       purpose = excluded.purpose, price = excluded.price, rooms = excluded.rooms, area_sqft = excluded.area_sqft,
       agency_id = excluded.agency_id, agent_id = excluded.agent_id, location = excluded.location,
       data = excluded.data, fetched_at = excluded.fetched_at`,
  );
  const upsertMany = db.transaction((source: string, listings: readonly StorableListing[], fetchedAt: number) => {
    for (const l of listings) upsert.run(...listingRow(source, l, fetchedAt));
  });
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM listings WHERE source = ?');
  const get = db.prepare<[string, string], { data: string }>(
    'SELECT data FROM listings WHERE source = ? AND external_id = ?',
  );
  const entry = db.prepare<[string, string], { data: string; fetched_at: number }>(
    'SELECT data, fetched_at FROM listings WHERE source = ? AND external_id = ?',
  );
  const firstSeen = db.prepare<[string, string], { first_seen: number }>(
    'SELECT first_seen FROM listings WHERE source = ? AND external_id = ?',
  );
  // A place's listings: instr() on the stored body is the cheap first cut; json_each then checks the place is a step
  // of the listing's trail (a name that merely appears in a title is not).
  const under = db.prepare<Record<string, string | number>, { data: string; first_seen: number }>(
    `SELECT data, first_seen FROM listings
     WHERE source = @source AND purpose = @purpose AND fetched_at >= @since AND instr(data, @needle) > 0
       AND json_valid(data)
       AND EXISTS (SELECT 1 FROM json_each(data, '$.location') AS step
                   WHERE json_extract(step.value, '$.externalID') = @id)`,
  );
  const ofAgency = db.prepare<[string, string], HeldListing>(
    'SELECT purpose, price, rooms, location, data FROM listings WHERE source = ? AND agency_id = ?',
  );
  const ofAgent = db.prepare<[string, string], HeldListing>(
    'SELECT purpose, price, rooms, location, data FROM listings WHERE source = ? AND agent_id = ?',
  );
  return {
    upsertMany: (source: string, listings: readonly StorableListing[], fetchedAt: number): void =>
      upsertMany(source, listings, fetchedAt),
    count: (source: string): number => count.get(source)!.n,
    get: (source: string, externalID: string): unknown => {
      const row = get.get(source, externalID);
      return row ? (JSON.parse(row.data) as unknown) : null;
    },
    /** The listing as last seen, with when it was fetched; its data is checked by the caller. */
    entry: (source: string, externalID: string): { data: string; fetchedAt: number } | null => {
      const row = entry.get(source, externalID);
      return row ? { data: row.data, fetchedAt: row.fetched_at } : null;
    },
    /** When the listing was first seen in any answer (ms), or null. */
    firstSeen: (source: string, externalID: string): number | null =>
      firstSeen.get(source, externalID)?.first_seen ?? null,
    /** The stored bodies of a place's listings of one purpose seen since `since` (ms), with their first sighting. */
    under: (source: string, purpose: string, since: number, id: string): { data: string; firstSeen: number }[] =>
      under
        .all({ source, purpose, since, id, needle: `"externalID":"${id}"` })
        .map((r) => ({ data: r.data, firstSeen: r.first_seen })),
    /** Every listing of an agency or an agent seen in any answer (for the compare panel's portfolio figures). */
    heldBy: (source: string, by: 'agency' | 'agent', id: string): HeldListing[] =>
      (by === 'agency' ? ofAgency : ofAgent).all(source, id),
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;

/** A stored listing as the asking-price analyses need it. */
export interface AskingRow {
  externalID: string;
  price: number;
  areaSqft: number;
  rooms: number | null;
  baths: number | null;
  rentFrequency: string | null;
  propertyType: string | null;
  completionStatus: string | null;
  coverPhotoUrl: string | null;
  /** The most specific place its trail names with an id (of its last three steps): one unit's adverts name the same. */
  placeId: string | null;
}

/** The facts read from a listing's stored body, in the order `FACT_PATHS` names them. */
const FACT_PATHS = [
  '$.rentFrequency',
  '$.propertyType',
  '$.completionStatus',
  '$.baths',
  '$.coverPhotoUrl',
  // The trail's last three steps' ids, most specific first: the first given is the advert's place.
  '$.location[#-1].externalID',
  '$.location[#-2].externalID',
  '$.location[#-3].externalID',
];

const textOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const countOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The read side used by the analytics worker: listings under one place, seen since a time. */
export function createListingsReader(db: Database) {
  // instr() on the stored body or trail is a cheap first cut; json_each then checks the place is on the trail. The
  // facts come in one json_extract (one parse of the body: one call per fact took 70% longer over 50,000 rows). A body
  // that is not JSON (a damaged cache) would fail the whole query: it comes back without facts, to be counted and left
  // out (json_valid costs about 2% here, its parse being reused by the calls after it).
  const under = db.prepare<Record<string, string | number>, AskingStored>(
    `SELECT external_id AS externalID, price, area_sqft AS areaSqft, rooms,
            CASE WHEN json_valid(data)
                 THEN json_extract(data, ${FACT_PATHS.map((p) => `'${p}'`).join(', ')}) END AS facts
     FROM listings
     WHERE source = @source AND purpose = @purpose AND fetched_at >= @since AND area_sqft > 0
       AND (instr(data, @idNeedle) > 0 OR instr(location, @name) > 0)
       AND (NOT json_valid(data)
            OR EXISTS (SELECT 1 FROM json_each(data, '$.location') AS step
                       WHERE json_extract(step.value, '$.externalID') = @id
                          OR (json_extract(step.value, '$.externalID') IS NULL AND json_extract(step.value, '$.name') = @name)))`,
  );
  return {
    /**
     * Listings of `purpose` on the trail of place `id` (or, where the trail has no ids, named `name`), and how many
     * stored bodies that name the place could not be read.
     */
    under(source: string, purpose: string, since: number, id: string, name: string): AskingRead {
      const stored = under.all({ source, purpose, since, id, name, idNeedle: `"externalID":"${id}"` });
      const rows: AskingRow[] = [];
      for (const { facts, ...row } of stored) if (facts !== null) rows.push(askingRowOf(row, facts));
      return { rows, unreadable: stored.length - rows.length };
    },
  };
}

export interface AskingRead {
  rows: AskingRow[];
  unreadable: number;
}

interface AskingStored {
  externalID: string;
  price: number;
  areaSqft: number;
  rooms: number | null;
  /** FACT_PATHS' values as a JSON array; null when the stored body is not JSON. */
  facts: string | null;
}

function askingRowOf(row: Omit<AskingStored, 'facts'>, facts: string): AskingRow {
  // Our own column, written from a normalized listing: each value is still checked for its type.
  const f = JSON.parse(facts) as unknown[];
  return {
    ...row,
    rentFrequency: textOf(f[0]),
    propertyType: textOf(f[1]),
    completionStatus: textOf(f[2]),
    baths: countOf(f[3]),
    coverPhotoUrl: textOf(f[4]),
    placeId: textOf(f[5]) ?? textOf(f[6]) ?? textOf(f[7]),
  };
}
