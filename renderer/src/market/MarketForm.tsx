// Which market to look at: one to four places by name, purpose, category, completion, bedrooms and period; the
// submit only estimates the cost, nothing is fetched before the broker agrees (a look needing no request says so).
import { type FormEvent } from 'react';
import { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { BEDS_BUCKETS, MARKET_COMPLETIONS, MARKET_PURPOSES, type BedsBucket } from '#shared/ipc/contract';
import { ChipToggles, Field, Segmented, Select, type Option } from '../search';
import { LocationPicker } from '../search';
import { estimateMarket, lookIsFree } from './market-actions';
import { MAX_PLACES, formIssue, toggleBeds, type MarketCategory, type MarketPeriod } from './market-form';
import { bedsLabel, purposeLabel } from '#shared/market/market-format';
import { useMarket } from './market-store';
import { useMarketContext } from './use-market-strings';
import { useMessage } from '../i18n/messages';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';

const CATEGORIES: readonly MarketCategory[] = ['any', ...TRANSACTION_CATEGORY_NAMES];

export function MarketForm() {
  const { lang } = useMarketContext();
  const say = useMessage();
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
    <form
      className="sf-form mk-form"
      data-testid="market-form"
      noValidate
      onSubmit={submit}
      aria-label={say('marketView.form.title')}
    >
      <div className="mk-form-grid">
        <Field
          name="places"
          label={say('marketView.form.places')}
          hint={say('marketView.form.placesHint')}
          error={issue === 'tooManyPlaces' ? say('marketView.form.tooManyPlaces') : undefined}
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
        <Field name="purpose" label={say('marketView.form.purpose')} group>
          {() => (
            <Segmented
              value={form.purpose}
              options={MARKET_PURPOSES.map((p) => ({ value: p, label: purposeLabel(p, lang) }))}
              onChange={(purpose) => setForm({ purpose })}
            />
          )}
        </Field>
        <Field name="completion" label={say('marketView.form.completion')} group>
          {() => (
            <Segmented
              value={form.completion}
              options={MARKET_COMPLETIONS.map((c) => ({ value: c, label: say(COMPLETION_MESSAGE[c]) }))}
              onChange={(completion) => setForm({ completion })}
            />
          )}
        </Field>
        <Field name="category" label={say('marketView.form.category')}>
          {(control) => (
            <Select
              control={control}
              value={form.category}
              options={CATEGORIES.map((c) => ({ value: c, label: say(CATEGORY_MESSAGE[c]) }))}
              onChange={(category) => setForm({ category })}
            />
          )}
        </Field>
        <Field name="period" label={say('marketView.form.period')}>
          {(control) => (
            <Select<MarketPeriod>
              control={control}
              value={form.period}
              options={TIME_PERIODS.map((p) => ({ value: p, label: say(PERIOD_MESSAGE[p]) }))}
              onChange={(period) => setForm({ period })}
            />
          )}
        </Field>
        <Field
          name="beds"
          label={say('marketView.form.beds')}
          hint={form.beds.length === 0 ? say('marketView.form.bedsHint') : undefined}
          group
          wide
        >
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
          {issue === 'pickPlace' ? say('marketView.form.pickPlace') : ''}
        </span>
        <button
          type="submit"
          className="sf-submit"
          data-testid="market-estimate"
          disabled={issue !== null || busy}
          aria-busy={phase === 'planning'}
          data-free={free || undefined}
        >
          {free ? say('marketView.form.lookFree') : say('marketView.form.estimate')}
        </button>
      </div>
    </form>
  );
}
