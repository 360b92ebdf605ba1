// A place's trail as the data service records it ("Dubai > Dubai Marina > Marina Gate"): the separator between its
// steps, from the emirate down. The compare panel names each step in the broker's language and the window lays the
// steps out in that language's direction; the files keep the text as it is.
export const TRAIL_SEPARATOR = ' > ';

/** The steps of a trail, from the emirate down. */
export function trailSteps(path: string): string[] {
  return path.split(TRAIL_SEPARATOR);
}

/** Steps joined back into a trail. */
export function joinTrail(steps: readonly string[]): string {
  return steps.join(TRAIL_SEPARATOR);
}
