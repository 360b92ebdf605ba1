// A note a broker writes on a listing, a building or a firm: text with its author and time, kept in the workspace
// and, when shared, synced with the team (a note is a team item of kind "note"). Shown in details and in grids.
import type { TeamMark } from './team-mark';

/** What a note may be written on (the data service's ids), the same list as the team server takes. */
export const NOTE_TARGET_KINDS = ['listing', 'building', 'agency', 'developer', 'agent'] as const;
export type NoteTargetKind = (typeof NOTE_TARGET_KINDS)[number];

export interface NoteTarget {
  kind: NoteTargetKind;
  externalID: string;
}

/** The longest note, in characters (the team server takes no more). */
export const MAX_NOTE_CHARS = 10_000;

export interface Note {
  id: number;
  target: NoteTarget;
  /** What the note is about as it was named when written (a listing's title, a firm's name); null when not given. */
  targetName: string | null;
  text: string;
  /** Who wrote it: a team member's name, or null for this broker before joining a team. */
  author: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set when the note is shared with the team. */
  team: TeamMark | null;
}
