// Every view's address reads back as the same view; an address that names none (typed by hand) opens nothing.
import { describe, expect, it } from 'vitest';
import type { NavTarget } from '../state/navigation-store';
import { routeOf, targetOf } from './route-url';

describe('routes', () => {
  const targets: NavTarget[] = [
    { view: 'listings' },
    { view: 'transactions' },
    { view: 'market' },
    { view: 'radar' },
    { view: 'saved' },
    { view: 'settings' },
    { view: 'compare' },
    { view: 'compare', kind: 'agency' },
    { view: 'portfolios' },
    { view: 'portfolios', itemId: 3 },
    { view: 'property', externalID: '1003110000' },
    { view: 'agent', externalID: '2001' },
    { view: 'agency', externalID: '100026', name: 'Willow Shore & Sons / Dubai' },
    { view: 'developer', externalID: 'd-7', name: 'إعمار' },
  ];

  it('reads back every view it writes', () => {
    for (const target of targets) expect(targetOf(`#${routeOf(target)}`)).toEqual(target);
  });

  it('opens nothing for an address that names no view', () => {
    for (const hash of [
      '',
      '#',
      '#/nowhere',
      '#/listings/3',
      '#/compare/house',
      '#/portfolios/x',
      '#/property/a b',
      '#/radar/1',
    ])
      expect(targetOf(hash)).toBeNull();
  });
});
