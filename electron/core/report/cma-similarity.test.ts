import { describe, expect, it } from 'vitest';
import { cmaSubjectSchema } from '#shared/ipc/contract';
import { similarityOf, type Candidate } from './cma-similarity';

const subject = cmaSubjectSchema.parse({
  place: { id: '5006', name: 'Jumeirah Village Circle' },
  purpose: 'for-sale',
  category: 'apartments',
  beds: 1,
  sizeSqft: 800,
  completion: 'ready',
  building: 'Belgravia',
});
const alike: Candidate = {
  place: 'Belgravia',
  beds: 1,
  areaSqft: 800,
  category: 'Apartment',
  completion: 'completed',
  ageDays: 0,
};

describe('similarity of a comparable to the subject', () => {
  it('is 100 for the same building, bedrooms, size, type and completion today', () => {
    const { similarity, factors } = similarityOf(subject, alike, 365);
    expect(similarity).toBe(100);
    expect(Object.values(factors).every((f) => f.share === 1)).toBe(true);
  });

  it('takes points from each factor as printed: another building, one bedroom more, 20 % larger, half a window old', () => {
    const { similarity, factors } = similarityOf(
      subject,
      { ...alike, place: 'Bloom Towers', beds: 2, areaSqft: 960, ageDays: 182.5 },
      365,
    );
    expect(factors.place.points).toBe(15);
    expect(factors.beds.points).toBe(10);
    expect(factors.size.points).toBe(12);
    expect(factors.age.points).toBe(5);
    expect(similarity).toBe(15 + 10 + 12 + 10 + 10 + 5);
  });

  it('counts an unknown type or completion half, another type or completion nothing, no area nothing', () => {
    const unknown = similarityOf(subject, { ...alike, category: null, completion: null }, 365).factors;
    expect([unknown.type.points, unknown.completion.points]).toEqual([5, 5]);
    const other = similarityOf(
      subject,
      { ...alike, category: 'Villa', completion: 'under-construction', areaSqft: null },
      365,
    );
    expect([other.factors.type.points, other.factors.completion.points, other.factors.size.points]).toEqual([0, 0, 0]);
  });

  it('takes "5 or more" bedrooms as one bucket, as the data does', () => {
    const big = cmaSubjectSchema.parse({ ...subject, beds: 7, sizeSqft: 5000 });
    expect(similarityOf(big, { ...alike, beds: 5, areaSqft: 5000 }, 365).factors.beds.share).toBe(1);
  });
});
