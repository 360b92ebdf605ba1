// A link the app will not open (not https) says why in a plain sentence, with the link to copy (issue 34: "(not
// opened: not a secure link)" read as dead text); an https one opens outside.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const prefs = {
  lang: 'en' as 'en' | 'ar',
  dataLang: 'interface' as const,
  theme: 'light' as const,
  areaUnit: 'sqft' as const,
};
vi.mock('../state/preferences-store', () => ({
  usePreferences: <T,>(select: (s: typeof prefs) => T) => select(prefs),
  // The data language follows the interface language here, as by default.
  dataLangIn: (s: typeof prefs) => s.lang,
}));

const { ExternalLink } = await import('./DetailParts');

describe('external links', () => {
  it('shows why an insecure link is not opened, in the broker’s language', () => {
    const html = renderToStaticMarkup(<ExternalLink url="http://plans.example/1.pdf">2D floor plan</ExternalLink>);
    expect(html).not.toContain('<a ');
    expect(html).toContain(
      'This link is not secure (http), so Aqar Lens does not open it. Copy it to open it yourself:',
    );
    expect(html).toContain('>http://plans.example/1.pdf</code>');
    expect(html).toContain('aria-label="Copy link"');
    prefs.lang = 'ar';
    expect(renderToStaticMarkup(<ExternalLink url="http://plans.example/1.pdf">x</ExternalLink>)).toContain(
      'هذا الرابط غير آمن (http)',
    );
    prefs.lang = 'en';
    expect(renderToStaticMarkup(<ExternalLink url="https://plans.example/1.pdf">x</ExternalLink>)).toContain(
      'href="https://plans.example/1.pdf"',
    );
  });
});
