// Alerts: rules on a watched item's snapshots, or on a place's stored transactions, checked against what was stored
// since each last read (never a request: the snapshot schedule, a snapshot taken by hand or a market load already
// paid for it). Each pair of consecutive complete snapshots is compared once (the portfolio diff); what each rule
// finds is recorded in the inbox with the rule's new mark in one unit of work, so a check cut short records either all
// of a rule's alerts or none.
import { AppFailure } from '#shared/errors';
import type { AlertCheckResult, AlertRuleView, AlertView } from '#shared/domain/alerts';
import type { SnapshotDiff } from '#shared/domain/portfolio';
import type { alertAddSchema } from '#shared/ipc/contract';
import type { z } from 'zod';
import { alertsOfDiff } from '../alerts/diff-alerts';
import { transactionAlerts } from '../alerts/transaction-alerts';
import type { NewAlert, StoredRule } from '../store/workspace/alerts-repo';
import type { PlaceTransaction } from '../store/transactions-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { HistoryService } from './history-service';
import { ref } from '#shared/messages/message-ref';

type AlertAdd = z.output<typeof alertAddSchema>;

const INBOX_LIMIT = 500;

/** The stored transactions of the current source, as a place rule reads them (the offline cache). */
export interface PlaceTransactions {
  latestInPlace(place: string): { date: string | null; seq: number };
  storedSince(place: string, seq: number, date: string): (PlaceTransaction & { seq: number })[];
  perSqftIn(place: string, purpose: string, from: string, to: string): number[];
}

const NO_TRANSACTIONS: PlaceTransactions = {
  latestInPlace: () => ({ date: null, seq: 0 }),
  storedSince: () => [],
  perSqftIn: () => [],
};

export class AlertService {
  constructor(
    private readonly workspace: Workspace,
    private readonly history: Pick<HistoryService, 'diff'>,
    private readonly now: () => number = Date.now,
    private readonly transactions: () => PlaceTransactions = () => NO_TRANSACTIONS,
  ) {}

  private async completeIds(itemId: number): Promise<number[]> {
    return (await this.workspace.snapshots.forItem(itemId)).filter((s) => s.complete).map((s) => s.id);
  }

  /**
   * A rule tells of changes after it was set: one on an item reads its snapshots from the latest complete one on;
   * one on a place, transactions registered after the newest day stored for it (or today, UAE, with none stored).
   */
  async add(input: AlertAdd): Promise<AlertRuleView> {
    this.workspace.assertWritable();
    const base = { name: input.name ?? null, trigger: input.trigger, thresholds: input.thresholds, at: this.now() };
    if (input.place) {
      const latest = this.transactions().latestInPlace(input.place.id);
      const today = new Date(this.now() + 4 * 3_600_000).toISOString().slice(0, 10);
      const id = await this.workspace.alerts.addRule({
        ...base,
        itemId: null,
        place: input.place,
        checkedSnapshot: null,
        sinceDate: latest.date ?? today,
        checkedSeq: latest.seq,
      });
      return this.view(id);
    }
    const item = input.itemId === undefined ? null : await this.workspace.watchItems.get(input.itemId);
    if (!item || item.removedAt !== null) {
      throw new AppFailure(
        'validation',
        item
          ? ref('error.watch.alertUnwatched', { name: item.name })
          : ref('error.watch.noWatched', { id: String(input.itemId) }),
        { field: 'itemId' },
      );
    }
    const id = await this.workspace.alerts.addRule({
      ...base,
      itemId: item.id,
      place: null,
      checkedSnapshot: (await this.completeIds(item.id)).at(-1) ?? null,
      sinceDate: null,
      checkedSeq: null,
    });
    return this.view(id);
  }

  private async view(id: number): Promise<AlertRuleView> {
    const { checkedSeq: _checkedSeq, ...rule } = (await this.workspace.alerts.rule(id))!;
    return rule;
  }

  async rules(): Promise<AlertRuleView[]> {
    return (await this.workspace.alerts.rules()).map(({ checkedSeq: _checkedSeq, ...rule }) => rule);
  }

  async remove(ruleId: number): Promise<{ removed: boolean }> {
    this.workspace.assertWritable();
    return { removed: await this.workspace.alerts.removeRule(ruleId, this.now()) };
  }

  /**
   * Reads every rule against what was stored since it last read, and hands out every alert no check has handed out
   * yet: those found now and those a snapshot found since the last check (a snapshot reads the rules itself,
   * `afterSnapshot`), so a script that checks after each snapshot misses none and sees none twice.
   */
  async check(): Promise<AlertCheckResult> {
    const { rulesChecked, comparisons } = await this.evaluate();
    return {
      alerts: await this.workspace.alerts.takeUnreported(this.now()),
      rulesChecked,
      comparisons,
    };
  }

  /** Reads the rules after a snapshot or a load; what they found waits in the inbox and for the next check. */
  async afterSnapshot(): Promise<{ found: number; unread: number }> {
    const { found } = await this.evaluate();
    return { found: found.length, unread: await this.workspace.alerts.unread() };
  }

  private async evaluate(): Promise<{ found: number[]; rulesChecked: number; comparisons: number }> {
    this.workspace.assertWritable();
    const rules = await this.workspace.alerts.rules();
    const diffs = new Map<string, SnapshotDiff>();
    const found: number[] = [];
    let comparisons = 0;
    for (const rule of rules) {
      if (rule.placeId !== null) {
        found.push(...(await this.evaluatePlace(rule)));
        continue;
      }
      if (rule.itemId === null || rule.trigger === 'new-transactions') continue;
      const itemId = rule.itemId;
      const ids = await this.completeIds(itemId);
      const mark = rule.checkedSnapshot?.id;
      // A rule set before its item's first snapshot takes that snapshot as where it starts.
      const start = mark === undefined ? 0 : ids.indexOf(mark);
      const chain = start < 0 ? ids.filter((id) => id >= mark!) : ids.slice(start);
      if (chain.length === 0) continue;
      const alerts: NewAlert[] = [];
      for (let i = 1; i < chain.length; i++) {
        const [from, to] = [chain[i - 1]!, chain[i]!];
        const key = `${itemId}:${from}:${to}`;
        let diff = diffs.get(key);
        if (!diff) {
          diff = await this.history.diff(itemId, from, to);
          diffs.set(key, diff);
        }
        comparisons++;
        const trigger = rule.trigger;
        // Whether an added listing had been seen before (it came back) is read first, for the rules that ask it.
        const back = new Set<string>();
        if (trigger === 'new-listings' || trigger === 'back-on-market') {
          for (const listing of diff.added) {
            if (await this.seenBefore(itemId, listing.externalID, from)) back.add(listing.externalID);
          }
        }
        alerts.push(...alertsOfDiff({ ...rule, trigger }, diff, (id) => back.has(id)));
      }
      const last = chain.at(-1)!;
      if (last === mark) continue;
      await this.workspace.unitOfWork(async (tx) => {
        found.push(...(await tx.alerts.insert(alerts, this.now())));
        await tx.alerts.setChecked(rule.id, last);
      });
    }
    return { found, rulesChecked: rules.length, comparisons };
  }

  /** A place rule: the transactions stored since its mark, judged by its thresholds. */
  private async evaluatePlace(rule: StoredRule): Promise<number[]> {
    const source = this.transactions();
    const placeId = rule.placeId!;
    const stored = source.storedSince(placeId, rule.checkedSeq ?? 0, rule.sinceDate ?? '9999-12-31');
    if (stored.length === 0) return [];
    const alerts = transactionAlerts(
      rule,
      stored,
      rule.itemName,
      (purpose, from, to) => source.perSqftIn(placeId, purpose, from, to),
      this.now(),
    );
    const seq = Math.max(...stored.map((t) => t.seq));
    const found: number[] = [];
    await this.workspace.unitOfWork(async (tx) => {
      found.push(...(await tx.alerts.insert(alerts, this.now())));
      await tx.alerts.setCheckedSeq(rule.id, seq);
    });
    return found;
  }

  /** Whether the item showed the listing in a snapshot before `before` (it left, and is now back). */
  private async seenBefore(itemId: number, externalID: string, before: number): Promise<boolean> {
    return (await this.workspace.listingStates.forListing(externalID)).some(
      (s) => s.itemId === itemId && s.entity === 0 && s.firstSnapshot < before,
    );
  }

  async inbox(includeDismissed = false, limit = INBOX_LIMIT): Promise<{ alerts: AlertView[]; unread: number }> {
    return {
      alerts: await this.workspace.alerts.inbox(includeDismissed, limit),
      unread: await this.workspace.alerts.unread(),
    };
  }

  async mark(ids: readonly number[], change: { read?: boolean; dismissed?: boolean }): Promise<{ changed: number }> {
    this.workspace.assertWritable();
    if (change.read === undefined && change.dismissed === undefined) {
      throw new AppFailure('validation', ref('error.alert.markWhat'), { field: 'read' });
    }
    return { changed: await this.workspace.alerts.mark(ids, change, this.now()) };
  }
}
