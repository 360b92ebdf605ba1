// The About sheet's first line names the card and the market it holds once each.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
const { fileTitle } = await import('./export-actions');

describe('file title', () => {
  it('says the place and purpose once, after the card', () => {
    const subject = 'Dubai Marina · Sales · Apartments · All bedrooms · 12 months';
    expect(fileTitle({ title: 'Monthly medians and volume · Dubai Marina · Sales', subject }, { query: 'x' })).toBe(
      `Monthly medians and volume — ${subject}`,
    );
    // A card of the whole market keeps its title and the query.
    expect(fileTitle({ title: 'Area against area' }, { query: 'Dubai Marina and JVC · Sales' })).toBe(
      'Area against area — Dubai Marina and JVC · Sales',
    );
  });
});
