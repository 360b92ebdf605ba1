// What a list looks up beside its rows (place names in the window's language, other adverts, notes) changes as answers
// arrive, two or three times in one search. ag-grid rebuilds every column when its definitions change (about 60 ms a
// time here: 14.7 s of the window's work over the end-to-end suite), so the definitions read the lookups through
// handles that stay the same while only what they hold changes, and the grid redraws its cells instead.
import type { RepeatCount } from '#shared/market/repeat-adverts';
import type { ColumnOptions } from './columns';

/** The lookups of a list: new values each time an answer brings more. */
export type Lookups = Pick<ColumnOptions, 'placeName' | 'repeats' | 'notes'>;

/** The options a list's columns are made from, without its lookups. */
export type Shape = Omit<ColumnOptions, keyof Lookups> & { [K in keyof Lookups]-?: boolean };

export function lookupsOf(options: ColumnOptions | undefined): Lookups {
  return { placeName: options?.placeName, repeats: options?.repeats, notes: options?.notes };
}

/** What the columns are made from: which lookups the list has (not what they hold), and its other options. */
export function shapeOf(options: ColumnOptions | undefined): Shape {
  const { placeName, repeats, notes, ...rest } = options ?? {};
  return { ...rest, placeName: placeName !== undefined, repeats: repeats !== undefined, notes: notes !== undefined };
}

/** The lookups a grid's cells read now, behind handles that stay the same. */
export class LiveLookups {
  private current: Lookups;

  constructor(lookups: Lookups) {
    this.current = lookups;
  }

  /** Hands the cells new lookups; whether any changed (the grid then draws its cells again). */
  set(lookups: Lookups): boolean {
    const before = this.current;
    this.current = lookups;
    return (
      before.placeName !== lookups.placeName || before.repeats !== lookups.repeats || before.notes !== lookups.notes
    );
  }

  /**
   * Column options whose lookups are handles reading what was last set, at each call: the same columns serve while
   * the lookups change (a cell shows the new values once the grid draws it again).
   */
  columnOptions(shape: Shape): ColumnOptions {
    const { placeName, repeats, notes, ...rest } = shape;
    return {
      ...rest,
      ...(placeName ? { placeName: (name: string) => this.current.placeName?.(name) ?? name } : {}),
      ...(repeats ? { repeats: { get: (id: string): RepeatCount | undefined => this.current.repeats?.get(id) } } : {}),
      ...(notes ? { notes: { get: (id: string): number | undefined => this.current.notes?.get(id) } } : {}),
    };
  }
}
