// Runs the `aqar` CLI in-process with captured output, as a script would see it.
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
    readStdin: async () => stdin,
  };
  const code = await runCli(args, io);
  return { code, out, err };
}
