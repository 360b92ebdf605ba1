// The snapshot_places table: names of the places seen in snapshots, so history can name them offline.
import type { Database } from 'better-sqlite3';

export interface PlaceName {
  externalID: string;
  name: string;
  level: number | null;
}

export function createSnapshotPlacesRepo(db: Database) {
  const upsert = db.prepare(
    `INSERT INTO snapshot_places (external_id, name, level) VALUES (?, ?, ?)
     ON CONFLICT (external_id) DO UPDATE SET name = excluded.name, level = excluded.level
     WHERE name IS NOT excluded.name OR level IS NOT excluded.level`,
  );
  const search = db.prepare<[string, string, number], { external_id: string; name: string; level: number | null }>(
    `SELECT * FROM snapshot_places WHERE name LIKE ? ESCAPE '\\' OR external_id = ? ORDER BY level, name LIMIT ?`,
  );
  const one = db.prepare<[string], { external_id: string; name: string; level: number | null }>(
    'SELECT * FROM snapshot_places WHERE external_id = ?',
  );
  const all = db.prepare<[], { external_id: string; name: string; level: number | null }>(
    'SELECT * FROM snapshot_places',
  );
  const map = (r: { external_id: string; name: string; level: number | null }): PlaceName => ({
    externalID: r.external_id,
    name: r.name,
    level: r.level,
  });
  return {
    /** Call inside the snapshot's transaction. */
    upsertMany: (places: Iterable<PlaceName>): void => {
      for (const p of places) upsert.run(p.externalID, p.name, p.level);
    },
    search: (query: string, limit: number): PlaceName[] =>
      search.all(`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, query, limit).map(map),
    get: (externalID: string): PlaceName | null => {
      const row = one.get(externalID);
      return row ? map(row) : null;
    },
    names: (): Map<string, string> => new Map(all.all().map((r) => [r.external_id, r.name])),
  };
}

export type SnapshotPlacesRepo = ReturnType<typeof createSnapshotPlacesRepo>;
