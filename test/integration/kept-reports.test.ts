// Client reports kept in the workspace, from the command line against the demo service's clock over HTTP: a report
// kept on day N, shown again exactly as computed, re-run a week later as a new version with the week's transactions
// (the first kept), its estimate's history, a duplicate, a rename and a removal; bad ids refused in words. A kept
// version printed to PDF (`report show --pdf`, offline: from its stored result) and a report kept and printed at
// once (`report cma --keep --pdf`), read back with pdftotext.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '#shared/domain/kept-report';
import { formatMessage } from '#shared/messages/format-message';
import { aqar } from '../support/cli-io';
import { pdfInfo, pdfText } from '../support/pdf-read';
import { startLiveFixture, TEST_KEY, type LiveFixture, moveDemoClock } from '../support/demo-fixture';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-kept-reports-');
let live: LiveFixture;
let env: NodeJS.ProcessEnv;
let connection: string[];

beforeAll(async () => {
  live = await startLiveFixture();
  env = { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY };
  // At 100 requests a second: the loopback demo service sets no limit here, and the CLI's default 5 a second only
  // made each snapshot wait (the rate limiter has its own tests).
  connection = ['--base-url', live.server.url, '--rate', '100'];
}, 60_000);
afterAll(async () => {
  await live.close();
  dir.remove();
});

const run = (...args: string[]) => aqar([...args, ...connection], env);
const json = async <T>(...args: string[]): Promise<T> => {
  const done = await run(...args, '--json');
  expect(done.code, `${args.join(' ')}: ${done.err}`).toBe(0);
  return JSON.parse(done.out) as T;
};

const moveClock = (advance: number): Promise<number> => moveDemoClock(live.server.url, advance);

const SUBJECT = ['--location', 'Jumeirah Village Circle', '--purpose', 'for-sale', '--beds', '1', '--size', '750'];

describe('kept client reports', () => {
  it('keeps a report, shows it again as computed, and re-runs it a week later as a new version', async () => {
    const first = await json<KeptReport['report'] & { requestsSpent: number }>('report', 'cma', ...SUBJECT, '--keep');
    const [kept] = await json<KeptReportSummary[]>('report', 'list');
    expect(kept).toMatchObject({
      id: 1,
      name: '1-bed, 750 sq ft in Jumeirah Village Circle, for sale',
      version: 1,
      central: first.estimate!.central,
      n: first.estimate!.n,
    });
    const shown = await json<KeptReport>('report', 'show', '--id', '1');
    const { requestsSpent: _spent, ...computed } = first;
    expect(shown.report).toEqual(computed);

    await moveClock(7);
    const rerun = await run('report', 'rerun', '--id', '1', '--refresh');
    expect(rerun.code, rerun.err).toBe(0);
    expect(rerun.err).toMatch(/version 2 computed now, the earlier kept/);
    const history = await json<EstimatePoint[]>('report', 'history', '--id', '1');
    expect(history.map((p) => p.version)).toEqual([1, 2]);
    expect(history[0]).toMatchObject({ central: first.estimate!.central, n: first.estimate!.n });
    // The week registered new sales: the second version's evidence reaches later than the first's.
    expect(history[1]!.to! > history[0]!.to!).toBe(true);
    // The first version is still what it was.
    expect((await json<KeptReport>('report', 'show', '--id', '1', '--revision', '1')).report).toEqual(computed);
    expect((await json<KeptReport>('report', 'show', '--id', '1')).version).toBe(2);
  }, 120_000);

  it('duplicates, renames and removes, and names a report or version that does not exist', async () => {
    const copy = await json<KeptReport>('report', 'duplicate', '--id', '1');
    expect(copy).toMatchObject({ id: 2, name: '1-bed, 750 sq ft in Jumeirah Village Circle, for sale (copy)' });
    expect((await json<KeptReport>('report', 'rename', '--id', '2', '--name', 'For Mr Haddad')).name).toBe(
      'For Mr Haddad',
    );
    expect(await json<{ removed: boolean }>('report', 'remove', '--id', '2')).toEqual({ id: 2, removed: true });
    expect((await json<KeptReportSummary[]>('report', 'list')).map((r) => r.id)).toEqual([1]);
    const missing = await run('report', 'show', '--id', '9');
    expect(missing.code).toBe(6);
    expect(missing.err).toMatch(/No kept report has the id 9/);
    const version = await run('report', 'show', '--id', '1', '--revision', '7');
    expect(version.err).toMatch(/Kept report 1 has no version 7/);
    const stray = await run('report', 'cma', ...SUBJECT, '--name', 'x');
    expect(stray.code).toBe(2);
    expect(stray.err).toMatch(/--name names a kept report: give it with --keep/);
  }, 60_000);

  it('prints a kept version from its stored result, offline, and keeps and prints a report at once', async () => {
    const grouped = (n: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(n);
    const first = await json<KeptReport>('report', 'show', '--id', '1', '--revision', '1');
    const latest = await json<KeptReport>('report', 'show', '--id', '1');
    expect(latest.version).toBe(2);
    // The first version, a week old: printed as it was computed, with no connection at all (nothing is asked).
    const old = join(dir.path, 'kept-v1.pdf');
    const shown = await aqar(['report', 'show', '--id', '1', '--revision', '1', '--pdf', old, '--offline'], env);
    expect(shown.code, shown.err).toBe(0);
    expect(shown.err).toContain(`Report 1, version 1, was printed to ${old}`);
    expect(pdfInfo(old).sizeName).toBe('A4');
    const oldText = pdfText(old);
    expect(oldText).toContain('Jumeirah Village Circle');
    expect(oldText).toContain(grouped(first.report.estimate!.central));
    // Version 2's evidence reaches a week later: the two printed documents say so by their last dates.
    expect(first.report.estimate!.to < latest.report.estimate!.to).toBe(true);

    const file = join(dir.path, 'kept-new.pdf');
    const keptRun = await run('report', 'cma', ...SUBJECT, '--keep', '--name', 'For Ms Rahman', '--pdf', file);
    expect(keptRun.code, keptRun.err).toBe(0);
    expect(keptRun.err).toMatch(/Kept as report 3 \("For Ms Rahman", version 1\)/);
    expect(keptRun.err).toContain(`The report was printed to ${file}`);
    const kept = await json<KeptReport>('report', 'show', '--id', '3');
    const text = pdfText(file);
    expect(text).toContain(grouped(kept.report.estimate!.central));
    expect(text).toMatch(new RegExp(`(^|\\D)${kept.report.estimate!.n}(\\D|$)`));

    // The digits are the PDF's alone (--lang words the terminal and the files too).
    const stray = await run('report', 'show', '--id', '1', '--numerals', 'arab', '--lang', 'ar');
    expect(stray.code).toBe(2);
    // Said in the language the command was given, as every refusal of the command line is.
    expect(stray.err).toContain(formatMessage('ar', 'error.cli.report.pdfOnly', { flag: 'numerals' }));
  }, 300_000);
});
