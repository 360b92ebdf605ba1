import { describe, expect, it } from 'vitest';
import type { SoldView } from '#shared/domain/sold';
import { tableExportSchema } from '#shared/ipc/contract';
import { SOLD_MATCH_COLUMNS, SOLD_RATIO_COLUMNS } from '#shared/research/sold-table';
import { LANGS } from '#shared/domain/lang';
import { formatMessage } from '#shared/messages/format-message';
import { SOLD_MATCH_HEADER_IDS, SOLD_RATIO_HEADER_IDS, reasonWords, soldExportTable } from './sold-headers';

const VIEW: SoldView = {
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

describe('what adverts sold for, in the window’s words', () => {
  it('heads every column of the shared definitions in all four languages', () => {
    expect(SOLD_MATCH_COLUMNS.map((c) => c.id)).toEqual([...SOLD_MATCH_HEADER_IDS]);
    expect(SOLD_RATIO_COLUMNS.map((c) => c.id)).toEqual([...SOLD_RATIO_HEADER_IDS]);
    for (const lang of LANGS) {
      for (const id of SOLD_MATCH_HEADER_IDS) {
        expect(
          formatMessage(lang, `soldView.matchHeaders.${id}` as 'soldView.matchHeaders.area', { unit: 'x' }),
        ).not.toBe('');
      }
    }
  });

  it('words each reason as a sentence', () => {
    const [place, size, days, ratio, rivals] = VIEW.matches[0]!.reasons;
    expect(reasonWords(place!, 'en')).toBe('same place (Al Barsha)');
    expect(reasonWords(size!, 'en')).toBe('size 0% off');
    expect(reasonWords(days!, 'en')).toBe('registered 13 days after the advert went');
    expect(reasonWords(ratio!, 'en')).toBe('0.965 of last asking');
    expect(reasonWords(rivals!, 'en')).toBe('2 other candidates');
    expect(reasonWords(rivals!, 'ar')).toBe('مرشحان آخران');
  });

  it('exports what export:table accepts: the matches and the ratios, in the window’s language', () => {
    for (const lang of ['en', 'ar', 'ru', 'zh'] as const) {
      const table = soldExportTable(VIEW, lang, 'sqft');
      const parsed = tableExportSchema.safeParse({ ...table, format: 'xlsx', destination: { kind: 'download' } });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(table.sheets.map((s) => s.rows.length)).toEqual([1, 1]);
    }
  });
});
