// What a saved search or a watchlist item carries when it is shared with the team: who shared it, who changed it
// last and when, and whether a local change still waits to be pushed. The window shows the author; the CLI's JSON
// says `"team": true, "by": MEMBER`.
export interface TeamMark {
  /** The team server's id of the item (a UUID this laptop or the author's chose). */
  itemId: string;
  /** The member who shared it. */
  by: string;
  /** Who changed it last, and when (ISO); null until the server answered for it. */
  updatedBy: string | null;
  updatedAt: string | null;
  /** A local change waits in the outbox (offline, or not synced yet). */
  pending: boolean;
  /**
   * A saved search or watch an admin made team-wide: the team's, changed only by admins (absent for the kinds that
   * cannot be team-wide).
   */
  teamWide?: boolean;
}
