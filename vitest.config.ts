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

// A unit test file that replaces a module (vi.mock), changes the process's environment or stubs a global would leak
// into the files after it in a shared module graph: those run in a fresh one of their own, as every integration test
// does. Found by reading the files, so a new such test cannot be forgotten in a list.
const LEAKS = new RegExp(
  [
    String.raw`process\.env(\.\w+|\[[^\]]+\])\s*=[^=]`,
    String.raw`delete process\.env`,
    String.raw`Object\.assign\(process\.env`,
    String.raw`vi\.(do)?[mM]ock\(`,
    String.raw`vi\.stub(Env|Global)\(`,
    String.raw`process\.chdir\(`,
  ].join('|'),
);
const unitFiles = globSync(UNIT, { ignore: ['**/node_modules/**'] });
const leaking = unitFiles.filter((file) => LEAKS.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two files at a time (vitest's default on 2 cores is one): the integration files spend a third of their time
    // waiting on servers, child processes and Chromium, and since the demo market's day is read back rather than
    // built in every file (day-store.ts), two at once took the suite from 682 s to 365 s here. Before that, each
    // file built the market and two at once were no faster. AQAR_UNIT_WORKERS=1 runs them one after another.
    maxWorkers: Number(process.env.AQAR_UNIT_WORKERS ?? 2),
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
        // Integration tests start servers, child processes and databases, and may set the environment: each file
        // in a fresh process, as before.
        test: { name: 'integration', include: [...INTEGRATION, ...leaking] },
      },
    ],
  },
});
