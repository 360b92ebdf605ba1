#!/usr/bin/env node
// `npm test`: system packages, lint, type-check, build, unit + integration tests, end-to-end tests in Chromium, and
// a fresh install of the committed tree without libsecret headers.
// Ends with one line "N passed, N failed" counted over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installTestReason, recordInstallTested } from './install-inputs.mjs';
import { ensurePackages } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
    ...options,
  });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

/** Runs a step that is itself a check (lint, types, build): it counts as one test. */
function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

/** Runs one vitest config and counts its tests; whether every test of it passed. */
function vitest(name, config) {
  const report = join(reports, `${name}.json`);
  rmSync(report, { force: true });
  step(name, bin('vitest'), [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return false;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A suite that fails to load has no failed tests but is a failure all the same.
  const brokenFiles = summary.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
  );
  failed += brokenFiles.length;
  return summary.numFailedTests === 0 && brokenFiles.length === 0 && summary.numPassedTests > 0;
}

// A fresh machine lacks Chromium and a Secret Service: install them first where this user may, or say how.
const stillMissing = ensurePackages();
if (stillMissing.length > 0) {
  console.error(
    `\nThe tests need these Debian packages: ${stillMissing.join(' ')}.\n` +
      `Install them (sudo apt-get install ${stillMissing.join(' ')}) or run this as root, then run npm test again.`,
  );
  process.exit(1);
}

check('lint (eslint + prettier)', 'npm', ['run', '--silent', 'lint']);
check('types (tsc --noEmit)', 'npm', ['run', '--silent', 'typecheck']);
check('build (electron-vite build)', 'npm', ['run', '--silent', 'build']);
vitest('unit-and-integration', 'vitest.config.ts');
vitest('end-to-end', 'vitest.e2e.config.ts');
// The fresh install (a clone and a full `npm ci`, minutes) proves the lockfile and the install scripts: run when
// they changed since it last passed here, and always in CI.
const installReason = installTestReason(root);
if (installReason === null) {
  console.log('\n▶ fresh-install skipped: the lockfile and install scripts are as when it last passed here');
  console.log('  (AQAR_TEST_INSTALL=1 npm test runs it anyway)');
} else {
  console.log(`\n▶ fresh-install runs: ${installReason}`);
  if (vitest('fresh-install', 'vitest.install.config.ts')) recordInstallTested(root);
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
