import { describe, expect, it } from 'vitest';
import type { RepeatCount } from '#shared/market/repeat-adverts';
import { dataLangFor } from '#shared/domain/lang';
import { columnsFor } from './columns';
import { LiveLookups, lookupsOf, shapeOf } from './live-lookups';
import type { ListingSummary } from '#shared/domain/listing';

const listing = (externalID: string) => ({ externalID }) as ListingSummary;

describe('the lookups a grid’s columns read', () => {
  it('make the same shape whatever they hold, so the columns stay', () => {
    const first = shapeOf({ purpose: 'for-rent', notes: new Map([['a', 1]]), repeats: new Map() });
    const later = shapeOf({
      purpose: 'for-rent',
      notes: new Map([['a', 2]]),
      repeats: new Map([['a', { photo: 1, facts: 0 }]]),
    });
    expect(JSON.stringify(later)).toBe(JSON.stringify(first));
    // Which lookups a list has, and its other options, are the shape.
    expect(JSON.stringify(shapeOf({ purpose: 'for-rent', notes: new Map() }))).not.toBe(JSON.stringify(first));
    expect(JSON.stringify(shapeOf({ purpose: 'for-sale', notes: new Map(), repeats: new Map() }))).not.toBe(
      JSON.stringify(first),
    );
  });

  it('are read through handles: a cell reads what was set last, and setting says whether anything changed', () => {
    const notes = new Map([['a', 1]]);
    const live = new LiveLookups(lookupsOf({ notes }));
    const options = live.columnOptions(shapeOf({ notes, repeats: new Map(), placeName: (n) => n }));
    expect(options.notes?.get('a')).toBe(1);
    expect(options.repeats?.get('a')).toBeUndefined();
    // No place names known yet: a place reads as it came.
    expect(options.placeName?.('Dubai Marina')).toBe('Dubai Marina');

    const repeats = new Map<string, RepeatCount>([['a', { photo: 2, facts: 1 }]]);
    const names = (n: string) => (n === 'Dubai Marina' ? 'دبي مارينا' : n);
    expect(live.set({ notes: new Map([['a', 3]]), repeats, placeName: names })).toBe(true);
    expect(options.notes?.get('a')).toBe(3);
    expect(options.repeats?.get('a')).toEqual({ photo: 2, facts: 1 });
    expect(options.placeName?.('Dubai Marina')).toBe('دبي مارينا');
    // Setting the same lookups again (a new object holding them) changes nothing; a new map does.
    const same = { notes: new Map([['a', 3]]), repeats, placeName: names };
    live.set(same);
    expect(live.set({ ...same })).toBe(false);
    expect(live.set({ ...same, notes: new Map([['a', 3]]) })).toBe(true);
  });

  it('give a listings grid the columns that read them, showing the latest counts', () => {
    const live = new LiveLookups(lookupsOf({ notes: new Map(), repeats: new Map() }));
    const columns = columnsFor('listings', {
      lang: 'en',
      dataLang: dataLangFor('en'),
      areaUnit: 'sqft',
      ...live.columnOptions(shapeOf({ notes: new Map(), repeats: new Map() })),
    });
    const notes = columns.find((c) => c.colId === 'notes');
    const adverts = columns.find((c) => c.colId === 'otherAdverts');
    const valueOf = (column: typeof notes, row: ListingSummary) =>
      (column?.valueGetter as (p: { data: ListingSummary }) => unknown)({ data: row });
    expect(valueOf(notes, listing('a'))).toBeNull();
    expect(valueOf(adverts, listing('a'))).toBeNull();
    live.set({ notes: new Map([['a', 2]]), repeats: new Map([['a', { photo: 1, facts: 2 }]]) });
    expect(valueOf(notes, listing('a'))).toBe(2);
    expect(valueOf(adverts, listing('a'))).toBe(3);
  });
});
