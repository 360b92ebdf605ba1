// The version of the normalizers: saved answers keep their normalized form beside the raw body, tagged with this
// version and the source's area unit; bump it whenever a normalizer's output changes, so saved answers are read
// from their raw body again (once) instead of being served in an outdated form.
export const NORMALIZER_VERSION = 4;

/** The tag a normalized answer is stored under: what it depends on besides the raw body. */
export function normalizerTag(areaUnit: string): string {
  return `${NORMALIZER_VERSION}:${areaUnit}`;
}
