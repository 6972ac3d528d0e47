import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';

// Three projects, sized for CI's two cores (issue 28): most of the unit stage's time is each
// file's start (a fresh module graph, and jsdom for the app), not its tests.
const appPlugins = () => [react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }), lingui()];

export default defineConfig({
  test: {
    projects: [
      {
        // Pure rules: no DOM, no database, no module state, so the files share one module graph.
        plugins: appPlugins(),
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        plugins: appPlugins(),
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}', 'tests/sync/**/*.test.{ts,tsx}'],
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
