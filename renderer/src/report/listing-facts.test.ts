import { describe, expect, it } from 'vitest';
import { listingFactsOf } from './listing-facts';
import { initialSubjectForm, subjectFromListing } from './subject-form';

describe('listingFactsOf', () => {
  it('fills a report from a pinned rental the way its grid row would', () => {
    const facts = listingFactsOf({
      externalID: 'L-9',
      purpose: 'for-rent',
      price: 10_000,
      rentFrequency: 'monthly',
      rooms: 2,
      areaSqft: 1200,
      propertyType: 'Apartment',
      completionStatus: 'completed',
      location: [
        { externalID: '2', name: 'Dubai' },
        { externalID: '5003', name: 'Dubai Marina' },
        { externalID: '77', name: 'Marina Gate 1' },
      ],
    });
    expect(facts).not.toBeNull();
    const form = subjectFromListing(facts!, 'sqft', initialSubjectForm());
    expect(form).toMatchObject({
      place: { externalID: '5003', label: 'Dubai Marina' },
      building: 'Marina Gate 1',
      purpose: 'for-rent',
      beds: 2,
      size: '1200',
      asking: '120000',
      listingId: 'L-9',
    });
  });

  it('is null for a pin that does not say whether it is for sale or rent', () => {
    expect(listingFactsOf({ externalID: 'L-1', price: 5 })).toBeNull();
  });
});
