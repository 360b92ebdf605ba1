// Runs the `aqar` CLI in-process with captured output, as a script would see it.
import { Readable } from 'node:stream';
import { readBounded } from '../../electron/cli/bounded-read';
import { runCli } from '../../electron/cli/main';
import type { Io } from '../../electron/cli/cli-context';

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
  const code = await runCli(args, io);
  return { code, out, err };
}
