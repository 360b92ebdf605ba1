// The alert_rules and alerts tables: rules on watched items, the newest snapshot each has read, and the inbox of
// what they found. Rows are checked when read back (parseRow); an alert is inserted once per rule, change and
// snapshot, so checking the same snapshots again records nothing twice.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  ALERT_KINDS,
  ALERT_TRIGGERS,
  type AlertKind,
  type AlertRuleView,
  type AlertThresholds,
  type AlertTrigger,
  type AlertView,
} from '#shared/domain/alerts';
import { titleWords } from '../../portfolio/diff';
import { parseRow } from './parse-row';

const int = z.number().int();
const thresholdsSchema = z.object({
  maxPrice: z.number().optional(),
  maxPerSqft: z.number().optional(),
  minPercent: z.number().optional(),
  minAed: z.number().optional(),
  purpose: z.enum(['for-sale', 'for-rent']).optional(),
  aboveMedianPct: z.number().optional(),
  belowMedianPct: z.number().optional(),
});
const jsonOf = <S extends z.ZodType>(schema: S) =>
  z.string().transform((text, ctx) => {
    try {
      return schema.parse(JSON.parse(text)) as z.output<S>;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not the JSON it should be' });
      return z.NEVER;
    }
  });

const ruleRowSchema = z.object({
  id: int,
  name: z.string().nullable(),
  item_id: int.nullable(),
  place_id: z.string().nullable(),
  place_name: z.string().nullable(),
  trigger: z.enum(ALERT_TRIGGERS),
  thresholds: jsonOf(thresholdsSchema),
  created_at: int,
  checked_snapshot: int.nullable(),
  checked_taken_at: int.nullable(),
  since_date: z.string().nullable(),
  checked_seq: int.nullable(),
  item_name: z.string().nullable(),
  item_kind: z.enum(['agency', 'developer', 'agent', 'saved']).nullable(),
  item_removed_at: int.nullable(),
});

/** What an alert keeps of its listing, as the snapshot recorded it. */
const listingSchema = z.object({
  title: z.unknown(),
  purpose: z.enum(['for-sale', 'for-rent']).nullable(),
  rentFrequency: z.string().nullable(),
  rooms: z.number().nullable(),
  areaSqft: z.number().nullable(),
  place: z.string().nullable(),
  transaction: z
    .object({
      date: z.string(),
      pricePerSqft: z.number().nullable(),
      median: z.number().nullable(),
      medianN: z.number(),
    })
    .nullable()
    .default(null),
});
export type AlertListing = Omit<z.output<typeof listingSchema>, 'title'> & { title: unknown };

/** A place rule's reading position: the store sequence of the cache it has read up to. */
export interface PlaceMark {
  ruleId: number;
  checkedSeq: number;
}

const alertRowSchema = z.object({
  id: int,
  rule_id: int,
  rule_name: z.string().nullable(),
  kind: z.enum(ALERT_KINDS),
  external_id: z.string(),
  from_snapshot: int,
  to_snapshot: int,
  at: int,
  old_price: z.number().nullable(),
  new_price: z.number().nullable(),
  listing: jsonOf(listingSchema),
  read_at: int.nullable(),
  dismissed_at: int.nullable(),
});

export interface NewAlert {
  ruleId: number;
  kind: AlertKind;
  externalID: string;
  fromSnapshot: number;
  toSnapshot: number;
  at: number;
  oldPrice: number | null;
  newPrice: number | null;
  listing: AlertListing;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A rule as the store holds it: the view, and a place rule's reading position in the cache. */
export type StoredRule = AlertRuleView & { checkedSeq: number | null };

function toRule(raw: unknown): StoredRule {
  const row = parseRow(ruleRowSchema, raw, 'alertRule');
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    thresholds: row.thresholds,
    itemId: row.item_id,
    itemName: row.item_name ?? row.place_name ?? row.place_id ?? '',
    itemKind: row.item_kind ?? 'place',
    placeId: row.place_id,
    sinceDate: row.since_date,
    checkedSeq: row.checked_seq,
    createdAt: new Date(row.created_at).toISOString(),
    checkedSnapshot:
      row.checked_snapshot === null
        ? null
        : { id: row.checked_snapshot, takenAt: iso(row.checked_taken_at) ?? new Date(0).toISOString() },
    watched: row.item_id === null || row.item_removed_at === null,
  };
}

function toAlert(raw: unknown): AlertView {
  const row = parseRow(alertRowSchema, raw, 'alert');
  const { title, ...listing } = row.listing;
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    kind: row.kind,
    externalID: row.external_id,
    title: titleWords(title),
    ...listing,
    oldPrice: row.old_price,
    newPrice: row.new_price,
    at: new Date(row.at).toISOString(),
    fromSnapshot: row.from_snapshot,
    toSnapshot: row.to_snapshot,
    readAt: iso(row.read_at),
    dismissedAt: iso(row.dismissed_at),
  };
}

const RULES = `
SELECT r.*, s.taken_at AS checked_taken_at, w.name AS item_name, w.kind AS item_kind, w.removed_at AS item_removed_at
FROM alert_rules r
LEFT JOIN watch_items w ON w.id = r.item_id
LEFT JOIN snapshots s ON s.id = r.checked_snapshot
WHERE r.removed_at IS NULL`;

export function createAlertsRepo(db: Database) {
  const insertRule = db.prepare(
    `INSERT INTO alert_rules
       (name, item_id, place_id, place_name, trigger, thresholds, created_at, checked_snapshot, since_date, checked_seq)
     VALUES
       (@name, @itemId, @placeId, @placeName, @trigger, @thresholds, @at, @checkedSnapshot, @sinceDate, @checkedSeq)`,
  );
  const rules = db.prepare(`${RULES} ORDER BY r.id`);
  const rule = db.prepare(`${RULES} AND r.id = ?`);
  const removeRule = db.prepare('UPDATE alert_rules SET removed_at = ? WHERE id = ? AND removed_at IS NULL');
  const checked = db.prepare('UPDATE alert_rules SET checked_snapshot = ? WHERE id = ?');
  const checkedSeq = db.prepare('UPDATE alert_rules SET checked_seq = ? WHERE id = ?');
  const insertAlert = db.prepare(
    `INSERT OR IGNORE INTO alerts
       (rule_id, kind, external_id, from_snapshot, to_snapshot, at, old_price, new_price, listing, created_at)
     VALUES (@ruleId, @kind, @externalID, @fromSnapshot, @toSnapshot, @at, @oldPrice, @newPrice, @listing, @now)`,
  );
  const ALERTS = `SELECT a.*, r.name AS rule_name FROM alerts a JOIN alert_rules r ON r.id = a.rule_id`;
  const open = db.prepare(`${ALERTS} WHERE a.dismissed_at IS NULL ORDER BY a.at DESC, a.id DESC LIMIT ?`);
  const all = db.prepare(`${ALERTS} ORDER BY a.at DESC, a.id DESC LIMIT ?`);
  const byIds = db.prepare(`${ALERTS} WHERE a.id IN (SELECT value FROM json_each(?)) ORDER BY a.id`);
  const unreported = db.prepare(`${ALERTS} WHERE a.reported_at IS NULL ORDER BY a.at, a.id`);
  const report = db.prepare('UPDATE alerts SET reported_at = ? WHERE reported_at IS NULL');
  const unread = db.prepare<[], { n: number }>(
    'SELECT count(*) AS n FROM alerts WHERE read_at IS NULL AND dismissed_at IS NULL',
  );
  const markRead = db.prepare(
    'UPDATE alerts SET read_at = CASE WHEN @read THEN coalesce(read_at, @at) END WHERE id = @id',
  );
  const markDismissed = db.prepare(
    'UPDATE alerts SET dismissed_at = CASE WHEN @dismissed THEN coalesce(dismissed_at, @at) END WHERE id = @id',
  );
  return {
    addRule: (r: {
      name: string | null;
      itemId: number | null;
      place: { id: string; name: string } | null;
      trigger: AlertTrigger;
      thresholds: AlertThresholds;
      at: number;
      checkedSnapshot: number | null;
      sinceDate: string | null;
      checkedSeq: number | null;
    }): number => {
      const { place, ...rest } = r;
      return Number(
        insertRule.run({
          ...rest,
          placeId: place?.id ?? null,
          placeName: place?.name ?? null,
          thresholds: JSON.stringify(r.thresholds),
        }).lastInsertRowid,
      );
    },
    rules: (): StoredRule[] => rules.all().map(toRule),
    rule: (id: number): StoredRule | null => {
      const row = rule.get(id);
      return row === undefined ? null : toRule(row);
    },
    removeRule: (id: number, at: number): boolean => removeRule.run(at, id).changes > 0,
    /** Call in the same transaction as the alerts the snapshots gave. */
    setChecked: (ruleId: number, snapshotId: number): void => void checked.run(snapshotId, ruleId),
    /** A place rule: the cache's store sequence it has read up to; call with the alerts it found. */
    setCheckedSeq: (ruleId: number, seq: number): void => void checkedSeq.run(seq, ruleId),
    /** The ids of the alerts that were new (an alert already recorded is not recorded again). */
    insert: (alerts: readonly NewAlert[], now: number): number[] => {
      const ids: number[] = [];
      for (const a of alerts) {
        const done = insertAlert.run({ ...a, listing: JSON.stringify(a.listing), now });
        if (done.changes > 0) ids.push(Number(done.lastInsertRowid));
      }
      return ids;
    },
    inbox: (includeDismissed: boolean, limit: number): AlertView[] =>
      (includeDismissed ? all : open).all(limit).map(toAlert),
    byIds: (ids: readonly number[]): AlertView[] => (ids.length ? byIds.all(JSON.stringify(ids)).map(toAlert) : []),
    unread: (): number => unread.get()?.n ?? 0,
    /** Alerts no check has handed out yet (those a snapshot found too), marked as handed out now. */
    takeUnreported: (at: number): AlertView[] =>
      db.transaction(() => {
        const alerts = unreported.all().map(toAlert);
        report.run(at);
        return alerts;
      })(),
    mark: (ids: readonly number[], change: { read?: boolean; dismissed?: boolean }, at: number): number => {
      let changed = 0;
      for (const id of ids) {
        if (change.read !== undefined) changed += markRead.run({ id, read: change.read ? 1 : 0, at }).changes;
        if (change.dismissed !== undefined) {
          changed += markDismissed.run({ id, dismissed: change.dismissed ? 1 : 0, at }).changes;
        }
      }
      return changed;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
