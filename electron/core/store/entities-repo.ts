// Projects, agents, agencies, developers, locations and amenities seen in any answer, by kind and id.
import type { Database } from 'better-sqlite3';

export type EntityKind = 'project' | 'agent' | 'agency' | 'developer' | 'location' | 'amenity';

export interface StorableEntity {
  externalID: string;
  name: string;
  data: unknown;
}

export function createEntitiesRepo(db: Database) {
  const upsert = db.prepare(
    `INSERT INTO entities (source, kind, external_id, name, data, fetched_at) VALUES (@source, @kind, @externalID, @name, @data, @fetchedAt)
     ON CONFLICT (source, kind, external_id) DO UPDATE SET name = excluded.name, data = excluded.data, fetched_at = excluded.fetched_at`,
  );
  const upsertMany = db.transaction(
    (source: string, kind: EntityKind, rows: readonly StorableEntity[], fetchedAt: number) => {
      for (const e of rows)
        upsert.run({ source, kind, externalID: e.externalID, name: e.name, data: JSON.stringify(e.data), fetchedAt });
    },
  );
  const count = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM entities WHERE source = ? AND kind = ?',
  );
  const name = db.prepare<[string, string, string], { name: string }>(
    'SELECT name FROM entities WHERE source = ? AND kind = ? AND external_id = ?',
  );
  const entry = db.prepare<[string, string, string], { data: string; fetched_at: number }>(
    'SELECT data, fetched_at FROM entities WHERE source = ? AND kind = ? AND external_id = ?',
  );
  const locationsNamed = db.prepare<[string, string], { name: string; data: string }>(
    `SELECT name, data FROM entities WHERE source = ? AND kind = 'location' AND name IN (SELECT value FROM json_each(?))`,
  );
  // A stored body that is not JSON (a damaged cache) is passed over, rather than failing every project's read.
  const projectsOf = db.prepare<[string, string], { data: string }>(
    `SELECT data FROM entities WHERE source = ? AND kind = 'project'
       AND CASE WHEN json_valid(data) THEN json_extract(data, '$.developer.externalID') END = ?`,
  );
  return {
    upsertMany: (source: string, kind: EntityKind, rows: readonly StorableEntity[], fetchedAt: number): void =>
      upsertMany(source, kind, rows, fetchedAt),
    count: (source: string, kind: EntityKind): number => count.get(source, kind)!.n,
    name: (source: string, kind: EntityKind, externalID: string): string | null =>
      name.get(source, kind, externalID)?.name ?? null,
    /** The entity as last seen, with when it was fetched; its data is checked by the caller. */
    entry: (source: string, kind: EntityKind, externalID: string): { data: string; fetchedAt: number } | null => {
      const row = entry.get(source, kind, externalID);
      return row ? { data: row.data, fetchedAt: row.fetched_at } : null;
    },
    /** Stored places whose (English) name is one of these, with their data as stored (JSON). */
    locationsNamed: (source: string, names: readonly string[]): { name: string; data: string }[] =>
      names.length === 0 ? [] : locationsNamed.all(source, JSON.stringify(names)),
    /** JSON of every project of a developer seen in any answer. */
    projectsOf: (source: string, developerID: string): string[] =>
      projectsOf.all(source, developerID).map((r) => r.data),
  };
}
