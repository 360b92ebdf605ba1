// The kinds of item a broker can pin to compare, and how many of one kind at most: plain values, apart from the
// pins' schemas (snapshots.ts), so that the window's sidebar and address reader can name them without building them.
export const COMPARE_KINDS = ['listing', 'project', 'agent', 'agency', 'developer', 'place'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/** Items of one kind side by side, at most. */
export const MAX_PINS = 8;
