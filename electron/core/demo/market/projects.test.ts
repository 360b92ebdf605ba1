// The demo's off-plan projects read as a developer's price list would: each range runs from its lower end up.
import { describe, expect, it } from 'vitest';
import { createMarket } from './market';

describe('demo projects', () => {
  it('give every price and area range lowest first', () => {
    const { projects } = createMarket();
    expect(projects.length).toBeGreaterThan(100);
    expect(projects.filter((p) => p.priceMin > p.priceMax).map((p) => p.name)).toEqual([]);
    expect(projects.filter((p) => p.areaMin > p.areaMax).map((p) => p.name)).toEqual([]);
  });
});
