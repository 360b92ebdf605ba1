// The pseudo-locale switch (development and tests only): a window opened with `?pseudo=1` in its address shows
// English in the pseudo-locale (#shared/messages/pseudo), so a string that stays plain English is a hard-coded one.
// Every word of the interface is in the catalogue now; the one table of words left beside it (UAE time's name) is
// transformed here. Read once at start, never stored: the next window is English again. The data service's words
// (titles, place, amenity and agency names) are data, not interface, and stay as they came.
import { registerCatalogue } from '#shared/messages/catalogue';
import { pseudoCatalogue, pseudoTemplate } from '#shared/messages/pseudo';
import { ZONE_NAMED } from '#shared/format/intl';
import en from '#catalogue/en';

/** English becomes the pseudo-locale: called once, before the first render (main.tsx). */
export function turnPseudoOn(): void {
  registerCatalogue('en', pseudoCatalogue(en));
  // A table of one string per language: its English entry alone.
  (ZONE_NAMED as Record<'en', string>).en = pseudoTemplate(ZONE_NAMED.en);
}
