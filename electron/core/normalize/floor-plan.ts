// A listing's floor plans, from the spec's `floorPlans` list and from the real gateway's `floorPlan` object (one
// plan with `images`, each a 2D and a 3D picture named by id, and `models`). Whether a listing has a floor plan is
// known from either, and from a summary's `floorPlanID`.
import type { MediaItem } from '#shared/domain/listing';
import { idOf, isRecord, textOf, urlOf } from './lenient';

/** An image id that may stand in a URL: letters, digits, dashes and underscores. */
const IMAGE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A link to an image: its own URL, or one the profile's template makes of its id (never a guess without one). */
function imageLink(value: unknown, template: string | null): string | null {
  const own = urlOf(value);
  if (own !== null) return own;
  if (!isRecord(value) || template === null) return null;
  const id = idOf(value.id);
  return id !== null && IMAGE_ID.test(id) ? template.replace('{id}', id) : null;
}

/** One entry of a floor plan list or of `floorPlan.images`: its own link, or its 2D and 3D pictures. */
function entryItems(entry: unknown, template: string | null): MediaItem[] {
  const title = isRecord(entry) ? (textOf(entry.title) ?? textOf(entry.label)) : null;
  const own = urlOf(entry);
  if (own !== null) return [{ url: own, title }];
  if (!isRecord(entry)) return [];
  return [entry.image2D, entry.image3D, entry.image]
    .map((picture) => imageLink(picture, template))
    .filter((url): url is string => url !== null)
    .map((url) => ({ url, title }));
}

export interface FloorPlans {
  items: MediaItem[];
  /** Images the answer holds, linked or not: a floor plan named only by ids still exists. */
  images: number;
  /** Whether the answer says anything about floor plans at all (an empty list says "none"). */
  stated: boolean;
}

/** Reads `floorPlans` (a list) and `floorPlan` (one object with `images` and `models`) together. */
export function floorPlansOf(list: unknown, single: unknown, template: string | null): FloorPlans {
  const entries = Array.isArray(list) ? list : [];
  const images = isRecord(single) && Array.isArray(single.images) ? single.images : [];
  const models = isRecord(single) && Array.isArray(single.models) ? single.models : [];
  const items = [...entries, ...images].flatMap((entry) => entryItems(entry, template));
  for (const model of models) {
    const url = isRecord(model) ? urlOf(model.modelURL) : null;
    if (url !== null) items.push({ url, title: textOf(isRecord(model) ? model.label : null) });
  }
  const counted = [...entries, ...images].filter((e) => urlOf(e) !== null || isRecord(e)).length;
  return { items, images: counted, stated: Array.isArray(list) || single !== undefined };
}

/** A summary's floor plan flag: the spec's `hasFloorPlan`, else the gateway's `floorPlanID` (null: none). */
export function summaryHasFloorPlan(stated: boolean | null, floorPlanId: unknown): boolean | null {
  if (stated !== null) return stated;
  if (floorPlanId === undefined) return null;
  return idOf(floorPlanId) !== null;
}

/** A detail's flag: true when either field holds images, else what the summary fields say, else what the lists say. */
export function detailHasFloorPlan(summary: boolean | null, plans: FloorPlans): boolean | null {
  if (plans.images > 0) return true;
  return summary ?? (plans.stated ? false : null);
}
