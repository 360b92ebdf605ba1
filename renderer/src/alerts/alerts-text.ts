// The Alerts view's sentences from data: a rule described from its item and thresholds (when the broker gave it no
// name), and the inbox grouped by UAE day with each day's counts by kind (the daily digest).
import { formatList } from '#shared/format/intl';
import type { Lang } from '#shared/domain/lang';
import { uaeDay } from '#shared/domain/uae-day';
import { ALERT_KINDS, type AlertKind, type AlertRuleView, type AlertView } from '#shared/domain/alerts';
import { formatAed } from '#shared/format/values';
import { numberFormat } from '../i18n/format';
import { sayIn } from '../i18n/say';

type RuleFields = Pick<AlertRuleView, 'name' | 'trigger' | 'thresholds' | 'itemName'>;

export function percentText(value: number, lang: Lang): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** The rule's own name, or a sentence saying what it watches for. */
export function ruleText(rule: RuleFields, lang: Lang): string {
  if (rule.name) return rule.name;
  const say = sayIn(lang);
  const item = rule.itemName;
  const { maxPrice, maxPerSqft, minPercent, minAed } = rule.thresholds;
  if (rule.trigger === 'new-listings' && maxPrice !== undefined) {
    return say('alerts.ruleNewUnder', { item, price: formatAed(maxPrice, lang) });
  }
  if (rule.trigger === 'new-listings' && maxPerSqft !== undefined) {
    return say('alerts.ruleNewUnderPerSqft', { item, price: formatAed(maxPerSqft, lang) });
  }
  const { aboveMedianPct, belowMedianPct } = rule.thresholds;
  if (rule.trigger === 'new-transactions' && aboveMedianPct !== undefined) {
    return say('alerts.ruleTxAbove', { item, percent: percentText(aboveMedianPct, lang) });
  }
  if (rule.trigger === 'new-transactions' && belowMedianPct !== undefined) {
    return say('alerts.ruleTxBelow', { item, percent: percentText(belowMedianPct, lang) });
  }
  if (rule.trigger === 'price-cut' && (minPercent !== undefined || minAed !== undefined)) {
    const percent = minPercent === undefined ? '' : percentText(minPercent, lang);
    const aed = minAed === undefined ? '' : formatAed(minAed, lang);
    if (minPercent === undefined) return say('alerts.ruleCutAed', { item, aed });
    if (minAed === undefined) return say('alerts.ruleCutPercent', { item, percent });
    return say('alerts.ruleCutBoth', { item, percent, aed });
  }
  return say(`alerts.rule.${rule.trigger}`, { item });
}

export interface AlertDay {
  /** The UAE calendar day (YYYY-MM-DD). */
  day: string;
  alerts: AlertView[];
  /** "7 alerts", in the language. */
  total: string;
  /** "3 new listings, 2 price cuts, 2 gone": the day's digest, as the language lists. */
  kinds: string;
}

/** The alerts by UAE day (newest first), each day's in the digest's order of kinds, each day with its digest. */
export function alertDays(alerts: readonly AlertView[], lang: Lang): AlertDay[] {
  const say = sayIn(lang);
  const days = new Map<string, AlertView[]>();
  for (const alert of alerts) {
    const day = uaeDay(alert.at);
    days.set(day, [...(days.get(day) ?? []), alert]);
  }
  const order = (a: AlertView) => ALERT_KINDS.indexOf(a.kind);
  for (const list_ of days.values()) list_.sort((a, b) => order(a) - order(b) || Date.parse(b.at) - Date.parse(a.at));
  return [...days].map(([day, list_]) => {
    const counts = new Map<AlertKind, number>();
    for (const a of list_) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
    const kinds = ALERT_KINDS.filter((k) => counts.has(k)).map((k) =>
      say(`alerts.kindCount.${k}`, { count: counts.get(k)! }),
    );
    const total = say('alerts.dayTotal', { count: list_.length });
    return { day, alerts: list_, total, kinds: formatList(kinds, lang, 'unit') };
  });
}
