// `aqar compare board …` and `aqar report cma --keep --team` on two laptops (two data folders, the demo data
// service in-process) against a real team server over a throw-away PostgreSQL, the member tokens given by
// AQAR_TEAM_TOKEN as on a machine without a keychain: a board and a report shared with --team reach the colleague,
// whose --json lists say `"team": true, "by": "Huda"`; --team without --keep is refused, naming it.
import { join as joinPath } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';
import { describeWithPostgres, join, startTestServer, useCluster } from './support';

type Listed = { id: number; name: string; team: boolean; by?: string; pending?: boolean };

describeWithPostgres('aqar compare board and aqar report with --team', () => {
  const cluster = useCluster();
  const dir = makeTempDir('aqar-cli-boards-');
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    dir.remove();
  });

  it('shares a board and a kept report from the terminal and lists them with their author', async () => {
    const server = await startTestServer(await cluster().createDatabase());
    stops.push(() => server.stop());
    const laptop = async (name: string, role: 'admin' | 'member') => {
      const { token } = await join(server, name, role);
      const env = { AQAR_DATA_DIR: joinPath(dir.path, name), AQAR_TEAM_TOKEN: token };
      const run = (...args: string[]) => aqar([...args, '--demo'], env);
      const joined = await run('team', 'join', server.url);
      expect(joined.code, joined.err).toBe(0);
      return run;
    };
    const json = <T>(result: { code: number; out: string; err: string }): T => {
      expect(result.code, result.err).toBe(0);
      return JSON.parse(result.out) as T;
    };
    const huda = await laptop('Huda', 'admin');
    expect((await huda('compare', 'add', 'place', '--name', 'Dubai Marina')).code).toBe(0);
    expect((await huda('compare', 'add', 'place', '--name', 'Jumeirah Village Circle')).code).toBe(0);
    const saved = await huda('compare', 'board', 'save', 'place', '--name', 'Marina vs JVC', '--team');
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(/^Board 1 "Marina vs JVC": 2 place pin\(s\)\.\nShared with the team/);

    const lone = await huda(
      'report',
      'cma',
      '--location',
      'Jumeirah Village Circle',
      '--purpose',
      'for-sale',
      '--beds',
      '1',
      '--size',
      '750',
      '--team',
    );
    expect(lone.code).toBe(2);
    expect(lone.err).toMatch(/--team shares a kept report: give it with --keep/);
    const kept = await huda(
      'report',
      'cma',
      '--location',
      'Jumeirah Village Circle',
      '--purpose',
      'for-sale',
      '--beds',
      '1',
      '--size',
      '750',
      '--keep',
      '--name',
      'JVC 1-bed',
      '--team',
      '--json',
    );
    expect(kept.code, kept.err).toBe(0);
    expect(kept.err).toMatch(/Kept as report 1 \("JVC 1-bed", version 1\), shared with the team/);
    expect(json<Listed[]>(await huda('report', 'list', '--json'))[0]).toMatchObject({
      team: true,
      by: 'Huda',
      pending: true,
    });
    expect(json<{ pushed: number }>(await huda('team', 'sync', '--json')).pushed).toBe(2);

    const omar = await laptop('Omar', 'member');
    const boards = json<Listed[]>(await omar('compare', 'board', 'list', '--json'));
    expect(boards).toEqual([
      expect.objectContaining({ name: 'Marina vs JVC', team: true, by: 'Huda', pending: false }),
    ]);
    const table = await omar('compare', 'board', 'list');
    expect(table.out).toMatch(/Marina vs JVC\s+place\s+2\s+.*Huda/);
    const opened = await omar('compare', 'board', 'open', String(boards[0]!.id));
    expect(opened.out).toBe(`The compare panel now holds 2 place pin(s) from board ${boards[0]!.id}.\n`);
    expect(json<{ pins: unknown[] }>(await omar('compare', 'list', 'place', '--json')).pins).toHaveLength(2);
    const reports = json<Listed[]>(await omar('report', 'list', '--json'));
    expect(reports).toEqual([expect.objectContaining({ name: 'JVC 1-bed', team: true, by: 'Huda' })]);
    // Omar may not remove Huda's board: said, nothing queued.
    const refused = await omar('compare', 'board', 'remove', String(boards[0]!.id));
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Huda's, shared with the team: only its author or an admin/);
  }, 180_000);
});
