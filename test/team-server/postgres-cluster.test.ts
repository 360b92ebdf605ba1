// The throw-away PostgreSQL the team server's tests start leaves nothing behind: its folder is removed and its port
// closed when a file's tests end, when the runner is killed (its watchdog cleans up), and when the watchdog died too
// (the next cluster started sweeps the dead runner's away).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startPostgresCluster, sweepStaleClusters, postgresAvailability } from '../support/postgres-cluster';
import { describeWithPostgres } from './support';

const ROOT = join(import.meta.dirname, '../..');

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether anything accepts a connection on 127.0.0.1:PORT. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Process ids whose command line mentions TEXT (the cluster's postgres processes and its watchdog name its folder). */
function processesMentioning(text: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** A runner in a child process that starts a cluster, prints its port and folder, and waits to be killed. */
async function startRunner(): Promise<{ pid: number; port: number; dir: string; exited: Promise<void> }> {
  const script = `
    const { startPostgresCluster } = await import(${JSON.stringify(join(ROOT, 'test/support/postgres-cluster.ts'))});
    const cluster = await startPostgresCluster({ fast: true });
    console.log(JSON.stringify({ port: cluster.port, dir: cluster.dir }));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ pid: child.pid!, exited, ...(JSON.parse(line) as { port: number; dir: string }) });
    });
    child.once('exit', (code) => reject(new Error(`runner exited (${code}): ${output}`)));
  });
}

describeWithPostgres('throw-away PostgreSQL clusters', () => {
  it('removes its folder and closes its port when destroyed', async () => {
    const cluster = await startPostgresCluster({ fast: true });
    await cluster.createDatabase('left_nothing');
    expect(await listening(cluster.port)).toBe(true);
    cluster.destroy();
    expect(existsSync(cluster.dir)).toBe(false);
    expect(await listening(cluster.port)).toBe(false);
    // The watchdog sees the folder gone and ends too.
    await until(() => processesMentioning(cluster.dir).length === 0);
  }, 120_000);

  it('is stopped and removed by its watchdog when the runner is killed', async () => {
    const runner = await startRunner();
    expect(await listening(runner.port)).toBe(true);
    process.kill(runner.pid, 'SIGKILL');
    await until(() => !existsSync(runner.dir));
    await until(async () => !(await listening(runner.port)));
    await until(() => processesMentioning(runner.dir).length === 0);
  }, 120_000);

  it('sweeps away a dead runner’s cluster whose watchdog died with it', async () => {
    const availability = postgresAvailability();
    if (!availability.ok) throw new Error(availability.reason);
    const runner = await startRunner();
    // Its watchdog is the one process, besides the runner, that is not PostgreSQL yet names the folder.
    const watchdogs = processesMentioning(runner.dir).filter(
      (pid) => pid !== runner.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pg_ctl'),
    );
    expect(watchdogs).toHaveLength(1);
    process.kill(watchdogs[0]!, 'SIGKILL');
    process.kill(runner.pid, 'SIGKILL');
    await runner.exited;
    // Nobody is left to clean up: the cluster still runs, as after a crash that took the watchdog along.
    expect(existsSync(runner.dir)).toBe(true);
    expect(await listening(runner.port)).toBe(true);
    sweepStaleClusters(availability.bin);
    expect(existsSync(runner.dir)).toBe(false);
    expect(await listening(runner.port)).toBe(false);
  }, 120_000);
});
