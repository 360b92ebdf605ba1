// The page count read from a PDF's bytes counts page objects, not the page tree's nodes.
import { describe, expect, it } from 'vitest';
import { pdfPageCount } from './pdf-pages';

const pdf = (body: string): Uint8Array => new TextEncoder().encode(`%PDF-1.4\n${body}\n%%EOF`);

describe('pdfPageCount', () => {
  it('counts /Type /Page objects and not /Type /Pages', () => {
    const body = [
      '1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R 4 0 R] /Count 3 >> endobj',
      '2 0 obj << /Type /Page /Parent 1 0 R >> endobj',
      '3 0 obj <</Type/Page/Parent 1 0 R>> endobj',
      '4 0 obj << /Type  /Page\n/Parent 1 0 R >> endobj',
    ].join('\n');
    expect(pdfPageCount(pdf(body))).toBe(3);
  });

  it('says 0 for bytes that hold no page', () => {
    expect(pdfPageCount(pdf('1 0 obj << /Type /Catalog >> endobj'))).toBe(0);
  });
});
