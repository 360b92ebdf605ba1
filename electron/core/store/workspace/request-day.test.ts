// "Requests today" counts from UAE midnight (Asia/Dubai, UTC+4 all year), as every file and screen tells time, not
// from the computer's midnight: a request at 23:30 in Dubai belongs to that Dubai day wherever the computer is.
import { describe, expect, it } from 'vitest';
import { startOfDay } from './request-log-repo';

describe('the day the request count starts', () => {
  it('is UAE midnight, whatever the computer’s zone', () => {
    // 2026-12-02 01:30 in Dubai is 2026-12-01 21:30 UTC: the Dubai day began at 2026-12-01 20:00 UTC.
    expect(startOfDay(new Date(Date.UTC(2026, 11, 1, 21, 30)))).toBe(Date.UTC(2026, 11, 1, 20, 0));
    // 2026-12-02 23:30 in Dubai (19:30 UTC) is still the same Dubai day.
    expect(startOfDay(new Date(Date.UTC(2026, 11, 2, 19, 30)))).toBe(Date.UTC(2026, 11, 1, 20, 0));
    // Midnight in Dubai starts a new day.
    expect(startOfDay(new Date(Date.UTC(2026, 11, 2, 20, 0)))).toBe(Date.UTC(2026, 11, 2, 20, 0));
  });
});
