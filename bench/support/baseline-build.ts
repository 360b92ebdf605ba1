// The app as built at an earlier commit, so that a benchmark measures today's build beside it in the same run (the
// window's start against the renderer of before the split, for one). Built once per commit into
// node_modules/.cache/aqar-bench/out-<sha>/ from a temporary git worktree of that commit that borrows this checkout's
// node_modules, then kept; the worktree is removed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeTempDir } from '../../test/support/temp-dir';

const ROOT = resolve(import.meta.dirname, '../..');

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim().slice(-2000)}`);
  }
  return result.stdout.trim();
}

export interface BaselineBuild {
  ref: string;
  sha: string;
  /** The commit's out/ folder: main/, preload/, renderer/. */
  out: string;
}

/** The build of commit `ref` (made now if it was never made here; a minute or two). */
export function baselineBuild(ref: string): BaselineBuild {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT);
  const out = join(ROOT, 'node_modules/.cache/aqar-bench', `out-${sha.slice(0, 12)}`);
  if (existsSync(join(out, 'renderer/index.html'))) return { ref, sha, out };
  console.log(`building the app as of ${ref} (${sha.slice(0, 12)}) for comparison, once…`);
  const dir = makeTempDir('aqar-bench-baseline-');
  const tree = join(dir.path, 'tree');
  run('git', ['worktree', 'add', '--detach', '--force', tree, sha], ROOT);
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
    run(process.execPath, [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], tree);
    mkdirSync(out, { recursive: true });
    cpSync(join(tree, 'out'), out, { recursive: true });
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  } finally {
    // The link first (only the link: never what it points to), then the worktree.
    rmSync(join(tree, 'node_modules'), { force: true });
    run('git', ['worktree', 'remove', '--force', tree], ROOT);
    dir.remove();
  }
  return { ref, sha, out };
}
