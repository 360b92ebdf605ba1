// The places chart draws eight places and "Other": each gets a colour of its own, "Other" a grey none of them has.
import { describe, expect, it } from 'vitest';
import { OTHER } from './history-series';
import { seriesColour } from './HistoryChart';

describe('series colours', () => {
  it('gives eight places and "Other" nine different colours', () => {
    const keys = [...Array.from({ length: 8 }, (_, i) => `place-${i}`), OTHER];
    expect(new Set(keys.map((k, i) => seriesColour(k, i))).size).toBe(9);
  });

  it('keeps "Other" grey wherever it stands', () => {
    expect(seriesColour(OTHER, 0)).toBe(seriesColour(OTHER, 8));
    expect(seriesColour('place-0', 0)).not.toBe(seriesColour(OTHER, 0));
  });
});
