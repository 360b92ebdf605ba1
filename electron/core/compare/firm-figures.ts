// One figure of a firm (an agency, agent or developer) with what it rests on: the data service's own count, the
// complete listing set of the firm's latest snapshot, or a sample (the listings or projects the offline cache
// happens to hold). A sample's figure says so, is left out when too small to stand for the rest, and never ranks.
import { uaeDay } from '#shared/domain/uae-day';
import type { Say } from '#shared/messages/messages';
import { ref } from '#shared/messages/message-ref';
import { median } from '../analytics/stats/select';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { RowSpec } from './differences';
import { dayAt } from './note-dates';

export type FirmNoun = 'agency' | 'agent' | 'developer';
/** What a sample is of: a firm's listings, listings for sale or for rent, or a developer's projects. */
export type SampleUnit = 'listing' | 'sale' | 'rent' | 'project';

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

/** The advice closing a sample's note, worded in the note's language. */
const snapshotAdvice = (noun: FirmNoun, unit: SampleUnit) => ref('compareNote.advice', { noun, unit });

/**
 * A count of the firm's own: the data service's (its details), else its latest snapshot's, else unknown. A count
 * of the listings the offline cache holds is never shown in its place: it says nothing of the rest.
 */
export function countFigure(
  own: number | null | undefined,
  fromSnapshot: ((s: FirmSnapshot) => number) | null,
  snapshot: FirmSnapshot | null,
  unit: SampleUnit,
  say: Say,
): Figure {
  if (own !== null && own !== undefined) return { value: own, basis: 'details', partial: false, note: null };
  if (snapshot && fromSnapshot) {
    const value = fromSnapshot(snapshot);
    return {
      value,
      basis: 'snapshot',
      partial: false,
      note: say('compareNote.snapshotCount', { day: dayAt(dayOf(snapshot)), count: value, unit }),
    };
  }
  return { value: null, basis: null, partial: false, note: say('compareNote.unknownCount') };
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

/** "N of its M listings for sale", as far as M is known: the arguments of a sample's note. */
function ofTotal(facts: SampleFacts) {
  const total = facts.total ?? null;
  return { held: facts.held, total: total ?? 0, known: total === null ? ('no' as const) : ('yes' as const) };
}

/** A figure computed from the sample the cache holds: shown as a sample, or not at all when the sample is tiny. */
export function sampleFigure(value: number | null, facts: SampleFacts, say: Say): Figure {
  const none = (note: string): Figure => ({ value: null, basis: null, partial: false, note });
  const { unit } = facts;
  if (facts.total === 0) return none(say('compareNote.hasNone', { unit }));
  const advice = snapshotAdvice(facts.noun, unit);
  if (facts.held === 0) return none(say('compareNote.noneCached', { unit, advice }));
  if (facts.held < facts.min) {
    return none(say('compareNote.tooFew', { ...ofTotal(facts), unit, min: facts.min, advice }));
  }
  if (value === null) return none(say('compareNote.noFigure', { count: facts.held, unit }));
  return { value, basis: null, partial: true, note: say('compareNote.sample', { ...ofTotal(facts), unit, advice }) };
}

/** What a snapshot's figure was computed from: `count` of the firm's `unit`, `all` of them or not said. */
export interface Counted {
  count: number;
  unit: SampleUnit;
  all: 'yes' | 'no';
}

/** A figure from the complete listing (or project) set of the firm's latest snapshot; `what` it counted. */
export function snapshotFigure(value: number | null, snapshot: FirmSnapshot, what: Counted, say: Say): Figure {
  const note = say('compareNote.fromSnapshot', { day: dayAt(dayOf(snapshot)), ...what });
  return { value, basis: 'snapshot', partial: false, note };
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
