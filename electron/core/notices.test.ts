import { describe, expect, it } from 'vitest';
import { EVENTS } from '#shared/ipc/contract';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import { ref } from '#shared/messages/message-ref';
import { EventBus } from './events';
import { NoticeBoard } from './notices';

describe('the notice board', () => {
  it('emits each notice once, keeps it for later windows, and forgets it when dismissed', () => {
    const events = new EventBus();
    const seen: unknown[] = [];
    events.subscribe((event, payload) => event === 'app:notice' && seen.push(payload));
    const board = new NoticeBoard(events);
    const rebuilt = ref('notice.cache.rebuilt', {
      reason: 'file is not a database',
      aside: '/data/cache.db.damaged-1',
    });
    const a = board.raise({ level: 'warning', said: rebuilt });
    board.raise({ level: 'warning', said: rebuilt });
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
    board.raise({ key: 'k', level: 'warning', said: ref('notice.cache.unreadable', { count: 1 }) });
    board.raise({ key: 'k', level: 'warning', said: ref('notice.cache.unreadable', { count: 2 }) });
    expect(board.list()).toHaveLength(1);
    expect(board.list()[0]!.message).toMatch(/^2 saved answers in the offline cache could not be read/);
    expect(seen.map((n) => n.message.split(' in the ')[0])).toEqual(['A saved answer', '2 saved answers']);
    expect(new Set(seen.map((n) => n.id)).size).toBe(1);
  });

  it('sends what the contract checks: a said of the catalogue, worded by the window in its own language', () => {
    const events = new EventBus();
    const sent: unknown[] = [];
    events.subscribe((event, payload) => event === 'app:notice' && sent.push(payload));
    const board = new NoticeBoard(events);
    board.raise({
      key: 'k',
      level: 'warning',
      code: 'unreadable-cache',
      said: ref('notice.cache.unreadable', { count: 3 }),
    });
    const notice = EVENTS['app:notice'].parse(sent[0]);
    expect(formatRef('ar', notice.said)).toContain('إجابات محفوظة');
    expect(formatRef('hi', notice.said)).toContain('सहेजे गए उत्तर पढ़े नहीं जा सके');
    // A notice of an earlier core, without said, still reads: its message as written.
    const older = EVENTS['app:notice'].parse({ id: 'n', level: 'info', message: 'Cache rebuilt.', at: '' });
    expect(formatRef('ar', older.said)).toContain('Cache rebuilt.');
    // A said this version cannot word is refused at the boundary.
    expect(EVENTS['app:notice'].safeParse({ ...notice, said: { id: 'no.such.message', args: {} } }).success).toBe(
      false,
    );
  });
});
