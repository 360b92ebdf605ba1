// A property page's section: other adverts of the same unit (another agency's, or the same agency's again), each at
// its price against this one. What is saved shows at once and at no cost; looking is the broker's choice, since on
// a live connection it is a request.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { PROPERTY_TYPES } from '#shared/data-service/params';
import { pickText } from '#shared/domain/lang';
import type { ListingSummary } from '#shared/domain/listing';
import { yearlyAmount } from '#shared/domain/rent';
import type { AppError, Result } from '#shared/errors';
import type { SameUnitAdverts as Answer, sameUnitInputSchema } from '#shared/ipc/contract';
import { comparableUnit, unitPlaceId } from '#shared/market/same-unit';
import { api } from '../api/api';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatAed, formatArea, formatChange } from '#shared/format/values';
import { withRentPeriod } from '../grid';
import { formatDateTime } from '../i18n/format';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { Section } from './DetailParts';
import { useDataLang, useMessage } from '../i18n/messages';

type PropertyType = (typeof PROPERTY_TYPES)[number];
const isPropertyType = (value: string | null): value is PropertyType =>
  value !== null && (PROPERTY_TYPES as readonly string[]).includes(value);

type Policy = 'offline' | 'fresh-or-fetch' | 'refresh';
type AskFacts = Omit<z.input<typeof sameUnitInputSchema>, 'policy'>;

type State =
  | { kind: 'checking' }
  | { kind: 'looking' }
  | { kind: 'answer'; answer: Answer }
  | { kind: 'failed'; error: AppError; policy: Policy };

/** The other advert's price against this one's, both yearly for rents of different periods: "+3.2%". */
function difference(other: ListingSummary, listing: ListingSummary): number | null {
  const a = yearlyAmount(other);
  const b = yearlyAmount(listing);
  return a === null || b === null || b === 0 ? null : (a - b) / b;
}

export function SameUnitAdverts({ listing }: { listing: ListingSummary }) {
  const lang = usePreferences((s) => s.lang);
  const dataLang = useDataLang();
  const unit = usePreferences((s) => s.areaUnit);
  const navigate = useNavigation((s) => s.navigate);
  const say = useMessage();
  const placeId = unitPlaceId(listing);
  const type = listing.propertyType;
  const askable = comparableUnit(listing) && placeId !== null && isPropertyType(type);
  // The advert's facts, as the core's rule reads them: the same facts (in any interface language) ask nothing again.
  const key = askable
    ? JSON.stringify({
        externalID: listing.externalID,
        price: listing.price,
        rentFrequency: listing.rentFrequency,
        coverPhotoUrl: listing.coverPhotoUrl,
        completionStatus: listing.completionStatus,
        purpose: listing.purpose,
        propertyType: type,
        rooms: listing.rooms,
        baths: listing.baths,
        areaSqft: listing.areaSqft!,
        placeId,
      })
    : null;
  const [shown, setShown] = useState<{ key: string; state: State } | null>(null);
  const answerOf = (result: Result<Answer>, policy: Policy): State =>
    result.ok ? { kind: 'answer', answer: result.value } : { kind: 'failed', error: result.error, policy };
  const invoke = (asked: string, policy: Policy) =>
    api.invoke('research:same-unit', { ...(JSON.parse(asked) as AskFacts), policy });

  useEffect(() => {
    if (!key) return;
    let current = true;
    void invoke(key, 'offline').then((result) => current && setShown({ key, state: answerOf(result, 'offline') }));
    return () => {
      current = false;
    };
  }, [key]);

  const look = (policy: Policy): void => {
    if (!key) return;
    setShown({ key, state: { kind: 'looking' } });
    // An answer for facts no longer on screen (the advert re-read at another price) is dropped, not shown as theirs.
    void invoke(key, policy).then((result) =>
      setShown((now) => (now?.key === key ? { key, state: answerOf(result, policy) } : now)),
    );
  };
  const state: State = shown && shown.key === key ? shown.state : { kind: 'checking' };

  if (!askable) return null;
  const lookButton = (label: string, policy: Policy = 'fresh-or-fetch', busy = false) => (
    <button
      type="button"
      className="button"
      data-testid="same-unit-look"
      disabled={busy}
      aria-busy={busy}
      onClick={() => look(policy)}
    >
      {label}
    </button>
  );

  let body;
  // While the saved answers are read (a moment), the section already has the shape it most often keeps: the page
  // below does not jump when the answer comes.
  if (state.kind === 'checking' || (state.kind === 'answer' && !state.answer.looked)) {
    const checking = state.kind === 'checking';
    body = (
      <>
        <p className="muted">{say('sameUnit.why')}</p>
        {lookButton(checking ? say('sameUnit.checking') : say('sameUnit.look'), 'fresh-or-fetch', checking)}
      </>
    );
  } else if (state.kind === 'looking') body = <p className="muted">{say('sameUnit.looking')}</p>;
  else if (state.kind === 'failed') body = <ErrorMessage error={state.error} onRetry={() => look(state.policy)} />;
  else if (state.answer.looked) {
    const { others, compared, more, provenance } = state.answer;
    body = (
      <>
        {others.length === 0 ? (
          <p data-testid="same-unit-none">
            {compared === 0 ? say('sameUnit.noneAtAll') : say('sameUnit.none', { count: compared })}
          </p>
        ) : (
          <>
            <p data-testid="same-unit-found">{say('sameUnit.found', { count: others.length })}</p>
            <div className="dt-same-unit-scroll">
              <table className="dt-same-unit-table" data-testid="same-unit-table" aria-label={say('sameUnit.title')}>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {say('sameUnit.col.price')}
                    </th>
                    <th scope="col" className="num">
                      {say('sameUnit.col.difference')}
                    </th>
                    <th scope="col">{say('sameUnit.matchCol')}</th>
                    <th scope="col">{say('sameUnit.col.agency')}</th>
                    <th scope="col" className="num">
                      {say('sameUnit.col.area')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {others.map(({ listing: other, match }) => {
                    const change = difference(other, listing);
                    const priceText = withRentPeriod(formatAed(other.price, lang), other, lang);
                    return (
                      <tr
                        key={other.externalID}
                        data-testid="same-unit-row"
                        data-id={other.externalID}
                        data-match={match}
                      >
                        <td className="num">
                          <button
                            type="button"
                            className="dt-link"
                            aria-label={`${priceText} · ${say('sameUnit.open', { id: other.externalID })}`}
                            title={pickText(other.title, dataLang) || undefined}
                            onClick={() => navigate({ view: 'property', externalID: other.externalID })}
                          >
                            {priceText}
                          </button>
                        </td>
                        <td className="num" data-testid="same-unit-difference">
                          {change === null
                            ? ''
                            : Math.abs(change) < 0.0005
                              ? say('sameUnit.same')
                              : formatChange(change, lang)}
                        </td>
                        <td>
                          <span className={`badge ${match === 'photo' ? 'dt-match-photo' : ''}`}>
                            {say(`sameUnit.match.${match}`)}
                          </span>
                        </td>
                        <td dir="auto">{other.agency?.name ?? other.contactName ?? ''}</td>
                        <td className="num">{formatArea(other.areaSqft, unit, lang)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        {more && <p className="muted">{say('sameUnit.more', { n: String(compared) })}</p>}
        {provenance.fromCache && (
          <p className="muted" data-testid="same-unit-saved">
            {say('sameUnit.savedOn', { date: formatDateTime(provenance.fetchedAt, lang) })}
          </p>
        )}
      </>
    );
  }
  return (
    <Section
      title={say('sameUnit.title')}
      testId="property-same-unit"
      actions={
        state.kind === 'answer' && state.answer.looked ? lookButton(say('sameUnit.lookAgain'), 'refresh') : undefined
      }
    >
      {/* Said as it changes: "Looking…", then what was found, for a screen reader too. */}
      <div aria-live="polite">{body}</div>
      <p className="muted dt-note">{say('sameUnit.rule')}</p>
    </Section>
  );
}
