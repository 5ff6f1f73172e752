import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './vitest.aliases';

/**
 * The files in the order of their names, on every machine. vitest's own order goes by the durations it remembers (or,
 * on a fresh clone, by file size), so CI and a developer's machine ran the files in different orders — and the files
 * share one demo API, so an order one machine never ran could only fail on the other.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// End-to-end tests: the production build served by mock/server.ts, driven in Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time (they share the demo API and the two cores), in one order everywhere.
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
