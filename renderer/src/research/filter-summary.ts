// The one-line summary a collapsed filter panel shows: the active filters of a view's form, in the interface
// language, by the names the broker picked (never ids). Pure, so tests pin it.
import { pickText, type Lang, type Localized } from '#shared/domain/lang';
import { formatInteger } from '../i18n/format';
import type { SearchStrings } from '../search/search-strings';
import type { ListView } from '../state/navigation-store';
import type { Say } from '../i18n/say';

/** Any view's form state; read field by field, each checked before use. */
type Form = object;

/** Names of picked items; places by their name in `lang` when the pick kept every language's. */
function labels(value: unknown, lang: Lang): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (typeof v !== 'object' || v === null || !('label' in v) || typeof v.label !== 'string') return [];
    const names = 'names' in v && typeof v.names === 'object' && v.names !== null ? (v.names as Localized) : null;
    return [(names && pickText(names, lang)) || v.label];
  });
}

function named(title: string, items: readonly string[]): string | null {
  return items.length > 0 ? `${title}: ${items.join(', ')}` : null;
}

function counts(title: string, value: unknown, t: SearchStrings): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const shown = (value as number[]).map((n) => (n === 0 ? t.studio : n >= 7 ? `${n}+` : String(n)));
  return `${title}: ${shown.join(', ')}`;
}

function range(title: string, min: unknown, max: unknown, unit: string): string | null {
  const lo = typeof min === 'string' ? min.trim() : '';
  const hi = typeof max === 'string' ? max.trim() : '';
  if (!lo && !hi) return null;
  return `${title}: ${lo || '…'}–${hi || '…'} ${unit}`;
}

function pick(table: Readonly<Record<string, string>>, value: unknown): string | null {
  return typeof value === 'string' && value in table ? (table[value] ?? null) : null;
}

/** The active filters of `view`'s form state, most telling first. */
export function filterSummary(view: ListView, state: Form, t: SearchStrings, say: Say, lang: Lang): string[] {
  const form = state as Readonly<Record<string, unknown>>;
  const f = t.fields;
  const parts: (string | null)[] = [];
  if (form.mode === 'name') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [`${t.modes.byName}: “${query}”`] : [];
  }
  if (view === 'developers') {
    const query = typeof form.query === 'string' ? form.query.trim() : '';
    return query ? [`${f.developerName}: “${query}”`] : [];
  }
  if (view !== 'projects') parts.push(pick(view === 'transactions' ? t.transactionPurposes : t.purposes, form.purpose));
  parts.push(named(f.locations, labels(form.locations, lang)));
  if (form.location && typeof form.location === 'object') parts.push(named(f.location, labels([form.location], lang)));
  const types = Array.isArray(form.propertyTypes) ? (form.propertyTypes as string[]) : [];
  parts.push(
    named(
      f.propertyType,
      types.map((type) =>
        type === 'residential'
          ? t.groups.allResidential
          : type === 'commercial'
            ? t.groups.allCommercial
            : (t.propertyTypes[type as keyof SearchStrings['propertyTypes']] ?? type),
      ),
    ),
  );
  if (Array.isArray(form.categories)) {
    parts.push(
      named(
        f.transactionCategory,
        (form.categories as string[]).map((c) => pick(t.transactionCategories, c) ?? c),
      ),
    );
  }
  parts.push(counts(f.rooms, form.rooms ?? form.beds, t), counts(f.baths, form.baths, t));
  parts.push(range(say('research.summaryPrice'), form.priceMin, form.priceMax, t.units.aed));
  parts.push(
    range(
      say('research.summaryArea'),
      form.areaMin,
      form.areaMax,
      form.areaUnit === 'sqm' ? t.units.sqm : t.units.sqft,
    ),
  );
  if (form.completionStatus !== 'any') parts.push(pick(t.completionStatuses, form.completionStatus));
  if (form.completionPercentage !== 'any') parts.push(pick(t.completionPercentages, form.completionPercentage));
  parts.push(pick(t.furnishings, form.furnishing), pick(t.rentFrequencies, form.rentFrequency));
  if (view === 'agents') parts.push(pick(t.agentCategories, form.category));
  if (view === 'transactions') parts.push(pick(t.timePeriods, form.timePeriod));
  parts.push(named(f.amenities, labels(form.amenities, lang)));
  parts.push(named(f.agents, labels(form.agents, lang)), named(f.agencies, labels(form.agencies, lang)));
  parts.push(named(f.developers, labels(form.developers, lang)));
  if (typeof form.preHandoverPayment === 'string' && form.preHandoverPayment.trim()) {
    parts.push(`${f.preHandoverPayment}: ${formatInteger(Number(form.preHandoverPayment), lang)}`);
  }
  const sort = pick(view === 'transactions' ? t.transactionSorts : t.sortOrders, form.sortOrder ?? form.sortBy);
  if (sort) parts.push(`${f.sortOrder}: ${sort}`);
  return parts.filter((p): p is string => p !== null && p !== '');
}
