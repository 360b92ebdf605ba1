// The pseudo-locale switch (development and tests only): a window opened with `?pseudo=1` in its address shows
// English in the pseudo-locale (#shared/messages/pseudo), its catalogue and the older word tables alike, so a string
// that stays plain English is a hard-coded one. Read once at start, never stored: the next window is English again.
// The data service's words (titles, place, amenity and agency names) are data, not interface, and stay as they came.
import { registerCatalogue } from '#shared/messages/catalogue';
import { pseudoCatalogue, pseudoTemplate, pseudoWords } from '#shared/messages/pseudo';
import { ZONE_NAMED } from '#shared/format/intl';
import { MARKET_STRINGS } from '#shared/market/strings/index';
import en from '#catalogue/en';

/** The English word tables of the modules not yet in the catalogue: each is transformed in place. */
const ENGLISH_TABLES: readonly object[] = [MARKET_STRINGS.en];

/** English becomes the pseudo-locale: called once, before the first render (main.tsx). */
export function turnPseudoOn(): void {
  registerCatalogue('en', pseudoCatalogue(en));
  const seen = new WeakSet<object>();
  for (const table of ENGLISH_TABLES) pseudoWords(table, seen);
  // A table of one string per language: its English entry alone.
  (ZONE_NAMED as Record<'en', string>).en = pseudoTemplate(ZONE_NAMED.en);
}
