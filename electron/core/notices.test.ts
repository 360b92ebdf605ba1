import { describe, expect, it } from 'vitest';
import { EventBus } from './events';
import { NoticeBoard } from './notices';

describe('the notice board', () => {
  it('emits each notice once, keeps it for later windows, and forgets it when dismissed', () => {
    const events = new EventBus();
    const seen: unknown[] = [];
    events.subscribe((event, payload) => event === 'app:notice' && seen.push(payload));
    const board = new NoticeBoard(events);
    const a = board.raise({ level: 'warning', said: 'The offline cache was rebuilt.' });
    board.raise({ level: 'warning', said: 'The offline cache was rebuilt.' });
    expect(seen).toHaveLength(1);
    expect(board.list()).toEqual([a]);
    expect(board.dismiss(a.id)).toBe(true);
    expect(board.dismiss(a.id)).toBe(false);
    expect(board.list()).toEqual([]);
  });

  it('keeps one notice per key up to date', () => {
    const events = new EventBus();
    const seen: { id: string; message: string }[] = [];
    events.subscribe(
      (event, payload) => event === 'app:notice' && seen.push(payload as { id: string; message: string }),
    );
    const board = new NoticeBoard(events);
    board.raise({ key: 'k', level: 'warning', said: '1 answer dropped' });
    board.raise({ key: 'k', level: 'warning', said: '2 answers dropped' });
    expect(board.list()).toHaveLength(1);
    expect(board.list()[0]!.message).toBe('2 answers dropped');
    expect(seen.map((n) => n.message)).toEqual(['1 answer dropped', '2 answers dropped']);
    expect(new Set(seen.map((n) => n.id)).size).toBe(1);
  });
});
