// Applying a pushed batch: one transaction under the change lock; each operation is checked (shape, body, rights)
// and answered on its own; an operation id seen before answers what it answered then (`duplicate`), so a batch
// retried after a lost answer or a killed server applies nothing twice. The later write wins, and a write made on
// an older version than the stored one names whose change it replaced.
import { describeZodError } from '#shared/errors';
import { parseItemBody } from '#shared/team/items';
import { pushOpSchema, pushResultSchema, type PushOp, type PushResponse, type PushResult } from '#shared/team/push';
import type { Principal } from '../auth/authenticate';
import { lockChanges, notifyChange } from '../db/changes-repo';
import { loadItems, loadPushedOps, recordPushedOps, writeItem, type StoredItem } from '../db/items-repo';
import { inTransaction, type Pool, type Queryable } from '../db/pool';
import { decideWrite } from './rights';

type Envelope = { batchId: string; ops: { opId: string }[] };

function invalid(opId: string, message: string, version: number | null = null): PushResult {
  return { opId, status: 'invalid', version, message };
}

/** Checks an operation's shape and body; returns the operation or the answer refusing it. */
function checkOp(raw: { opId: string }): PushOp | PushResult {
  const parsed = pushOpSchema.safeParse(raw);
  if (!parsed.success) return invalid(raw.opId, describeZodError(parsed.error, 'operation').message);
  const op = parsed.data;
  if (op.action === 'upsert') {
    const body = parseItemBody(op.kind, op.body);
    if (!body.success) return invalid(op.opId, describeZodError(body.error, `${op.kind} body`).message);
  }
  return op;
}

/** Writes one allowed operation and answers it; `items` is updated so later operations of the batch see it. */
async function writeOne(
  db: Queryable,
  op: PushOp,
  stored: StoredItem | undefined,
  who: Principal,
  items: Map<string, StoredItem>,
): Promise<PushResult> {
  const by = { id: who.member.id, name: who.member.name };
  const body = op.action === 'upsert' ? op.body : stored!.body;
  const teamWide = (op.action === 'upsert' ? op.teamWide : undefined) ?? stored?.teamWide ?? false;
  const overwrote = stored && (op.baseVersion ?? 0) < stored.version ? stored : undefined;
  const written = await writeItem(db, {
    id: op.id,
    kind: op.kind,
    body,
    teamWide,
    deleted: op.action === 'delete',
    action: op.action,
    member: by,
    deviceId: who.deviceId,
    opId: op.opId,
    overwroteVersion: overwrote?.version ?? null,
  });
  items.set(op.id, {
    id: op.id,
    kind: op.kind,
    body,
    teamWide,
    createdBy: stored?.createdBy ?? by,
    createdAt: written.createdAt,
    updatedBy: by,
    updatedAt: written.updatedAt,
    version: written.version,
    deleted: op.action === 'delete',
    seq: written.seq,
  });
  const replaced = overwrote
    ? { by: overwrote.updatedBy, at: overwrote.updatedAt.toISOString(), version: overwrote.version }
    : undefined;
  return { opId: op.opId, status: 'applied', version: written.version, ...(replaced ? { overwrote: replaced } : {}) };
}

export async function applyPush(pool: Pool, who: Principal, envelope: Envelope): Promise<PushResponse> {
  const checked = envelope.ops.map(checkOp);
  return inTransaction(pool, async (db) => {
    await lockChanges(db);
    const seen = await loadPushedOps(
      db,
      who.member.id,
      envelope.ops.map((o) => o.opId),
    );
    const ids = checked.filter((c): c is PushOp => !('status' in c)).map((op) => op.id);
    const items = await loadItems(db, [...new Set(ids)]);
    const results: PushResult[] = [];
    const fresh: { opId: string; result: PushResult }[] = [];
    const answered = new Map<string, PushResult>();
    let lastSeq: string | null = null;
    for (const entry of checked) {
      const earlier = answered.get(entry.opId) ?? parseStored(seen.get(entry.opId));
      if (earlier) {
        // The first answer again, marked as a duplicate: the laptop treats it as that answer.
        results.push({ ...earlier, status: 'duplicate', firstStatus: earlier.firstStatus ?? firstOf(earlier) });
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
            message: verdict.message,
          };
        } else {
          result = await writeOne(db, entry, stored, who, items);
          lastSeq = items.get(entry.id)!.seq;
        }
      }
      results.push(result);
      answered.set(entry.opId, result);
      fresh.push({ opId: entry.opId, result });
    }
    await recordPushedOps(db, who.member.id, envelope.batchId, fresh);
    if (lastSeq) await notifyChange(db, lastSeq);
    return { batchId: envelope.batchId, results };
  });
}

function parseStored(value: unknown): PushResult | undefined {
  return value === undefined ? undefined : pushResultSchema.parse(value);
}

function firstOf(result: PushResult): 'applied' | 'forbidden' | 'invalid' {
  return result.status === 'duplicate' ? 'applied' : result.status;
}
