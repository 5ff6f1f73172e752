import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Runs the demo API's test folders even while the root config's `include` does not list tests/demo:
 * `npx vitest run --config tests/demo/support/vitest.demo.config.ts tests/demo/conformance tests/demo/bad-input`.
 * Same setup as the root config (MSW listening; the demo tests let their local requests through).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/demo/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
