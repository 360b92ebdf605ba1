import { describe, expect, it } from 'vitest';
import { tableExportSchema } from '#shared/ipc/contract';
import { SOLD_MATCH_COLUMNS, SOLD_RATIO_COLUMNS } from '#shared/research/sold-table';
import { SOLD_SAMPLE } from '#shared/research/research-samples.test-support';
import { LANGS } from '#shared/domain/lang';
import { formatMessage } from '#shared/messages/format-message';
import { SOLD_MATCH_HEADER_IDS, SOLD_RATIO_HEADER_IDS, reasonWords, soldExportTable } from './sold-headers';

const VIEW = SOLD_SAMPLE;

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
