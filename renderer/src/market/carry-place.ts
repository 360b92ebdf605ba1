// The Market view opens on the place of the Listings search (a broker who searched JVC's listings studies JVC's
// market next), unless the broker chose places in the Market form themselves.
import { useFormStates } from '../research';
import type { ListingSearchFormState } from '../search';
import { carriedPlaces } from './market-form';
import { useMarket } from './market-store';

/** Puts the Listings search's places into the Market form where the rule allows; nothing else of the form moves. */
export function carryListingsPlaces(): void {
  const listings = useFormStates.getState().forms.listings as ListingSearchFormState | undefined;
  const { form, carried, setForm, patch } = useMarket.getState();
  const places = carriedPlaces(form.places, carried, listings?.locations ?? []);
  if (!places) return;
  setForm({ places });
  patch({ carried: places });
}
