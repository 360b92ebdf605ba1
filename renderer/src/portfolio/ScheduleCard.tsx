// The snapshot schedule: on or off, how often (daily by default), a monthly budget, the quota left for the broker and
// a page cap; with the last check, when the next snapshot is due and what snapshots spent this month.
import { useEffect, useState } from 'react';
import type { SnapshotScheduleView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { formatDateTime, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { failureText } from '../saved';
import { usePreferences } from '../state/preferences-store';
import { sayIn, useMessage, type Say } from '../i18n/messages';
import { usePortfolio } from './portfolio-store';

const PRESETS = [6, 12, 24, 48, 72, 168] as const;

function intervalLabel(hours: number, say: Say): string {
  const named: Record<number, string> = {
    24: say('portfolio.schedule.daily'),
    48: say('portfolio.schedule.twoDays'),
    72: say('portfolio.schedule.threeDays'),
    168: say('portfolio.schedule.weekly'),
  };
  return named[hours] ?? say('portfolio.schedule.hours', { n: hours });
}

interface Draft {
  enabled: boolean;
  intervalHours: number;
  monthlyBudget: string;
  quotaReserve: string;
  maxPagesPerSnapshot: string;
}

const draftOf = (v: SnapshotScheduleView): Draft => ({
  enabled: v.enabled,
  intervalHours: v.intervalHours,
  monthlyBudget: v.monthlyBudget === null ? '' : String(v.monthlyBudget),
  quotaReserve: String(v.quotaReserve),
  maxPagesPerSnapshot: String(v.maxPagesPerSnapshot),
});

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function ScheduleCard() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const version = usePortfolio((s) => s.version);
  const [view, setView] = useState<SnapshotScheduleView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    void api.invoke('snapshot:schedule-get', {}).then((r) => {
      if (!r.ok) return;
      setView(r.value);
      setDraft((d) => d ?? draftOf(r.value));
    });
  }, [version]);
  if (!view || !draft) return <section className="card pf-card" data-testid="schedule" aria-busy="true" />;

  const budget = draft.monthlyBudget.trim() === '' ? null : whole(draft.monthlyBudget);
  const reserve = whole(draft.quotaReserve);
  const maxPages = whole(draft.maxPagesPerSnapshot);
  const valid =
    (draft.monthlyBudget.trim() === '' || budget !== null) && reserve !== null && maxPages !== null && maxPages >= 1;
  const save = async (): Promise<void> => {
    if (!valid) return;
    const result = await api.invoke('snapshot:schedule-set', {
      enabled: draft.enabled,
      intervalHours: draft.intervalHours,
      monthlyBudget: budget,
      quotaReserve: reserve ?? 0,
      maxPagesPerSnapshot: maxPages ?? 1,
    });
    if (!result.ok) {
      const error = result.error;
      return notify('error', (l) => failureText(error, sayIn(l)('portfolio.schedule.save'), l));
    }
    setView(result.value);
    setDraft(draftOf(result.value));
    notify('success', (l) => sayIn(l)('portfolio.schedule.saved'));
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const intervals = PRESETS.includes(draft.intervalHours as (typeof PRESETS)[number])
    ? PRESETS
    : [...PRESETS, draft.intervalHours].sort((a, b) => a - b);
  const number = (key: 'monthlyBudget' | 'quotaReserve' | 'maxPagesPerSnapshot', label: string, hint?: string) => (
    <label className="pf-field">
      <span>{label}</span>
      <input
        className="pf-input"
        inputMode="numeric"
        value={draft[key]}
        data-testid={`schedule-${key}`}
        aria-invalid={
          key === 'monthlyBudget' ? budget === null && draft[key].trim() !== '' : whole(draft[key]) === null
        }
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );

  return (
    <section className="card pf-card" data-testid="schedule" aria-labelledby="pf-schedule-title">
      <h2 id="pf-schedule-title">{say('portfolio.schedule.title')}</h2>
      <p className="muted">{say('portfolio.schedule.intro')}</p>
      <label className="pf-check">
        <input
          type="checkbox"
          checked={draft.enabled}
          data-testid="schedule-enabled"
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        {say('portfolio.schedule.enabled')}
      </label>
      <div className="pf-form-grid">
        <label className="pf-field">
          <span>{say('portfolio.schedule.every')}</span>
          <select
            value={draft.intervalHours}
            data-testid="schedule-interval"
            onChange={(e) => set({ intervalHours: Number(e.target.value) })}
          >
            {intervals.map((h) => (
              <option key={h} value={h}>
                {intervalLabel(h, say)}
              </option>
            ))}
          </select>
        </label>
        {number('monthlyBudget', say('portfolio.schedule.budget'), say('portfolio.schedule.budgetHint'))}
        {number('quotaReserve', say('portfolio.schedule.reserve'))}
        {number('maxPagesPerSnapshot', say('portfolio.schedule.maxPages'))}
      </div>
      {!valid && <p className="pf-problem">{say('portfolio.schedule.invalid')}</p>}
      <dl className="pf-facts inline">
        <div>
          <dt>{say('portfolio.schedule.lastTick')}</dt>
          <dd>{view.lastTickAt ? formatDateTime(view.lastTickAt, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{say('portfolio.schedule.nextDue')}</dt>
          <dd data-testid="schedule-next">
            {view.enabled && view.nextDueAt ? formatDateTime(view.nextDueAt, lang) : '—'}
          </dd>
        </div>
        <div>
          <dt>{say('portfolio.schedule.spentMonth')}</dt>
          <dd>{formatInteger(view.spentThisMonth, lang)}</dd>
        </div>
      </dl>
      <div className="pf-actions">
        <button
          type="button"
          className="button primary"
          disabled={!valid}
          data-testid="schedule-save"
          onClick={() => void save()}
        >
          {say('portfolio.schedule.save')}
        </button>
      </div>
    </section>
  );
}
