// Chart series of portfolio history: splits, the "other" bucket, bedroom order, units and shares.
import { describe, expect, it } from 'vitest';
import type { MarketShare, SnapshotPoint } from '#shared/domain/portfolio';
import {
  countSeries,
  needsTime,
  perAreaSeries,
  placeSeries,
  pointLabels,
  priceScale,
  priceSeries,
  roomKeys,
  shareSeries,
  topKeys,
} from './history-series';

function point(id: number, takenAt: string, over: Partial<SnapshotPoint> = {}): SnapshotPoint {
  return {
    id,
    takenAt,
    source: 'demo',
    complete: true,
    pages: 1,
    reportedTotal: 10,
    counts: { total: 10, sale: 6, rent: 4, projects: 0 },
    byType: { apartments: { sale: 4, rent: 3 }, villas: { sale: 2, rent: 1 } },
    byRooms: { '2': { sale: 3, rent: 1 }, '0': { sale: 1, rent: 2 }, unknown: { sale: 2, rent: 1 } },
    medianPrice: { sale: 1_000_000, rent: 90_000 },
    medianPricePerSqft: { sale: 1000, rent: 100 },
    ...over,
  };
}

const a = point(1, '2026-01-01T08:00:00Z');
const b = point(2, '2026-01-08T08:00:00Z', {
  counts: { total: 12, sale: 7, rent: 5, projects: 0 },
  byType: { apartments: { sale: 3, rent: 3 }, villas: { sale: 4, rent: 3 } },
});

describe('history series', () => {
  it('splits counts by purpose, with projects only when a point has some', () => {
    expect(countSeries([a, b], 'purpose')).toEqual({
      keys: ['sale', 'rent'],
      rows: [
        { id: 1, at: a.takenAt, values: { sale: 6, rent: 4 } },
        { id: 2, at: b.takenAt, values: { sale: 7, rent: 5 } },
      ],
    });
    const withProjects = point(3, '2026-01-09T00:00:00Z', { counts: { total: 3, sale: 1, rent: 1, projects: 1 } });
    expect(countSeries([a, withProjects], 'purpose').keys).toEqual(['sale', 'rent', 'projects']);
  });

  it('orders types by the latest point and sums the rest into "other"', () => {
    expect(countSeries([a, b], 'type').keys).toEqual(['villas', 'apartments']);
    const many = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k, i) => [k, { sale: 10 - i, rent: 0 }]));
    const set = countSeries([point(1, a.takenAt, { byType: many })], 'type');
    expect(set.keys).toEqual(['a', 'b', 'c', 'd', 'e', 'other']);
    expect(set.rows[0]?.values.other).toBe(5 + 4);
    expect(topKeys([many], 3)).toEqual(['a', 'b']);
  });

  it('orders bedrooms studio first and "not given" last', () => {
    expect(roomKeys([a.byRooms])).toEqual(['0', '2', 'unknown']);
    expect(countSeries([a], 'rooms').rows[0]?.values).toEqual({ '0': 3, '2': 4, unknown: 3 });
  });

  it('gives medians of one purpose each (sale and rent on their own axes), per square metre on request', () => {
    expect(priceSeries([a], 'sale')).toMatchObject({ keys: ['sale'], rows: [{ values: { sale: 1_000_000 } }] });
    expect(priceSeries([a], 'rent')).toMatchObject({ keys: ['rent'], rows: [{ values: { rent: 90_000 } }] });
    expect(perAreaSeries([a], 'sqft', 'sale').rows[0]?.values.sale).toBe(1000);
    expect(perAreaSeries([a], 'sqm', 'sale').rows[0]?.values.sale).toBeCloseTo(10_763.91);
    const noSale = point(1, a.takenAt, { medianPricePerSqft: { sale: null, rent: 5 } });
    expect(perAreaSeries([noSale], 'sqm', 'sale').rows[0]?.values.sale).toBeNull();
    expect(perAreaSeries([noSale], 'sqft', 'rent').rows[0]?.values).toEqual({ rent: 5 });
  });

  it('turns places and shares into series', () => {
    const places = placeSeries({
      level: 1,
      places: [
        { externalID: '5002', name: 'Dubai Marina' },
        { externalID: '5010', name: 'JVC' },
      ],
      points: [{ snapshotId: 1, takenAt: a.takenAt, counts: [5, 3], other: 2 }],
    });
    expect(places).toEqual({
      keys: ['5002', '5010', 'other'],
      rows: [{ id: 1, at: a.takenAt, values: { '5002': 5, '5010': 3, other: 2 } }],
    });
    const share: MarketShare = {
      place: { externalID: '5002', name: 'Dubai Marina' },
      agencies: [
        { itemId: 4, externalID: '1', name: 'A' },
        { itemId: 7, externalID: '2', name: 'B' },
      ],
      points: [{ day: '2026-01-01', counts: [3, null], shares: [100, null] }],
    };
    expect(shareSeries(share)).toEqual({
      keys: ['4', '7'],
      rows: [{ id: 0, at: '2026-01-01', values: { '4': 1, '7': null } }],
    });
  });

  it('asks for times when two points share a day', () => {
    expect(needsTime(countSeries([a, b], 'purpose').rows)).toBe(false);
    expect(needsTime(countSeries([a, point(9, '2026-01-01T09:00:00Z')], 'purpose').rows)).toBe(true);
  });

  it('labels points by day, by time when a day holds several, and by number when even the minute is shared', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const time = (iso: string) => iso.slice(0, 16);
    expect([
      ...pointLabels(
        [a, b].map((p) => ({ id: p.id, at: p.takenAt })),
        day,
        time,
      ).values(),
    ]).toEqual(['2026-01-01', '2026-01-08']);
    const sameDay = [
      { id: 1, at: '2026-01-01T08:00:00Z' },
      { id: 2, at: '2026-01-01T09:00:00Z' },
    ];
    expect([...pointLabels(sameDay, day, time).values()]).toEqual(['2026-01-01T08:00', '2026-01-01T09:00']);
    const sameMinute = [
      { id: 4, at: '2026-01-01T08:00:01Z' },
      { id: 7, at: '2026-01-01T08:00:09Z' },
    ];
    expect([...pointLabels(sameMinute, day, time).values()]).toEqual([
      '2026-01-01T08:00 · #4',
      '2026-01-01T08:00 · #7',
    ]);
  });
});

describe('priceScale', () => {
  const at = (price: number | null) => ({ from: '', to: '', price, purpose: null, rentFrequency: null });
  const compact = (v: number) => `${(v / 1000).toPrecision(3)}K`;
  it('fits a listing’s prices with round ticks its labels tell apart, and nothing to a listing never priced', () => {
    const scale = priceScale([at(1_500_000), at(null), at(1_450_000)], compact)!;
    expect(scale.ticks[0]).toBeLessThanOrEqual(1_450_000);
    expect(scale.ticks.at(-1)).toBeGreaterThanOrEqual(1_500_000);
    expect(new Set(scale.ticks.map(compact)).size).toBe(scale.ticks.length);
    expect(priceScale([], compact)).toBeNull();
  });
  it('spreads a price that never changed either side, so its ticks read apart', () => {
    const scale = priceScale([at(3170), at(3170)], String)!;
    expect(scale.ticks[0]).toBeLessThan(3170);
    expect(scale.ticks.at(-1)).toBeGreaterThan(3170);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(3);
  });
});
