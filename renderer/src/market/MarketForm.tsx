// Which market to look at: one to four places by name, purpose, category, completion, bedrooms and period; the
// submit only estimates the cost, nothing is fetched before the broker agrees (a look needing no request says so).
import { type FormEvent } from 'react';
import { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { BEDS_BUCKETS, MARKET_COMPLETIONS, MARKET_PURPOSES, type BedsBucket } from '#shared/ipc/contract';
import { ChipToggles, Field, Segmented, Select, type Option } from '../search/fields';
import { LocationPicker } from '../search/pickers/LocationPicker';
import { estimateMarket, lookIsFree } from './market-actions';
import { MAX_PLACES, formIssue, toggleBeds, type MarketCategory, type MarketPeriod } from './market-form';
import { bedsLabel, purposeLabel } from '#shared/market/market-format';
import { useMarket } from './market-store';
import { useMarketContext } from './use-market-strings';

const CATEGORIES: readonly MarketCategory[] = ['any', ...TRANSACTION_CATEGORY_NAMES];

export function MarketForm() {
  const { t, lang } = useMarketContext();
  const form = useMarket((s) => s.form);
  const phase = useMarket((s) => s.phase);
  const setForm = useMarket((s) => s.setForm);
  // Everything this market needs is stored: the submit says the look costs nothing (it goes straight to figures).
  const free = useMarket(lookIsFree);
  const issue = formIssue(form);
  const busy = phase === 'planning' || phase === 'loading' || phase === 'analyzing';
  const bedOptions: Option<BedsBucket>[] = BEDS_BUCKETS.map((b) => ({ value: b, label: bedsLabel(b, lang) }));

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!issue && !busy) void estimateMarket();
  }

  return (
    <form className="sf-form mk-form" data-testid="market-form" noValidate onSubmit={submit} aria-label={t.form.title}>
      <div className="mk-form-grid">
        <Field
          name="places"
          label={t.form.places}
          hint={t.form.placesHint}
          error={issue === 'tooManyPlaces' ? t.form.tooManyPlaces : undefined}
          wide
        >
          {(control) => (
            <LocationPicker
              value={form.places}
              onChange={(places) => setForm({ places: places.slice(0, MAX_PLACES + 1) })}
              inputId={control.id}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
            />
          )}
        </Field>
        <Field name="purpose" label={t.form.purpose} group>
          {() => (
            <Segmented
              value={form.purpose}
              options={MARKET_PURPOSES.map((p) => ({ value: p, label: purposeLabel(p, lang) }))}
              onChange={(purpose) => setForm({ purpose })}
            />
          )}
        </Field>
        <Field name="completion" label={t.form.completion} group>
          {() => (
            <Segmented
              value={form.completion}
              options={MARKET_COMPLETIONS.map((c) => ({ value: c, label: t.completions[c] }))}
              onChange={(completion) => setForm({ completion })}
            />
          )}
        </Field>
        <Field name="category" label={t.form.category}>
          {(control) => (
            <Select
              control={control}
              value={form.category}
              options={CATEGORIES.map((c) => ({ value: c, label: t.categories[c] }))}
              onChange={(category) => setForm({ category })}
            />
          )}
        </Field>
        <Field name="period" label={t.form.period}>
          {(control) => (
            <Select<MarketPeriod>
              control={control}
              value={form.period}
              options={TIME_PERIODS.map((p) => ({ value: p, label: t.periods[p] }))}
              onChange={(period) => setForm({ period })}
            />
          )}
        </Field>
        <Field name="beds" label={t.form.beds} hint={form.beds.length === 0 ? t.form.bedsHint : undefined} group wide>
          {() => (
            <ChipToggles
              selected={form.beds}
              options={bedOptions}
              onToggle={(b) => setForm({ beds: toggleBeds(form.beds, b) })}
            />
          )}
        </Field>
      </div>
      <div className="sf-actions">
        <span className="sf-status" aria-live="polite">
          {issue === 'pickPlace' ? t.form.pickPlace : ''}
        </span>
        <button
          type="submit"
          className="sf-submit"
          data-testid="market-estimate"
          disabled={issue !== null || busy}
          aria-busy={phase === 'planning'}
          data-free={free || undefined}
        >
          {free ? t.form.lookFree : t.form.estimate}
        </button>
      </div>
    </form>
  );
}
