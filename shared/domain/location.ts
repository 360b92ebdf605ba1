// A place from /autocomplete, normalized: what pickers show and what filters take (externalID).
import { z } from 'zod';
import type { Localized } from './lang';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Location {
  id: number;
  externalID: string;
  name: Localized;
  slug: Localized;
  type: string;
  level: number;
  path: string;
  adCount: number;
  geography: GeoPoint | null;
}

export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });
