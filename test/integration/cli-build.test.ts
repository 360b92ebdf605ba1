// The compiled `aqar` (out/cli, built ahead of time): bin/aqar.mjs runs it as a broker's shell does and it answers
// as the TypeScript sources do; its build is found stale when a source it was made from changes, and rebuilt by the
// command itself; a cached answer starts no worker thread.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCliContext, type Io } from '../../electron/cli/cli-context';
import { runCli } from '../../electron/cli/main';
import { MANIFEST, staleReason } from '../../scripts/cli-build-state.mjs';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const ROOT = join(import.meta.dirname, '../..');
const dir = makeTempDir('aqar-cli-build-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** `aqar ARGS` as a shell runs it: a new Node process on bin/aqar.mjs. */
function shell(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/aqar.mjs'), ...args], {
    cwd: dir.path,
    env: { PATH: process.env.PATH, HOME: dir.path, ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

/** The TypeScript sources' answer, in this process. */
async function sources(args: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => void (out += t),
    err: (t) => void (err += `${t}\n`),
    env: { PATH: process.env.PATH, ...env },
    isTTY: false,
    readStdin: () => Promise.resolve(''),
  };
  const code = await runCli(args, io);
  return { code, out, err };
}

const SEARCH = ['search-property', '--purpose', 'for-sale', '--location-ids', '5002', '--json'];

describe('the compiled aqar', () => {
  it('answers help, the version and a bare `aqar` as the sources do, exit codes included', async () => {
    for (const args of [
      ['--help'],
      ['--version'],
      [],
      ['saved', 'run', '--help'],
      ['transactions', '--help'],
      ['--help', '--lang', 'hi'],
      ['market', '--lang=ar', '--help'],
    ]) {
      const [built, source] = await Promise.all([shell(args), sources(args)]);
      expect({ ...built, err: '' }, args.join(' ')).toEqual({ ...source, err: '' });
      expect(built.err, args.join(' ')).toBe('');
    }
  });

  it('answers a cached search offline as the sources do, and starts no worker thread for it', async () => {
    // The demo market answers once (through the compiled CLI, in this process); then only the cache may.
    const first = await aqar([...SEARCH, '--demo'], env);
    expect(first.code, first.err).toBe(0);
    const [built, source] = await Promise.all([
      shell([...SEARCH, '--demo', '--offline']),
      sources([...SEARCH, '--demo', '--offline']),
    ]);
    expect(built.code, built.err).toBe(0);
    expect(JSON.parse(built.out)).toEqual(JSON.parse(source.out));
    const records = (run: Run) => (JSON.parse(run.out) as { records: unknown[] }).records;
    expect(records(built)).toEqual(records(first));

    const flags = new Map<string, string | true>([
      ['demo', true],
      ['offline', true],
    ]);
    const ctx = await createCliContext(flags, { ...processLikeIo(), env: { ...env } }, 'search-property');
    try {
      const answer = await ctx.core.dispatch('data:fetch', {
        operation: 'search-property',
        params: { purpose: 'for-sale', location_ids: '5002' },
        policy: 'offline',
      });
      expect(answer.ok).toBe(true);
      expect(ctx.core.worker.running()).toEqual([]);
    } finally {
      await ctx.core.close();
    }
  }, 120_000);

  it('is found stale when a file it was made from changes, and `aqar` rebuilds it before it runs', async () => {
    expect(staleReason(ROOT)).toBeNull();
    // Same content, a newer time: as a checkout or an editor leaves a file.
    const source = join(ROOT, 'electron/cli/quick-answer.ts');
    const { atime, mtime } = statSync(source);
    utimesSync(source, atime, new Date(mtime.getTime() + 1000));
    expect(staleReason(ROOT)).toBe('electron/cli/quick-answer.ts changed since the build');
    const run = await shell(['--version']);
    expect(run.code, run.err).toBe(0);
    expect(run.err).toBe('');
    expect(staleReason(ROOT)).toBeNull();
  }, 60_000);

  it('says why a build is stale: no build, a changed file, a removed one, another build format', () => {
    const root = join(dir.path, 'tree');
    mkdirSync(join(root, 'out/cli'), { recursive: true });
    expect(staleReason(root)).toBe('out/cli holds no build');
    writeFileSync(join(root, 'a.ts'), 'export {};\n');
    const stats = statSync(join(root, 'a.ts'));
    const manifest = (inputs: Record<string, [number, number]>, version = 1) =>
      writeFileSync(join(root, 'out/cli', MANIFEST), JSON.stringify({ version, inputs }));
    manifest({ 'a.ts': [stats.size, stats.mtimeMs] });
    expect(staleReason(root)).toBeNull();
    writeFileSync(join(root, 'a.ts'), 'export const changed = 1;\n');
    expect(staleReason(root)).toBe('a.ts changed since the build');
    manifest({ 'b.ts': [1, 1] });
    expect(staleReason(root)).toBe('b.ts is gone since the build');
    manifest({}, 0);
    expect(staleReason(root)).toBe('out/cli was built by another version of the build script');
    expect(JSON.parse(readFileSync(join(ROOT, 'out/cli', MANIFEST), 'utf8'))).toMatchObject({ version: 1 });
  });
});

function processLikeIo(): Io {
  return {
    out: () => {},
    err: () => {},
    env: {},
    isTTY: false,
    readStdin: () => Promise.resolve(''),
  };
}
