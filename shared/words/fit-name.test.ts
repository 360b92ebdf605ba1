// Pins how names are cut to a limit: between words, with an ellipsis, never longer than the limit.
import { describe, expect, it } from 'vitest';
import { fitName } from './fit-name';

describe('fitName', () => {
  it('keeps a name that fits', () => {
    expect(fitName('Listings · For rent', 31)).toBe('Listings · For rent');
  });

  it('cuts between words and says so', () => {
    const cut = fitName('Monthly medians and volume · Dubai Marina', 31);
    expect(cut).toBe('Monthly medians and volume…');
    expect(cut.length).toBeLessThanOrEqual(31);
  });

  it('drops a separator left dangling at the cut', () => {
    expect(fitName('Listings · For rent, Dubai Marina, 2 beds', 22)).toBe('Listings · For rent…');
    expect(fitName('Elegant 1 Bedroom Apartment | Below Market Price', 31)).toBe('Elegant 1 Bedroom Apartment…');
  });

  it('cuts inside a word only when the name has no break in its second half', () => {
    const cut = fitName('Aqar Supercalifragilisticexpialidocious', 20);
    expect(cut).toBe('Aqar Supercalifragi…');
    expect(cut.length).toBe(20);
  });
});
