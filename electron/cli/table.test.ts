// Terminal tables of a right-to-left language: the isolates the formatter sets around each argument take no room in a
// column, and a cell cut short keeps its isolates paired (the terminal guard shows a lone one as `\u2068`).
import { describe, expect, it } from 'vitest';
import { sayIn } from '#shared/messages/say-in';
import { renderColumns, renderTable } from './table';

const FSI = '\u2068';
const PDI = '\u2069';

describe('terminal tables', () => {
  it('aligns columns by what shows, not counting isolates', () => {
    const text = renderColumns(
      sayIn('ar'),
      ['على', 'الكاتب'],
      [
        [`الوكالة ${FSI}100559${PDI} (${FSI}Onyx${PDI})`, 'أنت'],
        [`الإعلان ${FSI}123${PDI}`, 'أنت'],
      ],
    );
    const [, , first, second] = text.split('\n');
    const shown = (line: string) => line.replace(/[\u2066-\u2069]/g, '');
    expect(shown(first!).indexOf('أنت')).toBe(shown(second!).indexOf('أنت'));
  });

  it('closes an isolate a cut falls inside, and cuts English as before', () => {
    const cell = `${FSI}market trends --location "Dubai Marina" --purpose for-sale${PDI} (كل موقع على حدة)`;
    const text = renderTable(sayIn('ar'), [{ search: cell }], 7, 20);
    const row = text.split('\n')[2]!;
    // 19 characters shown and the ellipsis: the isolate opened before the cut closed after it.
    expect(row).toBe(`${FSI}market trends --loc${PDI}…`);
    expect(row).not.toContain('\\u2068');
    expect(renderTable(sayIn('en'), [{ name: 'Lantern Compass Real Estate Brokers' }], 7, 10).split('\n')[2]).toBe(
      'Lantern C…',
    );
  });

  it('gives the marks of an Arabic figure no room, so its column lines up', () => {
    const text = renderColumns(
      sayIn('ar'),
      ['العائد', 'البيع'],
      [
        ['6.6\u200e%\u200e', '355'],
        ['\u200e-0.4\u200e%\u200e', '33'],
        ['12', '91'],
      ],
    );
    const shown = (line: string) => line.replace(/[\u200e\u2066-\u2069]/g, '');
    const [, , ...rows] = text.trimEnd().split('\n');
    expect(new Set(rows.map((row) => shown(row).search(/\d+$/))).size).toBe(1);
  });

  it('says a table has no rows in the command’s language, English as before', () => {
    expect(renderTable(sayIn('en'), [])).toBe('(no results)\n');
    expect(renderColumns(sayIn('en'), ['a'], [])).toBe('(no results)\n');
    expect(renderTable(sayIn('ar'), [])).toBe('(لا نتائج)\n');
    expect(renderColumns(sayIn('hi'), ['a'], [])).toBe('(कोई परिणाम नहीं)\n');
    expect(renderColumns(sayIn('zh'), ['a'], [])).toBe('（无结果）\n');
  });
});
