import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }), lingui()],
        test: {
          name: 'app',
          include: ['tests/domain/**/*.test.{ts,tsx}', 'tests/app/**/*.test.{ts,tsx}', 'tests/sync/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // Above the 8 s wait of findBy*/waitFor set in tests/setup-dom.ts, so a slow wait fails
          // with its own message rather than the test's timeout.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/db-templates.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
