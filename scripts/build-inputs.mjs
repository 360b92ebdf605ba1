// What the app's build (`npm run build`: main, preload, renderer and the CLI into out/) is made from, as one
// fingerprint: every file of the checkout that git tracks or would track, except what no build reads (the tests, the
// benchmarks, CI's script and the prose). `npm test` builds when this changed since its last build here, or when
// out/ lacks a part; a run that changed only tests reuses the build (a fresh clone, as in CI, has no stamp and builds).
// node_modules counts through the lockfile only: after an `npm install` that left the lockfile as it was, or a
// dependency edited in place, `npm run build` by hand (or deleting out/) makes the next run build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where a build made by `npm test` leaves the fingerprint it was made from (disposable, like node_modules). */
export const BUILD_STAMP = 'node_modules/.cache/aqar/build-made-from';
/**
 * What `npm run build` writes and nothing else rewrites. The CLI's build (out/cli) keeps its own manifest and is
 * rebuilt by `aqar` itself whenever a file it was made from changes (cli-build-state.mjs): a test does that on purpose.
 */
const BUILT = ['out/main', 'out/preload', 'out/renderer'];
/** The parts of out/ the tests run: without any of them the build runs whatever the stamp says. */
const OUTPUTS = ['out/main/index.js', 'out/main/browser-host.js', 'out/preload', 'out/renderer/index.html', 'out/cli'];
const NOT_BUILT = [/^test\//, /^bench\//, /^\.ci\//, /\.test\.(ts|tsx|mjs)$/, /\.md$/];

/** The build's inputs, sorted; null outside a git checkout (every run then builds). */
export function buildInputs(root) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  return listed
    .split('\0')
    .filter((file) => file && !NOT_BUILT.some((pattern) => pattern.test(file)))
    .sort();
}

export function buildFingerprint(root) {
  const inputs = buildInputs(root);
  if (inputs === null) return null;
  const hash = createHash('sha256');
  // A file listed but deleted from the work tree (not yet staged) counts as changed, not as an error; a folder (an
  // untracked repository inside, a link to a folder) by its name alone.
  for (const file of inputs) {
    const stats = statSync(join(root, file), { throwIfNoEntry: false });
    const content = !stats ? '(gone)' : stats.isFile() ? readFileSync(join(root, file)) : '(not a file)';
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The build's part of out/ as it stands: each file's path, size and modification time. Anything else that writes there (`npm run dev`,
 * a build by hand with other options) changes it, and the next npm test builds again.
 */
export function outputsDigest(root) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs } = statSync(join(root, path));
        hash.update(`${path}\0${size}\0${mtimeMs}\0`);
      }
    }
  };
  // The parts `npm run build` writes (the team server's build is another's, made by its own tests when stale).
  for (const part of BUILT) if (existsSync(join(root, part))) walk(part);
  return hash.digest('hex');
}

/** Why `npm test` should build now, or null when out/ is its build of these very inputs, untouched since. */
export function buildReason(root) {
  const missing = OUTPUTS.find((part) => !existsSync(join(root, part)));
  if (missing) return `${missing} is missing`;
  const stamp = existsSync(join(root, BUILD_STAMP)) ? readFileSync(join(root, BUILD_STAMP), 'utf8') : '';
  const [inputs, outputs] = stamp.trim().split('\n');
  if (!inputs || !outputs) return 'npm test has not built this checkout yet';
  const now = buildFingerprint(root);
  if (now === null) return 'this is not a git checkout';
  if (inputs !== now) return 'a source changed since the last build';
  return outputs === outputsDigest(root) ? null : 'out/ changed since the last build';
}

/** Records the inputs a build was just made from (read before it started: a file saved meanwhile builds again). */
export function recordBuild(root, fingerprint) {
  if (fingerprint === null) return;
  const file = join(root, BUILD_STAMP);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${fingerprint}\n${outputsDigest(root)}\n`);
}
