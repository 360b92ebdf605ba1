// How many pages a PDF holds, read from its bytes: every page object says `/Type /Page` (the page tree's nodes say
// `/Pages`). Chromium writes page objects uncompressed, so reading them needs no PDF library.
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
