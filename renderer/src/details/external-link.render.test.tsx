// A link the app will not open (not https) says why beside it, not only in a tooltip; an https one opens outside.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const prefs = { lang: 'en' as 'en' | 'ar', theme: 'light' as const, areaUnit: 'sqft' as const };
vi.mock('../state/preferences-store', () => ({
  usePreferences: <T,>(select: (s: typeof prefs) => T) => select(prefs),
}));

const { ExternalLink } = await import('./DetailParts');

describe('external links', () => {
  it('shows why an insecure link is not opened, in the broker’s language', () => {
    const html = renderToStaticMarkup(<ExternalLink url="http://plans.example/1.pdf">2D floor plan</ExternalLink>);
    expect(html).not.toContain('<a ');
    expect(html).toContain('2D floor plan <span class="dt-link-note">(not opened: not a secure link)</span>');
    prefs.lang = 'ar';
    expect(renderToStaticMarkup(<ExternalLink url="http://plans.example/1.pdf">x</ExternalLink>)).toContain(
      'لا يُفتح: رابط غير آمن',
    );
    prefs.lang = 'en';
    expect(renderToStaticMarkup(<ExternalLink url="https://plans.example/1.pdf">x</ExternalLink>)).toContain(
      'href="https://plans.example/1.pdf"',
    );
  });
});
