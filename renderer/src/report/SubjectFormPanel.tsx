// The subject of the report as the broker describes it (or as a listing filled it in): place by name, purpose, type,
// bedrooms, size in the broker's unit, completion, building, asking price or rent, current rent, date window. The
// submit only estimates what loading its market costs; each problem is said at its field.
import { useEffect, type FormEvent } from 'react';
import { PURPOSES, TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { MARKET_COMPLETIONS } from '#shared/ipc/contract';
import { Field, NumberInput, Segmented, Select, TextInput } from '../search';
import { LocationPicker } from '../search';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import { estimateReport, formIsFree } from './report-actions';
import type { ReportFormat } from './report-format';
import { useReport } from './report-store';
import {
  parseSubjectForm,
  withSizeUnit,
  type FieldProblem,
  type ReportCategory,
  type SubjectField,
} from './subject-form';
import { useReportContext } from './use-report-context';
import { Said } from './Said';

const CATEGORIES: readonly ReportCategory[] = ['any', ...TRANSACTION_CATEGORY_NAMES];
const BEDS = Array.from({ length: 11 }, (_, i) => i);

function problemText(p: FieldProblem | undefined, fmt: ReportFormat) {
  if (!p) return undefined;
  if (p.code === 'size') return fmt.say('reportView.errors.size', { min: p.min, max: p.max, unit: fmt.unitLabel });
  return fmt.say(`reportView.errors.${p.code}`);
}

export function SubjectFormPanel() {
  const { say, fmt, unit } = useReportContext();
  const form = useReport((s) => s.form);
  const phase = useReport((s) => s.phase);
  const showProblems = useReport((s) => s.showProblems);
  const setForm = useReport((s) => s.setForm);
  const free = useReport(formIsFree);
  const busy = phase === 'planning' || phase === 'loading' || phase === 'computing';
  // The size follows the broker's display unit, converted exactly.
  useEffect(() => {
    if (form.sizeUnit !== unit) useReport.getState().patch({ form: withSizeUnit(useReport.getState().form, unit) });
  }, [unit, form.sizeUnit]);
  const parsed = parseSubjectForm(form);
  const problems = showProblems && !parsed.ok ? parsed.problems : {};
  const error = (field: SubjectField) => problemText(problems[field], fmt);
  const rent = form.purpose === 'for-rent';

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!busy) void estimateReport();
  }

  return (
    <form
      className="sf-form cr-form"
      data-testid="report-form"
      noValidate
      onSubmit={submit}
      aria-label={say('reportView.form.title')}
    >
      {form.listingId && (
        <p className="muted cr-from-listing" data-testid="report-from-listing">
          <Said text={say('reportView.form.fromListing', { id: form.listingId })} />
        </p>
      )}
      <div className="mk-form-grid">
        <Field
          name="place"
          label={say('reportView.form.place')}
          hint={say('reportView.form.placeHint')}
          error={error('place')}
          wide
        >
          {(control) => (
            <LocationPicker
              single
              value={form.place ? [form.place] : []}
              onChange={(places) => setForm({ place: places[places.length - 1] ?? null, listingId: null })}
              inputId={control.id}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
            />
          )}
        </Field>
        <Field name="purpose" label={say('reportView.form.purpose')} group>
          {() => (
            <Segmented
              value={form.purpose}
              options={PURPOSES.map((p) => ({ value: p, label: say(`reportView.form.purposes.${p}`) }))}
              onChange={(purpose) => setForm({ purpose })}
            />
          )}
        </Field>
        <Field name="completion" label={say('reportView.form.completion')} group>
          {() => (
            <Segmented
              value={form.completion}
              options={MARKET_COMPLETIONS.map((c) => ({ value: c, label: say(COMPLETION_MESSAGE[c]) }))}
              onChange={(completion) => setForm({ completion })}
            />
          )}
        </Field>
        <Field name="category" label={say('reportView.form.category')}>
          {(control) => (
            <Select
              control={control}
              value={form.category}
              options={CATEGORIES.map((c) => ({ value: c, label: say(CATEGORY_MESSAGE[c]) }))}
              onChange={(category) => setForm({ category })}
            />
          )}
        </Field>
        <Field name="beds" label={say('reportView.form.beds')} error={error('beds')}>
          {(control) => (
            <Select
              control={control}
              value={String(form.beds)}
              options={BEDS.map((b) => ({ value: String(b), label: fmt.bedrooms(b) }))}
              onChange={(beds) => setForm({ beds: Number(beds) })}
            />
          )}
        </Field>
        <Field name="size" label={say('reportView.form.size', { unit: fmt.unitLabel })} error={error('size')}>
          {(control) => (
            <NumberInput
              control={control}
              value={form.size}
              decimal
              unit={fmt.unitLabel}
              onChange={(size) => setForm({ size })}
            />
          )}
        </Field>
        <Field
          name="asking"
          label={say(rent ? 'reportView.form.askingRent' : 'reportView.form.askingSale')}
          error={error('asking')}
        >
          {(control) => (
            <NumberInput control={control} value={form.asking} unit="AED" onChange={(asking) => setForm({ asking })} />
          )}
        </Field>
        {rent && (
          <Field
            name="currentRent"
            label={say('reportView.form.currentRent')}
            hint={say('reportView.form.currentRentHint')}
            error={error('currentRent')}
          >
            {(control) => (
              <NumberInput
                control={control}
                value={form.currentRent}
                unit="AED"
                onChange={(currentRent) => setForm({ currentRent })}
              />
            )}
          </Field>
        )}
        <Field
          name="building"
          label={say('reportView.form.building')}
          hint={say('reportView.form.buildingHint')}
          error={error('building')}
        >
          {(control) => (
            <TextInput control={control} value={form.building} onChange={(building) => setForm({ building })} />
          )}
        </Field>
        <Field name="period" label={say('reportView.form.period')}>
          {(control) => (
            <Select
              control={control}
              value={form.period}
              options={TIME_PERIODS.map((p) => ({ value: p, label: say(PERIOD_MESSAGE[p]) }))}
              onChange={(period) => setForm({ period })}
            />
          )}
        </Field>
      </div>
      <div className="sf-actions">
        <span className="sf-status" aria-live="polite" />
        <button
          type="submit"
          className="sf-submit"
          data-testid="report-submit"
          disabled={busy}
          aria-busy={phase === 'planning'}
          data-free={free || undefined}
        >
          {free ? say('reportView.form.free') : say('reportView.form.estimate')}
        </button>
      </div>
    </form>
  );
}
