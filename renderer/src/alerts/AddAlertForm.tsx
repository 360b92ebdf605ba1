// The form that sets an alert: a watched item (its snapshots are what the rule reads), what to alert on and its
// thresholds, an optional name; with what the item's snapshots cost under the broker's schedule, since alerts
// spend nothing of their own.
import { useEffect, useState } from 'react';
import {
  SNAPSHOT_TRIGGERS,
  monthlySnapshotRequests,
  type AlertThresholds,
  type AlertTrigger,
} from '#shared/domain/alerts';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SnapshotEstimate, SnapshotScheduleView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { failureText } from '../saved';
import { usePreferences } from '../state/preferences-store';
import { sayIn, useDataLang, useMessage } from '../i18n/messages';
import { useAlerts } from './alerts-store';
import { LocationPicker, pickedLocationLabel } from '../search';
import type { PickedLocation } from '../search';

/** An amount typed by the broker: digits with grouping or a decimal point; null when empty, NaN when not a number. */
export function amountOf(text: string): number | null {
  const plain = text.replace(/[\s,_]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
  if (plain === '') return null;
  return /^\d+(\.\d+)?$/.test(plain) && Number(plain) > 0 ? Number(plain) : Number.NaN;
}

interface Draft {
  target: 'item' | 'place';
  place: PickedLocation | null;
  purpose: '' | 'for-sale' | 'for-rent';
  median: 'any' | 'above' | 'below';
  medianPercent: string;
  itemId: number | null;
  trigger: AlertTrigger;
  maxPrice: string;
  maxPerSqft: string;
  minPercent: string;
  minAed: string;
  name: string;
}

const EMPTY: Omit<Draft, 'itemId' | 'target' | 'place'> = {
  purpose: '',
  median: 'any',
  medianPercent: '',
  trigger: 'new-listings',
  maxPrice: '',
  maxPerSqft: '',
  minPercent: '',
  minAed: '',
  name: '',
};

function CostLine({ itemId }: { itemId: number }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const [cost, setCost] = useState<{ estimate: SnapshotEstimate; schedule: SnapshotScheduleView } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      api.invoke('snapshot:estimate', { itemIds: [itemId] }),
      api.invoke('snapshot:schedule-get', {}),
    ]).then(([estimate, schedule]) => {
      if (live && estimate.ok && schedule.ok) setCost({ estimate: estimate.value, schedule: schedule.value });
    });
    return () => {
      live = false;
    };
  }, [itemId]);
  if (!cost) return null;
  const perSnapshot = cost.estimate.estimatedRequests;
  const { enabled, intervalHours } = cost.schedule;
  const perMonth = monthlySnapshotRequests(perSnapshot, intervalHours);
  const values = {
    hours: formatInteger(intervalHours, lang),
    perSnapshot: formatInteger(perSnapshot, lang),
    perMonth: formatInteger(perMonth, lang),
  };
  const sentence = !enabled
    ? say('alerts.costByHand', values)
    : cost.estimate.basis === 'unknown'
      ? say('alerts.costScheduledAtLeast', values)
      : say('alerts.costScheduled', values);
  return (
    <p className="pf-hint al-wide" data-testid="alert-cost">
      {sentence}
    </p>
  );
}

export function AddAlertForm() {
  const dataLang = useDataLang();
  const say = useMessage();
  const version = useAlerts((s) => s.version);
  const [items, setItems] = useState<WatchItem[] | null>(null);
  const [draft, setDraft] = useState<Draft>({ itemId: null, target: 'item', place: null, ...EMPTY });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.invoke('watch:list', {}).then((r) => {
      if (!r.ok) return;
      setItems(r.value);
      setDraft((d) => (d.itemId === null && r.value[0] ? { ...d, itemId: r.value[0].id } : d));
    });
  }, [version]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const amounts = {
    maxPrice: amountOf(draft.maxPrice),
    maxPerSqft: amountOf(draft.maxPerSqft),
    minPercent: amountOf(draft.minPercent),
    minAed: amountOf(draft.minAed),
    medianPercent: amountOf(draft.medianPercent),
  };
  const onPlace = draft.target === 'place';
  const bad = (key: keyof typeof amounts) => Number.isNaN(amounts[key]);
  const percentTooBig = (amounts.minPercent ?? 0) > 100;
  const cutMissing =
    !onPlace && draft.trigger === 'price-cut' && amounts.minPercent === null && amounts.minAed === null;
  const medianMissing = onPlace && draft.median !== 'any' && amounts.medianPercent === null;
  const valid =
    (onPlace ? draft.place !== null && !medianMissing : draft.itemId !== null) &&
    !Object.keys(amounts).some((k) => bad(k as keyof typeof amounts)) &&
    !percentTooBig &&
    !cutMissing;

  const submit = async (): Promise<void> => {
    if (!valid) return;
    const thresholds: AlertThresholds = {};
    if (onPlace) {
      if (draft.purpose) thresholds.purpose = draft.purpose;
      if (draft.median === 'above' && amounts.medianPercent !== null) thresholds.aboveMedianPct = amounts.medianPercent;
      if (draft.median === 'below' && amounts.medianPercent !== null) thresholds.belowMedianPct = amounts.medianPercent;
    }
    if (draft.trigger === 'new-listings') {
      if (amounts.maxPrice !== null) thresholds.maxPrice = amounts.maxPrice;
      if (amounts.maxPerSqft !== null) thresholds.maxPerSqft = amounts.maxPerSqft;
    }
    if (draft.trigger === 'price-cut') {
      if (amounts.minPercent !== null) thresholds.minPercent = amounts.minPercent;
      if (amounts.minAed !== null) thresholds.minAed = amounts.minAed;
    }
    setBusy(true);
    const name = draft.name.trim() ? { name: draft.name.trim() } : {};
    const result = await api.invoke(
      'alerts:add',
      onPlace && draft.place
        ? {
            place: { id: draft.place.externalID, name: pickedLocationLabel(draft.place, dataLang) },
            trigger: 'new-transactions',
            thresholds,
            ...name,
          }
        : { itemId: draft.itemId!, trigger: draft.trigger, thresholds, ...name },
    );
    setBusy(false);
    if (!result.ok) {
      const error = result.error;
      return notify('error', (l) => failureText(error, sayIn(l)('alerts.failed'), l));
    }
    notify('success', (l) => sayIn(l)('alerts.added'));
    setDraft((d) => ({ ...d, ...EMPTY, trigger: d.trigger, place: d.place }));
    await useAlerts.getState().load();
  };

  const amountField = (key: keyof typeof amounts, label: string, hint?: string) => (
    <label className="pf-field">
      <span>{label}</span>
      <input
        className="pf-input"
        inputMode="decimal"
        value={draft[key]}
        data-testid={`alert-${key}`}
        aria-invalid={bad(key) || (key === 'minPercent' && percentTooBig)}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {(bad(key) || (key === 'minPercent' && percentTooBig)) && (
        <small className="pf-problem">{say('alerts.badNumber')}</small>
      )}
      {hint && <small className="muted">{hint}</small>}
    </label>
  );

  return (
    <section className="card pf-card" data-testid="alerts-add" aria-labelledby="al-add-title">
      <h2 id="al-add-title">{say('alerts.addTitle')}</h2>
      <label className="pf-field">
        <span>{say('alerts.target')}</span>
        <select
          className="pf-input"
          value={draft.target}
          data-testid="alert-target"
          onChange={(e) => set({ target: e.target.value as Draft['target'] })}
        >
          <option value="item">{say('alerts.targetItem')}</option>
          <option value="place">{say('alerts.targetPlace')}</option>
        </select>
      </label>
      {onPlace ? (
        <form
          className="pf-form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="pf-field al-wide">
            <span>{say('alerts.place')}</span>
            <LocationPicker
              single
              value={draft.place ? [draft.place] : []}
              onChange={(picked) => set({ place: picked[0] ?? null })}
            />
          </label>
          <label className="pf-field">
            <span>{say('alerts.placePurpose')}</span>
            <select
              className="pf-input"
              value={draft.purpose}
              data-testid="alert-purpose"
              onChange={(e) => set({ purpose: e.target.value as Draft['purpose'] })}
            >
              <option value="">{say('alerts.purposeAny')}</option>
              <option value="for-sale">{say('alerts.purposeOnly.for-sale')}</option>
              <option value="for-rent">{say('alerts.purposeOnly.for-rent')}</option>
            </select>
          </label>
          <label className="pf-field">
            <span>{say('alerts.median')}</span>
            <select
              className="pf-input"
              value={draft.median}
              data-testid="alert-median"
              onChange={(e) => set({ median: e.target.value as Draft['median'] })}
            >
              <option value="any">{say('alerts.medianAny')}</option>
              <option value="above">{say('alerts.medianAbove')}</option>
              <option value="below">{say('alerts.medianBelow')}</option>
            </select>
          </label>
          {draft.median !== 'any' && amountField('medianPercent', say('alerts.medianPercent'))}
          <p className="pf-hint muted al-wide" data-testid="alert-place-note">
            {say('alerts.placeNote')}
          </p>
          {draft.place === null && <p className="pf-hint al-wide">{say('alerts.needsPlace')}</p>}
          <div className="pf-actions al-wide">
            <button type="submit" className="button" data-testid="alert-add" disabled={!valid || busy}>
              {say('alerts.add')}
            </button>
          </div>
        </form>
      ) : items !== null && items.length === 0 ? (
        <p className="pf-hint muted">{say('alerts.noWatched')}</p>
      ) : (
        <form
          className="pf-form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="pf-field">
            <span>{say('alerts.watchedItem')}</span>
            <select
              className="pf-input"
              value={draft.itemId ?? ''}
              data-testid="alert-watched-item"
              onChange={(e) => set({ itemId: Number(e.target.value) })}
            >
              {(items ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
          <label className="pf-field">
            <span>{say('alerts.trigger')}</span>
            <select
              className="pf-input"
              value={draft.trigger}
              data-testid="alert-trigger"
              onChange={(e) => set({ trigger: e.target.value as AlertTrigger })}
            >
              {SNAPSHOT_TRIGGERS.map((trigger) => (
                <option key={trigger} value={trigger}>
                  {say(`alerts.triggerName.${trigger}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.trigger === 'new-listings' && (
            <>
              {amountField('maxPrice', say('alerts.maxPrice'), say('alerts.perYearNote'))}
              {amountField('maxPerSqft', say('alerts.maxPerSqft'))}
            </>
          )}
          {draft.trigger === 'price-cut' && (
            <>
              {amountField('minPercent', say('alerts.minPercent'))}
              {amountField('minAed', say('alerts.minAed'))}
              {cutMissing && <p className="pf-problem al-wide">{say('alerts.needsCut')}</p>}
            </>
          )}
          <label className="pf-field">
            <span>{say('alerts.name')}</span>
            <input
              className="pf-input"
              value={draft.name}
              maxLength={200}
              data-testid="alert-name"
              onChange={(e) => set({ name: e.target.value })}
            />
            <small className="muted">{say('alerts.nameHint')}</small>
          </label>
          {draft.itemId !== null && <CostLine itemId={draft.itemId} />}
          <div className="pf-actions al-wide">
            <button type="submit" className="button" data-testid="alert-add" disabled={!valid || busy}>
              {say('alerts.add')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
