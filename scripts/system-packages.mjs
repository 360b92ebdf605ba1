#!/usr/bin/env node
// The Debian packages the tests need at run time (Chromium for the end-to-end tests, a Secret Service for the
// keychain tests, fonts for Arabic and Chinese, PostgreSQL for the team server's tests, poppler to read printed PDFs back), checked and, where this
// user may, installed: `npm test` calls it first, so the README's test command works on a fresh machine. Packages
// already installed are skipped.
//   node scripts/system-packages.mjs [--check]     --check only reports, never installs
import { spawnSync } from 'node:child_process';

export const TEST_PACKAGES = [
  'chromium', // end-to-end tests and screenshots, driven by playwright-core
  'fonts-noto-core', // Arabic glyphs for right-to-left rendering
  'fonts-noto-cjk', // Chinese glyphs
  'gnome-keyring', // a real Secret Service for the keychain tests
  'dbus', // the session bus gnome-keyring talks over
  'dbus-x11', // dbus-launch, used by dbus-run-session setups
  'postgresql', // the team server's tests start throw-away clusters with its initdb and pg_ctl
  'poppler-utils', // pdfinfo, pdftotext, pdftoppm: the client report tests read the printed PDF back
];

export function missingPackages(packages = TEST_PACKAGES) {
  const probe = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...packages], { encoding: 'utf8' });
  if (probe.error) return null; // Not a Debian system: nothing we can check or install.
  const installed = new Set(
    probe.stdout
      .split('\n')
      .filter((line) => line.endsWith('install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  return packages.filter((p) => !installed.has(p));
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs what is missing when this process may (root, or passwordless sudo); returns what is still missing. */
export function ensurePackages(packages = TEST_PACKAGES, { install = true } = {}) {
  const missing = missingPackages(packages);
  if (missing === null || missing.length === 0) return missing ?? [];
  if (!install) return missing;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!root && !sudo) return missing;
  const prefix = root ? [] : ['sudo', '-n'];
  console.log(`Installing Debian packages the tests need: ${missing.join(' ')}`);
  const apt = (args) =>
    prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : run('apt-get', args);
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', '--no-install-recommends', ...missing])) return missing;
  if (missing.includes('postgresql')) quietDefaultClusters(prefix);
  return missingPackages(packages) ?? [];
}

/**
 * Debian makes and starts a default cluster (port 5432) when it installs postgresql; the tests start and remove
 * their own, so the one we just caused is stopped and set not to start at boot.
 */
function quietDefaultClusters(prefix) {
  const asAdmin = (command, args) =>
    spawnSync(prefix.length ? prefix[0] : command, prefix.length ? [...prefix.slice(1), command, ...args] : args, {
      encoding: 'utf8',
    });
  const list = asAdmin('pg_lsclusters', ['-h']);
  for (const line of (list.stdout ?? '').split('\n').filter(Boolean)) {
    const [version, name] = line.trim().split(/\s+/);
    asAdmin('pg_ctlcluster', [version, name, 'stop']);
    asAdmin('sh', ['-c', `echo manual > /etc/postgresql/${version}/${name}/start.conf`]);
    console.log(
      `Stopped PostgreSQL's default cluster ${version}/${name} (start it with: pg_ctlcluster ${version} ${name} start).`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const still = ensurePackages(TEST_PACKAGES, { install: !process.argv.includes('--check') });
  if (still.length > 0) {
    console.error(
      `Missing Debian packages: ${still.join(' ')}\nInstall them with: sudo apt-get install ${still.join(' ')}`,
    );
    process.exit(1);
  }
  console.log('System packages for the tests: present.');
}
