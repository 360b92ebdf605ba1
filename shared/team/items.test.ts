import { describe, expect, it } from 'vitest';
import { parseItemBody } from './items';
import { parseTeamEvent } from './events';

describe('item bodies', () => {
  it('check what every laptop relies on per kind and keep the fields a newer app added', () => {
    const search = parseItemBody('saved-search', { name: 'JVC', operation: 'search-property', params: {}, v2: 1 });
    expect(search.success && search.data).toMatchObject({ v2: 1 });
    const watch = parseItemBody('watch', { name: 'Lantern', target: { kind: 'agency' } });
    expect(watch.error?.issues[0]?.path).toEqual(['target', 'externalID']);
    const note = parseItemBody('note', { text: 'Owner flexible', target: { kind: 'building', externalID: 'B-12' } });
    expect(note.success).toBe(true);
  });

  it('refuse a note that could reorder what colleagues read, and a body over 256 KB', () => {
    const bidi = parseItemBody('note', { text: 'Call \u2067back\u2069', target: { kind: 'listing', externalID: '1' } });
    expect(bidi.error?.issues[0]?.message).toMatch(/text-direction/);
    const big = parseItemBody('report', { title: 'CMA', pages: 'x'.repeat(260 * 1024) });
    expect(big.error?.issues[0]?.message).toBe('is larger than 256 KB');
  });
});

describe('team events', () => {
  it('are read from their event and data lines; comments, unknown events and bad data are skipped', () => {
    expect(parseTeamEvent('event: change\ndata: {"cursor":"42"}')).toEqual({ event: 'change', data: { cursor: '42' } });
    expect(parseTeamEvent(': heartbeat')).toBeNull();
    expect(parseTeamEvent('event: other\ndata: {}')).toBeNull();
    expect(parseTeamEvent('event: change\ndata: {"cursor":"x"}')).toBeNull();
  });
});
