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

// Three projects: the contract fuzz and the site's other components in jsdom (with the MSW server of
// tests/setup.ts), and everything that runs in Node alone — the trade rules, the contract checks, the demo API, the
// scripts' helpers and the site's pure functions — without a DOM.
const NODE_TESTS = [
  'tests/domain/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/demo/**/*.test.ts',
  'tests/scripts/**/*.test.ts',
  'mock/**/*.test.ts',
  'tests/mock/**/*.test.ts',
  // The site's own rules that touch neither the DOM nor the network.
  'tests/lib/url/**/*.test.ts',
  'tests/features/wallet/coupon-rules.test.ts',
  'tests/features/cart/cart-model.test.ts',
];
const FUZZ_TESTS = ['tests/app/contract-fuzz/**/*.test.tsx'];
/**
 * The site's files that replace a module with vi.mock. In a module graph shared by several files a module another
 * file has already loaded keeps its real imports, so these run isolated, each in a graph of its own.
 */
const MOCKING_TESTS = ['tests/components/http-feedback-offline.test.tsx', 'tests/features/purchase-statistics/statistics-view.test.tsx'];

/** The site's files in jsdom with the MSW server; both DOM projects share this. */
const SITE = { environment: 'jsdom', setupFiles: ['./tests/setup.ts'], css: false };

/**
 * The workspace packages (packages/*) are imported by name, through their package.json exports; the `yaocai-source`
 * condition picks their TypeScript source over the built dist/ (as tsconfig.json's customConditions and
 * `tsx --conditions` do). The rest of each list is Vite's default for its environment.
 */
const SOURCE = 'yaocai-source';

export default defineConfig({
  resolve: { alias: aliases, conditions: [SOURCE, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE, 'module', 'node', 'development|production'] } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    restoreMocks: true,
    // Globals a test stubs (vi.stubGlobal: navigator offline, no IntersectionObserver) are put back after it, so no
    // other test — or file, where files share a worker's graph — sees them.
    unstubGlobals: true,
    // A limit for a hung test, not a pace: far above what the slowest test needs on one busy core (waits inside a test
    // are on conditions: tests/setup.ts gives findBy/waitFor 10 s).
    testTimeout: 60_000,
    sequence: { sequencer: LongFilesFirst },
    // One worker per core: vitest's own default leaves one core free (cores − 1), which on CI's two cores ran every
    // test file one after another.
    maxWorkers: '100%',
    // A larger young generation for the workers: rendering pages in jsdom makes many short-lived objects, and GC was
    // 15 % of a fuzz file's CPU profile. The information fuzz file alone, two runs each: 39.6–42.7 s of test time with
    // V8's default semi-space, 36.0–36.1 s with 64 MB, 34.4 s with 128 MB (kept at 64: 128 gained little for twice the
    // memory).
    execArgv: ['--max-semi-space-size=64'],
    projects: [
      {
        extends: true,
        test: {
          ...SITE,
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: [...NODE_TESTS, ...FUZZ_TESTS, ...MOCKING_TESTS, 'tests/e2e/**', '**/node_modules/**'],
          // Not isolated: one jsdom and one module graph per worker instead of one per file took this project from
          // 276 to about 105 CPU-seconds. What a file could leave behind is reset after every test: the DOM
          // (testing-library's cleanup), MSW's handlers, the transport's effects and runtime config, the timers
          // (tests/setup.ts), spies (restoreMocks) and stubbed globals (unstubGlobals); each test makes its own store,
          // query client and memory location (tests/render.tsx). Checked with shuffled file orders.
          isolate: false,
        },
      },
      { extends: true, test: { ...SITE, name: 'site-mocking', include: MOCKING_TESTS } },
      {
        extends: true,
        // Its own project so that no other file shares its workers: its QR encoder stub replaces the qrcode package's
        // exports for the whole process (qr-encoder-stub.ts), which no other file may see. Its four files share a
        // worker's module graph (each renders the whole app: importing it once per worker, not once per file), as they
        // all want the stub, and each test starts its own app, store, query client and answers (page-harness.tsx).
        test: { ...SITE, name: 'fuzz', include: FUZZ_TESTS, isolate: false },
      },
      {
        extends: true,
        // Not isolated: these files only read the modules they import, and each builds its own demo API and data
        // (verified with a shuffled order too). Importing the contract, the demo data and ajv once per worker instead of
        // once per file halves this project's CPU time.
        test: { name: 'node', environment: 'node', include: NODE_TESTS, testTimeout: 60_000, isolate: false },
      },
    ],
  },
});
