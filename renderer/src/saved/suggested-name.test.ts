// Pins the name a save offers: the view, then its first three filters, within 120 characters cut between words.
import { describe, expect, it } from 'vitest';
import { suggestedName } from './SaveNamePopover';

describe('suggestedName', () => {
  it('names the view and its first three filters', () => {
    expect(suggestedName('Listings', ['For rent', 'Dubai Marina', '2 beds', 'Sort by: Popular'])).toBe(
      'Listings · For rent, Dubai Marina, 2 beds',
    );
    expect(suggestedName('Agents', [])).toBe('Agents');
  });

  it('stays within 120 characters, cut between words', () => {
    const places = 'Locations: Dubai Marina, Jumeirah Village Circle, Business Bay, Downtown Dubai, Palm Jumeirah';
    const price = 'Price: AED 1,000,000 – AED 3,000,000';
    const whole = `Listings · For sale, ${places}, ${price}`;
    const name = suggestedName('Listings', ['For sale', places, price]);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('…')).toBe(true);
    // What is kept is the name's start up to the end of a word.
    const kept = name.slice(0, -1);
    expect(whole.startsWith(kept)).toBe(true);
    expect([' ', ',']).toContain(whole[kept.length]);
  });
});
