// The one-line summary a collapsed filter panel shows: the active filters of a view's form, in the interface
// language, by the names the broker picked (never ids). Pure, so tests pin it.
import { COMPLETION_STATUSES, FURNISHINGS, PURPOSES, RENT_FREQUENCIES } from '#shared/data-service/params';
import { dataLangFor, pickText, type DataLang, type Lang, type Localized } from '#shared/domain/lang';
import { formatInteger } from '../i18n/format';
import { propertyTypeNames } from '#shared/words/property-type-names';
import { searchValueWords } from '#shared/words/search-value-words';
import type { ListView } from '../state/navigation-store';
import type { Say } from '../i18n/say';

/** Any view's form state; read field by field, each checked before use. */
type Form = object;

/** Names of picked items; places by their name in `lang` when the pick kept every language's. */
function labels(value: unknown, lang: DataLang): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (typeof v !== 'object' || v === null || !('label' in v) || typeof v.label !== 'string') return [];
    const names = 'names' in v && typeof v.names === 'object' && v.names !== null ? (v.names as Localized) : null;
    return [(names && pickText(names, lang)) || v.label];
  });
}

/** "Locations: Dubai Marina, JVC": the list joined as the language joins one (Chinese with 、, Arabic with و). */
function named(say: Say, label: string, items: readonly string[]): string | null {
  return items.length > 0
    ? say('research.filterSummary.values', { label, values: { list: items, style: 'narrow' } })
    : null;
}

function counts(label: string, value: unknown, say: Say): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const shown = (value as number[]).map((n) => (n === 0 ? say('search.studio') : n >= 7 ? `${n}+` : String(n)));
  return named(say, label, shown);
}

function range(say: Say, label: string, min: unknown, max: unknown, unit: string): string | null {
  const lo = typeof min === 'string' ? min.trim() : '';
  const hi = typeof max === 'string' ? max.trim() : '';
  if (!lo && !hi) return null;
  return say('research.filterSummary.range', { label, low: lo || '…', high: hi || '…', unit });
}

function pick(table: Readonly<Record<string, string>>, value: unknown): string | null {
  return typeof value === 'string' && value in table ? (table[value] ?? null) : null;
}

/** A value of one of the form's own choices (purpose, completion, furnishing, rent frequency), worded; else null. */
function choice<T extends string>(values: readonly T[], value: unknown, word: (value: T) => string): string | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? word(value as T) : null;
}

/** What a part of the summary is of: the form's field it words. */
export type FilterPartKey =
  | 'name'
  | 'purpose'
  | 'locations'
  | 'location'
  | 'propertyType'
  | 'categories'
  | 'rooms'
  | 'baths'
  | 'price'
  | 'area'
  | 'completionStatus'
  | 'completionPercentage'
  | 'furnishing'
  | 'rentFrequency'
  | 'agentCategory'
  | 'timePeriod'
  | 'amenities'
  | 'agents'
  | 'agencies'
  | 'developers'
  | 'preHandoverPayment'
  | 'sort';

export interface FilterPart {
  key: FilterPartKey;
  text: string;
}

/** The active filters of `view`'s form state, most telling first. */
export function filterSummary(
  view: ListView,
  state: Form,
  say: Say,
  lang: Lang,
  dataLang: DataLang = dataLangFor(lang),
): string[] {
  return filterParts(view, state, say, lang, dataLang).map((part) => part.text);
}

/** The active filters of `view`'s form state, most telling first, each with the field it words (a saved search's
 * suggested name moves the bedrooms up by it, whatever the language's words around them). */
export function filterParts(
  view: ListView,
  state: Form,
  say: Say,
  lang: Lang,
  dataLang: DataLang = dataLangFor(lang),
): FilterPart[] {
  const form = state as Readonly<Record<string, unknown>>;
  const values = searchValueWords(lang);
  const parts: { key: FilterPartKey; text: string | null }[] = [];
  const add = (key: FilterPartKey, text: string | null) => parts.push({ key, text });
  if (form.mode === 'name') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [{ key: 'name', text: `${say('search.modes.byName')}: “${query}”` }] : [];
  }
  if (view === 'developers') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [{ key: 'name', text: `${say('search.fields.developerName')}: “${query}”` }] : [];
  }
  if (view !== 'projects') {
    add(
      'purpose',
      choice(PURPOSES, form.purpose, (p) =>
        view === 'transactions' ? say(`search.transactionPurposes.${p}`) : say(`search.purposes.${p}`),
      ),
    );
  }
  add('locations', named(say, say('search.fields.locations'), labels(form.locations, dataLang)));
  if (form.location && typeof form.location === 'object')
    add('location', named(say, say('search.fields.location'), labels([form.location], dataLang)));
  const types = Array.isArray(form.propertyTypes) ? (form.propertyTypes as string[]) : [];
  add(
    'propertyType',
    named(
      say,
      say('search.fields.propertyType'),
      types.map((type) =>
        type === 'residential'
          ? say('search.groups.allResidential')
          : type === 'commercial'
            ? say('search.groups.allCommercial')
            : (pick(propertyTypeNames(lang), type) ?? type),
      ),
    ),
  );
  if (Array.isArray(form.categories)) {
    add(
      'categories',
      named(
        say,
        say('search.fields.transactionCategory'),
        (form.categories as string[]).map((c) => pick(values.transactionCategories, c) ?? c),
      ),
    );
  }
  add('rooms', counts(say('search.fields.rooms'), form.rooms ?? form.beds, say));
  add('baths', counts(say('search.fields.baths'), form.baths, say));
  add('price', range(say, say('research.summaryPrice'), form.priceMin, form.priceMax, say('search.units.aed')));
  add(
    'area',
    range(
      say,
      say('research.summaryArea'),
      form.areaMin,
      form.areaMax,
      form.areaUnit === 'sqm' ? say('search.units.sqm') : say('search.units.sqft'),
    ),
  );
  if (form.completionStatus !== 'any')
    add(
      'completionStatus',
      choice(COMPLETION_STATUSES, form.completionStatus, (c) => say(`search.completionStatuses.${c}`)),
    );
  if (form.completionPercentage !== 'any')
    add('completionPercentage', pick(values.completionPercentages, form.completionPercentage));
  add(
    'furnishing',
    choice(FURNISHINGS, form.furnishing, (v) => say(`search.furnishings.${v}`)),
  );
  add(
    'rentFrequency',
    choice(RENT_FREQUENCIES, form.rentFrequency, (v) => say(`search.rentFrequencies.${v}`)),
  );
  if (view === 'agents') add('agentCategory', pick(values.agentCategories, form.category));
  if (view === 'transactions') add('timePeriod', pick(values.timePeriods, form.timePeriod));
  add('amenities', named(say, say('search.fields.amenities'), labels(form.amenities, dataLang)));
  add('agents', named(say, say('search.fields.agents'), labels(form.agents, dataLang)));
  add('agencies', named(say, say('search.fields.agencies'), labels(form.agencies, dataLang)));
  add('developers', named(say, say('search.fields.developers'), labels(form.developers, dataLang)));
  if (typeof form.preHandoverPayment === 'string' && form.preHandoverPayment.trim()) {
    const value = formatInteger(Number(form.preHandoverPayment), lang);
    add(
      'preHandoverPayment',
      say('research.filterSummary.value', { label: say('search.fields.preHandoverPayment'), value }),
    );
  }
  const sort = pick(
    view === 'transactions' ? values.transactionSorts : values.sortOrders,
    form.sortOrder ?? form.sortBy,
  );
  if (sort) add('sort', say('research.filterSummary.value', { label: say('search.fields.sortOrder'), value: sort }));
  return parts.filter((p): p is FilterPart => p.text !== null && p.text !== '');
}
