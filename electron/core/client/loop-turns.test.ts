import { describe, expect, it } from 'vitest';
import { LoopTurns } from './loop-turns';

describe('loop turns', () => {
  it('gives callers that arrive together turns of the event loop of their own, in order', async () => {
    const turns = new LoopTurns();
    const order: string[] = [];
    const a = turns.next().then(() => {
      order.push('A');
      // Anything the loop has to do after A's work comes before B's work.
      setImmediate(() => order.push('loop'));
    });
    const b = turns.next().then(() => order.push('B'));
    const c = turns.next().then(() => order.push('C'));
    await Promise.all([a, b, c]);
    expect(order).toEqual(['A', 'loop', 'B', 'C']);
  });

  it('lets a lone caller through at the next turn', async () => {
    const turns = new LoopTurns();
    let done = false;
    const turn = turns.next().then(() => (done = true));
    expect(done).toBe(false);
    await turn;
    expect(done).toBe(true);
  });
});
