// A worded sentence drawn with its isolates as <bdi> elements: the same isolation by the layout, no isolate character
// left in the text (Chromium's PDF text layer lost the letter beside one), nested isolates nested.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '#shared/messages/format-message';
import { Said } from './Said';

const html = (text: string) => renderToStaticMarkup(<Said text={text} />);

describe('Said', () => {
  it('draws a sentence without isolates as its text', () => {
    expect(html('Jumeirah Village Circle · 1 bed')).toBe('Jumeirah Village Circle · 1 bed');
  });

  it('draws each isolate of an Arabic sentence as a <bdi> of its direction', () => {
    const text = formatMessage('ar', 'reportView.print.recent', { place: 'Dubai Marina' });
    expect(text).toContain('\u2068Dubai Marina\u2069');
    const markup = html(text);
    expect(markup).toContain('<bdi dir="auto">Dubai Marina</bdi>');
    expect(markup).not.toMatch(/[\u2066-\u2069]/);
  });

  it('nests an isolate of a fixed direction inside another, and closes one left open', () => {
    expect(html('BRN \u2068\u2066123\u2069\u2069 x \u2067open')).toBe(
      'BRN <bdi dir="auto"><bdi dir="ltr">123</bdi></bdi> x <bdi dir="rtl">open</bdi>',
    );
  });
});
