#!/usr/bin/env node
// `npm test`: system packages, lint, type-check, build, unit + integration tests, end-to-end tests in Chromium, and
// a fresh install of the committed tree without libsecret headers.
// Ends with one line "N passed, N failed" counted over every suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildFingerprint, buildReason, recordBuild } from './build-inputs.mjs';
import { installTestReason, recordInstallTested } from './install-inputs.mjs';
import { ensurePackages } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

/** The first line of a failure message, short enough for a summary line. */
const firstLine = (message) =>
  stripVTControlCharacters(message ?? '')
    .split('\n', 1)[0]
    .slice(0, 240);

/**
 * A failed test's summary line. Vitest gives a timed-out test or hook the stack of a marker error made where it was
 * declared, and the JSON report keeps the stack, not the message: "Error: STACK_TRACE_ERROR" says only that it timed out.
 */
const failureLine = (assertion) => {
  const line = firstLine(assertion.failureMessages?.[0]);
  if (!line.includes('STACK_TRACE_ERROR')) return line;
  const seconds = Math.round((assertion.duration ?? 0) / 1000);
  // A hook that timed out leaves the test itself with no time of its own.
  return seconds > 0 ? `timed out, after ${seconds} s in the test` : 'a hook of this test timed out';
};

/** Runs one command with its output kept, to print whole once it ends: whether it exited 0, and how long it took. */
function quietly(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n`, ms: 0 }));
    child.once('close', (code) => resolve({ ok: code === 0, output, ms: Date.now() - started }));
  });
}

/**
 * Runs checks side by side (lint, types and the build read the sources and write nothing the others read, but for
 * the bundled copy of the build's configuration electron-vite writes beside it, which the lint ignores; each is
 * mostly one busy core, so on 2 cores two at once take about half the time), printing each one's output whole when
 * it ends. A check is one or more commands, all run at once; it counts as one test, passed when all of them exit 0.
 */
async function checks(list) {
  await Promise.all(
    list.map(async ({ name, commands }) => {
      const results = await Promise.all(commands.map(([command, args]) => quietly(command, args)));
      const ok = results.every((r) => r.ok);
      const seconds = (Math.max(...results.map((r) => r.ms)) / 1000).toFixed(1);
      console.log(`\n▶ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      for (const r of results)
        if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
      if (ok) passed += 1;
      else {
        failed += 1;
        failures.push(name);
      }
    }),
  );
}

/**
 * Runs one vitest config and counts its tests; whether every test of it passed. Its output is streamed line by line,
 * each line prefixed with `[name]` when `prefix` is set (two runs side by side would otherwise interleave unreadably).
 */
function vitest(name, config, { prefix = false, env = {} } = {}) {
  const report = join(reports, `${name}.json`);
  rmSync(report, { force: true });
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const args = ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return new Promise((resolve) => {
    const child = spawn(bin('vitest'), args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
    }
    child.once('error', (error) => {
      console.log(`[${name}] ${error.message}`);
    });
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n▶ ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (code !== 0) failures.push(name);
      resolve(counted(name, report));
    });
  });
}

/** Counts a vitest run's tests from its JSON report, naming each failure; whether every test of it passed. */
function counted(name, report) {
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
  // The end of the output is what a CI log keeps: name each failure there, not only in the middle of the run.
  for (const f of summary.testResults) {
    const file = relative(root, f.name);
    if (brokenFiles.includes(f)) failedTests.push(`${file}: did not load: ${firstLine(f.message)}`);
    for (const a of f.assertionResults)
      if (a.status === 'failed') failedTests.push(`${file} > ${a.fullName}: ${failureLine(a)}`);
  }
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

// ESLint, Prettier and tsc keep caches under node_modules/.cache (content-keyed: ESLint and Prettier re-check a file
// whose text changed, tsc re-checks a changed file and every file whose types depend on it), so a warm checkout
// checks only what changed. The commands of `npm run lint` and `npm run typecheck`, run side by side here. Prettier
// deletes its cache whenever it runs without --cache, so `npm run format` keeps it too: after a plain
// `prettier --write .` the next check read every file again (21.6 s of this step, against 3.3 s with the cache).
const cache = join(root, 'node_modules/.cache/aqar');
const tsc = (project) => [
  bin('tsc'),
  [
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    join(cache, `tsc-${project}.tsbuildinfo`),
    '-p',
    `tsconfig.${project}.json`,
  ],
];
// The build, unless out/ is already npm test's build of these very sources (a run that changed only tests, or a run
// again after a failure): build-inputs.mjs.
const whyBuild = buildReason(root);
const madeFrom = whyBuild === null ? null : buildFingerprint(root);
if (whyBuild === null) console.log('\n▶ build skipped: out/ is the build of the sources as they are');
else console.log(`\n▶ build runs: ${whyBuild}`);
const build = { name: 'build (electron-vite build)', commands: [['npm', ['run', '--silent', 'build']]] };
const failedBefore = failures.length;
await checks([
  {
    name: 'lint (eslint + prettier)',
    commands: [
      [bin('eslint'), ['--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'eslint/'), '.']],
      [bin('prettier'), ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.']],
    ],
  },
  { name: 'types (tsc --noEmit)', commands: [tsc('node'), tsc('web'), tsc('e2e')] },
  ...(whyBuild === null ? [] : [build]),
]);
if (whyBuild !== null && !failures.slice(failedBefore).includes(build.name)) recordBuild(root, madeFrom);
// The unit and integration tests (four files at a time), then the end-to-end tests (three at a time). AQAR_TEST_SIDE_BY_SIDE=1
// runs the two suites at once (the end-to-end files one at a time beside the unit fork, unless AQAR_E2E_WORKERS says
// otherwise), each line prefixed with its suite. Measured in a fresh clone on this 2-core machine it saved nothing
// (unit and integration 1,000 s beside end-to-end 1,038 s, against about 600 s then 520 s one after the other): the
// run is bound by the CPU, and under that contention tests with tight timeouts ran close to them.
if (process.env.AQAR_TEST_SIDE_BY_SIDE !== '1') {
  await vitest('unit-and-integration', 'vitest.config.ts');
  await vitest('end-to-end', 'vitest.e2e.config.ts');
} else {
  await Promise.all([
    vitest('unit-and-integration', 'vitest.config.ts', { prefix: true }),
    vitest('end-to-end', 'vitest.e2e.config.ts', {
      prefix: true,
      env: { AQAR_E2E_WORKERS: process.env.AQAR_E2E_WORKERS ?? '1' },
    }),
  ]);
}
// The fresh install (a clone and a full `npm ci`, minutes) proves the lockfile and the install scripts: run when
// they changed since it last passed here, and always in CI.
const installReason = installTestReason(root);
if (installReason === null) {
  console.log('\n▶ fresh-install skipped: the lockfile and install scripts are as when it last passed here');
  console.log('  (AQAR_TEST_INSTALL=1 npm test runs it anyway)');
} else {
  console.log(`\n▶ fresh-install runs: ${installReason}`);
  if (await vitest('fresh-install', 'vitest.install.config.ts')) recordInstallTested(root);
}

console.log('');
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
