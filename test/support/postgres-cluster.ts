// A throw-away PostgreSQL cluster for tests and benchmarks: `initdb` in a temporary folder owned by the `postgres`
// user (through `runuser` when running as root), `pg_ctl` on a free loopback port with its socket in that folder,
// databases made per test, and everything stopped and removed afterwards. A watchdog process stops and removes the
// cluster if the test process dies without doing so, and each start sweeps away clusters left by dead runners.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PREFIX = 'aqar-pg-';

export interface PostgresCluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:PORT/DB */
  url(database?: string): string;
  /** Makes a new empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown: sessions are ended), leaving its files. */
  stopServer(): void;
  startServer(): void;
  restart(): void;
  /** Stops the server and removes every file. */
  destroy(): void;
}

export type Availability = { ok: true; bin: string } | { ok: false; reason: string };

/** Where initdb and pg_ctl are (the newest installed PostgreSQL), or why the tests cannot run. */
export function postgresAvailability(): Availability {
  const roots = ['/usr/lib/postgresql'];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return { ok: true, bin: join(root, versions[0], 'bin') };
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return { ok: true, bin: join(which.stdout.trim(), '..') };
  return { ok: false, reason: 'initdb is not installed (Debian: apt-get install postgresql)' };
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
function pgRun(bin: string, program: string, args: string[], allowFail = false): void {
  const command = asRoot ? 'runuser' : join(bin, program);
  const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes clusters whose runner died without cleaning up (its watchdog died with it, e.g. on a reboot). */
export function sweepStaleClusters(bin: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), name);
    try {
      const owner = JSON.parse(readFileSync(join(dir, 'owner.json'), 'utf8')) as { pid: number };
      if (alive(owner.pid)) continue;
    } catch {
      // No owner file yet: a cluster another runner is making this moment (it writes the file first); leave it.
      continue;
    }
    pgRun(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'], true);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A detached process that stops and removes the cluster once `ownerPid` is gone (or the folder was removed). */
function startWatchdog(bin: string, dir: string, ownerPid: number): void {
  const script = `
    const { spawnSync } = require('node:child_process');
    const { existsSync, rmSync } = require('node:fs');
    const [owner, bin, dir, asRoot] = process.argv.slice(1);
    const alive = (pid) => { try { process.kill(Number(pid), 0); return true; } catch (e) { return e.code === 'EPERM'; } };
    const timer = setInterval(() => {
      if (!existsSync(dir)) { clearInterval(timer); return; }
      if (alive(owner)) return;
      clearInterval(timer);
      const ctl = bin + '/pg_ctl';
      const args = ['-D', dir + '/data', '-m', 'immediate', 'stop'];
      if (asRoot === '1') spawnSync('runuser', ['-u', 'postgres', '--', ctl, ...args]);
      else spawnSync(ctl, args);
      rmSync(dir, { recursive: true, force: true });
    }, 500);
  `;
  const child = spawn(process.execPath, ['-e', script, String(ownerPid), bin, dir, asRoot ? '1' : '0'], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
}

export interface ClusterOptions {
  /** Durability settings off (fsync, synchronous commit): faster tests; benchmarks keep them on. */
  fast?: boolean;
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const availability = postgresAvailability();
  if (!availability.ok) throw new Error(availability.reason);
  const { bin } = availability;
  sweepStaleClusters(bin);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'owner.json'), JSON.stringify({ pid: process.pid }));
  startWatchdog(bin, dir, process.pid);
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(socket);
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(data, uid, gid);
    chownSync(socket, uid, gid);
  }
  pgRun(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${socket}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const startServer = (): void =>
    pgRun(bin, 'pg_ctl', ['-D', data, '-l', join(socket, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']);
  const stopServer = (): void => pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], true);
  startServer();
  const url = (database = 'postgres'): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let made = 0;
  return {
    port,
    dir,
    url,
    async createDatabase(name = `team_${process.pid}_${++made}`) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stopServer,
    startServer,
    restart() {
      stopServer();
      startServer();
    },
    destroy() {
      pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
