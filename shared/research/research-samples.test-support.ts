// A radar view and a sold-adverts view for the tests of their tables: the window's headers and exports
// (renderer/src/radar/*-headers.test.ts) and the CLI's files (electron/cli/research-files.test.ts), one sample each,
// every test changing what it is about.
import type { RadarView } from '../domain/radar';
import type { SoldView } from '../domain/sold';
import { asWritten } from '../messages/message-ref';

export const RADAR_SAMPLE: RadarView = {
  target: { kind: 'place', name: 'Jumeirah Village Circle' },
  purpose: 'for-sale',
  asOf: '2026-12-02T08:00:00.000Z',
  rows: [
    {
      externalID: '1001',
      title: { en: 'Two-bed in JVC', ar: 'شقة بغرفتين' },
      purpose: 'for-sale',
      price: 1_200_000,
      rentFrequency: null,
      pricePerSqft: 1_000,
      rooms: 2,
      areaSqft: 1_200,
      place: 'JVC',
      agency: 'Blue Keys',
      factors: {
        'days-on-market': { value: 120, score: 0.5, reference: 60, n: 40 },
        'price-cuts': { value: 8, score: 0.8, reference: null, n: 2 },
        premium: { value: 12, score: 0.4, reference: 890, n: 31, place: 'JVC District 12' },
        'repeat-adverts': { value: 0, score: 0, reference: null, n: null },
        'agency-size': { value: 12, score: 0.46, reference: null, n: null },
      },
      score: 55.2,
      judged: 5,
    },
  ],
  weights: { 'days-on-market': 3, 'price-cuts': 3, premium: 2, 'repeat-adverts': 1, 'agency-size': 0 },
  rules: {
    'days-on-market': 'Days rule.',
    'price-cuts': 'Cuts rule.',
    premium: 'Premium rule.',
    'repeat-adverts': 'Repeat rule.',
    'agency-size': 'Agency rule.',
    score: 'Score rule.',
  },
  skipped: 0,
  warnings: [asWritten('A warning.')],
};

export const SOLD_SAMPLE: SoldView = {
  place: 'Al Barsha',
  beds: null,
  asOf: '2026-12-01T10:00:00.000Z',
  matches: [
    {
      externalID: '1003301234',
      transactionId: 'TX-100350-S1003301234',
      purpose: 'for-sale',
      place: 'Al Barsha',
      beds: 2,
      agency: 'Harbor Homes',
      areaSqft: 1200,
      lastAsking: 2_000_000,
      achieved: 1_930_000,
      ratio: 0.965,
      firstListed: '2026-11-01',
      lastSeen: '2026-11-20',
      registered: '2026-12-10',
      daysAfterGone: 13,
      daysToRegistration: 39,
      confidence: 0.93,
      reasons: [
        { kind: 'same-place', place: 'Al Barsha', level: 'same' },
        { kind: 'size-diff', percent: 0 },
        { kind: 'days-after-gone', days: 13 },
        { kind: 'price-ratio', ratio: 0.965, plausible: true },
        { kind: 'rivals', count: 2 },
      ],
    },
  ],
  ratios: {
    byPlaceBeds: [
      {
        place: 'Al Barsha',
        beds: 2,
        agency: null,
        matches: 1,
        saleToList: { median: null, n: 1 },
        rentToAsk: { median: null, n: 0 },
        daysToRegistration: { median: null, n: 1 },
      },
    ],
    byAgency: [],
  },
  gone: 20,
  transactions: 300,
  rule: { sizeTolerancePercent: 3, sizeToleranceSqft: 15, daysBeforeGone: 7, daysAfterGone: 90, minConfidence: 0.6 },
  missing: [],
  warnings: [],
};
