// The snapshot schedule: on or off, how often (daily by default), a monthly budget, the quota left for the broker and
// a page cap; with the last check, when the next snapshot is due and what snapshots spent this month.
import { useEffect, useState } from 'react';
import type { SnapshotScheduleView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { formatDateTime, formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { notify } from '../notices/notice-store';
import { failureText } from '../saved/failure-text';
import { usePreferences } from '../state/preferences-store';
import { PORTFOLIO_STRINGS, type PortfolioStrings } from '#shared/portfolio/portfolio-strings';
import { usePortfolio } from './portfolio-store';

const PRESETS = [6, 12, 24, 48, 72, 168] as const;

function intervalLabel(hours: number, t: PortfolioStrings['schedule']): string {
  const named: Record<number, string> = { 24: t.daily, 48: t.twoDays, 72: t.threeDays, 168: t.weekly };
  return named[hours] ?? format(t.hours, { n: hours });
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
  const t = PORTFOLIO_STRINGS[lang].schedule;
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
      return notify('error', (l) => failureText(error, PORTFOLIO_STRINGS[l].schedule.save, l));
    }
    setView(result.value);
    setDraft(draftOf(result.value));
    notify('success', (l) => PORTFOLIO_STRINGS[l].schedule.saved);
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
      <h2 id="pf-schedule-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <label className="pf-check">
        <input
          type="checkbox"
          checked={draft.enabled}
          data-testid="schedule-enabled"
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        {t.enabled}
      </label>
      <div className="pf-form-grid">
        <label className="pf-field">
          <span>{t.every}</span>
          <select
            value={draft.intervalHours}
            data-testid="schedule-interval"
            onChange={(e) => set({ intervalHours: Number(e.target.value) })}
          >
            {intervals.map((h) => (
              <option key={h} value={h}>
                {intervalLabel(h, t)}
              </option>
            ))}
          </select>
        </label>
        {number('monthlyBudget', t.budget, t.budgetHint)}
        {number('quotaReserve', t.reserve)}
        {number('maxPagesPerSnapshot', t.maxPages)}
      </div>
      {!valid && <p className="pf-problem">{t.invalid}</p>}
      <dl className="pf-facts inline">
        <div>
          <dt>{t.lastTick}</dt>
          <dd>{view.lastTickAt ? formatDateTime(view.lastTickAt, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t.nextDue}</dt>
          <dd data-testid="schedule-next">
            {view.enabled && view.nextDueAt ? formatDateTime(view.nextDueAt, lang) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t.spentMonth}</dt>
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
          {t.save}
        </button>
      </div>
    </section>
  );
}
