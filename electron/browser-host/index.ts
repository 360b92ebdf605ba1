// Browser-mode entry: the real core and the built renderer, served on 127.0.0.1 with a per-launch token.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createCore } from '#core/create-core';
import { defaultDataDir } from '#core/paths';
import { ChromiumPrinter, chromiumPath } from '#core/report/pdf-chromium';
import { AppFailure } from '#shared/errors';
import { parseHostFlags } from './flags';
import { startBrowserHost } from './host';
import { browserPrintSite } from './print-site';

function packageRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

async function main(): Promise<void> {
  const flags = parseHostFlags(process.argv.slice(2));
  const root = packageRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const core = await createCore({
    dataDir: flags['data-dir'] ?? defaultDataDir(),
    host: 'browser',
    version,
    probeKeychainAtStart: true,
    settings: {
      ...(flags.source ? { source: flags.source } : {}),
      ...(flags['base-url'] ? { connection: { baseUrl: flags['base-url'] } } : {}),
    },
  });
  const rendererDir = resolve(flags['renderer-dir'] ?? join(root, 'out/renderer'));
  const host = await startBrowserHost({ core, rendererDir, port: flags.port }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`Port ${flags.port} is in use; choosing a free port instead.`);
    return startBrowserHost({ core, rendererDir, port: 0 });
  });
  // The client report prints through the system Chromium, loading the print route from this very host.
  core.services.reportPdf.useSite(browserPrintSite(host, new ChromiumPrinter(chromiumPath(process.env))));
  console.log(`Aqar Lens (browser mode) is running. Open:\n  ${host.url}`);
  const stop = (): void => {
    void host
      .close()
      .then(() => core.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (flags['max-lifetime']) setTimeout(stop, flags['max-lifetime'] * 1000).unref();
}

// One line a person can act on, never a stack: a usage mistake or a bad setting (a data folder that is a file) exits
// 2, anything else (a disk that is full) 1.
main().catch((error: unknown) => {
  if (error instanceof AppFailure) {
    console.error(error.message);
    process.exit(2);
  }
  const why = error instanceof Error ? error.message : String(error);
  console.error(`Aqar Lens could not start browser mode: ${why.split('\n')[0]}`);
  process.exit(1);
});
