// Column widths from the interface language: a header's longest word and a code's longest label start whole.
import { describe, expect, it } from 'vitest';
import { dataLangFor, LANGS } from '#shared/domain/lang';
import { headerMinWidth, labelWidth, textWidth, unbreakable } from './fit';
import { GRID_KINDS, columnsFor } from './index';

describe('column fit', () => {
  it('keeps Chinese words and bracketed units whole, and splits other headers at spaces', () => {
    expect(unbreakable('面积（平方英尺）')).toEqual(['面积', '（平方英尺）']);
    expect(unbreakable('Площадь (фт²)')).toEqual(['Площадь', '(фт²)']);
    expect(unbreakable('غرف النوم')).toEqual(['غرف', 'النوم']);
  });

  it('estimates Russian and Chinese as wider than English of the same length', () => {
    expect(textWidth('Спальни')).toBeGreaterThan(textWidth('Bedroom') - 1);
    expect(textWidth('面积面积')).toBeGreaterThan(textWidth('Area'));
    expect(headerMinWidth('Спальни')).toBeGreaterThan(64);
    expect(labelWidth(['Участок смешанного назначения'])).toBe(200);
  });

  it('starts every column at least as wide as its header needs, in every language', () => {
    for (const lang of LANGS) {
      const ctx = { lang, dataLang: dataLangFor(lang), areaUnit: 'sqft' as const };
      for (const kind of GRID_KINDS) {
        for (const col of columnsFor(kind, ctx)) {
          const need = headerMinWidth(col.headerName ?? '');
          expect(col.minWidth, `${lang} ${kind} ${col.colId}`).toBeGreaterThanOrEqual(need);
          expect(col.initialWidth, `${lang} ${kind} ${col.colId}`).toBeGreaterThanOrEqual(col.minWidth ?? 0);
        }
      }
    }
  });

  it('starts the bedrooms column wide enough for "Studio" in Russian', () => {
    const ctx = { lang: 'ru' as const, dataLang: 'ru' as const, areaUnit: 'sqft' as const };
    const rooms = columnsFor('listings', ctx).find((c) => c.colId === 'rooms');
    expect(rooms?.initialWidth).toBeGreaterThanOrEqual(labelWidth(['Студия']));
  });
});
