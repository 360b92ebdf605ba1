// Property listings, normalized: the summary every listing list shows and the detail of one listing.
import type { PURPOSES } from '../data-service/params';
import type { Localized } from './lang';
import type { GeoPoint } from './location';

export type Purpose = (typeof PURPOSES)[number];

/** One step of a listing's location trail; trails are ordered broadest place first. */
export interface PlaceRef {
  externalID: string | null;
  name: string;
}

export interface AgencyRef {
  externalID: string | null;
  name: string;
  logoUrl: string | null;
}

export interface AgentRef {
  externalID: string;
  name: string;
}

export interface DeveloperRef {
  externalID: string | null;
  name: string;
  logoUrl: string | null;
}

/** A photo, floor plan, video or 360-degree tour. */
export interface MediaItem {
  url: string;
  title: string | null;
}

export interface NearbyPlace extends PlaceRef {
  type: string | null;
}

export interface ListingSummary {
  externalID: string;
  title: Localized;
  purpose: Purpose;
  /** AED; for rentals, per `rentFrequency`. */
  price: number;
  currency: string;
  /** yearly, monthly, weekly or daily for rentals; null for sales or when not given. */
  rentFrequency: string | null;
  /** Bedrooms; 0 is a studio. */
  rooms: number | null;
  baths: number | null;
  areaSqft: number | null;
  /** AED per square foot; null when the area is unknown. */
  pricePerSqft: number | null;
  coverPhotoUrl: string | null;
  location: PlaceRef[];
  agency: AgencyRef | null;
  agent: AgentRef | null;
  contactName: string | null;
  amenities: string[];
  isVerified: boolean | null;
  completionStatus: string | null;
  furnishingStatus: string | null;
  propertyType: string | null;
  hasVideo: boolean | null;
  has360Tour: boolean | null;
  hasFloorPlan: boolean | null;
  /** ISO 8601 instants. */
  createdAt: string | null;
  updatedAt: string | null;
}

export interface ListingDetail extends ListingSummary {
  description: Localized;
  photos: MediaItem[];
  geography: GeoPoint | null;
  phoneNumber: string | null;
  permitNumber: string | null;
  floorPlans: MediaItem[];
  videos: MediaItem[];
  panoramas: MediaItem[];
  nearbyLocations: NearbyPlace[];
  developer: DeveloperRef | null;
}

/** AED per square foot, to the fils; null when there is no area to divide by. */
export function pricePerSqft(price: number, areaSqft: number | null): number | null {
  if (areaSqft === null || !(areaSqft > 0)) return null;
  return Math.round((price / areaSqft) * 100) / 100;
}
