// Starts the built browser-mode host as a child process with its own data folder; it stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../../support/temp-dir';

export interface AppHost {
  url: string;
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');
export const HOST_ENTRY = join(ROOT, 'out/main/browser-host.js');

/** `dataDir`: start on an existing data folder (a restart), which stop() then leaves in place. */
export async function startAppHost(
  extraArgs: string[] = [],
  prepare?: (dataDir: string) => void,
  options: { dataDir?: string } = {},
): Promise<AppHost> {
  if (!existsSync(HOST_ENTRY))
    throw new Error(`${HOST_ENTRY} is missing: run \`npm run build\` before the end-to-end tests.`);
  const dir = options.dataDir ? { path: options.dataDir, remove: () => {} } : makeTempDir('aqar-e2e-');
  prepare?.(dir.path);
  const child: ChildProcess = spawn(
    process.execPath,
    [HOST_ENTRY, '--port', '0', '--data-dir', dir.path, '--max-lifetime', '600', ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`host did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`host exited with ${code}: ${out}`)));
  });
  return {
    url,
    origin: new URL(url).origin,
    dataDir: dir.path,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      dir.remove();
    },
  };
}
