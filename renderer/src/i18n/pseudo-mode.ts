// The pseudo-locale switch (development and tests only): a window opened with `?pseudo=1` in its address shows
// English in the pseudo-locale (#shared/messages/pseudo), its catalogue and the older word tables alike, so a string
// that stays plain English is a hard-coded one. Read once at start, never stored: the next window is English again.
// The data service's words (titles, place, amenity and agency names) are data, not interface, and stay as they came.
import { registerCatalogue } from '#shared/messages/catalogue';
import { pseudoCatalogue, pseudoTemplate, pseudoWords } from '#shared/messages/pseudo';
import { ZONE_NAMED } from '#shared/format/intl';
import { MARKET_STRINGS } from '#shared/market/strings/index';
import { COMPARE_TABLE_WORDS } from '#shared/market/compare-table-words';
import { PROPERTY_TYPE_NAMES } from '#shared/words/property-type-names';
import { SEARCH_VALUE_WORDS } from '#shared/words/search-value-words';
import { AREA_UNIT_WORDS, VALUE_LABELS } from '#shared/words/value-labels';
import en from '#catalogue/en';
import { WORK_OFFLINE_NAME } from '../data/work-offline-words';
import { NOTICE_WORDS } from '../notices/notice-text';
import { ERROR_STRINGS } from './error-text';

/** The English word tables of the modules not yet in the catalogue: each is transformed in place. */
const ENGLISH_TABLES: readonly object[] = [
  MARKET_STRINGS.en,
  COMPARE_TABLE_WORDS.en,
  VALUE_LABELS.en,
  PROPERTY_TYPE_NAMES.en,
  SEARCH_VALUE_WORDS.en,
  AREA_UNIT_WORDS.en,
  ERROR_STRINGS.en,
  NOTICE_WORDS.en,
];

/** English becomes the pseudo-locale: called once, before the first render (main.tsx). */
export function turnPseudoOn(): void {
  registerCatalogue('en', pseudoCatalogue(en));
  const seen = new WeakSet<object>();
  for (const table of ENGLISH_TABLES) pseudoWords(table, seen);
  // Tables of one string per language: their English entry alone.
  for (const table of [WORK_OFFLINE_NAME, ZONE_NAMED] as Record<'en', string>[]) table.en = pseudoTemplate(table.en);
}
