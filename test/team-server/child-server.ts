// The team server as its operator runs it: `team-server/main.ts` in a child process (loaded through tsx, as `npm
// run team-server` does), for the tests that kill it, stop it with a signal or read its command line's output.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
// tsx as a loader in this very process (its `tsx` command runs the script in a child of its own, which a SIGKILL
// of the parent would leave running).
const NODE_ARGS = ['--import', 'tsx'];
const MAIN = join(ROOT, 'team-server/main.ts');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Every line it printed so far (standard output and error). */
  lines: string[];
  exited: Promise<number | null>;
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an admin command to its end. */
export function runTeamCommand(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  const child = spawn(process.execPath, [...NODE_ARGS, MAIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    }),
  );
}

/**
 * Starts `serve` and resolves once it logged where it listens (or rejects with what it printed). `compiled` runs
 * the bundle `npm run build:team-server` makes instead of the sources.
 */
export async function startChildServer(args: string[], compiled?: string): Promise<ChildServer> {
  const argv = compiled ? [compiled, ...args] : [...NODE_ARGS, MAIN, ...args];
  const child = spawn(process.execPath, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${lines.join('\n')}`)), 60_000);
    const collect = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const match = /"msg":"team server listening","url":"([^"]+)"/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${lines.join('\n')}`));
    });
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return { url, child, lines, exited };
}
