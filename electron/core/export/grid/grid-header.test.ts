// Every column of every grid export is headed in the workbook's language, with the unit in that language's words.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { CATALOGS } from './catalogs';
import { gridHeader, gridSheetName } from './grid-header';
import type { GridKind } from './grid-columns';

const LATIN_WORD = /[A-Za-z]{3,}/;

describe('grid export headers', () => {
  it('heads every catalog column in every language, no English left outside the English workbook', () => {
    for (const [kind, catalog] of Object.entries(CATALOGS)) {
      for (const column of catalog.columns) {
        expect(gridHeader(column.header, 'en', 'sqft')).not.toMatch(/[{}]/);
        for (const lang of LANGS.filter((l) => l !== 'en')) {
          const header = gridHeader(column.header, lang, 'sqm');
          // Currency codes stay as the interface writes them (AED in Russian and Chinese).
          expect(header.replaceAll('AED', ''), `${kind}.${column.id} in ${lang}`).not.toMatch(LATIN_WORD);
          expect(header).not.toContain('{unit}');
        }
      }
      expect(gridSheetName(kind as GridKind, 'ar')).not.toMatch(LATIN_WORD);
    }
  });

  it('writes the display unit in the language’s words', () => {
    expect(gridHeader('gridHeader.aedPerUnit', 'ar', 'sqft')).toBe('درهم لكل قدم²');
    expect(gridHeader('gridHeader.areaUnit', 'zh', 'sqm')).toBe('面积（平方米）');
    expect(gridHeader('gridHeader.areaUnit', 'en', 'sqm')).toBe('Area (m²)');
    expect(gridHeader('gridHeader.bedrooms0Studio', 'en', 'sqm')).toBe('Bedrooms (0 = studio)');
  });
});
