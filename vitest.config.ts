import { defineConfig } from 'vitest/config';
import { aliases } from './vitest.aliases';

// Two projects: the site's components in jsdom (with the MSW server of tests/setup.ts), and everything that runs in
// Node alone — the trade rules, the contract checks, the demo API and the scripts' helpers — without a DOM.
const NODE_TESTS = ['tests/domain/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/demo/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'mock/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: aliases },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: [...NODE_TESTS, 'tests/e2e/**', '**/node_modules/**'],
          css: false,
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_TESTS, testTimeout: 60_000 },
      },
    ],
  },
});
