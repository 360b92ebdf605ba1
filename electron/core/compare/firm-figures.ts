// One figure of a firm (an agency, agent or developer) with what it rests on: the data service's own count, the
// complete listing set of the firm's latest snapshot, or a sample (the listings or projects the offline cache
// happens to hold). A sample's figure says so, is left out when too small to stand for the rest, and never ranks.
import { median } from '../analytics/stats/select';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { RowSpec } from './differences';

export interface Figure {
  value: number | null;
  /** 'details' or 'snapshot' for a figure from all of the firm's listings; null for a sample or no value. */
  basis: string | null;
  partial: boolean;
  note: string | null;
}

export type FirmNoun = 'agency' | 'agent' | 'developer';

/** Fewer listings (or projects) than this in the cache stand for nothing: the figure is not shown. */
export const MIN_SAMPLE = { listings: 10, projects: 5 } as const;

const number = (n: number): string => n.toLocaleString('en');
export const plural = (n: number, word: string): string => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

/** What a figure counts, in the singular and the plural. */
export interface Unit {
  one: string;
  many: string;
}

export const UNITS = {
  listing: { one: 'listing', many: 'listings' },
  sale: { one: 'listing for sale', many: 'listings for sale' },
  rent: { one: 'listing for rent', many: 'listings for rent' },
  project: { one: 'project', many: 'projects' },
} as const satisfies Record<string, Unit>;

export const counted = (n: number, unit: Unit): string => `${number(n)} ${n === 1 ? unit.one : unit.many}`;

/** "2026-06-01": the day a snapshot was taken. */
export const dayOf = (snapshot: FirmSnapshot): string => snapshot.takenAt.slice(0, 10);

const snapshotAdvice = (noun: FirmNoun, unit: Unit): string =>
  `Watch the ${noun} and take a snapshot for the figure from all its ${unit.many}.`;

/**
 * A count of the firm's own: the data service's (its details), else its latest snapshot's, else unknown. A count
 * of the listings the offline cache holds is never shown in its place: it says nothing of the rest.
 */
export function countFigure(
  own: number | null | undefined,
  fromSnapshot: ((s: FirmSnapshot) => number) | null,
  snapshot: FirmSnapshot | null,
  unit: Unit,
): Figure {
  if (own !== null && own !== undefined) return { value: own, basis: 'details', partial: false, note: null };
  if (snapshot && fromSnapshot) {
    const value = fromSnapshot(snapshot);
    return {
      value,
      basis: 'snapshot',
      partial: false,
      note: `From the snapshot of ${dayOf(snapshot)}: ${counted(value, unit)}. The answer it was pinned from has no count of its own; Refresh asks the data service for it.`,
    };
  }
  return {
    value: null,
    basis: null,
    partial: false,
    note: `Not known: the answer it was pinned from has no count of its own. Refresh asks the data service for it.`,
  };
}

export interface SampleFacts {
  noun: FirmNoun;
  /** What the sample is of: listings, listings for sale, projects. */
  unit: Unit;
  /** How many the firm has (its own count), when known. */
  total: number | null | undefined;
  /** How many the offline cache holds. */
  held: number;
  min: number;
}

/** The words for "N of its M listings for sale", as far as M is known. */
function ofTotal(facts: SampleFacts): string {
  const total = facts.total ?? null;
  return total === null
    ? `${number(facts.held)} of its ${facts.unit.many} (how many it has in all is not known)`
    : `${number(facts.held)} of its ${counted(total, facts.unit)}`;
}

/** A figure computed from the sample the cache holds: shown as a sample, or not at all when the sample is tiny. */
export function sampleFigure(value: number | null, facts: SampleFacts): Figure {
  if (facts.total === 0) return { value: null, basis: null, partial: false, note: `It has no ${facts.unit.many}.` };
  const advice = snapshotAdvice(facts.noun, facts.unit);
  if (facts.held === 0) {
    return {
      value: null,
      basis: null,
      partial: false,
      note: `None of its ${facts.unit.many} is in the offline cache. ${advice}`,
    };
  }
  if (facts.held < facts.min) {
    return {
      value: null,
      basis: null,
      partial: false,
      note: `Not shown: only ${ofTotal(facts)} ${facts.held === 1 ? 'is' : 'are'} in the offline cache, too few to stand for the rest (at least ${facts.min} needed). ${advice}`,
    };
  }
  if (value === null) {
    return {
      value: null,
      basis: null,
      partial: false,
      note: `No figure from the ${counted(facts.held, facts.unit)} in the offline cache.`,
    };
  }
  return {
    value,
    basis: null,
    partial: true,
    note: `From ${ofTotal(facts)} in the offline cache: a sample, not all of them, so never marked best. ${advice}`,
  };
}

/** A figure from the complete listing (or project) set of the firm's latest snapshot. */
export function snapshotFigure(value: number | null, snapshot: FirmSnapshot, counted: string): Figure {
  return {
    value,
    basis: 'snapshot',
    partial: false,
    note: `From the snapshot of ${dayOf(snapshot)}, ${counted}.`,
  };
}

export const medianOf = (values: readonly number[]): number | null => (values.length ? median(values) : null);

/** A row's description; its values, notes, bases and sample flags come from its figures. */
export type FigureRowSpec = Omit<RowSpec, 'values' | 'notes' | 'bases' | 'partial'>;

/** One row from a figure per item; notes only where some figure needs one, the sample flag where one is. */
export function figureRow(spec: FigureRowSpec, figures: readonly Figure[]): RowSpec {
  const notes = figures.map((f) => f.note);
  return {
    ...spec,
    values: figures.map((f) => f.value),
    bases: figures.map((f) => (f.value === null ? null : f.basis)),
    ...(notes.some((n) => n !== null) ? { notes } : {}),
    ...(figures.some((f) => f.partial) ? { partial: figures.map((f) => f.partial) } : {}),
  };
}
