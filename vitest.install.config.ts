// The fresh-install test: a clean clone installed without libsecret headers. Slow (a full `npm ci`), so it runs
// alone, after the other suites.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/install/**/*.test.ts'],
    environment: 'node',
    testTimeout: 900_000,
    // Removing the clone's node_modules takes a while on a busy machine.
    hookTimeout: 300_000,
  },
});
