// The subject form: what it asks of the contract, each problem kept at its field, sizes converted exactly, numbers
// read in the languages' digits, and the form filled in from a listing.
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { PRINT_ROUTE_PREFIX } from '#shared/report/print-route';
import { isPrintAddress, PRINT_PATH } from './print/is-print-address';
import {
  formOfQuery,
  fromSqft,
  initialSubjectForm,
  parseSubjectForm,
  readNumber,
  sizeBounds,
  subjectFromListing,
  toSqft,
  withSizeUnit,
  type SubjectForm,
} from './subject-form';

const JVC = { externalID: '5002', label: 'Jumeirah Village Circle' };

const filled = (patch: Partial<SubjectForm> = {}): SubjectForm => ({
  ...initialSubjectForm(),
  place: JVC,
  size: '750',
  ...patch,
});

describe('parseSubjectForm', () => {
  it('asks the contract for a 1-bedroom in JVC for sale', () => {
    const parsed = parseSubjectForm(filled({ asking: '1,100,000' }));
    expect(parsed).toEqual({
      ok: true,
      query: {
        subject: {
          place: { id: '5002', name: 'Jumeirah Village Circle' },
          purpose: 'for-sale',
          beds: 1,
          sizeSqft: 750,
          completion: 'any',
          category: 'apartments',
          askingPrice: 1_100_000,
        },
        period: '12m',
        include: [],
        exclude: [],
      },
    });
  });

  it('keeps each problem at its field: no place, a size out of bounds, an amount that is no number', () => {
    const parsed = parseSubjectForm(filled({ place: null, size: '40', asking: '12a' }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual({
      place: { code: 'place' },
      size: { code: 'size', min: 100, max: 200_000 },
      asking: { code: 'amount' },
    });
  });

  it('says the size bounds in square metres when the broker types square metres', () => {
    const parsed = parseSubjectForm(filled({ size: '5', sizeUnit: 'sqm' }));
    expect(!parsed.ok && parsed.problems.size).toEqual({ code: 'size', ...sizeBounds('sqm') });
    expect(sizeBounds('sqm')).toEqual({ min: 9.29, max: 18580.61 });
  });

  it('sends a current rent only for a rent, and the broker’s included and excluded comparables', () => {
    const sale = parseSubjectForm(filled({ currentRent: '90000' }));
    expect(sale.ok && 'currentRent' in sale.query.subject).toBe(false);
    expect(sale.ok).toBe(true);
    const rent = parseSubjectForm(filled({ purpose: 'for-rent', currentRent: '90000' }), {
      include: ['t1'],
      exclude: ['t2'],
    });
    expect(rent.ok && rent.query.subject.currentRent).toBe(90_000);
    expect(rent.ok && [rent.query.include, rent.query.exclude]).toEqual([['t1'], ['t2']]);
  });

  it('leaves out the category for any type and trims the building', () => {
    const parsed = parseSubjectForm(filled({ category: 'any', building: '  Bloom Towers ' }));
    expect(parsed.ok && parsed.query.subject).toMatchObject({ building: 'Bloom Towers' });
    expect(parsed.ok && 'category' in parsed.query.subject).toBe(false);
  });
});

describe('sizes and numbers', () => {
  it('converts square metres exactly (0.3048 m per foot), not by a rounded factor', () => {
    expect(toSqft(0.09290304, 'sqm')).toBeCloseTo(1, 12);
    expect(toSqft(100, 'sqm')).toBeCloseTo(1076.391041670972, 9);
    expect(fromSqft(753, 'sqm')).toBe(69.96);
    expect(toSqft(750, 'sqft')).toBe(750);
  });

  it('keeps the exact square feet of a size it converted, while the text is untouched', () => {
    const sqm = withSizeUnit(filled({ size: '753' }), 'sqm');
    expect(sqm.size).toBe('69.96');
    const parsed = parseSubjectForm(sqm);
    expect(parsed.ok && parsed.query.subject.sizeSqft).toBe(753);
    const typed = parseSubjectForm({ ...sqm, size: '70' });
    expect(typed.ok && typed.query.subject.sizeSqft).toBeCloseTo(753.47, 2);
  });

  it('reads numbers with grouping and Arabic-Indic digits', () => {
    expect(readNumber('1,250,000')).toBe(1_250_000);
    expect(readNumber('1 250 000')).toBe(1_250_000);
    expect(readNumber('١٬٢٥٠')).toBe(1250);
    expect(readNumber('69.96')).toBe(69.96);
    expect(readNumber('12a')).toBeNaN();
    expect(readNumber('')).toBeNaN();
  });
});

const listing = (patch: Partial<ListingSummary> = {}): ListingSummary => ({
  externalID: '1003110000',
  title: { en: 'Bright 1BR' },
  purpose: 'for-sale',
  price: 1_050_000,
  currency: 'AED',
  rentFrequency: null,
  rooms: 1,
  baths: 1,
  areaSqft: 753,
  pricePerSqft: 1394.4,
  coverPhotoUrl: null,
  location: [
    { externalID: '2', name: 'Dubai' },
    { externalID: '5002', name: 'Jumeirah Village Circle' },
    { externalID: '5002-12', name: 'District 12' },
    { externalID: '7001', name: 'Bloom Towers' },
  ],
  agency: null,
  agent: null,
  contactName: null,
  amenities: [],
  isVerified: null,
  completionStatus: 'completed',
  furnishingStatus: null,
  propertyType: 'Apartment',
  hasVideo: null,
  has360Tour: null,
  hasFloorPlan: null,
  createdAt: null,
  updatedAt: null,
  ...patch,
});

describe('subjectFromListing', () => {
  it('takes the community, the building, bedrooms, size, purpose, type, completion, price and id', () => {
    const form = subjectFromListing(listing(), 'sqft', initialSubjectForm());
    expect(form).toMatchObject({
      place: { externalID: '5002', label: 'Jumeirah Village Circle' },
      building: 'Bloom Towers',
      beds: 1,
      size: '753',
      purpose: 'for-sale',
      category: 'apartments',
      completion: 'ready',
      asking: '1050000',
      listingId: '1003110000',
    });
    expect(parseSubjectForm(form).ok).toBe(true);
  });

  it('counts a monthly rent per year and shows the size in square metres, the exact feet kept', () => {
    const form = subjectFromListing(
      listing({ purpose: 'for-rent', price: 8000, rentFrequency: 'monthly', completionStatus: 'off_plan' }),
      'sqm',
      initialSubjectForm('sqm'),
    );
    expect(form).toMatchObject({ asking: '96000', size: '69.96', completion: 'off-plan', purpose: 'for-rent' });
    const parsed = parseSubjectForm(form);
    expect(parsed.ok && parsed.query.subject.sizeSqft).toBe(753);
    expect(parsed.ok && parsed.query.subject.askingPrice).toBe(96_000);
  });

  it('leaves the price empty for a daily let and the building empty for a trail that ends at the community', () => {
    const form = subjectFromListing(
      listing({ purpose: 'for-rent', rentFrequency: 'daily', location: listing().location.slice(0, 2) }),
      'sqft',
      initialSubjectForm(),
    );
    expect(form).toMatchObject({ asking: '', building: '' });
  });
});

describe('formOfQuery', () => {
  it('reads a kept query back as a form that asks the same subject, in square metres too', () => {
    const query = {
      subject: {
        place: { id: '5003', name: 'Dubai Marina' },
        purpose: 'for-rent' as const,
        category: 'apartments' as const,
        beds: 2,
        sizeSqft: 1234.5,
        completion: 'ready' as const,
        building: 'Marina Gate 1',
        askingPrice: 120000,
        currentRent: 100000,
        listingId: 'L-77',
      },
      period: '6m' as const,
      include: ['t1'],
      exclude: ['t2'],
    };
    for (const unit of ['sqft', 'sqm'] as const) {
      const form = formOfQuery(query, unit);
      expect(form.sizeUnit).toBe(unit);
      const parsed = parseSubjectForm(form, { include: query.include, exclude: query.exclude });
      expect(parsed).toEqual({ ok: true, query });
    }
    expect(formOfQuery({ subject: { ...query.subject, category: undefined } }, 'sqft')).toMatchObject({
      category: 'any',
      period: '12m',
    });
  });
});

describe('the print address', () => {
  it('is told apart before the shell mounts, by the same prefix the route module writes', () => {
    expect(PRINT_PATH).toBe(PRINT_ROUTE_PREFIX);
    expect(isPrintAddress('#/print/cma?r=abc')).toBe(true);
    expect(isPrintAddress('#/print/cma')).toBe(true);
    expect(isPrintAddress('#/print/cmax')).toBe(false);
    expect(isPrintAddress('#/report')).toBe(false);
  });
});
