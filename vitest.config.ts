// Unit tests (beside the code they pin), integration tests (test/integration), the security suite (test/security)
// and the team server's tests against a throw-away PostgreSQL (test/team-server) run here; end-to-end tests have
// their own config because they need the built app and Chromium.
import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const UNIT = [
  'shared/**/*.test.ts',
  'electron/**/*.test.ts',
  'renderer/**/*.test.{ts,tsx}',
  'team-server/**/*.test.ts',
];
const INTEGRATION = [
  'test/integration/**/*.test.ts',
  'test/architecture/**/*.test.ts',
  'test/security/**/*.test.ts',
  'test/team-server/**/*.test.ts',
];

// A test file that replaces a module (vi.mock), changes the process's environment, stubs a global or loads the modules
// anew would leak into the files after it in a shared module graph: those run in a fresh one of their own. Found by
// reading the files, so a new such test cannot be forgotten in a list.
const LEAKS = new RegExp(
  [
    String.raw`process\.env(\.\w+|\[[^\]]+\])\s*=[^=]`,
    String.raw`delete process\.env`,
    String.raw`Object\.assign\(process\.env`,
    String.raw`vi\.(do)?[mM]ock\(`,
    String.raw`vi\.stub(Env|Global)\(`,
    String.raw`process\.chdir\(`,
    // A second copy of the modules (shared/messages/catalogue.test.ts's shipped catalogues): the files after it would
    // load the whole graph again.
    String.raw`vi\.resetModules\(`,
  ].join('|'),
);
const leakingIn = (patterns: string[]): string[] =>
  globSync(patterns, { ignore: ['**/node_modules/**'] }).filter((file) => LEAKS.test(readFileSync(file, 'utf8')));
const leaking = leakingIn(UNIT);
const integrationLeaking = leakingIn(INTEGRATION);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Four files at a time on 2 cores (vitest's default there is one): the integration files spend a good part of
    // their time waiting on servers, child processes, PostgreSQL and Chromium. Two at once took the suite from 682 s
    // to 365 s here once the demo market's day was read back rather than built in every file (day-store.ts); a third
    // took the integration files from 311 s to 276 s, the CPU then busy 1.74 cores of 2 rather than 1.5. Since, the
    // files wait more than they compute (three workers kept the CPU 1.55 cores busy, 206 s for the whole run), and a
    // fourth took the run to 187 s and 197 s against 206 s and 204 s with three, back to back.
    // AQAR_UNIT_WORKERS=1 runs them one after another.
    maxWorkers: Number(process.env.AQAR_UNIT_WORKERS ?? 4),
    // The CLI tests run the compiled CLI (test/support/cli-io.ts): rebuilt here when a source changed, and loaded
    // by Node itself, as `aqar` loads it, rather than transformed again by Vite in every test file.
    globalSetup: ['test/support/build-cli.global.ts'],
    // Every language's messages, as the core registers them at start (unit tests call shared formatting directly).
    setupFiles: ['test/support/register-messages.ts'],
    server: { deps: { external: [/\/out\/cli\//] } },
    projects: [
      {
        extends: true,
        // Unit tests share one module graph per fork (isolate: false): most of a unit file's cost was loading the
        // same modules again in a new process (user CPU of the unit files halved here).
        test: { name: 'unit', include: UNIT, exclude: [...leaking, '**/node_modules/**'], isolate: false },
      },
      {
        extends: true,
        // Integration tests start servers, child processes and databases, each its own and stopped by the file
        // that started it, so they share one module graph per fork too (the compiled CLI and the demo market are
        // loaded once per fork, not once per file): the integration files took 268 s rather than 311 s, and 83 s
        // less user CPU. Their support modules keep nothing a later file could trip on (demo-fixture.ts hands the
        // next file a market on its first day).
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...integrationLeaking, '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a module or change the process's environment: each in a fresh process.
        test: { name: 'fresh', include: [...leaking, ...integrationLeaking] },
      },
    ],
  },
});
