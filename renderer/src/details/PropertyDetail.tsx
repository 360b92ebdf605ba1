// One listing in full: photos, price, key facts, description, amenities, location, agency/agent/developer, tours.
import { textDirection } from '#shared/words/text-direction';
import { pickText } from '#shared/domain/lang';
import { amenityName } from '#shared/words/service-terms';
import { amenitiesWithoutFurnishing } from '#shared/domain/furnishing';
import type { MediaItem } from '#shared/domain/listing';
import type { DataAnswer } from '#shared/ipc/contract';
import { useNavigation } from '../state/navigation-store';
import {
  valueLabel,
  formatCoordinates,
  formatPrice,
  listingPricePerArea,
  nearbyElsewhere,
  placeTrail,
  propertyFacts,
} from './detail-format';
import { BareHeader, DetailHeader } from './DetailHeader';
import {
  Chips,
  CopyButton,
  DetailLink,
  EmptyState,
  ErrorState,
  ExternalLink,
  FactValue,
  LoadingState,
  Picture,
  Row,
  Section,
} from './DetailParts';
import { PinButton } from '../compare';
import { pinOfRow } from '../compare';
import { PhotoGallery } from './PhotoGallery';
import { StartReportButton } from '../report';
import { AskingPercentile } from '../market';
import { NotesSection } from '../notes';
import { SameUnitAdverts } from './SameUnitAdverts';
import { answerToShow } from '../data';
import { useRecord } from './use-record';
import { useDetailsContext } from './use-details-context';
import './details.css';
import { photoCaption } from '#shared/words/service-terms';

export interface PropertyDetailProps {
  externalID: string;
}

export function PropertyDetail({ externalID }: PropertyDetailProps) {
  const { say, dataLang } = useDetailsContext();
  const state = useRecord('property-details', { external_id: externalID, langs: dataLang });

  if (state.status === 'error' && state.error) {
    return (
      <div className="dt-view" data-testid="property-detail">
        <BareHeader eyebrow={say('details.propertyEyebrow')} />
        <ErrorState error={state.error} onRetry={state.retry} />
      </div>
    );
  }
  const shown = answerToShow(state, (a) => a.result.externalID === externalID);
  if (!shown) {
    return (
      <div className="dt-view" data-testid="property-detail" aria-busy="true">
        <BareHeader eyebrow={say('details.propertyEyebrow')} />
        <LoadingState />
      </div>
    );
  }
  return <PropertyBody answer={shown} busy={state.status === 'loading'} key={shown.result.externalID} />;
}

function PropertyBody({ answer, busy }: { answer: DataAnswer<'property-details'>; busy: boolean }) {
  const { say, lang, dataLang, areaUnit } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  const listing = answer.result;
  const { agency, agent, developer } = listing;
  const title = pickText(listing.title, dataLang);
  const description = pickText(listing.description, dataLang);
  const facts = propertyFacts(listing, { lang, unit: areaUnit, say });
  const perArea = listingPricePerArea(listing, areaUnit, lang, say);
  const nearby = nearbyElsewhere(listing.nearbyLocations, listing.location);
  const coordinates = formatCoordinates(listing.geography);
  const trail = placeTrail(listing.location, lang);
  const isEmpty = title === '' && description === '' && listing.photos.length === 0 && listing.price === 0;
  // The furnishing is said once, by its status (Key facts): an amenity "Furnished" beside "Unfurnished" is not listed.
  const amenities = amenitiesWithoutFurnishing(listing.amenities);
  const hasMedia = listing.floorPlans.length + listing.videos.length + listing.panoramas.length > 0;

  return (
    <div className="dt-view" data-testid="property-detail" aria-busy={busy}>
      <DetailHeader
        eyebrow={say('details.propertyEyebrow')}
        title={title || listing.externalID}
        subtitle={trail && <span dir="auto">{trail}</span>}
        provenance={answer.provenance}
        warnings={answer.warnings}
        actions={
          <>
            <PinButton pin={pinOfRow('listing', listing) ?? { kind: 'listing', id: listing.externalID }} />
            <StartReportButton listing={listing} />
          </>
        }
        aside={
          <div className="dt-price-block">
            <div className="dt-price" dir="ltr" data-testid="property-price">
              {formatPrice(listing.price, listing.currency, listing.rentFrequency, lang, say)}
            </div>
            {perArea && (
              <div className="muted" dir="ltr">
                {perArea}
              </div>
            )}
          </div>
        }
      >
        <div className="dt-badges">
          <span className={`dt-badge ${listing.purpose}`}>{valueLabel(say, 'purpose', listing.purpose)}</span>
          {listing.completionStatus && (
            <span className="dt-badge">{valueLabel(say, 'completion', listing.completionStatus)}</span>
          )}
          {listing.isVerified && <span className="dt-badge verified">✓ {say('details.factVerified')}</span>}
        </div>
      </DetailHeader>

      {isEmpty && <EmptyState>{say('details.propertyEmpty')}</EmptyState>}

      <div className="dt-columns">
        <div className="dt-main">
          <PhotoGallery photos={listing.photos} coverUrl={listing.coverPhotoUrl} alt={title} />

          <Section title={say('details.keyFacts')} testId="property-facts">
            <dl className="dt-facts-grid">
              {facts.map((f) => (
                <div key={f.id} className="dt-fact-tile" data-fact={f.id}>
                  <dt>{f.label}</dt>
                  <FactValue ltr={f.ltr}>{f.value}</FactValue>
                </div>
              ))}
            </dl>
          </Section>

          <SameUnitAdverts listing={listing} />

          <NotesSection target={{ kind: 'listing', externalID: listing.externalID }} targetName={title || null} />

          <Section title={say('details.description')} testId="property-description">
            {description ? (
              <p className="dt-description" dir={textDirection(description)}>
                {description}
              </p>
            ) : (
              <p className="muted">{say('details.noDescription')}</p>
            )}
          </Section>

          <Section title={say('details.amenities')} testId="property-amenities">
            {amenities.length > 0 ? (
              <Chips items={amenities.map((a) => amenityName(a, lang))} />
            ) : (
              <p className="muted">{say('details.noAmenities')}</p>
            )}
          </Section>

          {hasMedia && (
            <Section title={say('details.media')} testId="property-media">
              <MediaLinks title={say('details.floorPlans')} items={listing.floorPlans} testId="floor-plans" />
              <MediaLinks title={say('details.videos')} items={listing.videos} testId="videos" />
              <MediaLinks title={say('details.tours')} items={listing.panoramas} testId="tours" />
            </Section>
          )}
        </div>

        <aside className="dt-side">
          <Section title={say('details.contactTitle')} testId="property-contact">
            {agency && (
              <div className="dt-entity">
                <Picture url={agency.logoUrl} alt={agency.name} fallback={agency.name} />
                <div>
                  <div className="muted">{say('details.agency')}</div>
                  {agency.externalID ? (
                    <DetailLink
                      testId="link-agency"
                      onClick={() =>
                        navigate({ view: 'agency', externalID: agency.externalID ?? '', name: agency.name })
                      }
                    >
                      {agency.name}
                    </DetailLink>
                  ) : (
                    <span dir="auto">{agency.name}</span>
                  )}
                </div>
              </div>
            )}
            <dl className="dt-fact-list">
              {agent && (
                <Row label={say('details.agent')}>
                  {agent.externalID ? (
                    <DetailLink
                      testId="link-agent"
                      onClick={() => navigate({ view: 'agent', externalID: agent.externalID })}
                    >
                      {agent.name}
                    </DetailLink>
                  ) : (
                    <span dir="auto">{agent.name}</span>
                  )}
                </Row>
              )}
              {listing.contactName && (
                <Row label={say('details.contact')}>
                  <span dir="auto">{listing.contactName}</span>
                </Row>
              )}
              {listing.phoneNumber && (
                <Row label={say('details.phone')}>
                  <span className="dt-inline-copy">
                    <span dir="ltr" data-testid="property-phone">
                      {listing.phoneNumber}
                    </span>
                    <CopyButton text={listing.phoneNumber} label={`${say('details.copy')} ${say('details.phone')}`} />
                  </span>
                </Row>
              )}
              {developer && (
                <Row label={say('details.developer')}>
                  {developer.externalID ? (
                    <DetailLink
                      testId="link-developer"
                      onClick={() =>
                        navigate({ view: 'developer', externalID: developer.externalID ?? '', name: developer.name })
                      }
                    >
                      {developer.name}
                    </DetailLink>
                  ) : (
                    <span dir="auto">{developer.name}</span>
                  )}
                </Row>
              )}
            </dl>
          </Section>

          <AskingPercentile listing={listing} />

          <Section title={say('details.location')} testId="property-location">
            {trail && (
              <ol className="dt-trail">
                {listing.location.map((place, i) => (
                  <li key={`${place.name}-${i}`} dir="auto">
                    {place.name}
                  </li>
                ))}
              </ol>
            )}
            <div className="dt-coordinates">
              <span className="muted">{say('details.coordinates')}</span>
              {coordinates ? (
                <span className="dt-inline-copy">
                  <code dir="ltr" data-testid="property-coordinates">
                    {coordinates}
                  </code>
                  <CopyButton text={coordinates} label={say('details.copyCoordinates')} testId="copy-coordinates" />
                  {listing.geography && (
                    <ExternalLink url={mapsUrl(listing.geography)} testId="open-in-maps">
                      {say('details.openInMaps')}
                    </ExternalLink>
                  )}
                </span>
              ) : (
                <span className="muted">{say('details.noCoordinates')}</span>
              )}
            </div>
          </Section>

          {nearby.length > 0 && (
            <Section title={say('details.nearby')} testId="property-nearby">
              <ul className="dt-nearby">
                {nearby.map((place, i) => (
                  <li key={`${place.externalID ?? place.name}-${i}`}>
                    <span dir="auto">{place.name}</span>
                    {place.type && <span className="badge">{valueLabel(say, 'placeTypes', place.type)}</span>}
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The place on a map, opened in the broker's browser (an https link through the app's one checked opener). */
function mapsUrl(at: { lat: number; lng: number }): string {
  const lat = at.lat.toFixed(6);
  const lng = at.lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

function MediaLinks({ title, items, testId }: { title: string; items: readonly MediaItem[]; testId: string }) {
  const { say, lang } = useDetailsContext();
  if (items.length === 0) return null;
  return (
    <div className="dt-media-group" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {items.map((item, i) => (
          <li key={`${item.url}-${i}`}>
            <ExternalLink url={item.url}>
              <span dir="auto">
                {item.title ? photoCaption(item.title, lang) : say('details.untitledMedia', { n: i + 1 })}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
