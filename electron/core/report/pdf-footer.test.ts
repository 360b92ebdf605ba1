// The footer every printed page carries: the title and the broker's line escaped (a place named with < or & must not
// become markup), no page number (the page draws it, in the broker's digits), and Arabic right to left.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { messageTemplate } from '#shared/messages/catalogue';
import '#shared/messages/messages';
import { footerTemplate } from './pdf-footer';

describe('footerTemplate', () => {
  it('escapes the title and the brand', () => {
    const html = footerTemplate({ title: 'Marina <Gate> & "Co"', brand: "O'Neil Realty", lang: 'en' });
    expect(html).toContain(
      '<bdi dir="auto">Marina &lt;Gate&gt; &amp; &quot;Co&quot;</bdi> · <bdi dir="auto">O&#39;Neil Realty</bdi>',
    );
    expect(html).not.toContain('<Gate>');
  });

  it('leaves the page number to the page, which draws it in the digits asked', () => {
    for (const lang of LANGS) {
      const html = footerTemplate({ title: 'T', brand: null, lang });
      expect(html).not.toContain('pageNumber');
      expect(html).not.toContain(messageTemplate(lang, 'reportPrint.pageOf').split('{page}')[0]!.trim() || '{page}');
    }
  });

  it('runs right to left in Arabic only, and leaves out a brand that is not known', () => {
    expect(footerTemplate({ title: 'T', brand: null, lang: 'ar' })).toContain('dir="rtl"');
    expect(footerTemplate({ title: 'T', brand: null, lang: 'ru' })).toContain('dir="ltr"');
    expect(footerTemplate({ title: 'T', brand: null, lang: 'en' })).not.toContain(' · ');
  });
});
