// An agency's listings, filterable by place and purpose: unfiltered through /agency-properties (all of them, sale
// and rent mixed), filtered through /search-property with agency_ids, location_ids and purpose (the service filters
// one purpose at a time, so "All" is offered only without a place).
import type { ListingSummary, Purpose } from '#shared/domain/listing';
import { LocationPicker } from '../search';
import type { PickedLocation } from '../search';
import { useNavigation, useRemembered } from '../state/navigation-store';
import { PagedGrid } from './PagedGrid';
import { usePagedData } from './use-paged-data';
import { useDetailsContext } from './use-details-context';

type PurposeChoice = 'all' | Purpose;
const CHOICES: readonly PurposeChoice[] = ['all', 'for-sale', 'for-rent'];
const MIXED = { mixedPurpose: true } as const;

export function AgencyListings({ agencyID }: { agencyID: string }) {
  const { say, dataLang } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  const [purpose, setPurpose] = useRemembered<PurposeChoice>('agency-listings:purpose', 'all');
  const [places, setPlaces] = useRemembered<PickedLocation[]>('agency-listings:places', []);
  const filtered = purpose !== 'all' || places.length > 0;
  const all = usePagedData('agency-properties', filtered ? null : { agency_external_id: agencyID, langs: [dataLang] });
  const some = usePagedData(
    'search-property',
    filtered
      ? {
          purpose: purpose === 'all' ? 'for-sale' : purpose,
          agency_ids: [agencyID],
          ...(places.length > 0 ? { location_ids: places.map((p) => p.externalID) } : {}),
          langs: [dataLang],
          sort_order: 'latest',
        }
      : null,
  );
  const pickPlaces = (next: PickedLocation[]) => {
    setPlaces(next);
    if (next.length > 0 && purpose === 'all') setPurpose('for-sale');
  };
  const toolbar = (
    <div className="dt-toolbar dt-filters" data-testid="agency-listing-filters">
      <div className="dt-segmented" role="radiogroup" aria-label={say('details.purposeLabel')}>
        {CHOICES.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={purpose === p}
            className={purpose === p ? 'active' : undefined}
            disabled={p === 'all' && places.length > 0}
            title={p === 'all' && places.length > 0 ? say('details.allNeedsNoPlace') : undefined}
            onClick={() => setPurpose(p)}
            data-testid={`agency-purpose-${p}`}
          >
            {p === 'all' ? say('details.allPurposes') : say(`details.purpose.${p}`)}
          </button>
        ))}
      </div>
      <div className="dt-place-filter">
        <LocationPicker value={places} onChange={pickPlaces} placeholder={say('details.placeFilter')} />
      </div>
    </div>
  );
  return (
    <PagedGrid
      data={filtered ? some : all}
      kind="listings"
      stateKey="details.agency.listings"
      emptyMessage={filtered ? say('details.noFilteredListings') : say('details.noAgencyListings')}
      getRowId={(row: ListingSummary) => row.externalID}
      onOpen={(row: ListingSummary) => navigate({ view: 'property', externalID: row.externalID })}
      columnOptions={purpose === 'all' ? MIXED : {}}
      toolbar={toolbar}
      testId="agency-listings"
    />
  );
}
