// Who may change which shared item: viewers change nothing; members share new items and change or delete what
// they shared; an item an admin made team-wide is the team's, and only admins change it; admins change anything.
import type { PushOp } from '#shared/team/push';
import type { TeamMember } from '#shared/team/members';
import type { StoredItem } from '../db/items-repo';

export type WriteDecision = { ok: true } | { ok: false; status: 'forbidden' | 'invalid'; message: string };

const KIND_WORDS: Record<StoredItem['kind'], string> = {
  'saved-search': 'saved search',
  watch: 'watched item',
  'compare-board': 'compare board',
  report: 'report',
  note: 'note',
};

export function decideWrite(
  member: TeamMember,
  op: PushOp,
  stored: Pick<StoredItem, 'kind' | 'teamWide' | 'createdBy'> | undefined,
): WriteDecision {
  if (member.role === 'viewer') {
    return { ok: false, status: 'forbidden', message: "Viewers can read the team's items but not change them." };
  }
  if (stored && stored.kind !== op.kind) {
    return {
      ok: false,
      status: 'invalid',
      message: `Item ${op.id} is a ${KIND_WORDS[stored.kind]}, not a ${KIND_WORDS[op.kind]}.`,
    };
  }
  if (!stored) {
    if (op.action === 'delete') {
      return { ok: false, status: 'invalid', message: `The team has no ${KIND_WORDS[op.kind]} ${op.id} to delete.` };
    }
    if (op.teamWide && member.role !== 'admin') {
      return { ok: false, status: 'forbidden', message: 'Only an admin can make an item team-wide.' };
    }
    return { ok: true };
  }
  if (member.role === 'admin') return { ok: true };
  const what = `this ${KIND_WORDS[stored.kind]}`;
  if (stored.teamWide) {
    return {
      ok: false,
      status: 'forbidden',
      message: `${what[0]!.toUpperCase()}${what.slice(1)} is team-wide: only an admin can change it.`,
    };
  }
  if (stored.createdBy.id !== member.id) {
    return {
      ok: false,
      status: 'forbidden',
      message: `Only ${stored.createdBy.name}, who shared ${what}, or an admin can change it.`,
    };
  }
  if (op.action === 'upsert' && op.teamWide) {
    return { ok: false, status: 'forbidden', message: 'Only an admin can make an item team-wide.' };
  }
  return { ok: true };
}
