// Titles and descriptions of demo listings, in every language, derived from the listing's own seed.
import type { Lang } from '#shared/domain/lang';
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

function bedrooms(rooms: number, lang: Lang): string {
  if (rooms === 0) return BEDROOM_LABELS.studio[lang];
  if (rooms === 1) return BEDROOM_LABELS.one[lang];
  return fill(BEDROOM_LABELS.many[lang], { n: String(rooms) });
}

function typeName(type: string, lang: Lang): string {
  return (PROPERTY_TYPE_NAMES as Readonly<Record<string, Text4>>)[type]?.[lang] ?? type;
}

interface Choice {
  title: Text4;
  description: Text4;
  feature: Text4;
}

const VILLA_FEATURES = /private (pool|garden)|garden|plot/i;
const HOME_FEATURES = TITLE_FEATURES.filter((f) => !VILLA_FEATURES.test(f.en));

function choose(market: Market, listing: DemoListing): Choice {
  const rng = rngFor(market.seed, 'listing-text', listing.seq);
  const features = listing.kind === 'villa' ? TITLE_FEATURES : HOME_FEATURES;
  return {
    title: pick(TITLE_TEMPLATES, rng),
    description: pick(DESCRIPTION_TEMPLATES, rng),
    feature: pick(features, rng),
  };
}

function values(market: Market, listing: DemoListing, feature: Text4, lang: Lang): Record<string, string> {
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

export function listingTitle(market: Market, listing: DemoListing, langs: readonly Lang[]) {
  const { title, feature } = choose(market, listing);
  return localizeWith(langs, (lang) => tidy(fill(title[lang], values(market, listing, feature, lang))));
}

export function listingDescription(market: Market, listing: DemoListing, langs: readonly Lang[]) {
  const { description, feature } = choose(market, listing);
  return localizeWith(langs, (lang) => tidy(fill(description[lang], values(market, listing, feature, lang))));
}

export function propertyTypeName(type: string, lang: Lang): string {
  return typeName(type, lang);
}
