// Shape of one curated UAE place in the demo market's location hierarchy.
export type PlaceKind = 'emirate' | 'city' | 'neighborhood' | 'sub-community' | 'building' | 'landmark';

export interface PlaceNames {
  en: string;
  ar: string;
  ru: string;
  zh: string;
}

export interface PlaceSeed {
  /** Stable unique kebab-case key, e.g. 'dubai-marina', 'marina-gate-1'. */
  key: string;
  /** Key of the parent place; null only for the seven emirates. */
  parent: string | null;
  kind: PlaceKind;
  name: PlaceNames;
  lat: number;
  lng: number;
  /** Typical apartment sale price in AED per sq ft (set on neighborhoods; children inherit when omitted). */
  salePsf?: number;
  /** Share of villas/townhouses among homes, 0..1 (set on neighborhoods; children inherit when omitted). */
  villaShare?: number;
  /** Share of offices, shops and other commercial units among listings, 0..1 (default 0.07; children inherit). */
  commercialShare?: number;
  /** Relative market activity of a neighborhood (default 1): a small district trades less than its size suggests. */
  activity?: number;
}
