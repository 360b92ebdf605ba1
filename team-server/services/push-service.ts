// Applying a pushed batch, in one transaction: each operation is checked (shape, body, rights) and answered on its
// own; an operation id seen before answers what it answered then (`duplicate`), so a batch retried after a lost
// answer or a killed server applies nothing twice. The later write wins, and a write made on an older version than
// the stored one names whose change it replaced. The batch's items (and operation ids) are locked first, so
// concurrent batches touching other items run side by side; the change lock is taken only for the final writes.
import { describeZodError, englishOf, saidOf } from '#shared/errors';
import { parseItemBody, type TeamItemKind } from '#shared/team/items';
import { pushOpSchema, pushResultSchema, type PushOp, type PushResponse, type PushResult } from '#shared/team/push';
import type { Principal } from '../auth/authenticate';
import { lockChanges, notifyChange } from '../db/changes-repo';
import {
  loadItems,
  loadPushedOps,
  recordPushedOps,
  takeSeqs,
  writeItems,
  type ItemWrite,
  type StoredItem,
} from '../db/items-repo';
import { inTransaction, lockKeys, type Pool } from '../db/pool';
import { decideWrite } from './rights';
import { ref, type MessageRef } from '#shared/messages/message-ref';

type Envelope = { batchId: string; ops: { opId: string }[] };
type CurrentItem = Omit<StoredItem, 'seq' | 'createdAt' | 'updatedAt'> & { updatedAt: Date };

function invalid(opId: string, said: MessageRef, version: number | null = null): PushResult {
  return { opId, status: 'invalid', version, message: englishOf(said), said };
}

/** The answer without its `said`: as a laptop of an earlier version reads it, and as it is kept for a retry. */
function withoutSaid(result: PushResult): PushResult {
  const { said: _said, ...rest } = result;
  return rest;
}

/** A kind as the catalogue's select names it (its keys cannot hold a hyphen), so each language words the kind. */
const BODY_KIND_KEYS: Readonly<Record<TeamItemKind, string>> = {
  'saved-search': 'savedSearch',
  watch: 'watch',
  'compare-board': 'compareBoard',
  report: 'report',
  note: 'note',
};

/** Checks an operation's shape and body; returns the operation or the answer refusing it. */
function checkOp(raw: { opId: string }): PushOp | PushResult {
  const parsed = pushOpSchema.safeParse(raw);
  if (!parsed.success)
    return invalid(raw.opId, saidOf(describeZodError(parsed.error, ref('error.subject.teamOperation'))));
  const op = parsed.data;
  if (op.action === 'upsert') {
    const body = parseItemBody(op.kind, op.body);
    if (!body.success)
      return invalid(
        op.opId,
        saidOf(describeZodError(body.error, ref('error.subject.teamBody', { kind: BODY_KIND_KEYS[op.kind] }))),
      );
  }
  return op;
}

/** The item after an allowed operation, and the answer; `items` then holds it for the batch's later operations. */
function applyOne(
  op: PushOp,
  stored: CurrentItem | undefined,
  who: Principal,
  items: Map<string, CurrentItem>,
): { write: ItemWrite; result: PushResult } {
  const by = { id: who.member.id, name: who.member.name };
  const overwrote = stored && (op.baseVersion ?? 0) < stored.version ? stored : undefined;
  const item: CurrentItem = {
    id: op.id,
    kind: op.kind,
    body: op.action === 'upsert' ? op.body : stored!.body,
    teamWide: (op.action === 'upsert' ? op.teamWide : undefined) ?? stored?.teamWide ?? false,
    createdBy: stored?.createdBy ?? by,
    updatedBy: by,
    updatedAt: new Date(),
    version: (stored?.version ?? 0) + 1,
    deleted: op.action === 'delete',
  };
  items.set(op.id, item);
  const replaced = overwrote
    ? { by: overwrote.updatedBy, at: overwrote.updatedAt.toISOString(), version: overwrote.version }
    : undefined;
  return {
    write: {
      item,
      action: op.action,
      deviceId: who.deviceId,
      opId: op.opId,
      overwroteVersion: overwrote?.version ?? null,
    },
    result: { opId: op.opId, status: 'applied', version: item.version, ...(replaced ? { overwrote: replaced } : {}) },
  };
}

function parseStored(value: unknown): PushResult | undefined {
  return value === undefined ? undefined : pushResultSchema.parse(value);
}

function firstOf(result: PushResult): 'applied' | 'forbidden' | 'invalid' {
  return result.status === 'duplicate' ? (result.firstStatus ?? 'applied') : result.status;
}

export async function applyPush(pool: Pool, who: Principal, envelope: Envelope): Promise<PushResponse> {
  const checked = envelope.ops.map(checkOp);
  const ids = [...new Set(checked.filter((c): c is PushOp => !('status' in c)).map((op) => op.id))];
  const opIds = envelope.ops.map((o) => o.opId);
  return inTransaction(pool, async (db) => {
    // A retried batch racing its first try waits here, then finds its operations answered.
    await lockKeys(db, [...ids.map((id) => `item:${id}`), ...opIds.map((id) => `op:${who.member.id}:${id}`)]);
    const seen = await loadPushedOps(db, who.member.id, opIds);
    const items = new Map<string, CurrentItem>(await loadItems(db, ids));
    const results: PushResult[] = [];
    const fresh: { opId: string; result: PushResult }[] = [];
    const writes: ItemWrite[] = [];
    const answered = new Map<string, PushResult>();
    for (const entry of checked) {
      const earlier = answered.get(entry.opId) ?? parseStored(seen.get(entry.opId));
      if (earlier) {
        // The first answer again, marked as a duplicate: the laptop treats it as that answer.
        results.push({ ...earlier, status: 'duplicate', firstStatus: firstOf(earlier) });
        continue;
      }
      let result: PushResult;
      if ('status' in entry) result = entry;
      else {
        const stored = items.get(entry.id);
        const verdict = decideWrite(who.member, entry, stored);
        if (!verdict.ok) {
          result = {
            opId: entry.opId,
            status: verdict.status,
            version: stored?.version ?? null,
            message: englishOf(verdict.said),
            said: verdict.said,
          };
        } else {
          const applied = applyOne(entry, stored, who, items);
          writes.push(applied.write);
          result = applied.result;
        }
      }
      results.push(result);
      answered.set(entry.opId, result);
      // Kept without its `said`, which a server of the previous version reading it back would refuse; a retry is
      // answered with the English message, which every laptop shows as written.
      fresh.push({ opId: entry.opId, result: withoutSaid(result) });
    }
    await recordPushedOps(db, who.member.id, envelope.batchId, fresh);
    if (writes.length > 0) {
      // Held from here to the commit: change numbers become visible in the order they were taken.
      await lockChanges(db);
      const seqs = await takeSeqs(db, writes.length);
      await writeItems(db, writes, seqs);
      await notifyChange(db, seqs.at(-1)!);
    }
    return { batchId: envelope.batchId, results: who.readsSaid ? results : results.map(withoutSaid) };
  });
}
