// The pseudo-locale switch (development and tests only): a window opened with `?pseudo=1` in its address shows
// English in the pseudo-locale (#shared/messages/pseudo), so a string that stays plain English is a hard-coded one.
// Every word of the interface is in the catalogue. Read once at start, never stored: the next window is English
// again. The data service's words (titles, place, amenity and agency names) are data, not interface, and stay as
// they came.
import { registerCatalogue } from '#shared/messages/catalogue';
import { pseudoCatalogue } from '#shared/messages/pseudo';
import en from '#catalogue/en';

/** English becomes the pseudo-locale: called once, before the first render (main.tsx). */
export function turnPseudoOn(): void {
  registerCatalogue('en', pseudoCatalogue(en));
}
