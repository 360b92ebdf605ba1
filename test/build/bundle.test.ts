// The built artifacts: the renderer bundle holds no Node built-in and no secret; the window's first script stays
// small (ag-grid, recharts and the other languages' fonts load later); the preload is sandbox-safe.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScriptBytes, firstScripts, staticClosure } from '../support/first-scripts';

const OUT = join(import.meta.dirname, '../../out');

function read(dir: string, ext: RegExp): string {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('renderer bundle', () => {
  const bundle = read(join(OUT, 'renderer'), /\.(js|html|css)$/);

  it('imports no Node built-in and never touches Node globals', () => {
    const nodeImport = new RegExp(
      `(from|import|require\\()\\s*\\(?["'](node:[a-z_/]+|${builtinModules.join('|')})["']`,
    );
    expect(bundle).not.toMatch(nodeImport);
    expect(bundle).not.toMatch(/\bipcRenderer\b/);
    expect(bundle).not.toMatch(/process\.env\.AQAR/);
  });

  it('contains no secret: no API key material or keychain access', () => {
    expect(bundle).not.toMatch(/x-gateway-key\s*[:=]\s*["'][^"']{8,}/i);
    expect(bundle).not.toMatch(/keytar|getPassword/);
    // The variable may be named in a sentence (a refusal tells a command-line user to set it), never read.
    expect(bundle).not.toMatch(/env\b[^;]{0,40}AQAR_API_KEY|\[\s*["'`]AQAR_API_KEY["'`]\s*\]/);
  });

  it('carries the strict CSP in its page', () => {
    expect(read(join(OUT, 'renderer'), /\.html$/)).toContain("script-src 'self'");
  });
});

describe("the window's first script", () => {
  const dir = join(OUT, 'renderer');
  const files = firstScripts(dir);
  const bytes = firstScriptBytes(dir);

  it('is at most 1.2 MB, minified, with every chunk it imports before it runs', () => {
    expect(bytes).toBeLessThanOrEqual(1.2e6);
    // Minified: no line runs as source does (an unminified bundle has hundreds of thousands of short lines).
    const entry = readFileSync(join(dir, files[0]!), 'utf8');
    expect(entry.split('\n').length).toBeLessThan(entry.length / 1000);
  });

  it('is one file and one style sheet: the page asks for no chunk before the form can run', () => {
    // Each further file costs a round of requests to the host (six at a time) before the entry may evaluate.
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(files).toHaveLength(1);
    expect(html).not.toContain('rel="modulepreload"');
    expect([...html.matchAll(/<link rel="stylesheet"/g)]).toHaveLength(1);
  });

  it('leaves ag-grid, recharts and the views that use them to load when they are opened', () => {
    const first = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(first).not.toContain('ag-root-wrapper');
    expect(first).not.toContain('recharts-surface');
    const all = read(dir, /\.js$/);
    expect(all).toContain('ag-root-wrapper');
    expect(all).toContain('recharts-surface');
  });

  it('leaves the Saved view and the Portfolios words to their views and the results toolbar', () => {
    const first = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    const all = read(dir, /\.js$/);
    // The Saved view's words are catalogue messages now, whose English comes with the first script (as every moved
    // view's does): its code stays in its own chunk. The Portfolios' words are in the catalogue now too.
    for (const text of ['saved-import-input']) {
      expect(first.includes(text), `the first script holds "${text}"`).toBe(false);
      expect(all.includes(text), `no chunk holds "${text}"`).toBe(true);
    }
  });

  it('holds the English messages parsed ahead of time, without their descriptions, and no other language', () => {
    // Parsing the top bar's six messages at start took 25 ms of the first frame; the parsed form takes 0.3 ms.
    const first = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    // A message with arguments ships parsed and compacted, without its text; a plain one as its text alone (its parsed
    // form would only repeat it). Each as JSON in one string, found through an index of ids (scripts/messages.mjs,
    // shippedCatalogue): the parser only scans the string, and a message is parsed when first worded.
    expect(first).toMatch(/JSON\.parse\(`\{"about\.app":0,/);
    expect(first).toContain('"details.pageOf":');
    expect(first).toContain('\u001e["Page ",["page"]," of ",["pages"]]\u001e');
    expect(first).not.toContain('Page {page} of {pages}');
    expect(first).toContain('"shell.appName":');
    expect(first).toContain('\u001e"Aqar Lens"\u001e');
    expect(first).not.toContain('Label of the top bar');
    expect(first).not.toContain('أبحاث سوق الإمارات');
    // Parsed ahead of time, so the formatter comes without the parser (only the pseudo-locale's chunk parses).
    expect(first).not.toContain('MALFORMED_ARGUMENT');
    const all = read(dir, /\.js$/);
    expect(all).toContain('أبحاث سوق الإمارات');
  });

  it("makes no number formatter as it loads: the number parser's signDisplay probe is answered by the build", () => {
    // The probe's German formatter was the window's first use of Intl, which starts ICU (scripts/intl-number-probe.mjs).
    const first = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(first).toContain('NumberParser cannot handle percentages');
    expect(first).not.toContain('de-DE');
  });

  it('leaves the results’ code (the grid, its toolbar and buttons) in two scripts, fetched in one round', () => {
    // A first search sent while they load waits behind them for one of the host's six connections: thirty small
    // chunks made its request wait about half a second.
    const scripts = readdirSync(join(dir, 'assets')).filter((f) => /^(DataGrid|results)-[\w-]+\.js$/.test(f));
    expect(scripts.map((f) => f.replace(/-[\w-]+\.js$/, '')).sort()).toEqual(['DataGrid', 'results']);
    const first = new Set(files);
    const fetched = new Set(scripts.flatMap((f) => staticClosure(dir, `assets/${f}`)).filter((f) => !first.has(f)));
    expect([...fetched].sort()).toEqual(scripts.map((f) => `assets/${f}`).sort());
  });

  it("carries no font face in its style sheets: each language's load when it is chosen", () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"/g)].map((m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(readFileSync(join(dir, sheet), 'utf8')).not.toContain('@font-face');
  });
});

describe("the core's worker", () => {
  // A worker is started for a search's normalising, an analysis or a read of the store far more often than for a
  // workbook: exceljs, 120 of the 250 ms a worker took to start, is loaded by the first workbook written.
  it.each(['main/worker.js', 'cli/worker.js'])('%s imports exceljs only when a workbook is written', (file) => {
    const worker = readFileSync(join(OUT, file), 'utf8');
    expect(worker).not.toMatch(/^import[^;]*from\s*["']exceljs["']/m);
    expect(worker).toMatch(/import\(\s*["']exceljs["']\s*\)/);
  });
});

describe('preload bundle', () => {
  it('is CommonJS and requires nothing but electron (sandboxed preloads can load nothing else)', () => {
    const preload = read(join(OUT, 'preload'), /\.cjs$/);
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });
});
