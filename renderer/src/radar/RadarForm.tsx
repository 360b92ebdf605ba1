// The radar's form: a place (the location picker) or a watched item, the purpose, and the five weights with their
// defaults and a reset; each factor's rule can be read under the weights. Ranking reads what is stored only.
import { sayIn } from '../i18n/say';
import { useState } from 'react';
import { PURPOSES } from '#shared/data-service/params';
import { DEFAULT_RADAR_WEIGHTS, RADAR_FACTORS, type RadarFactor, type RadarView } from '#shared/domain/radar';
import { InfoMark } from '../compare';
import { formatNumber } from '#shared/format/values';
import { Field, Segmented, optionsOf } from '../search';
import { LocationPicker } from '../search';
import { useMessage } from '../i18n/messages';
import { usePreferences } from '../state/preferences-store';
import { hasTarget, useRadar, type RadarTargetKind } from './radar-store';
import { MAX_WEIGHT, MIN_WEIGHT, parseWeight, weightsChanged } from './radar-weights';

function WeightField({ factor }: { factor: RadarFactor }) {
  const lang = usePreferences((s) => s.lang);
  const radarSay = sayIn(lang);
  const weight = useRadar((s) => s.weights[factor]);
  const setWeight = useRadar((s) => s.setWeight);
  // What the broker is typing stays in the field while it is not yet a weight (an empty field mid-edit); otherwise
  // the field shows the weight itself, so a reset shows at once.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(weight);
  const id = `radar-weight-${factor}`;
  return (
    <div className="rd-weight" data-testid={`radar-weight-${factor}`}>
      <label htmlFor={id} title={radarSay(`radarView.factorInfo.${factor}`)}>
        {radarSay(`radarView.factor.${factor}`)} <InfoMark />
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={MIN_WEIGHT}
        max={MAX_WEIGHT}
        step={1}
        value={text}
        aria-invalid={parseWeight(text) === null}
        aria-description={radarSay(`radarView.factorInfo.${factor}`)}
        onChange={(e) => {
          setDraft(e.target.value);
          const value = parseWeight(e.target.value);
          if (value !== null && value !== weight) setWeight(factor, value);
        }}
        onBlur={() => setDraft(null)}
      />
      <span className="muted rd-default">
        {radarSay('radarView.defaultIs', { n: formatNumber(DEFAULT_RADAR_WEIGHTS[factor], lang) })}
      </span>
    </div>
  );
}

function Rules({ view }: { view: RadarView | null }) {
  const lang = usePreferences((s) => s.lang);
  const radarSay = sayIn(lang);
  if (!view) return null;
  return (
    <details className="rd-rules" data-testid="radar-rules">
      <summary>{radarSay('radarView.rules')}</summary>
      {lang !== 'en' && <p className="muted">{radarSay('radarView.rulesNote')}</p>}
      <ul lang="en" dir="ltr">
        {[...RADAR_FACTORS, 'score' as const].map((f) => (
          <li key={f}>{view.rules[f]}</li>
        ))}
      </ul>
    </details>
  );
}

export function RadarForm() {
  const lang = usePreferences((s) => s.lang);
  const radarSay = sayIn(lang);
  const say = useMessage();
  const r = useRadar();
  const kinds: RadarTargetKind[] = ['place', 'item'];
  return (
    <form
      className="sf-form rd-form"
      noValidate
      data-testid="radar-form"
      onSubmit={(e) => {
        e.preventDefault();
        void r.rank();
      }}
    >
      <p className="muted rd-intro">{radarSay('radarView.intro')}</p>
      <Field name="radar-target" label={radarSay('radarView.listingsOf')} group>
        {() => (
          <Segmented
            value={r.targetKind}
            options={optionsOf(kinds, {
              place: radarSay('radarView.aPlace'),
              item: radarSay('radarView.aWatchedItem'),
            })}
            onChange={(targetKind) => r.patch({ targetKind })}
          />
        )}
      </Field>
      {r.targetKind === 'place' ? (
        <Field name="radar-place" label={radarSay('radarView.place')}>
          {(control) => (
            <LocationPicker
              single
              inputId={control.id}
              value={r.place ? [r.place] : []}
              onChange={(picked) => r.patch({ place: picked[0] ?? null })}
            />
          )}
        </Field>
      ) : (
        <Field
          name="radar-item"
          label={radarSay('radarView.watchedItem')}
          hint={r.watched.length === 0 ? radarSay('radarView.noWatched') : undefined}
        >
          {(control) => (
            <select
              {...control}
              data-testid="radar-watched-item"
              value={r.itemId ?? ''}
              disabled={r.watched.length === 0}
              onChange={(e) => r.patch({ itemId: e.target.value ? Number(e.target.value) : null })}
            >
              {r.watched.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field name="radar-purpose" label={radarSay('radarView.purpose')} group>
        {() => (
          <Segmented
            value={r.purpose}
            options={optionsOf(PURPOSES, (p) => say(`search.purposes.${p}`))}
            onChange={(purpose) => r.patch({ purpose })}
          />
        )}
      </Field>
      <fieldset className="rd-weights" data-testid="radar-weights">
        <legend>{radarSay('radarView.weights')}</legend>
        <p className="muted rd-hint">{radarSay('radarView.weightsHint')}</p>
        {RADAR_FACTORS.map((f) => (
          <WeightField key={f} factor={f} />
        ))}
        <button
          type="button"
          className="button ghost"
          data-testid="radar-reset-weights"
          disabled={!weightsChanged(r.weights)}
          onClick={r.resetWeights}
        >
          {radarSay('radarView.resetWeights')}
        </button>
      </fieldset>
      <Rules view={r.view} />
      <div className="sf-actions">
        <button
          type="submit"
          className="sf-submit"
          data-testid="radar-rank"
          disabled={!hasTarget(r)}
          aria-busy={r.status === 'loading'}
        >
          {r.status === 'loading' ? radarSay('radarView.ranking') : radarSay('radarView.rank')}
        </button>
      </div>
    </form>
  );
}
