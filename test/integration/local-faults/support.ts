// Real local faults for the fault tests: a small tmpfs (full, or remounted read-only), the `aqar` command run as an
// unprivileged user (so file modes bind it), a second process holding a database in `BEGIN EXCLUSIVE`, and the
// request log as the workspace (and its journal) holds it, to count against what the demo server received.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { fallbackJournalDir } from '#core/store/workspace/request-journal';

export const ROOT = join(import.meta.dirname, '../../..');

export interface Mount {
  path: string;
  /** Remounts the file system read-only (true) or writable again (false). */
  readOnly(on: boolean): void;
  /** Fills the file system to leave about `leftBytes` free; returns a function that frees it again. */
  fill(leftBytes: number): () => void;
  free(): number;
  unmount(): void;
}

/** Why mounts are impossible here (not root, no mount permission), or null when they work. */
export function mountUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'the test runs as a user that cannot mount a file system (not root)';
  const probe = mkdtempSync(join(tmpdir(), 'aqar-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `mount -t tmpfs is not permitted here (${String((error as Error).message).split('\n')[0]})`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Skips with a printed reason where the test cannot mount (vitest's skipIf prints the test as skipped). */
export function skipReason(needs: { mount?: boolean; setpriv?: boolean }): string | null {
  const mount = needs.mount ? mountUnavailable() : null;
  if (mount) return mount;
  if (needs.setpriv) {
    if (process.getuid?.() !== 0) return 'the test needs root to run aqar as the unprivileged user nobody';
    try {
      execFileSync('setpriv', ['--version'], { stdio: 'pipe' });
    } catch {
      return 'setpriv (util-linux) is not installed';
    }
    // The user nobody runs this checkout's aqar: a checkout inside a folder only root may enter (a mktemp -d clone)
    // cannot be run as nobody, whatever the test would show.
    try {
      execFileSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', 'test', '-r', CLI], {
        stdio: 'pipe',
      });
    } catch {
      return `the user nobody cannot read ${CLI} (a folder above the checkout is closed to other users)`;
    }
  }
  return null;
}

const CLI = join(ROOT, 'bin/aqar.mjs');

export function mountTmpfs(sizeBytes: number): Mount {
  const path = mkdtempSync(join(tmpdir(), 'aqar-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0777`, 'tmpfs', path]);
  const free = (): number => {
    const out = execFileSync('df', ['--output=avail', '-B1', path], { encoding: 'utf8' });
    return Number(out.trim().split('\n').at(-1));
  };
  return {
    path,
    readOnly: (on) => void execFileSync('mount', ['-o', `remount,${on ? 'ro' : 'rw'}`, path]),
    free,
    fill: (leftBytes) => {
      const filler = join(path, `filler-${Date.now()}`);
      // A process writing there meanwhile takes some of what df said was free: measure again and retry.
      for (let attempt = 0; ; attempt++) {
        const size = Math.max(0, free() - leftBytes);
        try {
          execFileSync('fallocate', ['-l', String(size), filler], { stdio: 'pipe' });
          break;
        } catch (error) {
          rmSync(filler, { force: true });
          if (attempt === 20) throw error;
        }
      }
      return () => rmSync(filler, { force: true });
    },
    unmount: () => {
      // A data folder here that could not be written sent its request journal to temp: that goes with it.
      for (const name of readdirSync(path))
        rmSync(fallbackJournalDir(join(path, name)), { recursive: true, force: true });
      try {
        execFileSync('umount', [path], { stdio: 'pipe' });
      } finally {
        rmSync(path, { recursive: true, force: true });
      }
    },
  };
}

/** A folder an unprivileged user owns (nobody:nogroup), for a data folder whose file modes then bind. */
export function nobodyFolder(parent: string, name: string): string {
  const path = join(parent, name);
  mkdirSync(path, { recursive: true });
  chownSync(path, 65534, 65534);
  chmodSync(path, 0o755);
  return path;
}

export interface Run {
  code: number | null;
  out: string;
  err: string;
}

export interface AqarOptions {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  /** Runs as nobody:nogroup (root bypasses file modes). */
  asNobody?: boolean;
  /** Called with the child once it runs (a test kills it midway). */
  onSpawn?: (child: ChildProcess) => void;
}

/** Runs `aqar` as a separate process, as a broker's shell or cron runs it. */
export function aqar(args: readonly string[], options: AqarOptions): Promise<Run> {
  const command = [process.execPath, join(ROOT, 'bin/aqar.mjs'), ...args];
  const [file, ...argv] = options.asNobody
    ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', ...command]
    : command;
  const child = spawn(file!, argv, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: options.asNobody ? tmpdir() : process.env.HOME,
      AQAR_DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, err })));
}

/** A second process that holds `file` in `BEGIN EXCLUSIVE` until released (resolves once the lock is held). */
export async function holdExclusive(file: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    process.stdin.on('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return {
    release: async () => {
      child.stdin.write('go\n');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Requests the workspace file's request log holds as spent (what `usage` counts from the database alone). */
export function loggedRequests(dataDir: string): number {
  const db = new BetterSqlite3(join(dataDir, 'workspace.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM request_log WHERE outcome <> 'offline'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The month's count as `aqar usage --json` reports it (database and journal alike). */
export async function usageThisMonth(options: AqarOptions, baseUrl: string): Promise<number> {
  const run = await aqar(['usage', '--json', '--base-url', baseUrl], options);
  if (run.code !== 0) throw new Error(`aqar usage failed (${run.code}): ${run.err}`);
  return (JSON.parse(run.out) as { thisMonth: number }).thisMonth;
}

/** Writes `bytes` of text as a stand-in for a previous export the broker wants kept. */
export function previousFile(path: string, text: string): void {
  writeFileSync(path, text);
}
