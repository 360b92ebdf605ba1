// End-to-end tests: the built browser-mode host driven by Debian's Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts', 'test/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file starts its own host (its own data folder, port 0) and its own Chromium, and saves downloads into
    // that data folder, so files run side by side. Much of a file's time is waiting (the host's rate limiter, the
    // page settling), so two at once on a 2-core machine roughly halves the wall time where one at a time left a
    // core idle; vitest's default on 2 cores is 1. AQAR_E2E_WORKERS changes it (1 runs them one after another).
    maxWorkers: Number(process.env.AQAR_E2E_WORKERS ?? 2),
  },
});
