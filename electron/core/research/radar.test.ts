import { describe, expect, it } from 'vitest';
import { DEFAULT_RADAR_WEIGHTS, radarScore } from '#shared/domain/radar';
import { listing } from '../portfolio/listings.test-support';
import { radarRows, type RadarHistory } from './radar';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 1);
const daysAgo = (d: number) => new Date(NOW - d * DAY).toISOString();
const PHOTO = 'https://images.example/unit-17.jpg';
const agency = (name: string) => ({ externalID: name, name, logoUrl: null });

const listings = [
  // Listed 90 days ago, cut twice from 1.2M to 1.0M, 25% over what sold; the only advert of its agency.
  listing({ externalID: 'old', createdAt: daysAgo(90), price: 1_000_000, areaSqft: 800, agency: agency('Small') }),
  listing({
    externalID: 'new',
    createdAt: daysAgo(10),
    price: 800_000,
    areaSqft: 800,
    agency: agency('Big'),
    coverPhotoUrl: PHOTO,
  }),
  listing({
    externalID: 'mid',
    createdAt: daysAgo(30),
    price: 760_000,
    areaSqft: 801,
    agency: agency('Big'),
    coverPhotoUrl: PHOTO,
  }),
];
const history: Record<string, RadarHistory> = {
  // Seen in a snapshot 120 days ago (before the date the service gives now: a relisted advert keeps its days).
  old: { firstSeen: NOW - 120 * DAY, prices: [1_200_000, 1_100_000, 1_000_000] },
  new: { firstSeen: null, prices: [] },
  mid: { firstSeen: NOW - 30 * DAY, prices: [800_000] },
};

const rows = () =>
  radarRows({
    listings,
    now: NOW,
    weights: DEFAULT_RADAR_WEIGHTS,
    history: (id) => history[id]!,
    transacted: () => ({ median: 1000, n: 12, place: 'JVC' }),
  });

describe('the acquisition radar', () => {
  it('counts days on market across relists, against the median of those listed', () => {
    const old = rows().find((r) => r.externalID === 'old')!;
    expect(old.factors['days-on-market']).toMatchObject({ value: 120, reference: 30, n: 3 });
    // Four times the median: past three times, the most.
    expect(old.factors['days-on-market'].score).toBe(1);
  });

  it('sums the price cuts snapshots recorded, and does not judge an advert seen once', () => {
    const [old, , mid] = ['old', 'new', 'mid'].map((id) => rows().find((r) => r.externalID === id)!);
    expect(old!.factors['price-cuts']).toMatchObject({ value: 16.7, n: 2, reference: 1_200_000, score: 1 });
    expect(mid!.factors['price-cuts'].score).toBeNull();
  });

  it('judges the premium over what comparable units transacted at, from at least 5 transactions', () => {
    const old = rows().find((r) => r.externalID === 'old')!;
    expect(old.factors.premium).toMatchObject({ value: 25, reference: 1000, n: 12, place: 'JVC' });
    expect(old.factors.premium.score).toBeCloseTo(25 / 30);
    const thin = radarRows({
      listings,
      now: NOW,
      weights: DEFAULT_RADAR_WEIGHTS,
      history: (id) => history[id]!,
      transacted: () => ({ median: 1000, n: 4, place: 'JVC' }),
    });
    expect(thin[0]!.factors.premium.score).toBeNull();
  });

  it('counts the unit’s other adverts and its agency’s adverts', () => {
    const [, newer, mid] = ['old', 'new', 'mid'].map((id) => rows().find((r) => r.externalID === id)!);
    // The same unit (the same photos, area within 2%) advertised twice at two prices.
    expect(newer!.factors['repeat-adverts']).toMatchObject({ value: 1 });
    expect(mid!.factors['agency-size']).toMatchObject({ value: 2 });
    expect(mid!.factors['agency-size'].score).toBeCloseTo(1 - Math.log10(2) / 2);
  });

  it('raises the other-adverts factor by how scattered the unit’s asking prices are', () => {
    const [old, newer, mid] = ['old', 'new', 'mid'].map((id) => rows().find((r) => r.externalID === id)!);
    // 800,000 against 760,000: 5.3% apart, which adds 0.26 to one other advert's 0.33.
    expect(newer!.factors['repeat-adverts'].spread).toBe(5.3);
    expect(mid!.factors['repeat-adverts'].spread).toBe(5.3);
    expect(newer!.factors['repeat-adverts'].score).toBeCloseTo(1 / 3 + 5.263 / 20, 2);
    // An advert alone has no spread, and its factor rests on its count alone.
    expect(old!.factors['repeat-adverts']).toMatchObject({ value: 0, score: 0, spread: null });
  });

  it('ranks by the weighted mean of what could be judged', () => {
    expect(rows().map((r) => r.externalID)[0]).toBe('old');
    expect(radarScore({ ...zero(), premium: { score: 1 } }, DEFAULT_RADAR_WEIGHTS)).toEqual({ score: 20, judged: 5 });
    expect(radarScore({ ...zero(), 'price-cuts': { score: null } }, { ...DEFAULT_RADAR_WEIGHTS, premium: 0 })).toEqual({
      score: 0,
      judged: 3,
    });
  });
});

function zero() {
  return {
    'days-on-market': { score: 0 },
    'price-cuts': { score: 0 },
    premium: { score: 0 },
    'repeat-adverts': { score: 0 },
    'agency-size': { score: 0 },
  } as const satisfies Record<string, { score: number | null }>;
}
