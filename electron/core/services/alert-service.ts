// Alerts on watched items: rules are added against an item, and checked against the snapshots stored since each last
// read (never a request: the snapshot schedule, or a snapshot taken by hand, already paid for them). Each pair of
// consecutive complete snapshots is compared once (the portfolio diff), what each rule finds is recorded in the inbox
// with the rule's new mark in one transaction, so a check cut short records either all of a rule's alerts or none.
import { AppFailure } from '#shared/errors';
import type { AlertCheckResult, AlertRuleView, AlertView } from '#shared/domain/alerts';
import type { SnapshotDiff } from '#shared/domain/portfolio';
import type { alertAddSchema } from '#shared/ipc/contract';
import type { z } from 'zod';
import { alertsOfDiff } from '../alerts/diff-alerts';
import type { NewAlert } from '../store/workspace/alerts-repo';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { HistoryService } from './history-service';

type AlertAdd = z.output<typeof alertAddSchema>;

const INBOX_LIMIT = 500;

export class AlertService {
  constructor(
    private readonly workspace: WorkspaceStore,
    private readonly history: Pick<HistoryService, 'diff'>,
    private readonly now: () => number = Date.now,
  ) {}

  private get repos() {
    return this.workspace.portfolio;
  }

  private completeIds(itemId: number): number[] {
    return this.repos.snapshots
      .forItem(itemId)
      .filter((s) => s.complete)
      .map((s) => s.id);
  }

  /** A rule reads the item's snapshots from its latest complete one on: it tells of changes after it was set. */
  add(input: AlertAdd): AlertRuleView {
    this.workspace.assertWritable();
    const item = this.repos.watchItems.get(input.itemId);
    if (!item || item.removedAt !== null) {
      throw new AppFailure(
        'validation',
        item
          ? `${item.name} is no longer watched: watch it again before setting an alert on it.`
          : `No watched item has the id ${input.itemId}.`,
        { field: 'itemId' },
      );
    }
    const id = this.repos.alerts.addRule({
      name: input.name ?? null,
      itemId: item.id,
      trigger: input.trigger,
      thresholds: input.thresholds,
      at: this.now(),
      checkedSnapshot: this.completeIds(item.id).at(-1) ?? null,
    });
    return this.repos.alerts.rule(id)!;
  }

  rules(): AlertRuleView[] {
    return this.repos.alerts.rules();
  }

  remove(ruleId: number): { removed: boolean } {
    this.workspace.assertWritable();
    return { removed: this.repos.alerts.removeRule(ruleId, this.now()) };
  }

  /**
   * Reads every rule against the complete snapshots its item took since the rule's mark, and hands out every alert
   * no check has handed out yet: those found now and those a snapshot found since the last check (a snapshot reads
   * the rules itself, `afterSnapshot`), so a script that checks after each snapshot misses none and sees none twice.
   */
  check(): AlertCheckResult {
    const { rulesChecked, comparisons } = this.evaluate();
    return { alerts: this.repos.alerts.takeUnreported(this.now()), rulesChecked, comparisons };
  }

  /** Reads the rules after a snapshot; the alerts it found wait in the inbox and for the next check. */
  afterSnapshot(): { found: number; unread: number } {
    const { found } = this.evaluate();
    return { found: found.length, unread: this.repos.alerts.unread() };
  }

  private evaluate(): { found: number[]; rulesChecked: number; comparisons: number } {
    this.workspace.assertWritable();
    const rules = this.repos.alerts.rules();
    const diffs = new Map<string, SnapshotDiff>();
    const found: number[] = [];
    let comparisons = 0;
    for (const rule of rules) {
      const ids = this.completeIds(rule.itemId);
      const mark = rule.checkedSnapshot?.id;
      // A rule set before its item's first snapshot takes that snapshot as where it starts.
      const start = mark === undefined ? 0 : ids.indexOf(mark);
      const chain = start < 0 ? ids.filter((id) => id >= mark!) : ids.slice(start);
      if (chain.length === 0) continue;
      const alerts: NewAlert[] = [];
      for (let i = 1; i < chain.length; i++) {
        const [from, to] = [chain[i - 1]!, chain[i]!];
        const key = `${rule.itemId}:${from}:${to}`;
        let diff = diffs.get(key);
        if (!diff) {
          diff = this.history.diff(rule.itemId, from, to);
          diffs.set(key, diff);
        }
        comparisons++;
        alerts.push(...alertsOfDiff(rule, diff, (id) => this.seenBefore(rule.itemId, id, from)));
      }
      const last = chain.at(-1)!;
      if (last === mark) continue;
      this.workspace.db.transaction(() => {
        found.push(...this.repos.alerts.insert(alerts, this.now()));
        this.repos.alerts.setChecked(rule.id, last);
      })();
    }
    return { found, rulesChecked: rules.length, comparisons };
  }

  /** Whether the item showed the listing in a snapshot before `before` (it left, and is now back). */
  private seenBefore(itemId: number, externalID: string, before: number): boolean {
    return this.repos.listingStates
      .forListing(externalID)
      .some((s) => s.itemId === itemId && s.entity === 0 && s.firstSnapshot < before);
  }

  inbox(includeDismissed = false, limit = INBOX_LIMIT): { alerts: AlertView[]; unread: number } {
    return { alerts: this.repos.alerts.inbox(includeDismissed, limit), unread: this.repos.alerts.unread() };
  }

  mark(ids: readonly number[], change: { read?: boolean; dismissed?: boolean }): { changed: number } {
    this.workspace.assertWritable();
    if (change.read === undefined && change.dismissed === undefined) {
      throw new AppFailure('validation', 'Say what to mark: read, dismissed, or both.', { field: 'read' });
    }
    return { changed: this.repos.alerts.mark(ids, change, this.now()) };
  }
}
