// Builds the grid benchmark page with Vite (production mode), serves it on 127.0.0.1 and opens Debian's Chromium
// on it through playwright-core. Used by the grid benchmark and by the screenshot script.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '#core/report/chromium-args';
import { makeTempDir } from '../../test/support/temp-dir';

const PAGE_ROOT = resolve(import.meta.dirname, 'page');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface BenchPage {
  /** Base URL of the page, e.g. http://127.0.0.1:40123/ */
  url: string;
  browser: Browser;
  /** Stops the browser and the server and removes the build. */
  close(): Promise<void>;
}

/** Production build of bench/grid/page into a fresh temporary folder. */
export async function buildPage(outDir: string): Promise<void> {
  await build({
    root: PAGE_ROOT,
    configFile: false,
    envDir: false,
    mode: 'production',
    logLevel: 'warn',
    base: './',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
}

function serve(dir: string): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
        let file = normalize(join(root, path));
        if (file !== root && !file.startsWith(root + sep)) throw new Error('outside');
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

export async function openBenchPage(): Promise<BenchPage> {
  const dir = makeTempDir('aqar-grid-bench-');
  let server: Server | null = null;
  let browser: Browser | null = null;
  try {
    await buildPage(dir.path);
    server = await serve(dir.path);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  } catch (error) {
    await browser?.close();
    server?.close();
    dir.remove();
    throw error;
  }
  const runningServer = server;
  const runningBrowser = browser;
  const { port } = runningServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    browser: runningBrowser,
    close: async () => {
      await runningBrowser.close();
      runningServer.closeAllConnections();
      await new Promise<void>((done) => runningServer.close(() => done()));
      dir.remove();
    },
  };
}
