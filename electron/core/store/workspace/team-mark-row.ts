// The team columns of saved_queries and watch_items (migration 12) read into the domain's TeamMark, the same for both.
import type { TeamMark } from '#shared/domain/team-mark';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The team fields of a shared row (saved search or watch item), as the domain carries them. */
export function teamMarkOf(row: {
  team_item_id: string | null;
  team_author: string | null;
  team_updated_by: string | null;
  team_updated_at: number | null;
  team_pending: number;
  /** Saved searches and watches only (migration 15): an admin made it team-wide. */
  team_wide?: number;
}): TeamMark | null {
  if (row.team_item_id === null) return null;
  return {
    itemId: row.team_item_id,
    by: row.team_author ?? '',
    updatedBy: row.team_updated_by,
    updatedAt: iso(row.team_updated_at),
    pending: row.team_pending > 0,
    ...(row.team_wide === undefined ? {} : { teamWide: row.team_wide === 1 }),
  };
}
