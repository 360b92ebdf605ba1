// Alerts: the inbox of what the rules found in watched items' snapshots (by UAE day, each day's digest first, each
// alert linked to its listing, read and dismissed here), the rules with the snapshot each has read up to, a form
// that sets one with the cost of the snapshots it reads, and desktop notifications.
import { formatList } from '#shared/format/intl';
import { useEffect, useState } from 'react';
import { pickText, type Lang } from '#shared/domain/lang';
import type { AlertView } from '#shared/domain/alerts';
import { api } from '../api/api';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatAed, formatArea, formatPricePerArea, type AreaUnit } from '#shared/format/values';
import { withRentPeriod } from '../grid';
import { formatDateTime, formatDay, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { failureText } from '../saved';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { AddAlertForm } from './AddAlertForm';
import { sayIn, useDataLang, useMessage } from '../i18n/messages';
import { notificationState, useAlerts } from './alerts-store';
import { alertDays, percentText, ruleText } from './alerts-text';
import '../portfolio/portfolio.css';
import './alerts.css';

async function mark(ids: number[], change: { read?: boolean; dismissed?: boolean }): Promise<void> {
  const result = await api.invoke('alerts:mark', { ids, ...change });
  if (!result.ok) {
    const error = result.error;
    notify('error', (l) => failureText(error, sayIn(l)('alerts.failed'), l));
  }
  await useAlerts.getState().load();
}

function priceText(alert: AlertView, lang: Lang, unit: AreaUnit): string {
  const say = sayIn(lang);
  const tx = alert.transaction;
  if (tx) {
    return say('alerts.txLine', {
      date: formatDay(tx.date, lang),
      price: withRentPeriod(formatAed(alert.newPrice, lang), alert, lang),
      perArea: formatPricePerArea(tx.pricePerSqft, unit, lang),
    });
  }
  const money = (value: number | null) => withRentPeriod(formatAed(value, lang), alert, lang);
  if (alert.oldPrice !== null && alert.newPrice !== null) {
    return say('alerts.priceFrom', { old: money(alert.oldPrice), new: money(alert.newPrice) });
  }
  if (alert.newPrice !== null) return say('alerts.priceNow', { price: money(alert.newPrice) });
  if (alert.oldPrice !== null) return say('alerts.priceWas', { price: money(alert.oldPrice) });
  return '';
}

/** A transaction's unit, which has no title: "2 bedrooms, 1,200 sq ft", as the language lists. */
function unitText(alert: AlertView, lang: Lang, unit: AreaUnit): string {
  const say = sayIn(lang);
  const facts = [
    alert.rooms === null
      ? ''
      : alert.rooms === 0
        ? say('alerts.txStudio')
        : say('alerts.txBeds', { count: alert.rooms }),
    formatArea(alert.areaSqft, unit, lang),
  ].filter(Boolean);
  return formatList(facts, lang, 'unit');
}

/** How far a transaction's AED per sq ft sits from its place's median, and what the median rests on. */
function medianText(tx: NonNullable<AlertView['transaction']>, lang: Lang): string {
  const say = sayIn(lang);
  const distance = ((tx.pricePerSqft! - tx.median!) / tx.median!) * 100;
  const values = { percent: percentText(Math.abs(distance), lang), n: formatInteger(tx.medianN, lang) };
  return distance >= 0 ? say('alerts.txAbove', values) : say('alerts.txBelow', values);
}

function AlertItem({ alert }: { alert: AlertView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const rule = useAlerts((s) => s.rules.find((r) => r.id === alert.ruleId));
  const unit = usePreferences((s) => s.areaUnit);
  const dataLang = useDataLang();
  const title = alert.title ? pickText(alert.title, dataLang) : alert.transaction ? unitText(alert, lang, unit) : '';
  const unread = alert.readAt === null;
  const listing = alert.kind !== 'new-project' && alert.kind !== 'new-transaction';
  return (
    <li className={`al-item${unread ? ' unread' : ''}`} data-testid="alert-item" data-kind={alert.kind}>
      <span className={`al-kind al-kind-${alert.kind}`}>{say(`alerts.kind.${alert.kind}`)}</span>
      <div className="al-body">
        <div className="al-title">
          {title || <span className="muted">{say('alerts.titleNotRecorded')}</span>}
          {alert.place && <span className="muted"> · {alert.place}</span>}
        </div>
        <div className="al-price" data-testid="alert-price">
          {priceText(alert, lang, unit)}
        </div>
        {alert.transaction?.median != null && alert.transaction.pricePerSqft !== null && (
          <div className="al-meta muted">{medianText(alert.transaction, lang)}</div>
        )}
        <div className="al-meta muted">
          <span>{say('alerts.seen', { time: formatDateTime(alert.at, lang) })}</span>
          <span>
            {say('alerts.byRule', {
              rule: alert.ruleName ?? (rule ? ruleText(rule, lang) : `#${alert.ruleId}`),
            })}
          </span>
        </div>
      </div>
      <div className="pf-actions al-actions">
        {listing && (
          <button
            type="button"
            className="button ghost"
            data-testid="alert-open"
            onClick={() => {
              if (unread) void mark([alert.id], { read: true });
              navigate({ view: 'property', externalID: alert.externalID });
            }}
          >
            {say('alerts.open')}
          </button>
        )}
        {unread && (
          <button type="button" className="button ghost" onClick={() => void mark([alert.id], { read: true })}>
            {say('alerts.markRead')}
          </button>
        )}
        <button
          type="button"
          className="button ghost"
          data-testid="alert-dismiss"
          onClick={() => void mark([alert.id], { dismissed: alert.dismissedAt === null })}
        >
          {alert.dismissedAt === null ? say('alerts.dismiss') : say('alerts.restore')}
        </button>
      </div>
    </li>
  );
}

function Inbox() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const { alerts, unread, rules, showDismissed, status, error, set } = useAlerts();
  const days = alertDays(alerts, lang);
  return (
    <section className="card pf-card" data-testid="alerts-inbox" aria-labelledby="al-inbox-title">
      <div className="pf-card-head">
        <h2 id="al-inbox-title">{say('alerts.inbox')}</h2>
        <span className="muted" data-testid="alerts-unread-count">
          {say('alerts.unread', { count: unread })}
        </span>
        <span className="spacer" />
        <label className="pf-check">
          <input
            type="checkbox"
            checked={showDismissed}
            data-testid="alerts-show-dismissed"
            onChange={(e) => set({ showDismissed: e.target.checked })}
          />
          {say('alerts.showDismissed')}
        </label>
      </div>
      {status === 'error' && error && <ErrorMessage error={error} />}
      {status === 'ok' && alerts.length === 0 && (
        <p className="pf-empty muted">{rules.length === 0 ? say('alerts.emptyNoRules') : say('alerts.empty')}</p>
      )}
      {days.map((day) => (
        <section key={day.day} className="al-day" data-testid="alert-day">
          <h3 className="al-day-head">
            <span>{formatDay(day.alerts[0]!.at, lang)}</span>
            <span className="al-day-total">{day.total}</span>
          </h3>
          <p className="al-digest muted" data-testid="alert-digest">
            {day.kinds}
          </p>
          <ul className="al-list">
            {day.alerts.map((a) => (
              <AlertItem key={a.id} alert={a} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function Rules() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const rules = useAlerts((s) => s.rules);
  const remove = async (ruleId: number): Promise<void> => {
    const result = await api.invoke('alerts:remove', { ruleId });
    if (!result.ok) {
      const error = result.error;
      return notify('error', (l) => failureText(error, sayIn(l)('alerts.failed'), l));
    }
    notify('success', (l) => sayIn(l)('alerts.removed'));
    await useAlerts.getState().load();
  };
  return (
    <section className="card pf-card" data-testid="alerts-rules" aria-labelledby="al-rules-title">
      <h2 id="al-rules-title">{say('alerts.rules')}</h2>
      <p className="pf-hint muted">{say('alerts.rulesIntro')}</p>
      {rules.length === 0 ? (
        <p className="pf-empty muted">{say('alerts.noRules')}</p>
      ) : (
        <ul className="al-list">
          {rules.map((rule) => (
            <li key={rule.id} className="al-rule" data-testid="alert-rule">
              <div className="al-body">
                <div className="al-title">{ruleText(rule, lang)}</div>
                <div className="al-meta muted">
                  {rule.thresholds.purpose && <span>{say(`alerts.purposeOnly.${rule.thresholds.purpose}`)}</span>}
                  {rule.itemKind === 'place'
                    ? say('alerts.readSince', { date: formatDay(rule.sinceDate, lang) })
                    : !rule.watched
                      ? say('alerts.notWatched')
                      : rule.checkedSnapshot
                        ? say('alerts.readUpTo', { time: formatDateTime(rule.checkedSnapshot.takenAt, lang) })
                        : say('alerts.notReadYet')}
                </div>
              </div>
              <button type="button" className="button ghost" onClick={() => void remove(rule.id)}>
                {say('alerts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Notifications() {
  const say = useMessage();
  const [state, setState] = useState(notificationState);
  if (state === 'unsupported') return null;
  return (
    <section className="card pf-card" data-testid="alerts-notifications">
      <h2>{say('alerts.notifications')}</h2>
      {state === 'granted' && <p className="pf-hint">{say('alerts.notificationsOn')}</p>}
      {state === 'denied' && <p className="pf-hint muted">{say('alerts.notificationsBlocked')}</p>}
      {state === 'default' && (
        <div className="pf-actions">
          <button
            type="button"
            className="button"
            data-testid="alerts-allow-notifications"
            onClick={() => void Notification.requestPermission().then(() => setState(notificationState()))}
          >
            {say('alerts.notificationsAsk')}
          </button>
        </div>
      )}
    </section>
  );
}

export function AlertsView() {
  const say = useMessage();
  useEffect(() => void useAlerts.getState().load(), []);
  return (
    <div className="pf-page" data-testid="alerts-view">
      <header className="pf-head">
        <div className="pf-head-titles">
          <h1>{say('alerts.title')}</h1>
          <p className="muted">{say('alerts.intro')}</p>
        </div>
      </header>
      <Inbox />
      <div className="al-columns">
        <Rules />
        <AddAlertForm />
      </div>
      <Notifications />
    </div>
  );
}
