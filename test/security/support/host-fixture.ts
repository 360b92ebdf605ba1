// A browser host over a real core (demo mode) in a temporary data folder, with a tiny built renderer, for the
// security suite. Timeouts can be shortened so that slow-client tests finish in seconds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, type Core, type CoreOptions } from '#core/create-core';
import type { Log } from '#core/log-line';
import { formatRef } from '#shared/messages/format-message';
import { startBrowserHost, type HostLimits, type RunningBrowserHost } from '../../../electron/browser-host/host';
import { makeTempDir } from '../../support/temp-dir';

export interface HostFixture {
  core: Core;
  host: RunningBrowserHost;
  dataDir: string;
  /** Lines the host and the core logged, in English. */
  logged: string[];
  /** `Host: 127.0.0.1:<port>` plus CRLF, for raw requests. */
  hostLine: string;
  close(): Promise<void>;
}

export async function startHostFixture(
  options: { limits?: Partial<HostLimits>; core?: Partial<CoreOptions> } = {},
): Promise<HostFixture> {
  const dir = makeTempDir('aqar-security-');
  const rendererDir = join(dir.path, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  const logged: string[] = [];
  const log: Log = (line) => void logged.push(formatRef('en', line));
  const core = await createCore({
    dataDir: join(dir.path, 'data'),
    host: 'test',
    version: 'test',
    log,
    ...options.core,
  });
  const host = await startBrowserHost({
    core,
    rendererDir,
    log,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return {
    core,
    host,
    dataDir: join(dir.path, 'data'),
    logged,
    hostLine: `Host: 127.0.0.1:${host.port}\r\n`,
    close: async () => {
      await host.close();
      await core.close();
      dir.remove();
    },
  };
}

/** Whether the host still answers a plain, valid API call. */
export async function hostIsUp(host: RunningBrowserHost): Promise<boolean> {
  const response = await fetch(`${host.origin}/api/invoke/app:info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-aqar-token': host.token },
    body: '{}',
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await response.json()) as { ok?: boolean };
  return response.status === 200 && body.ok === true;
}
