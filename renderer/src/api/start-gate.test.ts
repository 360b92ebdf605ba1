// The start gate: requests asked for while the window starts wait for its first frame, then go out in the order they
// were asked for, one per task; one the broker asked for goes out at once, and the start's wait while it is answered.
// Tasks are the subject: the clock is vitest's, each task run by hand rather than slept for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStartGate, YIELD_AT_MOST_MS } from './start-gate';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function gateWithBroker() {
  let acting = false;
  const gate = createStartGate(() => acting);
  const sent: string[] = [];
  const ask = (name: string) => {
    const { wait, done } = gate.admit();
    if (wait) void wait.then(() => sent.push(name));
    else sent.push(name);
    return done;
  };
  const brokerAsks = (name: string) => {
    acting = true;
    const done = ask(name);
    acting = false;
    return done;
  };
  return { gate, sent, ask, brokerAsks };
}

describe('start gate', () => {
  it('holds requests until the window is shown, then lets them go one per task, in order', async () => {
    const { gate, sent, ask } = gateWithBroker();
    ask('usage');
    ask('notices');
    ask('pins');
    // Every pending task run: none of them opens the gate.
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);

    gate.windowShown();
    // The first goes out in the task that opened the gate; each of the others in a task of its own.
    await Promise.resolve();
    expect(sent).toEqual(['usage']);
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toEqual(['usage', 'notices']);
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toEqual(['usage', 'notices', 'pins']);
    await vi.runAllTimersAsync();
    expect(gate.admit().wait).toBeNull();
  });

  it('sends a search the broker clicked at once, and the rest of the start only once it is answered', async () => {
    const { gate, sent, ask, brokerAsks } = gateWithBroker();
    ask('usage');
    ask('notices');
    ask('pins');
    gate.windowShown();
    await Promise.resolve();
    expect(sent).toEqual(['usage']);

    const answered = brokerAsks('search');
    expect(sent).toEqual(['usage', 'search']);
    // The start's next turn comes and finds the search unanswered: nothing more goes out.
    await vi.advanceTimersByTimeAsync(YIELD_AT_MOST_MS - 1);
    expect(sent).toEqual(['usage', 'search']);

    answered();
    await vi.advanceTimersToNextTimerAsync();
    expect(sent).toEqual(['usage', 'search', 'notices']);
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['usage', 'search', 'notices', 'pins']);
  });

  it('lets the start go on after the longest wait when the broker’s request is slow', async () => {
    const { gate, sent, ask, brokerAsks } = gateWithBroker();
    ask('usage');
    ask('notices');
    const answered = brokerAsks('fetch every page');
    gate.windowShown();
    await Promise.resolve();
    expect(sent).toEqual(['fetch every page']);
    await vi.advanceTimersByTimeAsync(YIELD_AT_MOST_MS);
    expect(sent).toEqual(['fetch every page', 'usage']);
    await vi.advanceTimersByTimeAsync(YIELD_AT_MOST_MS);
    expect(sent).toEqual(['fetch every page', 'usage', 'notices']);
    // Answered late: nothing is sent twice.
    answered();
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['fetch every page', 'usage', 'notices']);
  });
});
