// A stand-in for the renderer's printable report, for the printing tests only: a page at the print route that reads
// the query from `#/print/cma?r=…`, computes the report through browser mode's API with the session token (as the
// real page does), writes the subject's place, the central estimate, the number of comparables and the disclaimer in
// the language and digits asked, over two pages under two headings (the outline's entries), and says it is drawn
// (or why it failed) as PRINT_READY asks. It proves the printing machinery whatever the real document draws.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '#shared/words/plural';
import { DISCLAIMER_PHRASES } from './report-document-words';
import { makeTempDir, type TempDir } from './temp-dir';

const INDEX = `<!doctype html>
<html>
<head>
<meta charset="utf-8" />
<title>Report stand-in</title>
<style>
  @page { size: A4; }
  body { font-family: 'Noto Sans', 'Noto Sans Arabic', sans-serif; font-size: 14pt; }
  .next { break-before: page; }
</style>
</head>
<body><main id="doc"></main><script type="module" src="/stand-in.js"></script></body>
</html>
`;

const SCRIPT = (behaviour: 'draw' | 'fail' | 'hang') => `
const DISCLAIMER = ${JSON.stringify(DISCLAIMER_PHRASES)};
const LOCALES = ${JSON.stringify(LOCALES)};
const html = document.documentElement;
const failed = (why) => { document.body.textContent = why; html.dataset.printReady = 'failed'; };
try {
  const search = location.hash.slice(1).split('?')[1] ?? '';
  const r = new URLSearchParams(search).get('r');
  const bytes = Uint8Array.from(atob(r.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const route = JSON.parse(new TextDecoder().decode(bytes));
  if (${JSON.stringify(behaviour)} === 'fail') failed('Nothing is stored for this place, so the report has no evidence.');
  else if (${JSON.stringify(behaviour)} === 'draw') {
    const token = document.querySelector('meta[name="aqar-token"]').content;
    const answer = await fetch('/api/invoke/report:cma', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aqar-token': token },
      body: JSON.stringify(route.query),
    }).then((r) => r.json());
    if (!answer.ok) failed(answer.error.message);
    else if (!answer.value.estimate) failed('No estimate: too few comparables.');
    else {
      const report = answer.value;
      const number = new Intl.NumberFormat(LOCALES[route.lang] + '-u-nu-' + route.numerals, { maximumFractionDigits: 0 });
      html.lang = route.lang;
      html.dir = route.lang === 'ar' ? 'rtl' : 'ltr';
      const line = (text, next, heading) => {
        const p = document.createElement(heading ?? 'p');
        p.textContent = text;
        if (next) p.className = 'next';
        document.getElementById('doc').append(p);
      };
      line(report.subject.place.name, false, 'h1');
      line('AED ' + number.format(report.estimate.central));
      line('n = ' + number.format(report.estimate.n));
      line(DISCLAIMER[route.lang], true, 'h2');
      await document.fonts.ready;
      html.dataset.printReady = 'done';
    }
  }
} catch (error) {
  failed(String(error));
}
`;

/** A renderer folder serving the stand-in page; `fail` draws nothing and says why, `hang` never says it is drawn. */
export function standInRenderer(behaviour: 'draw' | 'fail' | 'hang' = 'draw'): TempDir {
  const dir = makeTempDir('aqar-print-stand-in-');
  writeFileSync(join(dir.path, 'index.html'), INDEX);
  writeFileSync(join(dir.path, 'stand-in.js'), SCRIPT(behaviour));
  return dir;
}
