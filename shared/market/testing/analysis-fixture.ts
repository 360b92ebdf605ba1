// A small market analysis with known figures, for the Market view's unit tests (two places, sales and rents,
// two bedroom counts, three months, the first of them held from the 10th only: a partial month).
import type { BedsBucket, Figure, MarketAnalysis, MonthlyPoint } from '../../ipc/contract';
import type { Purpose } from '../../domain/listing';

const MONTHS = ['2026-01', '2026-02', '2026-03'];

export function figure(count: number, medianPrice: number | null, perSqft: number | null, outliers = 0): Figure {
  return { count, medianPrice, medianPricePerSqft: perSqft, pricePerSqftCount: count, outliers };
}

function point(
  unit: string,
  purpose: Purpose,
  month: string,
  beds: BedsBucket | null,
  completion: MonthlyPoint['completion'],
  f: Figure,
): MonthlyPoint {
  const partial = month === '2026-01' ? { from: '2026-01-10', to: '2026-01-31' } : null;
  return { unit, purpose, month, beds, completion, ...f, partial };
}

/** Sales at 1,500–1,700 AED/sqft; rents at a tenth of that a year; JVC a third cheaper. */
export function analysisFixture(): MarketAnalysis {
  const units = [
    { key: '5002', label: 'Dubai Marina', placeIds: ['5002'] },
    { key: '5006', label: 'Jumeirah Village Circle', placeIds: ['5006'] },
  ];
  const monthly: MonthlyPoint[] = [];
  const monthlyByBeds: MonthlyPoint[] = [];
  const monthlyByCompletion: MonthlyPoint[] = [];
  units.forEach((u, ui) => {
    const scale = ui === 0 ? 1 : 0.66;
    for (const purpose of ['for-sale', 'for-rent'] as const) {
      const p = purpose === 'for-sale' ? 1 : 0.07;
      MONTHS.forEach((m, i) => {
        const base = (1500 + i * 100) * scale;
        monthly.push(point(u.key, purpose, m, null, null, figure(100 + i, 1_500_000 * p * scale, base * p, i)));
        for (const beds of [1, 2] as const) {
          monthlyByBeds.push(
            point(u.key, purpose, m, beds, null, figure(50, beds * 900_000 * p * scale, (base + beds) * p, 1)),
          );
        }
        monthlyByCompletion.push(point(u.key, purpose, m, null, 'ready', figure(60, 1_600_000 * p, base * p)));
        if (i > 0)
          monthlyByCompletion.push(point(u.key, purpose, m, null, 'off-plan', figure(40, 1_400_000 * p, base * p)));
      });
    }
  });
  const span = { from: '2026-01-10', to: '2026-03-31' };
  return {
    units,
    period: '3m',
    coverage: units.flatMap((u) =>
      (['for-sale', 'for-rent'] as const).map((purpose) => ({
        unit: u.key,
        placeId: u.key,
        purpose,
        status: 'held' as const,
        span,
        fetchedAt: '2026-04-01T08:00:00.000Z',
        fresh: true,
      })),
    ),
    rule: {
      measure: 'pricePerSqft',
      cell: 'place × purpose × bedrooms × month',
      k: 3,
      madScale: 1.4826,
      minCellSize: 5,
      floorRatio: 0.5,
      floorCell: 'place × purpose × bedrooms over the period',
      buildingCell: 'building or project × purpose × bedrooms over the period',
      minBuildingSize: 10,
      excluded: true,
      description: 'English description',
    },
    monthly,
    monthlyByBeds,
    monthlyByCompletion,
    summary: [
      { unit: '5002', purpose: 'for-sale', beds: null, completion: null, span, ...figure(303, 1_590_000, 1712.07, 3) },
      { unit: '5002', purpose: 'for-rent', beds: null, completion: null, span, ...figure(290, 113_000, 120.36, 2) },
    ],
    histograms: [
      {
        unit: '5002',
        purpose: 'for-sale',
        start: 1300,
        binWidth: 50,
        counts: [2, 5, 3],
        below: 1,
        above: 0,
        total: 11,
        outliers: 3,
      },
    ],
    changes: [
      {
        unit: '5002',
        purpose: 'for-sale',
        beds: null,
        span: 'year',
        current: { ...figure(300, 1_600_000, 1750), from: '2025-04-01', to: '2026-03-31' },
        previous: null,
        change: { count: null, medianPrice: null, medianPricePerSqft: null },
      },
      {
        unit: '5002',
        purpose: 'for-sale',
        beds: null,
        span: 'month',
        current: { ...figure(110, 1_609_000, 1769.76), from: '2026-03-01', to: '2026-03-31' },
        previous: { ...figure(100, 1_577_000, 1741.94), from: '2026-02-01', to: '2026-02-28' },
        change: { count: 0.1, medianPrice: 0.0203, medianPricePerSqft: 0.016 },
      },
    ],
    yields: [
      {
        unit: '5002',
        label: 'Dubai Marina',
        beds: 1,
        saleMedian: 1_313_500,
        rentMedian: 92_000,
        grossYield: 0.07004,
        saleCount: 1076,
        rentCount: 962,
        thin: false,
      },
      {
        unit: '5006',
        label: 'Jumeirah Village Circle',
        beds: 1,
        saleMedian: 850_000,
        rentMedian: 68_000,
        grossYield: 0.08,
        saleCount: 9,
        rentCount: 40,
        thin: true,
      },
    ],
    gaps: [
      {
        unit: '5002',
        purpose: 'for-sale',
        beds: 1,
        askingMedianPerSqft: 1791.98,
        askingCount: 493,
        askingRepeats: 21,
        transactedMedianPerSqft: 1713.88,
        transactedCount: 1076,
        gap: 0.0456,
        askingComplete: true,
        thin: false,
      },
    ],
    asking: [
      {
        unit: '5002',
        placeId: '5002',
        purpose: 'for-sale',
        listed: 493,
        pagesHeld: 21,
        pagesTotal: 21,
        complete: true,
      },
    ],
    outliers: [
      {
        unit: '5002',
        purpose: 'for-sale',
        transactionId: 'TX-1',
        date: '2026-03-22',
        location: 'Marina Gate 2',
        beds: 1,
        price: 1_834_000,
        areaSqft: 679,
        pricePerSqft: 2701.03,
        reason: 'mad',
        cellMedianPerSqft: 1778.81,
        deviations: 3.74,
      },
      {
        unit: '5002',
        purpose: 'for-rent',
        transactionId: 'TX-2',
        date: '2026-03-20',
        location: 'Fairooz Tower',
        beds: 2,
        price: 40_000,
        areaSqft: 1200,
        pricePerSqft: 33.33,
        reason: 'floor',
        cellMedianPerSqft: 110,
        deviations: null,
      },
    ],
    outliersTotal: 2,
    buildings: [
      {
        unit: '5002',
        purpose: 'for-sale',
        location: 'Jumeirah Living Marina Gate',
        count: 24,
        medianPricePerSqft: 2950.5,
        pricePerSqftCount: 24,
        flagged: 1,
        ownBeds: [1, 2],
      },
      {
        unit: '5002',
        purpose: 'for-sale',
        location: 'Marina Gate 2',
        count: 4,
        medianPricePerSqft: 1800,
        pricePerSqftCount: 4,
        flagged: 0,
        ownBeds: [],
      },
    ],
    locationNames: { 'Marina Gate 2': { en: 'Marina Gate 2', ar: 'مارينا جيت 2', ru: 'Марина Гейт 2' } },
    compare: [
      {
        measure: 'medianPricePerSqft',
        purpose: 'for-sale',
        beds: null,
        diffKind: 'relative',
        values: [
          { unit: '5002', value: 1712.066, sample: 303, saleSample: 303, rentSample: null, diff: 0 },
          { unit: '5006', value: 1130, sample: 280, saleSample: 280, rentSample: null, diff: -0.34 },
        ],
        highest: '5002',
        lowest: '5006',
      },
      {
        measure: 'count',
        purpose: 'for-sale',
        beds: null,
        diffKind: 'relative',
        values: [
          { unit: '5002', value: 303, sample: 303, saleSample: 303, rentSample: null, diff: 0 },
          { unit: '5006', value: 310, sample: 310, saleSample: 310, rentSample: null, diff: 0.0231 },
        ],
        highest: '5006',
        lowest: '5002',
      },
      {
        measure: 'grossYield',
        purpose: null,
        beds: 1,
        diffKind: 'points',
        values: [
          { unit: '5002', value: 0.07004, sample: 962, saleSample: 1076, rentSample: 962, diff: 0 },
          { unit: '5006', value: 0.08, sample: 9, saleSample: 9, rentSample: 40, diff: 0.00996 },
        ],
        highest: '5006',
        lowest: '5002',
      },
    ],
    warnings: [],
    unreadableListings: 0,
    withoutBedrooms: [],
    computeMs: 12.4,
    syncMs: 0.3,
  };
}
