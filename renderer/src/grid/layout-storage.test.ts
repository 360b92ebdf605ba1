// Pins the remembered grid layouts: round trip, one entry per view, and distrust of whatever storage holds.
import { describe, expect, it } from 'vitest';
import { type LayoutStorage, clearLayout, loadLayout, saveLayout } from './layout-storage';

function memoryStorage(): LayoutStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('layout storage', () => {
  it('round-trips order, widths and hidden columns per view, never a sort', () => {
    const storage = memoryStorage();
    saveLayout(
      'listings',
      [
        { colId: 'price', width: 150.4, sort: 'desc', sortIndex: 0, hide: false, flex: null, aggFunc: null },
        { colId: 'title', width: 300, hide: true, sort: null },
      ],
      storage,
    );
    expect(loadLayout('listings', storage)).toEqual([
      { colId: 'price', width: 150, hide: false },
      { colId: 'title', width: 300, hide: true },
    ]);
    expect(loadLayout('transactions', storage)).toBeNull();
  });

  it('ignores malformed, foreign or old entries', () => {
    const storage = memoryStorage();
    storage.setItem('aqar-grid-layout:a', '{not json');
    storage.setItem('aqar-grid-layout:b', JSON.stringify({ v: 0, columns: [{ colId: 'x' }] }));
    storage.setItem('aqar-grid-layout:c', JSON.stringify({ v: 2, columns: 'x' }));
    // Layouts of version 1 kept sorts and hid the broker's default columns: they are dropped.
    storage.setItem('aqar-grid-layout:f', JSON.stringify({ v: 1, columns: [{ colId: 'ok' }] }));
    storage.setItem(
      'aqar-grid-layout:d',
      JSON.stringify({ v: 2, columns: [{ colId: 1 }, { colId: 'ok', width: 'wide' }] }),
    );
    storage.setItem(
      'aqar-grid-layout:e',
      JSON.stringify({ v: 2, columns: [{ colId: 'ok', sort: 'up' }, { colId: 'y' }] }),
    );
    expect(loadLayout('a', storage)).toBeNull();
    expect(loadLayout('b', storage)).toBeNull();
    expect(loadLayout('c', storage)).toBeNull();
    expect(loadLayout('d', storage)).toBeNull();
    expect(loadLayout('e', storage)).toEqual([{ colId: 'y' }]);
    expect(loadLayout('f', storage)).toBeNull();
  });

  it('clears a view and survives storage that throws', () => {
    const storage = memoryStorage();
    saveLayout('v', [{ colId: 'a' }], storage);
    clearLayout('v', storage);
    expect(loadLayout('v', storage)).toBeNull();
    const broken: LayoutStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveLayout('v', [{ colId: 'a' }], broken)).not.toThrow();
    expect(loadLayout('v', broken)).toBeNull();
    expect(() => clearLayout('v', broken)).not.toThrow();
    expect(loadLayout('v', null)).toBeNull();
  });
});
