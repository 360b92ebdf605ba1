// Runs the `aqar` CLI in-process with captured output, as a script would see it. It runs the compiled CLI
// (out/cli/main.js, the code `aqar` itself runs), which the test run's global setup rebuilds when a source changed
// since (build-cli.global.ts), so every CLI test proves the build as well as the sources.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { readBounded } from '../../electron/cli/bounded-read';
import type { Io } from '../../electron/cli/cli-context';
import type * as CliMain from '../../electron/cli/main';

export const BUILT_CLI = join(import.meta.dirname, '../../out/cli/main.js');

let built: Promise<typeof CliMain> | null = null;

/** The compiled CLI's module, loaded once per test file. */
export function builtCli(): Promise<typeof CliMain> {
  built ??= import(pathToFileURL(BUILT_CLI).href) as Promise<typeof CliMain>;
  return built;
}
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function aqar(args: string[], env: NodeJS.ProcessEnv = {}, stdin = ''): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (text) => void (out += text),
    err: (text) => void (err += `${text}\n`),
    env: { PATH: process.env.PATH, ...env },
    isTTY: false,
    // Read as the CLI reads a pipe, so its size limits are what a test meets.
    readStdin: (maxBytes, what) => readBounded(Readable.from([Buffer.from(stdin)]), maxBytes, what),
  };
  const code = await (await builtCli()).runCli(args, io);
  return { code, out, err };
}
