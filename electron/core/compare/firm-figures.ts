// One figure of a firm (an agency, agent or developer) with what it rests on: the data service's own count, the
// complete listing set of the firm's latest snapshot, or a sample (the listings or projects the offline cache
// happens to hold). A sample's figure says so, is left out when too small to stand for the rest, and never ranks.
import { uaeDay } from '#shared/domain/uae-day';
import { median } from '../analytics/stats/select';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { RowSpec } from './differences';
import type { FirmNoun, NoteWords, SampleUnit } from './note-words';

export type { FirmNoun } from './note-words';

export interface Figure {
  value: number | null;
  /** 'details' or 'snapshot' for a figure from all of the firm's listings; null for a sample or no value. */
  basis: string | null;
  partial: boolean;
  note: string | null;
}

/** Fewer listings (or projects) than this in the cache stand for nothing: the figure is not shown. */
export const MIN_SAMPLE = { listings: 10, projects: 5 } as const;

/** "2026-06-01": the day a snapshot was taken. */
export const dayOf = (snapshot: FirmSnapshot): string => uaeDay(snapshot.takenAt);

const snapshotAdvice = (w: NoteWords, noun: FirmNoun, unit: SampleUnit): string =>
  w.say('advice', { noun: w.noun(noun), its: w.its(unit) });

/**
 * A count of the firm's own: the data service's (its details), else its latest snapshot's, else unknown. A count
 * of the listings the offline cache holds is never shown in its place: it says nothing of the rest.
 */
export function countFigure(
  own: number | null | undefined,
  fromSnapshot: ((s: FirmSnapshot) => number) | null,
  snapshot: FirmSnapshot | null,
  unit: SampleUnit,
  w: NoteWords,
): Figure {
  if (own !== null && own !== undefined) return { value: own, basis: 'details', partial: false, note: null };
  if (snapshot && fromSnapshot) {
    const value = fromSnapshot(snapshot);
    return {
      value,
      basis: 'snapshot',
      partial: false,
      note: w.say('snapshotCount', { day: dayOf(snapshot), counted: w.counted(value, unit) }),
    };
  }
  return { value: null, basis: null, partial: false, note: w.say('unknownCount') };
}

export interface SampleFacts {
  noun: FirmNoun;
  /** What the sample is of: listings, listings for sale, projects. */
  unit: SampleUnit;
  /** How many the firm has (its own count), when known. */
  total: number | null | undefined;
  /** How many the offline cache holds. */
  held: number;
  min: number;
}

/** The words for "N of its M listings for sale", as far as M is known. */
function ofTotal(facts: SampleFacts, w: NoteWords): string {
  const total = facts.total ?? null;
  const held = w.number(facts.held);
  return total === null
    ? w.say('ofUnknownTotal', { held, its: w.its(facts.unit) })
    : w.say('ofTotal', { held, counted: w.counted(total, facts.unit) });
}

/** A figure computed from the sample the cache holds: shown as a sample, or not at all when the sample is tiny. */
export function sampleFigure(value: number | null, facts: SampleFacts, w: NoteWords): Figure {
  const none = (note: string): Figure => ({ value: null, basis: null, partial: false, note });
  if (facts.total === 0) return none(w.say('hasNone', { its: w.its(facts.unit) }));
  const advice = snapshotAdvice(w, facts.noun, facts.unit);
  if (facts.held === 0) return none(w.say('noneCached', { its: w.its(facts.unit), advice }));
  if (facts.held < facts.min) {
    return none(w.say('tooFew', { ofTotal: ofTotal(facts, w), min: w.number(facts.min), advice }));
  }
  if (value === null) return none(w.say('noFigure', { counted: w.counted(facts.held, facts.unit) }));
  return { value, basis: null, partial: true, note: w.say('sample', { ofTotal: ofTotal(facts, w), advice }) };
}

/** A figure from the complete listing (or project) set of the firm's latest snapshot; `what` it counted. */
export function snapshotFigure(value: number | null, snapshot: FirmSnapshot, what: string, w: NoteWords): Figure {
  return { value, basis: 'snapshot', partial: false, note: w.say('fromSnapshot', { day: dayOf(snapshot), what }) };
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
