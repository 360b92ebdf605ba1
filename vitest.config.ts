// Unit tests (beside the code they pin), integration tests (test/integration), the security suite (test/security)
// and the team server's tests against a throw-away PostgreSQL (test/team-server) run here; end-to-end tests have
// their own config because they need the built app and Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'test/integration/**/*.test.ts',
      'test/architecture/**/*.test.ts',
      'test/security/**/*.test.ts',
      'team-server/**/*.test.ts',
      'test/team-server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // vitest's default is one worker per core less one: on a 2-core machine one file at a time, while many files
    // spend their time waiting (a child `aqar`, an HTTP server, PostgreSQL, Chromium printing a PDF). Two at once
    // keep both cores busy. AQAR_UNIT_WORKERS changes it.
    maxWorkers: Number(process.env.AQAR_UNIT_WORKERS ?? 2),
    // The CLI tests run the compiled CLI (test/support/cli-io.ts): rebuilt here when a source changed, and loaded
    // by Node itself, as `aqar` loads it, rather than transformed again by Vite in every test file.
    globalSetup: ['test/support/build-cli.global.ts'],
    server: { deps: { external: [/\/out\/cli\//] } },
  },
});
