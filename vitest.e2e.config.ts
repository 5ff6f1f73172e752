import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './vitest.aliases';

/** The files that take a minute or more: the route walk's areas and the openings (many pages each). */
const LONG_FILES = /\/tests\/e2e\/(route-walk\/|openings\.e2e\.ts$)/;

/**
 * vitest's order (slowest known first, else largest first) with the long files at the head: on a fresh clone it knows
 * no durations, and the route walk's small files would start last and leave a worker idle while they finish.
 */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

/**
 * Test files side by side: one per core. Measured on two cores (npm test, 2026-11-28): the e2e stage keeps the cores
 * busy (1.9 of 2) — the browser's rendering, axe and the screenshots are most of it — so a third file only made every
 * test slower (601 s with three files against 368–431 s with two before this wave's new files). On one core
 * (`taskset -c 0`) one file at a time.
 */
const workers = Number(process.env.E2E_WORKERS) || os.availableParallelism();

// End-to-end tests: the production build served by mock/server.ts (a site and demo API of its own for each test), driven in Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    // Limits for a hung test, not a pace: far above what the slowest test needs on one busy core. Each wait inside a
    // test ends at HANG_LIMIT_MS (scripts/lib/chromium.ts), expect.poll's included.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 60_000 } },
    // The files of a worker share one module graph: the site, the demo API's engine and the contract are imported once
    // per worker instead of once per file (~4 s of CPU each on a busy core). Each test still has a world of its own,
    // and no e2e module keeps state across files (the route walk keys its contexts by world).
    isolate: false,
    // A walk's visits (test.concurrent, each its own tab) run one at a time in their file. Measured (2026-11-29, the
    // member visits of two walk files): two workers with three tabs each 227 s, with one each 206 s; on one core, one
    // worker, 175 s against 156 s. The cores are the limit, not the waits, and every open tab costs the browser frames
    // and memory; the other file's worker keeps the second core busy.
    maxConcurrency: 1,
    // Every test has a world of its own (tests/e2e/world.ts): the files run side by side in any order.
    maxWorkers: workers,
    sequence: { sequencer: LongFilesFirst },
  },
});
