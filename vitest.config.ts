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
    // One file at a time (vitest's default on 2 cores). Two at once was measured no faster on this shared 2-core
    // machine (1404 s against 1224 s, both under other sessions' load): each test took about twice as long, as for
    // work that keeps a core busy, and two timed out. AQAR_UNIT_WORKERS=2 tries it again on a quieter machine.
    ...(process.env.AQAR_UNIT_WORKERS ? { maxWorkers: Number(process.env.AQAR_UNIT_WORKERS) } : {}),
    // The CLI tests run the compiled CLI (test/support/cli-io.ts): rebuilt here when a source changed, and loaded
    // by Node itself, as `aqar` loads it, rather than transformed again by Vite in every test file.
    globalSetup: ['test/support/build-cli.global.ts'],
    // Every language's messages, as the core registers them at start (unit tests call shared formatting directly).
    setupFiles: ['test/support/register-messages.ts'],
    server: { deps: { external: [/\/out\/cli\//] } },
  },
});
