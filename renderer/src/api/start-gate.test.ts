// The start gate: requests asked for while the window starts wait for its first frame, then go out in the order they
// were asked for, one per task; after that, nothing waits. Tasks are the subject: the clock is vitest's, each task
// run by hand rather than slept for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStart, windowShown } from './start-gate';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start gate', () => {
  it('holds requests until the window is shown, then lets them go one per task, in order', async () => {
    const sent: string[] = [];
    const ask = (name: string) => void afterStart()?.then(() => sent.push(name));
    ask('usage');
    ask('notices');
    ask('pins');
    // Every pending task run: none of them opens the gate.
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);

    windowShown();
    // The first goes out in the task that opened the gate; each of the others in a task of its own.
    await Promise.resolve();
    expect(sent).toEqual(['usage']);
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toEqual(['usage', 'notices']);
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toEqual(['usage', 'notices', 'pins']);
    expect(afterStart()).toBeNull();
  });
});
