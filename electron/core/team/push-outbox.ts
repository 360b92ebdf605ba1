// Pushes the outbox to the team server in batches. Every operation is marked sent before its batch leaves, so a
// batch whose answer was lost (a killed server, a dropped connection) is sent again with the same operation ids and
// the server answers `duplicate` rather than applying it twice; nothing is removed from the outbox before the server
// answered for it, so nothing is lost either.
import { randomUUID } from 'node:crypto';
import type { TeamClient } from '#shared/team/client';
import type { PushOp, PushResult } from '#shared/team/push';
import { MAX_PUSH_OPS } from '#shared/team/push';
import type { OutboxRow } from '../store/workspace/team-repo';
import type { Workspace, WorkspaceTx } from '../store/workspace/workspace';
import { englishOf } from '#shared/errors';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import type { TeamSyncResult } from '#shared/ipc/contract';

export interface PushTally {
  pushed: number;
  duplicates: number;
  refused: TeamSyncResult['refused'];
  notices: MessageRef[];
  /** Why pushing stopped early: the server unreachable or refusing this member; null when the outbox emptied. */
  stopped: { said: MessageRef; unreachable: boolean; accessRefused: boolean } | null;
}

function toOp(row: OutboxRow, version: number): PushOp {
  const baseVersion = Math.max(row.base_version, version);
  if (row.action === 'delete')
    return { opId: row.op_id, kind: row.kind, id: row.item_id, action: 'delete', baseVersion };
  const body = JSON.parse(row.body ?? '{}') as Record<string, unknown>;
  const op: PushOp = { opId: row.op_id, kind: row.kind, id: row.item_id, action: 'upsert', body, baseVersion };
  return row.team_wide === null ? op : { ...op, teamWide: row.team_wide === 1 };
}

/** A shared item's kind as the team notices' selects name it. */
export const KIND_KEYS = {
  'saved-search': 'savedSearch',
  watch: 'watch',
  note: 'note',
  'compare-board': 'compareBoard',
  report: 'report',
} as const;

/** The shared item, named by its kind and name (or title) for a sentence of the team notices. */
export function sharedItem(kind: keyof typeof KIND_KEYS, name: unknown): MessageRef {
  return typeof name === 'string'
    ? ref('notice.team.sharedItem', { kind: KIND_KEYS[kind], name })
    : ref('notice.team.sharedItemUnnamed', { kind: KIND_KEYS[kind] });
}

function itemOf(row: OutboxRow): MessageRef {
  const parsed = row.body ? (JSON.parse(row.body) as { name?: unknown; title?: unknown }) : {};
  return sharedItem(row.kind, parsed.name ?? parsed.title);
}

/** The server no longer takes this member's token (revoked, unknown, or another team's): joining again is the way. */
export function accessRefused(code: string): boolean {
  return code === 'unauthorized' || code === 'revoked' || code === 'foreign-token';
}

export async function pushOutbox(
  workspace: Workspace,
  client: TeamClient,
  me: string,
  now: () => number,
  batchSize = MAX_PUSH_OPS,
): Promise<PushTally> {
  const team = workspace.team;
  const tally: PushTally = { pushed: 0, duplicates: 0, refused: [], notices: [], stopped: null };
  for (;;) {
    const rows = await team.nextBatch(batchSize);
    if (rows.length === 0) return tally;
    // The version each item holds here now: a second change of an item is based on the answer to the first.
    const ops: PushOp[] = [];
    for (const row of rows) ops.push(toOp(row, (await team.link(row.kind, row.item_id))?.version ?? 0));
    await workspace.unitOfWork(async (tx) => {
      for (const row of rows) await tx.team.markSent(row.id, now());
    });
    const answer = await client.call('push', { batchId: randomUUID(), ops });
    if (!answer.ok) {
      const unreachable = answer.status === 0 || answer.error.code === 'unavailable';
      await workspace.unitOfWork(async (tx) => {
        for (const row of rows) await tx.team.fail(row.id, answer.error.message);
      });
      tally.stopped = {
        said: answer.error.said ?? asWritten(answer.error.message),
        unreachable,
        accessRefused: accessRefused(answer.error.code),
      };
      return tally;
    }
    const byOp = new Map(rows.map((row) => [row.op_id, row]));
    await workspace.unitOfWork(async (tx) => {
      for (const result of answer.value.results) {
        const row = byOp.get(result.opId);
        if (row) await settle(tx, row, result, me, now(), tally);
      }
    });
  }
}

async function settle(
  tx: WorkspaceTx,
  row: OutboxRow,
  result: PushResult,
  me: string,
  at: number,
  tally: PushTally,
): Promise<void> {
  const team = tx.team;
  const status = result.status === 'duplicate' ? (result.firstStatus ?? 'applied') : result.status;
  if (result.status === 'duplicate') tally.duplicates++;
  await team.done(row.op_id);
  if (status !== 'applied') {
    // The server's reason as its message (a server of an earlier version: its sentence as written).
    const said = result.said ?? (result.message ? asWritten(result.message) : ref('team.push.answered', { status }));
    const item = itemOf(row);
    tally.refused.push({ item: englishOf(item), message: englishOf(said), itemSaid: item, said });
    return;
  }
  if (result.status === 'applied') tally.pushed++;
  if (result.version !== null) await team.answered(row.kind, row.item_id, result.version, me, at);
  if (result.overwrote) {
    tally.notices.push(
      ref('notice.team.replacedTheirs', { item: itemOf(row), by: result.overwrote.by.name, at: result.overwrote.at }),
    );
  }
}
