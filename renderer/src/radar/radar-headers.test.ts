import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { PURPOSES } from '#shared/data-service/params';
import { radarColumns } from '#shared/research/radar-table';
import { RADAR_SAMPLE } from '#shared/research/research-samples.test-support';
import { formatMessage } from '#shared/messages/format-message';
import { RADAR_HEADER_IDS, headerIdOf, localizedRadarColumns, radarExportTable, radarHeader } from './radar-headers';

const VIEW = RADAR_SAMPLE;

describe('the radar’s headers', () => {
  it('name every column of the one definition, for sales and rents, in all four languages', () => {
    for (const purpose of PURPOSES) {
      for (const c of radarColumns(purpose)) {
        const id = headerIdOf(c.id, purpose);
        for (const lang of LANGS) expect(radarHeader(c.id, purpose, lang, 'sqft').trim(), `${lang} ${id}`).not.toBe('');
      }
    }
    // No header words are left that no column uses.
    const used = new Set(PURPOSES.flatMap((p) => radarColumns(p).map((c) => headerIdOf(c.id, p))));
    expect([...RADAR_HEADER_IDS].filter((id) => !used.has(id))).toEqual([]);
  });

  it('says the display unit in every area header, and differs from English in the other languages', () => {
    for (const lang of LANGS) {
      expect(radarHeader('area', 'for-sale', lang, 'sqm')).not.toContain('{unit}');
      expect(radarHeader('transacted', 'for-rent', lang, 'sqft')).not.toContain('{unit}');
      if (lang !== 'en')
        expect(radarHeader('score', 'for-sale', lang, 'sqft')).not.toBe(radarHeader('score', 'for-sale', 'en', 'sqft'));
    }
    expect(radarHeader('area', 'for-sale', 'en', 'sqm')).toBe('Area (m²)');
  });

  it('keeps the definition’s ids, kinds and order in the window’s table', () => {
    for (const purpose of PURPOSES) {
      const shared = radarColumns(purpose).map((c) => [c.id, c.kind]);
      expect(localizedRadarColumns(purpose, 'ar', 'sqm').map((c) => [c.id, c.kind])).toEqual(shared);
    }
  });
});

describe('the radar’s export', () => {
  it('holds the definition’s cells under the window’s headers, with the rules and weights as notes', () => {
    const table = radarExportTable(VIEW, 'ar', 'sqft');
    const sheet = table.sheets[0]!;
    expect(sheet.columns.map((c) => c.id)).toEqual(radarColumns('for-sale').map((c) => c.id));
    expect(sheet.columns[0]!.header).toBe('النتيجة (من 100)');
    expect(sheet.rows[0]![0]).toBe(55.2);
    expect(table.notes).toEqual(expect.arrayContaining(['Days rule.', 'Score rule.', 'A warning.']));
    expect(table.notes.some((n) => n.startsWith('Weights: ') && n.includes('3'))).toBe(true);
    expect(table.parameters.find((p) => p.name === formatMessage('ar', 'radarView.weights'))?.value).toContain(
      'حجم الوكالة 0',
    );
    expect(table.fileName).not.toMatch(/[/\\:*?"<>|]/);
  });
});
