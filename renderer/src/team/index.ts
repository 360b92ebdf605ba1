// The team feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { TeamMarkBadge } from './TeamMarkBadge';
export { TeamPill } from './TeamPill';
export { TeamSnapshotsSpent } from './TeamSnapshotsSpent';
export { setTeamWide, shareWithTeam, useCanShare, useIsAdmin, useMayChange } from './share';
export { useTeam } from './team-store';
