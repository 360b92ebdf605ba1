// End-to-end tests: the built browser-mode host driven by Debian's Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts', 'test/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file starts its own host (its own data folder, port 0) and its own browser contexts, and saves downloads
    // into that data folder, so files run side by side: two at a time took the suite from 673 s to 485 s here, and a
    // third from 372 s to 328 s (the CPU was idle a fifth of the time with two, as a file waits on its host and
    // Chromium). The flake once seen side by side (layout-1280's sidebar toggle) was the test reading the sidebar
    // before the window had heard of a resize, now fixed. AQAR_E2E_WORKERS=1 runs them one at a time.
    maxWorkers: Number(process.env.AQAR_E2E_WORKERS ?? 3),
    // A worker runs its files one after another in one process (isolate: false): a file's state is its own module's
    // (its session, its host, its browser), the support modules hold none, and no file mocks a module or sets the
    // environment. Measured on 14 small files, back to back on a quiet machine: 54 and 51 s against 56 and 59 s, the
    // user CPU 42 and 39 s against 46 and 50 s (the imports 8 and 7 s against 13 and 16 s).
    isolate: false,
    // expect.poll waits on a state the window reaches after the host answers (a share synced, a row stored): its
    // default second was reached under load (two files, each a host and Chromium, on 2 cores), failing a test whose
    // state came a moment later. A deadline, not a pause: a poll ends as soon as the state is there.
    expect: { poll: { timeout: 15_000 } },
  },
});
