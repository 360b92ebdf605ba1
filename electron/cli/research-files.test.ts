// The files `aqar radar` and `aqar market sold` write with --csv and --xlsx, in the language of --lang: headed as the
// window's exports in every language, English included (the catalogue's headers, defined once); the rest of the
// English as it always was; Arabic and Hindi worded as the window's exports, their About sheets' words too, as plain
// text the About sheet takes.
import { describe, expect, it } from 'vitest';
import type { RadarView } from '#shared/domain/radar';
import type { SoldView } from '#shared/domain/sold';
import { sayIn } from '#shared/messages/say-in';
import { radarColumns } from '#shared/research/radar-table';
import { RADAR_SAMPLE, SOLD_SAMPLE } from '#shared/research/research-samples.test-support';
import { hasBidiControls } from '#shared/text/bidi-controls';
import { typedCsv, type TypedTable } from './table-files';
import { radarTable } from './radar-command';
import { soldTable } from './sold-command';

// The sample with a price per square foot of 1,000 exactly and a weight with a decimal, as the About sheet writes it.
const RADAR: RadarView = {
  ...RADAR_SAMPLE,
  rows: RADAR_SAMPLE.rows.map((row) => ({
    ...row,
    title: { en: 'Two-bed in JVC' },
    price: 1_250_000,
    areaSqft: 1_250,
  })),
  weights: { ...RADAR_SAMPLE.weights, premium: 2.5 },
};

// The sample for two bedrooms, its match judged on its place and its rivals.
const SOLD: SoldView = {
  ...SOLD_SAMPLE,
  beds: 2,
  matches: SOLD_SAMPLE.matches.map((m) => ({
    ...m,
    reasons: [
      { kind: 'same-place', place: 'Al Barsha', level: 'same' },
      { kind: 'rivals', count: 1 },
    ],
  })),
};

/** Every word of a table's About sheet and headers: none may carry the isolates the About sheet refuses. */
const words = (t: TypedTable) => [
  t.sheet,
  t.title,
  ...(t.notes ?? []),
  ...(t.parameters ?? []).flatMap((p) => [p.name, p.value]),
  ...t.columns.map((c) => c.header),
];

describe('aqar radar --csv / --xlsx in the language of --lang', () => {
  it('writes English headed as the window’s radar, the About sheet’s words as before', () => {
    const table = radarTable(sayIn('en'), RADAR);
    expect(table.lang).toBe('en');
    expect(table.columns.map((c) => c.id)).toEqual(radarColumns('for-sale').map((c) => c.id));
    // The window's words: two headers took its typographic apostrophe (they had a straight one before issue 36).
    expect(table.columns.map((c) => c.header)).toEqual([
      'Score (of 100)',
      'Factors judged',
      'Listing',
      'Title',
      'Place',
      'Agency',
      'Bedrooms (0 = studio)',
      'Area (sq ft)',
      'Asking price (AED)',
      'AED per sq ft',
      'Days on market',
      'Days on market (score 0–1)',
      'Total price cut (%)',
      'Price cuts (score 0–1)',
      'Premium over transacted (%)',
      'Premium (score 0–1)',
      'Other adverts of the unit',
      'Other adverts (score 0–1)',
      'Agency’s adverts listed',
      'Agency size (score 0–1)',
      'Price cuts recorded',
      'Asking price spread across the unit’s adverts (%)',
      'Median days on market listed',
      'Median transacted AED per sq ft',
      'Transactions behind the median',
      'Median of transactions in',
    ]);
    expect(table.sheet).toBe('Radar');
    expect(table.title).toBe('Acquisition radar — Jumeirah Village Circle · For sale');
    expect(table.parameters).toEqual([
      { name: 'Place', value: 'Jumeirah Village Circle' },
      { name: 'Purpose', value: 'For sale' },
      { name: 'Listings', value: '1' },
    ]);
    expect(table.notes).toEqual([
      'Days rule.',
      'Cuts rule.',
      'Premium rule.',
      'Repeat rule.',
      'Agency rule.',
      'Score rule.',
      "Weights: Days on market 3, Total price cut 3, Premium over transacted 2.5, Other adverts of the unit 1, Agency's adverts listed 0.",
      'A warning.',
    ]);
  });

  it('writes Hindi headers and About words, the rules as the core states them', () => {
    const table = radarTable(sayIn('hi'), RADAR);
    expect(table.lang).toBe('hi');
    expect(table.columns.map((c) => c.id)).toEqual(radarColumns('for-sale').map((c) => c.id));
    expect(table.columns[0]!.header).toBe(sayIn('hi')('radarView.headers.score'));
    expect(table.columns.find((c) => c.id === 'area')!.header).toBe('क्षेत्रफल (वर्ग फुट)');
    expect(table.parameters!.map((p) => p.name)).toEqual(['स्थान', 'उद्देश्य', 'लिस्टिंग']);
    expect(table.notes).toContain('Score rule.');
    expect(table.notes).toContain(
      'भार: बाज़ार में दिन 3, कीमत में कुल कटौती 3, लेन-देन से ऊपर प्रीमियम 2.5, यूनिट के अन्य विज्ञापन 1, एजेंसी के सूचीबद्ध विज्ञापन 0।',
    );
    expect(typedCsv(table).split('\r\n')[0]).toMatch(/^\ufeff"?स्कोर \(100 में से\)"?,/);
  });

  it('writes Arabic as plain text the About sheet takes', () => {
    const table = radarTable(sayIn('ar'), { ...RADAR, target: { kind: 'item', name: 'وكالة الخليج' } });
    expect(table.sheet).toBe('الرادار');
    expect(table.parameters![0]!.name).toBe(sayIn('ar')('radarView.watchedItem'));
    for (const text of words(table)) expect(hasBidiControls(text), text).toBe(false);
  });
});

describe('aqar market sold --csv / --xlsx in the language of --lang', () => {
  it('writes English headed as the window’s export (the same words as before), its reasons and About words as before', () => {
    const table = soldTable(sayIn('en'), SOLD);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Listing',
      'Transaction',
      'Purpose',
      'Place',
      'Bedrooms (0 = studio)',
      'Agency',
      'Area (sq ft)',
      'Last asking (AED, a rent per year)',
      'Registered (AED, a rent per year)',
      'Registered / last asking',
      'First listed',
      'Last seen listed',
      'Registered',
      'Days from listing to registration',
      'Confidence (0–1)',
      'Reasons',
    ]);
    expect(table.rows[0]!.at(-1)).toBe('same place (Al Barsha); 1 other candidate(s)');
    expect(table.sheet).toBe('Sold');
    expect(table.title).toBe('What adverts sold for — Al Barsha');
    expect(table.parameters).toEqual([
      { name: 'Place', value: 'Al Barsha' },
      { name: 'Bedrooms', value: '2' },
      { name: 'Matches', value: '1' },
    ]);
    expect(table.notes!.at(-1)).toBe(
      'Al Barsha, 2 bed: sale-to-list fewer than 5 (n=1) · days to registration fewer than 5 (n=1)',
    );
    const all = soldTable(sayIn('en'), { ...SOLD, beds: null });
    expect(all.parameters![1]).toEqual({ name: 'Bedrooms', value: 'all' });
  });

  it('writes Arabic headers, reasons and About words as plain text', () => {
    const table = soldTable(sayIn('ar'), { ...SOLD, beds: null });
    expect(table.lang).toBe('ar');
    expect(table.columns[0]!.header).toBe(sayIn('ar')('soldView.matchHeaders.id'));
    expect(table.columns.find((c) => c.id === 'area')!.header).toBe('المساحة (قدم²)');
    expect(table.rows[0]!.at(-1)).not.toMatch(/same place|candidate/);
    expect(table.parameters![1]).toEqual({ name: 'غرف النوم', value: 'الكل' });
    expect(table.sheet).toBe('ما بيع');
    for (const text of words(table)) expect(hasBidiControls(text), text).toBe(false);
  });

  it('writes Hindi headers, the ratios in Hindi on the About sheet', () => {
    const table = soldTable(sayIn('hi'), SOLD);
    expect(table.title).toBe(sayIn('hi')('soldView.fileTitle', { place: 'Al Barsha' }));
    expect(table.parameters!.map((p) => p.name)).toEqual(['स्थान', 'बेडरूम', 'मिलान']);
    expect(table.notes!.at(-1)).not.toMatch(/sale-to-list|fewer than/);
    expect(typedCsv(table).split('\r\n')[0]).toContain(sayIn('hi')('soldView.matchHeaders.lastAsking'));
  });
});
