// The team row: made by the first invite of an empty database, then read on every request (cached: its id never
// changes).
import { randomUUID } from 'node:crypto';
import type { TeamInfo } from '#shared/team/basics';
import type { Queryable } from './pool';

export async function readTeam(db: Queryable): Promise<TeamInfo | null> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM team');
  return rows[0] ?? null;
}

/** Returns the team, making it (with a new id) when the database has none yet. */
export async function ensureTeam(db: Queryable, name: string): Promise<{ team: TeamInfo; created: boolean }> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'INSERT INTO team (id, name) VALUES ($1, $2) ON CONFLICT (one_row) DO NOTHING RETURNING id, name',
    [randomUUID(), name],
  );
  if (rows[0]) return { team: rows[0], created: true };
  const team = await readTeam(db);
  if (!team) throw new Error('the team row vanished while it was being made');
  return { team, created: false };
}
