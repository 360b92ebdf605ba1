// Two snapshot runs at once on one workspace (`aqar snapshot --all & aqar snapshot --all`, as overlapping cron
// jobs do): each item is snapshotted once and paid for once, the other run says why it took nothing; a lease another
// run renews refuses a run (exit code 7, nothing spent) and one whose heartbeat stopped is taken over, whatever its
// process id.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_TTL_MS } from '#core/services/snapshot-lease';
import { makeTempDir } from '../support/temp-dir';

const ROOT = join(import.meta.dirname, '../..');
const dir = makeTempDir('aqar-snapshot-lock-');
const env = { ...process.env, AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

const FAST = ['--rate', '100'];

interface Run {
  code: number | null;
  err: string;
}

function aqar(...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/aqar.mjs'), ...args, '--demo'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, err })));
}

function workspace<T>(read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(join(dir.path, 'data', 'workspace.db'));
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const snapshotsPerItem = () =>
  workspace((db) =>
    db.prepare('SELECT item_id AS item, count(*) AS n FROM snapshots GROUP BY item_id ORDER BY item_id').all(),
  );
const spent = () =>
  workspace((db) => (db.prepare('SELECT sum(requests_spent) AS n FROM snapshot_runs').get() as { n: number }).n);

describe('overlapping snapshot runs', () => {
  it('snapshot each item once when two `aqar snapshot --all` run at once', async () => {
    expect((await aqar('watch', 'add', '--agency', 'Dhow Crown Property Consultants')).code).toBe(0);
    expect((await aqar('watch', 'add', '--agency', 'Solace Bridge')).code).toBe(0);
    // At 100 requests a second against the in-process demo (the CLI's default 5 a second made this test 20 s): the
    // two runs still overlap, each building its demo market before taking a lease.
    const [a, b] = await Promise.all([aqar('snapshot', '--all', ...FAST), aqar('snapshot', '--all', ...FAST)]);
    const both = `${a.err}\n${b.err}`;
    expect(snapshotsPerItem(), both).toEqual([
      { item: 1, n: 1 },
      { item: 2, n: 1 },
    ]);
    // What one run alone estimates and spends (each firm's pages of listings; the demo's counts move with the
    // date), not twice that.
    const estimate = Number(/2 item\(s\): about ([\d,]+) request/.exec(a.err)?.[1]?.replace(/,/g, ''));
    expect(estimate, both).toBeGreaterThan(20);
    expect(spent(), both).toBe(estimate);
    expect(both).toMatch(/is already being taken \(process \d+, renewed .* ago, since|was taken by another run at/);
    // A run refused an item another live run held fails with the exit code for "busy"; skipping one another run
    // finished meanwhile is no failure.
    for (const run of [a, b]) expect([0, 7], run.err).toContain(run.code);
  }, 120_000);

  it('refuses while another run renews the lease, and takes over one whose heartbeat stopped', async () => {
    const lease = (pid: number, renewedAt: number) =>
      workspace((db) =>
        db
          .prepare(
            `INSERT OR REPLACE INTO snapshot_leases (item_id, holder, pid, acquired_at, renewed_at, machine)
             VALUES (2, ?, ?, ?, ?, '')`,
          )
          .run(`${pid}:cron`, pid, renewedAt - 60_000, renewedAt),
      );
    const holder: ChildProcess = spawn('sleep', ['60']);
    lease(holder.pid!, Date.now());
    const before = spent();
    const refused = await aqar('snapshot', '--agency', 'Solace Bridge', ...FAST);
    expect(refused.code, refused.err).toBe(7);
    expect(refused.err).toMatch(
      new RegExp(`already being taken \\(process ${holder.pid}, renewed .* ago, since .*nothing was spent`),
    );
    expect(spent()).toBe(before);

    // Its process still runs (or its id was reused): the lease is over all the same once it is not renewed.
    lease(holder.pid!, Date.now() - LEASE_TTL_MS - 1_000);
    const taken = await aqar('snapshot', '--agency', 'Solace Bridge', ...FAST);
    holder.kill('SIGKILL');
    expect(taken.code, taken.err).toBe(0);
    expect(snapshotsPerItem()).toContainEqual({ item: 2, n: 2 });
    // The lease is released when the run ends.
    expect(workspace((db) => db.prepare('SELECT count(*) AS n FROM snapshot_leases').get())).toEqual({ n: 0 });
  }, 120_000);
});
