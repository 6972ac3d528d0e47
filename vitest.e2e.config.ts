import { defineConfig } from 'vitest/config';

// Browser tests: real server (built app + API) and Debian's chromium. One file at a time,
// since each starts a server and a browser on a 2-core machine.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // One migrated and seeded data folder, copied for each test's server.
    globalSetup: ['tests/e2e/support/seeded-template.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
