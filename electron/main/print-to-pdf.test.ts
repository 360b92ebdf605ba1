// The app's printer, with a stand-in Electron: a hidden, hardened window loads the print route, printToPDF is asked
// for A4 with the footer, the outline and tags once the page says it is drawn, the PDF lands in the file given, and
// the window is destroyed whatever happens; a page that failed says why and nothing is written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../../test/support/temp-dir';

const windows: FakeWindow[] = [];
let pageState: string | null = 'done';
class FakeWindow extends EventEmitter {
  destroyed = false;
  loaded = '';
  printOptions: Record<string, unknown> | null = null;
  scripts: string[] = [];
  readonly webContents = Object.assign(new EventEmitter(), {
    setWindowOpenHandler: vi.fn(),
    executeJavaScript: async (code: string) => {
      this.scripts.push(code);
      return code.includes('innerText') ? 'No evidence   for this place.' : pageState;
    },
    printToPDF: async (options: Record<string, unknown>) => {
      this.printOptions = options;
      return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Type /Page >> endobj\n%%EOF');
    },
  });
  constructor(readonly options: { show: boolean; webPreferences: Record<string, unknown> }) {
    super();
    windows.push(this);
  }
  async loadURL(url: string): Promise<void> {
    this.loaded = url;
  }
  destroy(): void {
    this.destroyed = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}
vi.mock('electron', () => ({ BrowserWindow: FakeWindow }));

const { electronPrintSite } = await import('./print-to-pdf');
const dir = makeTempDir('aqar-electron-pdf-');
afterAll(() => dir.remove());
const site = electronPrintSite('/app/preload.cjs', { url: 'app://aqar/index.html', origin: 'app://aqar' });
const OPTIONS = { title: 'Comparative market analysis — JVC', brand: null, lang: 'en' as const, timeoutMs: 2000 };

describe('the Electron report printer', () => {
  it('prints the route from a hidden, sandboxed window once the page is drawn', async () => {
    const url = site.urlOf('/print/cma?r=abc');
    expect(url).toBe('app://aqar/index.html#/print/cma?r=abc');
    const file = join(dir.path, 'a.pdf');
    expect(await site.printer.print(url, file, OPTIONS)).toEqual({ pages: 2, bytes: readFileSync(file).byteLength });
    const window = windows.at(-1)!;
    expect(window.options.show).toBe(false);
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(window.loaded).toBe(url);
    expect(window.printOptions).toMatchObject({
      pageSize: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      generateDocumentOutline: true,
      generateTaggedPDF: true,
    });
    expect(String(window.printOptions!.footerTemplate)).toContain('Comparative market analysis — JVC');
    expect(window.scripts).toContain('document.title = "Comparative market analysis — JVC"');
    expect(window.destroyed).toBe(true);
  });

  it('says why a page could not draw the report, writes nothing, and closes the window', async () => {
    pageState = 'failed';
    const file = join(dir.path, 'b.pdf');
    await expect(site.printer.print('app://aqar/index.html#/print/cma?r=x', file, OPTIONS)).rejects.toThrow(
      'The report could not be drawn, so nothing was printed: No evidence for this place.',
    );
    expect(existsSync(file)).toBe(false);
    expect(windows.at(-1)!.destroyed).toBe(true);
    pageState = 'done';
  });
});
