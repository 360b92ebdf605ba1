// Titles and descriptions of demo listings, in every language, derived from the listing's own seed.
import type { DataLang } from '#shared/domain/lang';
import {
  BEDROOM_LABELS,
  DESCRIPTION_TEMPLATES,
  PROPERTY_TYPE_NAMES,
  TITLE_FEATURES,
  TITLE_TEMPLATES,
  type Text4,
} from '../data/vocabulary';
import type { DemoListing } from '../market/listings';
import type { Market } from '../market/market';
import { rngFor } from '../random';
import { pick } from '../market/weighted';
import { fill } from '#shared/words/translated';
import { formatArea, localizeWith } from './localize';

function bedrooms(rooms: number, lang: DataLang): string {
  if (rooms === 0) return BEDROOM_LABELS.studio[lang];
  if (rooms === 1) return BEDROOM_LABELS.one[lang];
  return fill(BEDROOM_LABELS.many[lang], { n: String(rooms) });
}

function typeName(type: string, lang: DataLang): string {
  return (PROPERTY_TYPE_NAMES as Readonly<Record<string, Text4>>)[type]?.[lang] ?? type;
}

interface Choice {
  title: Text4;
  description: Text4;
  feature: Text4;
}

const VILLA_FEATURES = /private (pool|garden)|garden|plot/i;
/** Points a seller makes, and points a landlord makes: never in the other's advert. */
const SALE_FEATURES = /vacant on transfer|motivated seller|tenanted|payment plan|near handover|below market price/i;
const RENT_FEATURES = /multiple cheques|bills included/i;

/** A view a title may claim only in the communities that have it (a JVC flat has no Burj Khalifa view). */
const VIEWS_WHERE: ReadonlyArray<readonly [RegExp, ReadonlySet<string>]> = [
  [
    /burj khalifa view/i,
    new Set([
      'downtown-dubai',
      'business-bay',
      'difc',
      'city-walk',
      'dubai-creek-harbour',
      'al-jaddaf',
      'meydan-city',
      'mohammed-bin-rashid-city',
      'culture-village',
    ]),
  ],
  [
    /sea view/i,
    new Set([
      'dubai-marina',
      'palm-jumeirah',
      'jumeirah-beach-residence',
      'dubai-harbour',
      'bluewaters-island',
      'la-mer',
      'jumeirah',
      'umm-suqeim',
      'al-sufouh',
      'al-reem-island',
      'al-maryah-island',
      'saadiyat-island',
      'jubail-island',
      'yas-island',
      'al-raha-beach',
      'corniche-area',
      'al-khalidiyah',
      'al-bateen',
    ]),
  ],
  [
    /golf course view/i,
    new Set([
      'emirates-hills',
      'the-greens',
      'the-views',
      'the-lakes',
      'the-meadows',
      'the-springs',
      'jumeirah-golf-estates',
      'dubai-hills-estate',
      'arabian-ranches',
      'damac-hills',
      'dubai-sports-city',
      'yas-island',
      'saadiyat-island',
    ]),
  ],
];

/** Features by kind, purpose and place: a few hundred lists, made once each (a search titles thousands of adverts). */
const FEATURE_LISTS = new Map<string, readonly Text4[]>();

/** The selling points a listing's title may use: its kind's, its purpose's, and the views its place has. */
function featuresFor(market: Market, listing: DemoListing): readonly Text4[] {
  const lineage = market.locations[listing.location]?.lineage ?? [];
  const villa = listing.kind === 'villa';
  const key = `${villa}|${listing.purpose}|${lineage.join('/')}`;
  const known = FEATURE_LISTS.get(key);
  if (known) return known;
  const features = TITLE_FEATURES.filter(
    (f) =>
      (villa || !VILLA_FEATURES.test(f.en)) &&
      !(listing.purpose === 'for-rent' ? SALE_FEATURES : RENT_FEATURES).test(f.en) &&
      VIEWS_WHERE.every(([view, places]) => !view.test(f.en) || lineage.some((k) => places.has(k))),
  );
  FEATURE_LISTS.set(key, features);
  return features;
}

function choose(market: Market, listing: DemoListing): Choice {
  const rng = rngFor(market.seed, 'listing-text', listing.seq);
  const features = featuresFor(market, listing);
  return {
    title: pick(TITLE_TEMPLATES, rng),
    description: pick(DESCRIPTION_TEMPLATES, rng),
    feature: pick(features, rng),
  };
}

function values(market: Market, listing: DemoListing, feature: Text4, lang: DataLang): Record<string, string> {
  const place = market.locations[listing.location]!;
  const agency = market.agencies[listing.agency];
  return {
    beds: listing.rooms === null ? '' : bedrooms(listing.rooms, lang),
    type: typeName(listing.type, lang),
    place: place.names[lang],
    feature: feature[lang],
    area: formatArea(listing.area, lang),
    agency: agency?.name ?? '',
  };
}

function tidy(text: string): string {
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
    .trim();
}

export function listingTitle(market: Market, listing: DemoListing, langs: readonly DataLang[]) {
  const { title, feature } = choose(market, listing);
  return localizeWith(langs, (lang) => tidy(fill(title[lang], values(market, listing, feature, lang))));
}

export function listingDescription(market: Market, listing: DemoListing, langs: readonly DataLang[]) {
  const { description, feature } = choose(market, listing);
  return localizeWith(langs, (lang) => tidy(fill(description[lang], values(market, listing, feature, lang))));
}

export function propertyTypeName(type: string, lang: DataLang): string {
  return typeName(type, lang);
}
