// Pins the name a save offers: the view, then its first three filters, within 120 characters, whole filters first.
import { describe, expect, it } from 'vitest';
import { suggestedName } from './SaveNamePopover';

describe('suggestedName', () => {
  it('names the view and its first three filters', () => {
    expect(suggestedName('Listings', ['For rent', 'Dubai Marina', '2 beds', 'Sort by: Popular'])).toBe(
      'Listings · For rent, Dubai Marina, 2 beds',
    );
    expect(suggestedName('Agents', [])).toBe('Agents');
  });

  it('stays within 120 characters by leaving out its last filters whole, never ending in "…"', () => {
    const places = 'Locations: Dubai Marina, Jumeirah Village Circle, Business Bay, Downtown Dubai, Palm Jumeirah';
    const price = 'Price: AED 1,000,000 – AED 3,000,000';
    expect(suggestedName('Listings', ['For sale', places, price])).toBe(`Listings · For sale, ${places}`);
    const market =
      'Dubai Marina, Jumeirah Village Circle, Downtown Dubai, and Business Bay · Sales and rents · Apartments · ' +
      'All bedrooms · 12 months';
    expect(suggestedName('Market', [market])).toBe(
      'Market · Dubai Marina, Jumeirah Village Circle, Downtown Dubai, and Business Bay · Sales and rents · Apartments',
    );
  });

  it('cuts between words only a first filter longer than a name may be', () => {
    const places = `Locations: ${Array.from({ length: 12 }, (_, i) => `Community number ${i + 1}`).join(', ')}`;
    const name = suggestedName('Listings', [places]);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('…')).toBe(true);
    const kept = name.slice(0, -1);
    expect(`Listings · ${places}`.startsWith(kept)).toBe(true);
  });
});
