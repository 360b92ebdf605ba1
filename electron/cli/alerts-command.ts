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
import type { Say } from '#shared/messages/say-in';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { findWatched, targetOf, watchTarget } from './portfolio-targets';
import { lookup } from './resolve-names';
import { fmt, printJson, wordedTable } from './table-output';
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
  lang: langFlag.optional(),
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

/** ICU select keys are words: the triggers' and kinds' codes with their dashes taken out ("price-cut" → "priceCut"). */
const selectKey = (code: string): string => code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Which of a rule's two optional thresholds are set, as the message's select reads it: both, one (named) or none. */
function whichSet<A extends string, B extends string>(
  a: number | undefined,
  b: number | undefined,
  onlyA: A,
  onlyB: B,
): 'both' | 'none' | A | B {
  if (a !== undefined) return b !== undefined ? 'both' : onlyA;
  return b !== undefined ? onlyB : 'none';
}

/** The rule in words, for a rule the broker did not name. */
export function describeRule(say: Say, rule: Pick<AlertRuleView, 'trigger' | 'thresholds' | 'itemName'>): string {
  const t = rule.thresholds;
  const name = rule.itemName;
  if (rule.trigger === 'new-transactions') {
    const purpose = t.purpose === 'for-sale' ? 'sale' : t.purpose === 'for-rent' ? 'rent' : 'any';
    const median = t.aboveMedianPct !== undefined ? 'above' : t.belowMedianPct !== undefined ? 'below' : 'none';
    const pct = t.aboveMedianPct ?? t.belowMedianPct ?? 0;
    return say('cli.alerts.rule.transactions', { name, purpose, median, pct });
  }
  if (rule.trigger === 'new-listings') {
    const price = t.maxPrice ?? 0;
    const perSqft = t.maxPerSqft ?? 0;
    const limit = whichSet(t.maxPrice, t.maxPerSqft, 'price', 'perSqft');
    return say('cli.alerts.rule.newListings', { name, limit, price, perSqft });
  }
  if (rule.trigger === 'price-cut') {
    const cut = whichSet(t.minPercent, t.minAed, 'percent', 'aed');
    return say('cli.alerts.rule.priceCut', { name, cut, pct: t.minPercent ?? 0, aed: t.minAed ?? 0 });
  }
  return say('cli.alerts.rule.other', { name, trigger: selectKey(rule.trigger) });
}

const RULE_HEADERS = {
  rule: 'cli.column.rule',
  name: 'cli.column.name',
  item: 'cli.column.item',
  readUpTo: 'cli.column.readUpTo',
} as const;

function ruleRow(say: Say, rule: AlertRuleView): Record<string, string | number> {
  return {
    rule: rule.id,
    name: rule.name ?? describeRule(say, rule),
    item: say('cli.alerts.item', { kind: rule.itemKind, name: rule.itemName, watched: rule.watched ? 'yes' : 'no' }),
    readUpTo:
      rule.itemKind === 'place'
        ? say('cli.alerts.readSince', { date: rule.sinceDate ?? '' })
        : rule.checkedSnapshot
          ? uaeTimeText(rule.checkedSnapshot.takenAt)
          : say('cli.alerts.firstSnapshot'),
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

const ALERT_HEADERS = {
  alert: 'cli.column.alert',
  seen: 'cli.column.seen',
  kind: 'cli.column.kind',
  listing: 'cli.column.listing',
  title: 'cli.column.title',
  place: 'cli.column.place',
  oldPrice: 'cli.column.oldPrice',
  newPrice: 'cli.column.newPrice',
  period: 'cli.column.period',
  rule: 'cli.column.rule',
} as const;

function alertRow(
  say: Say,
  alert: AlertView,
  rules: ReadonlyMap<number, AlertRuleView>,
): Record<string, string | number> {
  const rule = rules.get(alert.ruleId);
  return {
    alert: alert.id,
    seen: uaeTimeText(alert.at),
    kind: say('cli.alerts.kind', { kind: selectKey(alert.kind) }),
    listing: alert.externalID,
    title: alert.title?.en ?? alert.title?.ar ?? '—',
    place: alert.place ?? '—',
    oldPrice: fmt(alert.oldPrice, say.lang),
    newPrice: fmt(alert.newPrice, say.lang),
    period: alert.purpose === 'for-rent' ? say('cli.alerts.period', { period: alert.rentFrequency ?? 'yearly' }) : '—',
    rule:
      alert.ruleName ?? (rule ? describeRule(say, rule) : say('cli.alerts.ruleNumber', { rule: String(alert.ruleId) })),
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
  const description = terminalSafe(rule.name ?? describeRule(ctx.say, rule));
  ctx.io.out(
    `${ctx.say('cli.alerts.set', { rule: String(rule.id), description })}\n` +
      `${ctx.say('cli.alerts.placeCost', { place: terminalSafe(place.name), date: rule.sinceDate ?? '' })}\n`,
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
        ref('error.cli.notWatchedForAlert', { kind: target.kind, flag: target.kind, name: target.value }),
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
  for (const rule of rules) {
    const description = terminalSafe(rule.name ?? describeRule(ctx.say, rule));
    ctx.io.out(`${ctx.say('cli.alerts.set', { rule: String(rule.id), description })}\n`);
  }
  ctx.io.out(
    `${ctx.say('cli.alerts.cost', {
      watchedNow: watchedNow ? 'yes' : 'no',
      name: terminalSafe(item.name),
      schedule: perMonth === null ? 'byHand' : 'scheduled',
      atLeast: estimate.basis === 'unknown' ? 'yes' : 'no',
      perSnapshot,
      hours: schedule.intervalHours,
      perMonth: perMonth ?? 0,
    })}\n`,
  );
}

export async function runAlertsCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  if (action === 'add') return addRules(ctx, flags, json);
  if (action === 'list') {
    commandFlags(flags, { lang: langFlag.optional() }, 'alerts list');
    const rules = await invoke(ctx, 'alerts:rules', {});
    if (json) return printJson(ctx, rules);
    ctx.io.out(
      rules.length
        ? wordedTable(
            ctx.say,
            RULE_HEADERS,
            rules.map((rule) => ruleRow(ctx.say, rule)),
            4,
            60,
          )
        : `${ctx.say('cli.alerts.none')}\n`,
    );
    return;
  }
  if (action === 'check') {
    commandFlags(flags, { lang: langFlag.optional() }, 'alerts check');
    const result = await invoke(ctx, 'alerts:check', {});
    if (json) return printJson(ctx, { alerts: result.alerts.map(alertJson) });
    const rules = new Map((await invoke(ctx, 'alerts:rules', {})).map((r) => [r.id, r]));
    ctx.io.out(
      result.alerts.length
        ? wordedTable(
            ctx.say,
            ALERT_HEADERS,
            result.alerts.map((a) => alertRow(ctx.say, a, rules)),
            10,
            40,
          )
        : `${ctx.say('cli.alerts.nothingNew', { rules: result.rulesChecked, pairs: result.comparisons })}\n`,
    );
    return;
  }
  if (action === 'inbox') {
    const own = commandFlags(flags, { all: switchFlag, lang: langFlag.optional() }, 'alerts inbox');
    const inbox = await invoke(ctx, 'alerts:inbox', { includeDismissed: own.all === true });
    if (json) return printJson(ctx, { unread: inbox.unread, alerts: inbox.alerts.map(alertJson) });
    const rules = new Map((await invoke(ctx, 'alerts:rules', {})).map((r) => [r.id, r]));
    ctx.io.out(
      inbox.alerts.length
        ? `${ctx.say('cli.alerts.unread', { unread: inbox.unread })}\n${wordedTable(
            ctx.say,
            ALERT_HEADERS,
            inbox.alerts.map((a) => alertRow(ctx.say, a, rules)),
            10,
            40,
          )}`
        : `${ctx.say('cli.alerts.inboxEmpty')}\n`,
    );
    return;
  }
  if (action === 'remove') {
    const own = commandFlags(
      flags,
      {
        rule: z.coerce.number<unknown>().int('must be a rule number').min(1, 'must be a rule number'),
        lang: langFlag.optional(),
      },
      'alerts remove',
    );
    const { removed } = await invoke(ctx, 'alerts:remove', { ruleId: own.rule });
    if (json) return printJson(ctx, { rule: own.rule, removed });
    ctx.io.out(
      `${removed ? ctx.say('cli.alerts.removed', { rule: String(own.rule) }) : ctx.say('cli.alerts.noSuch', { rule: String(own.rule) })}\n`,
    );
    return;
  }
  throw new AppFailure('validation', usageError('alerts'), { field: 'action' });
}
