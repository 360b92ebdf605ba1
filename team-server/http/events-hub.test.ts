// Each event stream is told each cursor once: a push committed just before a stream opened (the stream starts on the
// cursor read from the database) announces a cursor the stream already has, and a late or repeated notice is no news.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { EventsHub } from './events-hub';

/** A response that keeps what the hub writes (the hub only writes, listens for close and reads its state). */
function response(): { res: ServerResponse; written: string[] } {
  const written: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    writableEnded: false,
    destroyed: false,
    socket: null,
    writeHead: () => res,
    write: (chunk: string) => written.push(chunk) > 0,
    end: () => undefined,
  });
  return { res: res as unknown as ServerResponse, written };
}

const cursors = (written: string[]) =>
  written.filter((w) => w.startsWith('event: change')).map((w) => JSON.parse(w.split('data: ')[1]!).cursor as string);

let hub: EventsHub;
afterEach(() => hub.closeAll());

describe('the events hub', () => {
  it('tells a stream each newer cursor once, not the one it opened on again', () => {
    hub = new EventsHub();
    const a = response();
    hub.open(a.res, { memberId: 'm1', deviceId: 'd1' }, '5');
    hub.change('5');
    hub.change('6');
    hub.change('6');
    hub.change('4');
    expect(cursors(a.written)).toEqual(['5', '6']);
  });

  it('keeps each stream to its own cursor', () => {
    hub = new EventsHub();
    const early = response();
    hub.open(early.res, { memberId: 'm1', deviceId: 'd1' }, '1');
    hub.change('2');
    const late = response();
    hub.open(late.res, { memberId: 'm2', deviceId: 'd2' }, '2');
    hub.change('2');
    hub.change('3');
    expect(cursors(early.written)).toEqual(['1', '2', '3']);
    expect(cursors(late.written)).toEqual(['2', '3']);
  });
});
