// Sharing a saved search, a watch, a compare board or a kept report with the team from the window: the core marks it and queues it in the outbox
// (sent at the next sync, or now when the server answers); the broker is told which, in the interface language.
import type { TeamMark } from '#shared/domain/team-mark';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { errorText } from '../i18n/error-text';
import { notify } from '../notices';
import { useTeam } from './team-store';
import { sayIn } from '../i18n/messages';

function sayFailure(error: AppError): void {
  notify('error', (l) => {
    const text = errorText(error, l);
    return `${text.happened} ${text.todo}`;
  });
}

/** Shares one item, then re-reads the list it shows in (`reload`), which now marks it as the team's. */
export async function shareWithTeam(
  kind: 'saved-search' | 'watch' | 'compare-board' | 'report',
  id: number,
  name: string,
  reload: () => Promise<void>,
): Promise<void> {
  const r = await api.invoke('team:share', { kind, id });
  if (!r.ok) {
    sayFailure(r.error);
    return;
  }
  notify('success', (l) => sayIn(l)('team.shareDone', { name: name }));
  // Sent at once when the server answers; otherwise it waits in the outbox and the status bar says so.
  const synced = await useTeam.getState().sync();
  if (!synced.ok) await useTeam.getState().load();
  await reload();
}

/** Whether this folder's member may share (joined, and not a viewer). */
export function useCanShare(): boolean {
  return useTeam((s) => s.status?.joined === true && s.status.role !== 'viewer');
}

/**
 * Whether this folder's member may change a shared item (`mark`, null for an item of this computer only): its author,
 * or an admin, as the team server rules; the window offers no change it would refuse.
 */
export function useMayChange(mark: TeamMark | null | undefined): boolean {
  return useTeam((s) => {
    if (!mark) return true;
    const status = s.status;
    if (!status?.joined) return true;
    return status.role === 'admin' || (status.role === 'member' && status.member === mark.by);
  });
}

/** Whether this folder's member is an admin of its team (who alone makes an item team-wide). */
export function useIsAdmin(): boolean {
  return useTeam((s) => s.status?.joined === true && s.status.role === 'admin');
}

/** An admin makes a saved search or a watch team-wide (shared first if it was not), or gives it back to its author. */
export async function setTeamWide(
  kind: 'saved-search' | 'watch',
  id: number,
  name: string,
  teamWide: boolean,
  reload: () => Promise<void>,
): Promise<void> {
  const r = await api.invoke('team:team-wide', { kind, id, teamWide });
  if (!r.ok) {
    sayFailure(r.error);
    return;
  }
  notify('success', (l) =>
    teamWide ? sayIn(l)('team.teamWideDone', { name }) : sayIn(l)('team.teamWideUndone', { name }),
  );
  const synced = await useTeam.getState().sync();
  if (!synced.ok) await useTeam.getState().load();
  await reload();
}
