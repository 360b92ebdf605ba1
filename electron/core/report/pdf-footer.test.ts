// The footer every printed page carries: the title and the broker's line escaped (a place named with < or & must not
// become markup), "page X of Y" as the language's whole sentence around the spans Chromium fills, and Arabic right
// to left.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { REPORT_PRINT_WORDS } from '#shared/words/report-print-words';
import { footerTemplate } from './pdf-footer';

describe('footerTemplate', () => {
  it('escapes the title and the brand', () => {
    const html = footerTemplate({ title: 'Marina <Gate> & "Co"', brand: "O'Neil Realty", lang: 'en' });
    expect(html).toContain(
      '<bdi dir="auto">Marina &lt;Gate&gt; &amp; &quot;Co&quot;</bdi> · <bdi dir="auto">O&#39;Neil Realty</bdi>',
    );
    expect(html).not.toContain('<Gate>');
  });

  it('puts the page number and the page count where each language says them', () => {
    for (const lang of LANGS) {
      const html = footerTemplate({ title: 'T', brand: null, lang });
      const [before, after] = REPORT_PRINT_WORDS[lang].pageOf.split('{page}');
      expect(html).toContain(`${before}<span class="pageNumber"></span>`);
      expect(html).toContain(after!.replace('{pages}', '<span class="totalPages"></span>'));
    }
  });

  it('runs right to left in Arabic only, and leaves out a brand that is not known', () => {
    expect(footerTemplate({ title: 'T', brand: null, lang: 'ar' })).toContain('dir="rtl"');
    expect(footerTemplate({ title: 'T', brand: null, lang: 'ru' })).toContain('dir="ltr"');
    expect(footerTemplate({ title: 'T', brand: null, lang: 'en' })).not.toContain(' · ');
  });
});
