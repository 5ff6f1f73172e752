import { defineConfig } from 'vitest/config';
import { aliases } from './vitest.aliases';

// End-to-end tests: the production build served by mock/server.ts (a site and demo API of its own for each test), driven in Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every test has a world of its own (tests/e2e/world.ts): the files run side by side, one per core, in any order.
    maxWorkers: '100%',
  },
});
