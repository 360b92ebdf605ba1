// Two snapshot runs at once on one workspace (`aqar snapshot --all & aqar snapshot --all`, as overlapping cron
// jobs do): each item is snapshotted once and paid for once, the other run says why it took nothing; a lease left
// by another live process refuses a run (exit code 7, nothing spent) and one left by a process that died is taken
// over.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir';

const ROOT = join(import.meta.dirname, '../..');
const dir = makeTempDir('aqar-snapshot-lock-');
const env = { ...process.env, AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

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
    const [a, b] = await Promise.all([aqar('snapshot', '--all'), aqar('snapshot', '--all')]);
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
    expect(both).toMatch(/is already being taken \(process \d+, since|was taken by another run at/);
    // A run refused an item another live run held fails with the exit code for "busy"; skipping one another run
    // finished meanwhile is no failure.
    for (const run of [a, b]) expect([0, 7], run.err).toContain(run.code);
  }, 120_000);

  it('refuses while another live process holds the lease, and takes over one whose process died', async () => {
    const holder: ChildProcess = spawn('sleep', ['60']);
    const lease = (pid: number) =>
      workspace((db) =>
        db
          .prepare('INSERT OR REPLACE INTO snapshot_leases (item_id, holder, pid, acquired_at) VALUES (2, ?, ?, ?)')
          .run(`${pid}:cron`, pid, Date.now()),
      );
    lease(holder.pid!);
    const before = spent();
    const refused = await aqar('snapshot', '--agency', 'Solace Bridge');
    expect(refused.code, refused.err).toBe(7);
    expect(refused.err).toMatch(new RegExp(`already being taken \\(process ${holder.pid}, since .*nothing was spent`));
    expect(spent()).toBe(before);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const taken = await aqar('snapshot', '--agency', 'Solace Bridge');
    expect(taken.code, taken.err).toBe(0);
    expect(snapshotsPerItem()).toContainEqual({ item: 2, n: 2 });
    // The lease is released when the run ends.
    expect(workspace((db) => db.prepare('SELECT count(*) AS n FROM snapshot_leases').get())).toEqual({ n: 0 });
  }, 120_000);
});
