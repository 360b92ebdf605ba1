// Off-plan and newly completed development projects from /search-new-projects, normalized.
import type { Localized } from './lang';
import type { DeveloperRef, PlaceRef } from './listing';

export interface Project {
  externalID: string;
  title: Localized;
  location: PlaceRef[];
  coverPhotoUrl: string | null;
  developer: DeveloperRef | null;
  /** YYYY-MM-DD, expected handover. */
  completionDate: string | null;
  /** 0 to 100. */
  completionPercentage: number | null;
  /** Share of the price paid before handover, 0 to 100. */
  preHandoverPayment: number | null;
  /** AED. */
  priceFrom: number | null;
  priceTo: number | null;
  areaFromSqft: number | null;
  areaToSqft: number | null;
  /** Bedroom counts on offer; 0 is a studio. */
  rooms: number[];
  propertyTypes: string[];
  isVerified: boolean | null;
}
