// The agencies that list the most in a place: the place and purpose on the left, on the right the cost said first
// (requests, share of the month's quota, time), progress with Stop, and the ranking (listings counted there, share,
// median asking price), each agency opening its page.
import { PURPOSES } from '#shared/data-service/params';
import type { Lang } from '#shared/domain/lang';
import type { AgencyRanking } from '#shared/ipc/contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatInteger, formatShare } from '../../i18n/format';
import { Field, Segmented, optionsOf } from '../../search';
import { LocationPicker, pickedLocationLabel } from '../../search';
import { useNavigation } from '../../state/navigation-store';
import { usePreferences } from '../../state/preferences-store';
import { planCost, planScope } from '../fetch-all-text';
import { planRanking, runRanking, stopRanking, useRanking } from './ranking-store';
import './ranking.css';
import { useDataLang, useMessage } from '../../i18n/messages';

export function AgencyRankingView() {
  const lang = usePreferences((s) => s.lang);
  const dataLang = useDataLang();
  const say = useMessage();
  const r = useRanking();
  const busy = r.status === 'planning' || r.status === 'running';
  return (
    <div className="research-body" data-testid="agency-ranking">
      <aside className="research-filters">
        <form
          className="sf-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void planRanking();
          }}
        >
          <p className="muted rk-intro">{say('ranking.intro')}</p>
          <Field name="ranking-place" label={say('ranking.place')}>
            {(control) => (
              <LocationPicker
                single
                inputId={control.id}
                value={r.place ? [r.place] : []}
                onChange={(picked) => r.setPlace(picked[0] ?? null)}
              />
            )}
          </Field>
          <Field name="ranking-purpose" label={say('ranking.purpose')} group>
            {() => (
              <Segmented
                value={r.purpose}
                options={optionsOf(PURPOSES, (p) => say(`search.purposes.${p}`))}
                onChange={r.setPurpose}
              />
            )}
          </Field>
          <div className="sf-actions">
            <button type="submit" className="sf-submit" disabled={!r.place || busy} data-testid="ranking-count">
              {say('ranking.count')}
            </button>
          </div>
        </form>
      </aside>
      <section className="research-results" aria-live="polite">
        {r.status === 'planning' && <p className="muted">{say('research.estimating')}</p>}
        {r.status === 'planned' && r.plan && (
          <div className="fetch-all" data-testid="ranking-estimate">
            <span className="fa-text">
              {planScope(r.plan, lang, say)} <strong data-testid="ranking-cost">{planCost(r.plan, lang, say)}</strong>
            </span>
            <span className="fa-actions">
              <button
                type="button"
                className="button primary"
                data-testid="ranking-start"
                onClick={() => void runRanking(dataLang)}
              >
                {say('ranking.start')}
              </button>
              <button type="button" className="button" onClick={r.reset}>
                {say('ranking.notNow')}
              </button>
            </span>
          </div>
        )}
        {r.status === 'running' && (
          <div className="fetch-all" data-testid="ranking-progress">
            <div
              className="progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={r.progress?.total ?? 0}
              aria-valuenow={r.progress?.done ?? 0}
            >
              <div
                className="progress-fill"
                style={{
                  inlineSize: `${r.progress && r.progress.total ? Math.round((100 * r.progress.done) / r.progress.total) : 0}%`,
                }}
              />
            </div>
            <span className="fa-text">
              {say('ranking.counting', {
                done: formatInteger(r.progress?.done ?? 0, lang),
                total: formatInteger(r.progress?.total ?? 0, lang),
                requests: say('research.requests', { count: r.progress?.requests ?? 0 }),
              })}
            </span>
            <button
              type="button"
              className="button danger"
              onClick={() => void stopRanking()}
              data-testid="ranking-stop"
            >
              {say('ranking.stop')}
            </button>
          </div>
        )}
        {r.status === 'error' && r.error && (
          <ErrorMessage error={r.error} onRetry={() => void planRanking()} testId="ranking-error" />
        )}
        {r.status === 'done' && r.result && r.place && (
          <RankingResult result={r.result} place={pickedLocationLabel(r.place, dataLang)} lang={lang} />
        )}
      </section>
    </div>
  );
}

function RankingResult({ result, place, lang }: { result: AgencyRanking; place: string; lang: Lang }) {
  const navigate = useNavigation((s) => s.navigate);
  const say = useMessage();
  const top = result.agencies[0]?.listings ?? 0;
  return (
    <div className="card rk-result" data-testid="ranking-result">
      <h2 className="rk-title">
        {say('ranking.headline', { purpose: result.purpose === 'for-rent' ? 'for_rent' : 'for_sale', place })}
      </h2>
      <p className="muted" data-testid="ranking-counted">
        {say('ranking.counted', { count: result.totalListings, counted: formatInteger(result.listingsCounted, lang) })}{' '}
        {say('research.requests', { count: result.requestsSpent })}.
        {result.capped && ` ${say('ranking.cappedNote', { pages: formatInteger(result.pagesFetched, lang) })}`}
        {result.cancelled && ` ${say('ranking.stoppedNote')}`}
        {result.withoutAgency > 0 && ` ${say('ranking.withoutAgency', { count: result.withoutAgency })}`}
      </p>
      {result.agencies.length === 0 ? (
        <p className="muted">{say('ranking.none')}</p>
      ) : (
        <div className="rk-table-box">
          <table className="rk-table" data-testid="ranking-table">
            <thead>
              <tr>
                <th scope="col">{say('ranking.rank')}</th>
                <th scope="col">{say('ranking.agency')}</th>
                <th scope="col" className="num">
                  {say('ranking.listings')}
                </th>
                <th scope="col">{say('ranking.share')}</th>
                <th scope="col" className="num">
                  {say('ranking.median')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.agencies.map((entry, i) => (
                <tr key={entry.agency.externalID ?? entry.agency.name}>
                  <td className="num">{formatInteger(i + 1, lang)}</td>
                  <td>
                    {entry.agency.externalID ? (
                      <button
                        type="button"
                        className="dt-link"
                        dir="auto"
                        onClick={() =>
                          navigate({
                            view: 'agency',
                            externalID: entry.agency.externalID ?? '',
                            name: entry.agency.name,
                          })
                        }
                      >
                        {entry.agency.name}
                      </button>
                    ) : (
                      <span dir="auto">{entry.agency.name}</span>
                    )}
                  </td>
                  <td className="num">{formatInteger(entry.listings, lang)}</td>
                  <td>
                    <span className="rk-share">
                      <span
                        className="rk-bar"
                        style={{ inlineSize: `${top ? Math.round((100 * entry.listings) / top) : 0}%` }}
                      />
                      <span className="rk-share-text">{formatShare(entry.share, lang)}</span>
                    </span>
                  </td>
                  <td className="num">{entry.medianPrice === null ? '' : formatInteger(entry.medianPrice, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
