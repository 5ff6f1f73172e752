import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './vitest.aliases';

/** The test files that take minutes, not seconds: the contract fuzz renders every built page hundreds of times. */
const LONG_FILES = /\/tests\/app\/contract-fuzz\//;

/**
 * vitest's order (slowest known first, else largest first) with the long files at the head: on a fresh machine it
 * knows no durations, and the fuzz's small files would start last and leave one core idle while they finish.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

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
    sequence: { sequencer: LongFilesFirst },
    // One worker per core: vitest's own default leaves one core free (cores − 1), which on CI's two cores ran every
    // test file one after another.
    maxWorkers: '100%',
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
