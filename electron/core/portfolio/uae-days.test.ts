// A broker's day is Dubai's: snapshots taken between midnight and 04:00 in the UAE belong to that UAE day, not to
// the UTC day before it (a review found "Taken at 2026-11-25 02:35" beside "Day 2026-11-24").
import { describe, expect, it } from 'vitest';
import type { StoredSnapshot } from '../store/workspace/snapshots-repo';
import { uaeDay } from '#shared/domain/uae-day';
import { lastPerStep } from '../services/history-service';
import { dayOf } from '../compare/firm-figures';

const at = (iso: string) => Date.parse(iso);

describe('UAE days of snapshots', () => {
  it('puts an instant on its UAE calendar day, and keeps a calendar day as it is', () => {
    expect(uaeDay('2026-11-24T22:35:00.000Z')).toBe('2026-11-25');
    expect(uaeDay('2026-11-24T19:59:59.000Z')).toBe('2026-11-24');
    expect(uaeDay(at('2026-11-24T20:00:00.000Z'))).toBe('2026-11-25');
    expect(uaeDay('2026-11-24')).toBe('2026-11-24');
  });

  it('keeps the last snapshot of each UAE day and of each UAE week (weeks start on Monday)', () => {
    const snapshot = (id: number, iso: string) => ({ id, takenAtMs: at(iso) }) as unknown as StoredSnapshot;
    // 23:00 UTC on Sunday the 22nd is 03:00 on Monday the 23rd in Dubai: a new day and a new week.
    const snaps = [
      snapshot(1, '2026-11-22T10:00:00.000Z'),
      snapshot(2, '2026-11-22T23:00:00.000Z'),
      snapshot(3, '2026-11-23T10:00:00.000Z'),
    ];
    expect(lastPerStep(snaps, 'day').map((s) => s.id)).toEqual([1, 3]);
    expect(lastPerStep(snaps, 'week').map((s) => s.id)).toEqual([1, 3]);
  });

  it('names the UAE day of a firm snapshot in the compare notes', () => {
    expect(dayOf({ takenAt: '2026-11-24T22:35:00.000Z' } as Parameters<typeof dayOf>[0])).toBe('2026-11-25');
  });
});
