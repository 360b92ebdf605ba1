// A comparable of a CMA for the tests of its table (shared/report/cma-table.test.ts) and of the window's copy
// (renderer/src/report/comparable-columns.test.ts): one sample, each test patching what it is about.
import type { CmaComparable, SimilarityFactor } from '../ipc/contract/report';

const factor = (points: number, weight: number) => ({ share: points / weight, weight, points });

export function sampleComparable(patch: Partial<CmaComparable> = {}): CmaComparable {
  return {
    id: 'T1',
    source: 'transaction',
    price: 900_000,
    areaSqft: 750,
    pricePerSqft: 1200,
    date: '2026-11-17',
    beds: 1,
    place: 'Bloom Towers',
    category: 'apartments',
    completion: 'completed',
    similarity: 88.5,
    factors: {
      place: factor(15, 25),
      beds: factor(25, 25),
      size: factor(19.5, 20),
      type: factor(10, 10),
      completion: factor(10, 10),
      age: factor(9, 10),
    } as Record<SimilarityFactor, ReturnType<typeof factor>>,
    included: false,
    excludedBecause: 'outlier-floor',
    outlier: { reason: 'floor', medianPerSqft: 1200, deviations: null },
    ...patch,
  };
}
