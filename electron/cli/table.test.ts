// Terminal tables of a right-to-left language: the isolates the formatter sets around each argument take no room in a
// column, and a cell cut short keeps its isolates paired (the terminal guard shows a lone one as `\u2068`).
import { describe, expect, it } from 'vitest';
import { renderColumns, renderTable } from './table';

const FSI = '\u2068';
const PDI = '\u2069';

describe('terminal tables', () => {
  it('aligns columns by what shows, not counting isolates', () => {
    const text = renderColumns(
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
    const text = renderTable([{ search: cell }], 7, 20);
    const row = text.split('\n')[2]!;
    // 19 characters shown and the ellipsis: the isolate opened before the cut closed after it.
    expect(row).toBe(`${FSI}market trends --loc${PDI}…`);
    expect(row).not.toContain('\\u2068');
    expect(renderTable([{ name: 'Lantern Compass Real Estate Brokers' }], 7, 10).split('\n')[2]).toBe('Lantern C…');
  });
});
