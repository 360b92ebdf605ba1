// What a fresh install depends on, as one fingerprint: the lockfile, package.json's dependencies, engines and
// install scripts, and the scripts those run (the CLI build at `prepare`). `npm test` runs the slow fresh-install
// test when this changed since it last passed here, and always in CI (.ci/run sets AQAR_TEST_INSTALL=1).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const PACKAGE_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides', 'engines'];
/** The files `prepare` runs: a change to them can break an install as surely as a new lockfile. */
const SCRIPT_FILES = ['scripts/build-cli.mjs', 'scripts/cli-build-state.mjs', 'scripts/zod-english-messages.mjs'];
/** Where a passing fresh-install test leaves the fingerprint it passed with (disposable, like node_modules). */
export const INSTALL_STAMP = 'node_modules/.cache/aqar/install-tested';

const read = (root, file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');

export function installFingerprint(root) {
  const pkg = JSON.parse(read(root, 'package.json') || '{}');
  const scripts = pkg.scripts ?? {};
  const relevant = {
    scripts: Object.fromEntries(INSTALL_SCRIPTS.map((name) => [name, scripts[name] ?? null])),
    ...Object.fromEntries(PACKAGE_FIELDS.map((name) => [name, pkg[name] ?? null])),
  };
  const hash = createHash('sha256')
    .update(JSON.stringify(relevant))
    .update('\0')
    .update(read(root, 'package-lock.json'));
  for (const file of SCRIPT_FILES) hash.update('\0').update(file).update('\0').update(read(root, file));
  return hash.digest('hex');
}

/** Why the fresh-install test should run now, or null when it passed here with the same inputs. */
export function installTestReason(root, env = process.env) {
  if (env.AQAR_TEST_INSTALL === '1') return 'AQAR_TEST_INSTALL=1 (CI)';
  const stamp = read(root, INSTALL_STAMP).trim();
  if (!stamp) return 'it has not passed on this checkout yet';
  if (stamp !== installFingerprint(root))
    return 'the lockfile, dependencies or install scripts changed since it passed';
  return null;
}

/** Records that the fresh-install test passed with the current inputs. */
export function recordInstallTested(root) {
  const file = join(root, INSTALL_STAMP);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${installFingerprint(root)}\n`);
}
