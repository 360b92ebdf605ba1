// Pins how DataGrid recognises appended pages, drops repeated ids and sizes its append batches.
import { describe, expect, it } from 'vitest';
import { appendBatchMs, isAppendOf, rowSyncStep, uniqueById } from './row-sync';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('isAppendOf', () => {
  it('is true only for the same rows followed by more', () => {
    expect(isAppendOf([a], [a, b])).toBe(true);
    expect(isAppendOf([], [a])).toBe(true);
    expect(isAppendOf([a, b], [a, b])).toBe(false);
    expect(isAppendOf([a, b], [a])).toBe(false);
    expect(isAppendOf([a, b], [b, a, c])).toBe(false);
    // Equal content in new objects is a new set, not an append.
    expect(isAppendOf([a], [{ id: 'a' }, b])).toBe(false);
  });
});

describe('rowSyncStep', () => {
  it('batches only pages appended to rows already shown', () => {
    const shown = [a];
    expect(rowSyncStep(shown, shown)).toBe('same');
    expect(rowSyncStep(shown, [a, b])).toBe('append');
    // The first page of an empty grid lands at once: no "no results" overlay beside its row count.
    expect(rowSyncStep([], [a, b])).toBe('replace');
    expect(rowSyncStep(shown, [b, c])).toBe('replace');
    expect(rowSyncStep(shown, [])).toBe('replace');
  });

  it('leaves the grid alone when it is handed the rows it holds in another array', () => {
    // A grid is made with a copy of its rows; handed the owner's array next, it has nothing to redraw.
    expect(rowSyncStep([a, b], [a, b])).toBe('same');
    expect(rowSyncStep([], [])).toBe('same');
    // Equal content in new objects is new rows.
    expect(rowSyncStep([a, b], [a, { id: 'b' }])).toBe('replace');
    expect(rowSyncStep([a, b], [b, a])).toBe('replace');
  });
});

describe('uniqueById', () => {
  it('keeps the first row of each id and skips ids already taken', () => {
    const rows = [a, b, { id: 'a' }, c];
    expect(uniqueById(rows, (r) => r.id)).toEqual([a, b, c]);
    expect(uniqueById(rows, (r) => r.id)[0]).toBe(a);
    expect(
      uniqueById(
        rows,
        (r) => r.id,
        (id) => id === 'b',
      ),
    ).toEqual([a, c]);
  });
});

describe('appendBatchMs', () => {
  it('waits longer as the grid grows, within 100 ms and a second', () => {
    expect(appendBatchMs(0)).toBe(100);
    expect(appendBatchMs(10_000)).toBe(100);
    expect(appendBatchMs(50_000)).toBe(500);
    expect(appendBatchMs(1_000_000)).toBe(1000);
  });
});
