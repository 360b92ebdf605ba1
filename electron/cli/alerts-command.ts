// `aqar alerts add|list|check|inbox|remove`: rules on a watched item's snapshots and what they found. A rule spends
// no request of its own: it reads the snapshots the schedule (or `aqar snapshot`) takes, whose cost `add` states.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import {
  monthlySnapshotRequests,
  type AlertRuleView,
  type AlertThresholds,
  type AlertTrigger,
  type AlertView,
} from '#shared/domain/alerts';
import { uaeTimeText } from '#core/export/cell-values';
import type { CliContext } from './cli-context';
import { usageError } from './command-help';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { findWatched, targetOf, watchTarget } from './portfolio-targets';
import { lookup } from './resolve-names';
import { fmt, printJson } from './table-output';
import { renderTable } from './table';
import { terminalSafe } from './terminal-text';

const aed = z.coerce.number<unknown>().positive('must be an amount of AED above zero');
const percent = z.coerce.number<unknown>().gt(0, 'must be a percentage above 0').max(100, 'must be at most 100');
/** How far above a median: beyond 100% is meaningful (twice the median is 100% above it). */
const abovePercent = z.coerce.number<unknown>().gt(0, 'must be a percentage above 0').max(1000, 'must be at most 1000');

const addShape = {
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
  'new-listings': switchFlag,
  'max-price': aed.optional(),
  'max-per-sqft': aed.optional(),
  'price-cut': percent.optional(),
  'min-aed': aed.optional(),
  'back-on-market': switchFlag,
  gone: switchFlag,
  'new-projects': switchFlag,
  location: nameFlag.optional(),
  'new-transactions': switchFlag,
  purpose: z.enum(['for-sale', 'for-rent'], 'must be for-sale or for-rent').optional(),
  'above-median': abovePercent.optional(),
  'below-median': z.coerce
    .number<unknown>()
    .gt(0, 'must be a percentage above 0')
    .max(100, 'must be at most 100')
    .optional(),
  name: nameFlag.max(200, 'is longer than 200 characters').optional(),
};
type AddFlags = z.output<z.ZodObject<typeof addShape>>;

/** One rule per trigger given, each with the thresholds that belong to it. */
function rulesAsked(own: AddFlags): { trigger: AlertTrigger; thresholds: AlertThresholds }[] {
  const rules: { trigger: AlertTrigger; thresholds: AlertThresholds }[] = [];
  if (own['new-listings']) {
    rules.push({
      trigger: 'new-listings',
      thresholds: {
        ...(own['max-price'] === undefined ? {} : { maxPrice: own['max-price'] }),
        ...(own['max-per-sqft'] === undefined ? {} : { maxPerSqft: own['max-per-sqft'] }),
      },
    });
  } else if (own['max-price'] !== undefined || own['max-per-sqft'] !== undefined) {
    throw new AppFailure('validation', ref('error.cli.alerts.priceWithNewListings'), {
      field: 'max-price',
    });
  }
  if (own['price-cut'] !== undefined) {
    rules.push({
      trigger: 'price-cut',
      thresholds: { minPercent: own['price-cut'], ...(own['min-aed'] === undefined ? {} : { minAed: own['min-aed'] }) },
    });
  } else if (own['min-aed'] !== undefined) {
    throw new AppFailure('validation', ref('error.cli.alerts.minAedWithCut'), { field: 'min-aed' });
  }
  if (own['back-on-market']) rules.push({ trigger: 'back-on-market', thresholds: {} });
  if (own.gone) rules.push({ trigger: 'gone', thresholds: {} });
  if (own['new-projects']) rules.push({ trigger: 'new-projects', thresholds: {} });
  const onPlace =
    own['purpose'] !== undefined || own['above-median'] !== undefined || own['below-median'] !== undefined;
  if (own['new-transactions']) {
    rules.push({
      trigger: 'new-transactions',
      thresholds: {
        ...(own.purpose === undefined ? {} : { purpose: own.purpose }),
        ...(own['above-median'] === undefined ? {} : { aboveMedianPct: own['above-median'] }),
        ...(own['below-median'] === undefined ? {} : { belowMedianPct: own['below-median'] }),
      },
    });
  } else if (onPlace) {
    throw new AppFailure('validation', ref('error.cli.alerts.transactionFlags'), {
      field: 'purpose',
    });
  }
  if (rules.length === 0) {
    throw new AppFailure('validation', ref('error.cli.alerts.whatToWatch'), { field: 'trigger' });
  }
  return rules;
}

/** The rule in words, for a rule the broker did not name. */
export function describeRule(rule: Pick<AlertRuleView, 'trigger' | 'thresholds' | 'itemName'>): string {
  if (rule.trigger === 'new-transactions') {
    const t = rule.thresholds;
    const purpose = t.purpose === 'for-sale' ? 'sales' : t.purpose === 'for-rent' ? 'rents' : 'transactions';
    const median =
      t.aboveMedianPct !== undefined
        ? ` at least ${t.aboveMedianPct}% above the median AED per sq ft`
        : t.belowMedianPct !== undefined
          ? ` at least ${t.belowMedianPct}% below the median AED per sq ft`
          : '';
    return `${rule.itemName}: new ${purpose} registered${median}`;
  }
  const t = rule.thresholds;
  const limits = [
    t.maxPrice === undefined ? null : `at most AED ${fmt(t.maxPrice, 'en')}`,
    t.maxPerSqft === undefined ? null : `at most AED ${fmt(t.maxPerSqft, 'en')} per sq ft`,
  ].filter((x): x is string => x !== null);
  const cut = [
    t.minPercent === undefined ? null : `${t.minPercent}%`,
    t.minAed === undefined ? null : `AED ${fmt(t.minAed, 'en')}`,
  ].filter((x): x is string => x !== null);
  const what: Record<AlertTrigger, string> = {
    'new-listings': `new listings${limits.length ? ` (${limits.join(', ')}; a rent counted per year)` : ''}`,
    'price-cut': `price cuts of at least ${cut.join(' and ')}`,
    'back-on-market': 'listings back on the market',
    gone: 'listings gone',
    'new-projects': 'new projects',
    'new-transactions': 'new transactions',
  };
  return `${rule.itemName}: ${what[rule.trigger]}`;
}

function ruleRow(rule: AlertRuleView): Record<string, string | number> {
  return {
    rule: rule.id,
    name: rule.name ?? describeRule(rule),
    item: `${rule.itemKind} ${rule.itemName}${rule.watched ? '' : ' (no longer watched)'}`,
    'read up to (UAE time)':
      rule.itemKind === 'place'
        ? `transactions after ${rule.sinceDate}`
        : rule.checkedSnapshot
          ? uaeTimeText(rule.checkedSnapshot.takenAt)
          : 'its first snapshot',
  };
}

/** The alert as scripts read it: one stable shape (issue 39). */
function alertJson(alert: AlertView) {
  return {
    rule: alert.ruleId,
    ruleName: alert.ruleName,
    kind: alert.kind,
    externalID: alert.externalID,
    place: alert.place,
    oldPrice: alert.oldPrice,
    newPrice: alert.newPrice,
    rentFrequency: alert.rentFrequency,
    at: alert.at,
  };
}

function alertRow(alert: AlertView, rules: ReadonlyMap<number, AlertRuleView>): Record<string, string | number> {
  const rule = rules.get(alert.ruleId);
  return {
    alert: alert.id,
    'seen (UAE time)': uaeTimeText(alert.at),
    kind: alert.kind,
    listing: alert.externalID,
    title: alert.title?.en ?? alert.title?.ar ?? '—',
    place: alert.place ?? '—',
    'old price (AED)': fmt(alert.oldPrice, 'en'),
    'new price (AED)': fmt(alert.newPrice, 'en'),
    period: alert.purpose === 'for-rent' ? (alert.rentFrequency ?? 'yearly') : '—',
    rule: alert.ruleName ?? (rule ? describeRule(rule) : `rule ${alert.ruleId}`),
  };
}

/** A rule on a place's transactions: read from what market loads store, so it costs nothing of its own. */
async function addPlaceRule(
  ctx: CliContext,
  own: AddFlags,
  asked: { trigger: AlertTrigger; thresholds: AlertThresholds }[],
  json: boolean,
): Promise<void> {
  if (own.location === undefined || asked.length !== 1 || asked[0]!.trigger !== 'new-transactions') {
    throw new AppFailure('validation', ref('error.cli.alerts.placeTakesTransactions'), { field: 'location' });
  }
  for (const kind of ['agency', 'developer', 'agent', 'saved'] as const) {
    if (own[kind] !== undefined) {
      throw new AppFailure('validation', ref('error.cli.alerts.locationOrKind', { kind }), { field: kind });
    }
  }
  const place = await lookup(ctx, 'location', own.location);
  const rule = await invoke(ctx, 'alerts:add', {
    place: { id: place.externalID, name: place.name },
    ...asked[0]!,
    ...(own.name === undefined ? {} : { name: own.name }),
  });
  if (json) return printJson(ctx, { rules: [rule] });
  ctx.io.out(
    `Alert ${rule.id} set: ${terminalSafe(rule.name ?? describeRule(rule))}.\n` +
      `It reads the transactions of ${terminalSafe(place.name)} that market loads store (aqar market … --location), ` +
      `registered after ${rule.sinceDate}; it spends no request of its own.\n`,
  );
}

async function addRules(ctx: CliContext, flags: Flags, json: boolean): Promise<void> {
  const own = commandFlags(flags, addShape, 'alerts add');
  const asked = rulesAsked(own);
  const onPlace = asked.filter((r) => r.trigger === 'new-transactions');
  if (onPlace.length > 0 || own.location !== undefined) return addPlaceRule(ctx, own, asked, json);
  const target = targetOf(flags, 'alerts add')!;
  let item = await findWatched(ctx, target);
  let watchedNow = false;
  if (!item || item.removedAt !== null) {
    // A saved search is watched here (no request); a firm needs its id, looked up by `aqar watch add`.
    if (target.kind !== 'saved') {
      throw new AppFailure(
        'not-found',
        ref('error.cli.notWatchedForAlert', { kind: target.kind, name: target.value }),
        { field: target.kind },
      );
    }
    item = await watchTarget(ctx, target);
    watchedNow = true;
  }
  const rules: AlertRuleView[] = [];
  for (const rule of asked) {
    rules.push(
      await invoke(ctx, 'alerts:add', {
        itemId: item.id,
        ...rule,
        ...(own.name === undefined ? {} : { name: asked.length > 1 ? `${own.name} (${rule.trigger})` : own.name }),
      }),
    );
  }
  const [estimate, schedule] = await Promise.all([
    invoke(ctx, 'snapshot:estimate', { itemIds: [item.id] }),
    invoke(ctx, 'snapshot:schedule-get', {}),
  ]);
  const perSnapshot = estimate.estimatedRequests;
  const perMonth = schedule.enabled ? monthlySnapshotRequests(perSnapshot, schedule.intervalHours) : null;
  if (json) return printJson(ctx, { rules, item: item.id, watchedNow, requestsPerSnapshot: perSnapshot, perMonth });
  for (const rule of rules) ctx.io.out(`Alert ${rule.id} set: ${terminalSafe(rule.name ?? describeRule(rule))}.\n`);
  const atLeast = estimate.basis === 'unknown' ? 'at least ' : '';
  ctx.io.out(
    `${watchedNow ? `Now watching the saved search ${terminalSafe(item.name)}. ` : ''}` +
      'Alerts spend no request of their own: they read the snapshots of the watched item. ' +
      (perMonth === null
        ? `Snapshots are taken only by hand (aqar snapshot), ${atLeast}${perSnapshot} request(s) each.\n`
        : `The schedule takes one every ${schedule.intervalHours} h while the app runs: ${atLeast}${perSnapshot} ` +
          `request(s) each, about ${atLeast}${perMonth} a month.\n`),
  );
}

export async function runAlertsCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  if (action === 'add') return addRules(ctx, flags, json);
  if (action === 'list') {
    commandFlags(flags, {}, 'alerts list');
    const rules = await invoke(ctx, 'alerts:rules', {});
    if (json) return printJson(ctx, rules);
    ctx.io.out(rules.length ? renderTable(rules.map(ruleRow), 4, 60) : 'No alerts are set: aqar alerts add --help\n');
    return;
  }
  if (action === 'check') {
    commandFlags(flags, {}, 'alerts check');
    const result = await invoke(ctx, 'alerts:check', {});
    if (json) return printJson(ctx, { alerts: result.alerts.map(alertJson) });
    const rules = new Map((await invoke(ctx, 'alerts:rules', {})).map((r) => [r.id, r]));
    ctx.io.out(
      result.alerts.length
        ? renderTable(
            result.alerts.map((a) => alertRow(a, rules)),
            10,
            40,
          )
        : `Nothing new: ${result.rulesChecked} rule(s) read ${result.comparisons} pair(s) of snapshots.\n`,
    );
    return;
  }
  if (action === 'inbox') {
    const own = commandFlags(flags, { all: switchFlag }, 'alerts inbox');
    const inbox = await invoke(ctx, 'alerts:inbox', { includeDismissed: own.all === true });
    if (json) return printJson(ctx, { unread: inbox.unread, alerts: inbox.alerts.map(alertJson) });
    const rules = new Map((await invoke(ctx, 'alerts:rules', {})).map((r) => [r.id, r]));
    ctx.io.out(
      inbox.alerts.length
        ? `${inbox.unread} unread\n${renderTable(
            inbox.alerts.map((a) => alertRow(a, rules)),
            10,
            40,
          )}`
        : 'The inbox is empty.\n',
    );
    return;
  }
  if (action === 'remove') {
    const own = commandFlags(
      flags,
      { rule: z.coerce.number<unknown>().int('must be a rule number').min(1, 'must be a rule number') },
      'alerts remove',
    );
    const { removed } = await invoke(ctx, 'alerts:remove', { ruleId: own.rule });
    if (json) return printJson(ctx, { rule: own.rule, removed });
    ctx.io.out(
      removed
        ? `Alert ${own.rule} removed; what it found stays in the inbox.\n`
        : `No alert ${own.rule} is set (aqar alerts list).\n`,
    );
    return;
  }
  throw new AppFailure('validation', usageError('alerts'), { field: 'action' });
}
