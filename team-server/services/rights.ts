// Who may change which shared item: viewers change nothing; members share new items and change or delete what
// they shared; an item an admin made team-wide is the team's, and only admins change it; admins change anything.
import type { PushOp } from '#shared/team/push';
import type { TeamMember } from '#shared/team/members';
import type { StoredItem } from '../db/items-repo';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/** A refusal says why as a message; the laptop words it in its broker's language. */
export type WriteDecision = { ok: true } | { ok: false; status: 'forbidden' | 'invalid'; said: MessageRef };

/** An item's kind as the refusals' selects name it. */
const KIND_KEYS = {
  'saved-search': 'savedSearch',
  watch: 'watch',
  'compare-board': 'compareBoard',
  report: 'report',
  note: 'note',
} as const satisfies Record<StoredItem['kind'], string>;

export function decideWrite(
  member: TeamMember,
  op: PushOp,
  stored: Pick<StoredItem, 'kind' | 'teamWide' | 'createdBy'> | undefined,
): WriteDecision {
  if (member.role === 'viewer') {
    return { ok: false, status: 'forbidden', said: ref('team.push.viewer') };
  }
  if (stored && stored.kind !== op.kind) {
    return {
      ok: false,
      status: 'invalid',
      said: ref('team.push.otherKind', { id: op.id, kind: KIND_KEYS[stored.kind], sent: KIND_KEYS[op.kind] }),
    };
  }
  if (!stored) {
    if (op.action === 'delete') {
      return {
        ok: false,
        status: 'invalid',
        said: ref('team.push.noneToDelete', { kind: KIND_KEYS[op.kind], id: op.id }),
      };
    }
    if (op.teamWide && member.role !== 'admin') {
      return { ok: false, status: 'forbidden', said: ref('team.push.adminTeamWide') };
    }
    return { ok: true };
  }
  if (member.role === 'admin') return { ok: true };
  const kind = KIND_KEYS[stored.kind];
  if (stored.teamWide) {
    return {
      ok: false,
      status: 'forbidden',
      said: ref('team.push.teamWide', { kind }),
    };
  }
  if (stored.createdBy.id !== member.id) {
    return {
      ok: false,
      status: 'forbidden',
      said: ref('team.push.authorOnly', { author: stored.createdBy.name, kind }),
    };
  }
  if (op.action === 'upsert' && op.teamWide) {
    return { ok: false, status: 'forbidden', said: ref('team.push.adminTeamWide') };
  }
  return { ok: true };
}
