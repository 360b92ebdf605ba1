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

/** The active filters of `view`'s form state, most telling first. */
export function filterSummary(
  view: ListView,
  state: Form,
  say: Say,
  lang: Lang,
  dataLang: DataLang = dataLangFor(lang),
): string[] {
  const form = state as Readonly<Record<string, unknown>>;
  const values = searchValueWords(lang);
  const parts: (string | null)[] = [];
  if (form.mode === 'name') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [`${say('search.modes.byName')}: “${query}”`] : [];
  }
  if (view === 'developers') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [`${say('search.fields.developerName')}: “${query}”`] : [];
  }
  if (view !== 'projects') {
    parts.push(
      choice(PURPOSES, form.purpose, (p) =>
        view === 'transactions' ? say(`search.transactionPurposes.${p}`) : say(`search.purposes.${p}`),
      ),
    );
  }
  parts.push(named(say, say('search.fields.locations'), labels(form.locations, dataLang)));
  if (form.location && typeof form.location === 'object')
    parts.push(named(say, say('search.fields.location'), labels([form.location], dataLang)));
  const types = Array.isArray(form.propertyTypes) ? (form.propertyTypes as string[]) : [];
  parts.push(
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
    parts.push(
      named(
        say,
        say('search.fields.transactionCategory'),
        (form.categories as string[]).map((c) => pick(values.transactionCategories, c) ?? c),
      ),
    );
  }
  parts.push(
    counts(say('search.fields.rooms'), form.rooms ?? form.beds, say),
    counts(say('search.fields.baths'), form.baths, say),
  );
  parts.push(range(say, say('research.summaryPrice'), form.priceMin, form.priceMax, say('search.units.aed')));
  parts.push(
    range(
      say,
      say('research.summaryArea'),
      form.areaMin,
      form.areaMax,
      form.areaUnit === 'sqm' ? say('search.units.sqm') : say('search.units.sqft'),
    ),
  );
  if (form.completionStatus !== 'any')
    parts.push(choice(COMPLETION_STATUSES, form.completionStatus, (c) => say(`search.completionStatuses.${c}`)));
  if (form.completionPercentage !== 'any') parts.push(pick(values.completionPercentages, form.completionPercentage));
  parts.push(
    choice(FURNISHINGS, form.furnishing, (v) => say(`search.furnishings.${v}`)),
    choice(RENT_FREQUENCIES, form.rentFrequency, (v) => say(`search.rentFrequencies.${v}`)),
  );
  if (view === 'agents') parts.push(pick(values.agentCategories, form.category));
  if (view === 'transactions') parts.push(pick(values.timePeriods, form.timePeriod));
  parts.push(named(say, say('search.fields.amenities'), labels(form.amenities, dataLang)));
  parts.push(
    named(say, say('search.fields.agents'), labels(form.agents, dataLang)),
    named(say, say('search.fields.agencies'), labels(form.agencies, dataLang)),
  );
  parts.push(named(say, say('search.fields.developers'), labels(form.developers, dataLang)));
  if (typeof form.preHandoverPayment === 'string' && form.preHandoverPayment.trim()) {
    const value = formatInteger(Number(form.preHandoverPayment), lang);
    parts.push(say('research.filterSummary.value', { label: say('search.fields.preHandoverPayment'), value }));
  }
  const sort = pick(
    view === 'transactions' ? values.transactionSorts : values.sortOrders,
    form.sortOrder ?? form.sortBy,
  );
  if (sort) parts.push(say('research.filterSummary.value', { label: say('search.fields.sortOrder'), value: sort }));
  return parts.filter((p): p is string => p !== null && p !== '');
}
