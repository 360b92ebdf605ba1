import { describe, expect, it } from 'vitest';
import { printRouteFrom, printRouteOf } from './print-route';

const query = {
  subject: {
    place: { id: '5006', name: 'Jumeirah Village Circle (JVC) — دبي' },
    purpose: 'for-sale' as const,
    beds: 1,
    sizeSqft: 750,
  },
};

describe('print route', () => {
  it('carries the whole query, the language and the numerals, and reads back the same', () => {
    const hash = `#${printRouteOf({ query, lang: 'ar', numerals: 'arab' })}`;
    const read = printRouteFrom(hash);
    expect(read).toMatchObject({ ok: true, route: { lang: 'ar', numerals: 'arab' } });
    if (read?.ok) expect(read.route.query.subject.place.name).toBe(query.subject.place.name);
  });

  it('is not a print route for the app views', () => {
    expect(printRouteFrom('#/listings')).toBeNull();
  });

  it('names what is wrong with a damaged or invalid address', () => {
    expect(printRouteFrom('#/print/cma')).toMatchObject({ ok: false, error: expect.stringContaining('r parameter') });
    expect(printRouteFrom('#/print/cma?r=%%%')).toMatchObject({ ok: false, error: expect.stringContaining('damaged') });
    const bad = printRouteOf({ query, lang: 'en' }).replace(/r=.*/, `r=${btoa('{"lang":"fr"}')}`);
    expect(printRouteFrom(bad)).toMatchObject({ ok: false, error: expect.stringContaining('not valid') });
  });
});
