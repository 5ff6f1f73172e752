import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'mock/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
