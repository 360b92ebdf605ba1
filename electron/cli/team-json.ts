// How a shared saved search or watch reads in `--json`: `"team": true, "by": MEMBER` (and who changed it last on the
// team, `teamUpdatedBy`/`teamUpdatedAt`, and whether a local change waits to be pushed); an item of this laptop only
// is `"team": false`.
import type { TeamMark } from '#shared/domain/team-mark';
import { sayIn, type Say } from '#shared/messages/say-in';

export function withTeamFields<T extends { team?: TeamMark | null }>(
  item: T,
): Omit<T, 'team'> & Record<string, unknown> {
  const { team, ...rest } = item;
  if (!team) return { ...rest, team: false };
  return {
    ...rest,
    team: true,
    by: team.by,
    teamItemId: team.itemId,
    // Named apart from the item's own updatedAt (when this laptop's row last changed), which they must not replace.
    teamUpdatedBy: team.updatedBy,
    teamUpdatedAt: team.updatedAt,
    pending: team.pending,
    ...(team.teamWide === undefined ? {} : { teamWide: team.teamWide }),
  };
}

/** "shared by Huda" for a table's column; "—" for an item of this laptop only. */
export function sharedBy(team: TeamMark | null | undefined, say: Say = sayIn('en')): string {
  if (!team) return '—';
  return team.pending ? say('cli.team.notSyncedYet', { by: team.by }) : team.by;
}
