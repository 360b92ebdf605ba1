// Pure formatting for the detail views: prices, areas, facts, dates, paging labels, gallery steps, error advice.
// No React and no DOM here, so that every rule is pinned by unit tests.
import { furnishingOf } from '#shared/domain/furnishing';
import { LIST_SEPARATOR } from '#shared/words/value-labels';
import { propertyTypeNames } from '#shared/words/property-type-names';
import { bedroomsOf } from '#shared/domain/bedrooms';
import type { Lang } from '#shared/domain/lang';
import type { ListingDetail } from '#shared/domain/listing';
import type { GeoPoint } from '#shared/domain/location';
import type { AppError, ErrorCode } from '#shared/errors';
import type { Provenance } from '#shared/ipc/contract';
import { SQM_PER_SQFT, sqftIn, type AreaUnit } from '#shared/domain/area';
import { formatAed, formatDate as formatGridDate } from '#shared/format/values';
import { meaningfulPricePerSqft } from '../grid';
import { LOCALES, formatDateTime as formatInstant, numberFormat } from '../i18n/format';
import { isMessageId, type Say } from '../i18n/say';

export { SQM_PER_SQFT };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 0): string {
  return numberFormat(lang, { maximumFractionDigits }).format(value);
}

/** Money as every other view shows it, by the language's own rules ("AED 1,250,000", "1,250,000 د.إ."). */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'AED';
  if (code === 'AED') return formatAed(amount, lang);
  return numberFormat(lang, { style: 'currency', currency: code, maximumFractionDigits: 0 }).format(amount);
}

/** The asking price with the rent period for rentals: "AED 95,000 / year". */
export function formatPrice(
  price: number,
  currency: string,
  rentFrequency: string | null,
  lang: Lang,
  say: Say,
): string {
  const money = formatMoney(price, currency, lang);
  if (!rentFrequency) return money;
  const period = `details.perFrequency.${rentFrequency}`;
  return isMessageId(period)
    ? `${money} ${say(period as 'details.perFrequency.yearly')}`
    : `${money} (${rentFrequency})`;
}

/** An area given in square feet, in the unit the broker reads. */
export function convertArea(sqft: number, unit: AreaUnit): number {
  return sqftIn(unit, sqft);
}

export function formatArea(sqft: number | null, unit: AreaUnit, lang: Lang, say: Say): string | null {
  if (sqft === null || !Number.isFinite(sqft) || sqft <= 0) return null;
  return `${formatNumber(convertArea(sqft, unit), lang)} ${say(`details.areaUnits.${unit}`)}`;
}

/** Price per square foot (or metre); the listing's own per-sq-ft figure is used when the unit is square feet. */
export function pricePerArea(
  price: number,
  areaSqft: number | null,
  unit: AreaUnit,
  givenPerSqft: number | null = null,
): number | null {
  if (unit === 'sqft' && givenPerSqft !== null && Number.isFinite(givenPerSqft)) return givenPerSqft;
  if (areaSqft === null || !(areaSqft > 0) || !Number.isFinite(price)) return null;
  return price / convertArea(areaSqft, unit);
}

export function formatPricePerArea(
  price: number,
  areaSqft: number | null,
  unit: AreaUnit,
  currency: string,
  lang: Lang,
  say: Say,
  givenPerSqft: number | null = null,
): string | null {
  const value = pricePerArea(price, areaSqft, unit, givenPerSqft);
  if (value === null) return null;
  return say('details.perArea', {
    price: formatMoney(Math.round(value), currency, lang),
    unit: say(`details.areaUnits.${unit}`),
  });
}

/** Bedrooms: 0 is a studio. */
export function formatRooms(rooms: number | null, lang: Lang, say: Say): string | null {
  if (rooms === null) return null;
  return rooms === 0 ? say('details.studio') : formatNumber(rooms, lang);
}

export function formatDateTime(iso: string | null, lang: Lang): string | null {
  return formatInstant(iso, lang) || null;
}

/** A calendar date (YYYY-MM-DD) as the grid shows it, or nothing to show. */
export function formatDate(isoDate: string | null, lang: Lang): string | null {
  return isoDate ? formatGridDate(isoDate, lang) : null;
}

/** "25.080123, 55.140456": fixed six decimals and a dot, whatever the language, so it pastes into any map. */
export function formatCoordinates(point: GeoPoint | null): string | null {
  if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}

/** "under-construction" → "Under construction": for values no translation table knows. */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function enumLabel(labels: Readonly<Record<string, string>>, value: string | null): string | null {
  if (value === null || value === '') return null;
  return labels[value] ?? labels[value.toLowerCase()] ?? humanize(value);
}

/** Kinds of a value the data service names, each worded by a message `details.<kind>.<value>`. */
export type ValueKind = 'purpose' | 'furnishing' | 'completion' | 'placeTypes';

/** A value the service sent, worded by its message (`details.furnishing.furnished`), else made readable as it is. */
export function valueLabel(say: Say, kind: ValueKind, value: string | null): string | null {
  if (value === null || value === '') return null;
  for (const id of [`details.${kind}.${value}`, `details.${kind}.${value.toLowerCase()}`]) {
    if (isMessageId(id)) return say(id as 'details.furnishing.furnished');
  }
  return humanize(value);
}

export function listText(items: readonly string[], lang: Lang): string | null {
  const clean = items.map((s) => s.trim()).filter((s) => s.length > 0);
  if (clean.length === 0) return null;
  // Not Intl.ListFormat's "unit" lists: they are for measures ("5 ft 3 in") and join with a space in Russian and
  // with nothing at all in Chinese ("123" for bedrooms 1, 2 and 3).
  return clean.join(LIST_SEPARATOR[lang]);
}

/** A location trail (broadest place first, as the service sends it) read most specific first: "Marina Gate, Dubai Marina, Dubai". */
export function placeTrail(places: readonly { name: string }[], lang: Lang): string | null {
  const names = places.map((p) => p.name.trim()).filter((n) => n.length > 0);
  if (names.length === 0) return null;
  const separator = lang === 'ar' ? '، ' : lang === 'zh' ? '，' : ', ';
  return names.reverse().join(separator);
}

/** Keeps "751 sq ft" one unit inside a range in either direction: Arabic reads it low to high from the right. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function formatRange(from: number | null, to: number | null, show: (n: number) => string): string | null {
  if (from === null && to === null) return null;
  if (from !== null && to !== null) return from === to ? show(from) : `${isolate(show(from))} – ${isolate(show(to))}`;
  return show((from ?? to) as number);
}

/** Nearby places that are not steps of the listing's own location trail (which the page already shows). */
export function nearbyElsewhere<P extends { externalID: string | null; name: string }>(
  nearby: readonly P[],
  trail: readonly { externalID: string | null; name: string }[],
): P[] {
  const ids = new Set(trail.map((p) => p.externalID).filter((id): id is string => Boolean(id)));
  const names = new Set(trail.map((p) => p.name.trim().toLocaleLowerCase()));
  return nearby.filter(
    (p) => !(p.externalID && ids.has(p.externalID)) && !names.has(p.name.trim().toLocaleLowerCase()),
  );
}

/**
 * A listing's price per area where it means something: a sale's price per area, a rental's yearly rent per area
 * ("AED 120 / sq ft / year"); null for daily lets, unknown periods and unknown areas.
 */
export function listingPricePerArea(
  listing: Pick<ListingDetail, 'purpose' | 'price' | 'rentFrequency' | 'areaSqft' | 'currency'>,
  unit: AreaUnit,
  lang: Lang,
  say: Say,
): string | null {
  const perSqft = meaningfulPricePerSqft(listing);
  if (perSqft === null) return null;
  const perUnit = unit === 'sqft' ? perSqft : perSqft / SQM_PER_SQFT;
  const shown = say('details.perArea', {
    price: formatMoney(Math.round(perUnit), listing.currency, lang),
    unit: say(`details.areaUnits.${unit}`),
  });
  return listing.purpose === 'for-rent' ? `${shown} ${say('details.perFrequency.yearly')}` : shown;
}

// ---- Paging -------------------------------------------------------------------------------------------------------

/** At least one page, so an empty list reads "Page 1 of 1". */
export function pageCount(totalPages: number): number {
  return Number.isFinite(totalPages) && totalPages >= 1 ? Math.floor(totalPages) : 1;
}

export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCount(totalPages));
}

export function pageLabel(page: number, totalPages: number, lang: Lang, say: Say): string {
  const pages = pageCount(totalPages);
  return say('details.pageOf', {
    page: formatNumber(clampPage(page, pages), lang),
    pages: formatNumber(pages, lang),
  });
}

export interface PagerState {
  canPrev: boolean;
  canNext: boolean;
}

export function pagerState(page: number, totalPages: number, busy = false): PagerState {
  return { canPrev: !busy && page > 1, canNext: !busy && page < pageCount(totalPages) };
}

// ---- Gallery ------------------------------------------------------------------------------------------------------

/** Moves through `count` photos by `delta`, wrapping around at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Arrow keys follow the reading direction: in Arabic, the left arrow goes forward. */
export function arrowDelta(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

// ---- Links --------------------------------------------------------------------------------------------------------

/** Only https links are rendered as links: the app hands those (and only those) to the system browser. */
export function isHttpsUrl(raw: string | null | undefined): raw is string {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Whether the page may load an image from `raw` under the app's Content-Security-Policy
 * (img-src 'self' data: blob: https:). Anything else would only be blocked (and logged), so a placeholder is shown.
 */
export function isDisplayableImageUrl(raw: string | null | undefined, pageOrigin: string): raw is string {
  if (!raw) return false;
  try {
    const url = new URL(raw, pageOrigin);
    if (url.protocol === 'https:' || url.protocol === 'data:' || url.protocol === 'blob:') return true;
    return url.origin === pageOrigin;
  } catch {
    return false;
  }
}

/** A website as the service gives it, often without a scheme: "www.x.ae" → "https://www.x.ae". */
export function websiteUrl(raw: string | null): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return isHttpsUrl(withScheme) ? withScheme : null;
}

// ---- Facts --------------------------------------------------------------------------------------------------------

export interface Fact {
  id: string;
  label: string;
  value: string;
  /** Identifiers and numbers that read left to right even in Arabic. */
  ltr?: boolean;
}

export interface FactOptions {
  lang: Lang;
  unit: AreaUnit;
  say: Say;
}

/** The key facts of a listing, in display order; facts the service did not give are left out. */
export function propertyFacts(listing: ListingDetail, { lang, unit, say }: FactOptions): Fact[] {
  const verified = listing.isVerified === null ? null : say(listing.isVerified ? 'details.yes' : 'details.no');
  const facts: (Fact | null)[] = [
    fact('type', say('details.factType'), enumLabel(propertyTypeNames(lang), listing.propertyType)),
    fact('purpose', say('details.factPurpose'), valueLabel(say, 'purpose', listing.purpose)),
    fact('beds', say('details.factBeds'), formatRooms(bedroomsOf(listing.rooms, listing.propertyType), lang, say)),
    fact('baths', say('details.factBaths'), listing.baths === null ? null : formatNumber(listing.baths, lang)),
    fact('area', say('details.factArea'), formatArea(listing.areaSqft, unit, lang, say)),
    fact('price-per-area', say('details.factPricePerArea'), listingPricePerArea(listing, unit, lang, say)),
    fact('furnishing', say('details.factFurnishing'), valueLabel(say, 'furnishing', furnishingOf(listing))),
    fact('completion', say('details.factCompletion'), valueLabel(say, 'completion', listing.completionStatus)),
    fact('verified', say('details.factVerified'), verified),
    fact('permit', say('details.factPermit'), listing.permitNumber, true),
    fact('created', say('details.factCreated'), formatDateTime(listing.createdAt, lang)),
    fact('updated', say('details.factUpdated'), formatDateTime(listing.updatedAt, lang)),
    fact('reference', say('details.factReference'), listing.externalID, true),
  ];
  return facts.filter((f): f is Fact => f !== null);
}

function fact(id: string, label: string, value: string | null | undefined, ltr = false): Fact | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return ltr ? { id, label, value, ltr } : { id, label, value };
}

// ---- Errors and provenance ----------------------------------------------------------------------------------------

const SETTINGS_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['bad-key', 'not-subscribed', 'quota-exhausted']);

/** Errors the broker fixes in Settings (key, plan, source) rather than by trying again. */
export function needsSettings(error: AppError): boolean {
  return SETTINGS_ERRORS.has(error.code);
}

/** What the broker can do about an error, in their language. */
export function errorAdvice(error: AppError, say: Say): string {
  // A code newer than this window's messages (a newer core) is advised as an internal error.
  const id = `details.errorAdvice.${error.code}`;
  const advice = say(isMessageId(id) ? (id as `details.errorAdvice.${ErrorCode}`) : 'details.errorAdvice.internal');
  if (error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0) {
    return `${advice} ${say('details.retryAfter', { seconds: Math.ceil(error.retryAfterSeconds) })}`;
  }
  return advice;
}

/** "Saved copy as of <time>" when the cache answered; null for a fresh answer from the service. */
export function provenanceLine(provenance: Provenance | null, lang: Lang, say: Say): string | null {
  if (!provenance || !provenance.fromCache) return null;
  const time = formatDateTime(provenance.fetchedAt, lang) ?? provenance.fetchedAt;
  const line = say('details.asOf', { time });
  return provenance.stale ? `${line} · ${say('details.staleNote')}` : line;
}
