import { describe, expect, it } from 'vitest';
import { columnWidths, uniqueSheetNames } from './workbook-plan';
import { publicBaseUrl } from './about-sheet';
import { suggestedFileName } from './destination';

describe('workbook plans', () => {
  it('makes sheet names Excel accepts: short, without reserved characters, unique', () => {
    expect(
      uniqueSheetNames([
        'About',
        'Marina Gate [Tower 1]: 2/3 beds?',
        'about',
        'History',
        'x'.repeat(40),
        'x'.repeat(40),
        "'quoted'",
      ]),
    ).toEqual([
      'About',
      'Marina Gate Tower 1 2 3 beds',
      'about (2)',
      'History sheet',
      `${'x'.repeat(30)}…`,
      `${'x'.repeat(26)}… (2)`,
      'quoted',
    ]);
  });

  it('cuts a long name between words, and says it was cut', () => {
    expect(uniqueSheetNames(['Monthly medians and volume · Dubai Marina'])).toEqual(['Monthly medians and volume…']);
    expect(uniqueSheetNames(['Elegant 1 Bedroom Apartment | Below Market Price'])).toEqual([
      'Elegant 1 Bedroom Apartment…',
    ]);
  });

  it('sizes columns from the hint, else the header and the first values, within bounds', () => {
    const widths = columnWidths(
      [
        { id: 'a', header: 'Title', kind: 'text' },
        { id: 'b', header: 'Price', kind: 'aed' },
        { id: 'c', header: 'Note', kind: 'text', width: 50 },
        { id: 'd', header: '中文标题', kind: 'text' },
      ],
      [['A rather long listing title of forty chars', 1, 'x', '北京北京北京北京北京北京北京北京']],
    );
    expect(widths).toEqual([44, 15, 50, 34]);
  });

  it('never shows credentials, a query or a fragment of a base URL', () => {
    expect(publicBaseUrl('https://user:secret@gw.example.com/v2/?key=sk-123#x')).toBe('https://gw.example.com/v2/');
    expect(publicBaseUrl('https://gw.example.com')).toBe('https://gw.example.com');
    expect(publicBaseUrl('not a url')).toBe('(not a valid URL)');
  });

  it('suggests file names without folders or reserved characters', () => {
    expect(suggestedFileName('Listings: Dubai / Marina?', 'xlsx', new Date('2024-05-06T00:00:00Z'))).toBe(
      'Listings Dubai Marina 2024-05-06.xlsx',
    );
    // Named by the UAE day, as its About sheet dates it: 22:30 UTC on the 6th is 02:30 on the 7th in Dubai.
    expect(suggestedFileName('Listings', 'csv', new Date('2024-05-06T22:30:00Z'))).toBe('Listings 2024-05-07.csv');
  });
});
