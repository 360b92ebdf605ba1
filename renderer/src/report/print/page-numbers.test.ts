import { describe, expect, it } from 'vitest';
import { pageNumberContent, pageNumbersCss } from './page-numbers';

describe('page numbers of the printed report', () => {
  it('says the language’s whole sentence around the page counters, in the digits chosen', () => {
    expect(pageNumberContent('en', 'latn')).toBe('"Page " counter(page, decimal) " of " counter(pages, decimal)');
    expect(pageNumberContent('ar', 'arab')).toBe(
      '"الصفحة " counter(page, arabic-indic) " من " counter(pages, arabic-indic)',
    );
    expect(pageNumberContent('zh', 'latn')).toBe(
      '"第 " counter(page, decimal) " 页，共 " counter(pages, decimal) " 页"',
    );
  });

  it('stands at the footer’s end: bottom right, bottom left in Arabic', () => {
    expect(pageNumbersCss('en', 'latn')).toMatch(/^@page \{ @bottom-right \{ content: "Page "/);
    expect(pageNumbersCss('ar', 'arab')).toMatch(/^@page \{ @bottom-left \{ content: "الصفحة "[^}]*direction: rtl;/);
  });
});
