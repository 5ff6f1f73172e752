/**
 * scripts/page-first-calls.json: the calls each built page makes before any answer of its own has come, recorded by
 * tests/app/contract-fuzz/page-first-calls.test.tsx (`npm run first-calls`), which renders every page and fails when the file no
 * longer says what the pages do. scripts/route-preloads.ts adds them to each route's preloaded calls, so the servers
 * start a page's own data with its code — without the first load carrying that page's API modules, as
 * src/app/route-data.ts's calls (started again at boot) do.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PAGE_FIRST_CALLS_FILE = 'scripts/page-first-calls.json';

/**
 * A path parameter's sentinel (the first; the next parameters count up from it): a plain id no real address carries,
 * put into a route's address, found again in the calls it leads to and written back as `{name}` — by
 * scripts/route-preloads.ts for the boot's calls and by the first-calls recording for the pages' own.
 */
export const PARAM_SENTINEL_BASE = 9_100_000_001;

/** One call, as route-preloads.json writes a route's calls: `{name}` for a path parameter. */
export interface PageFirstCall {
  url: string;
  /** The contract answers it only with a session: started only for a member. */
  member?: true;
  /**
   * Made only at the route's address without its optional path segments (/ppzq, not /ppzq/2, whose page asks for its
   * own page instead): started only for such an address.
   */
  withoutOptional?: true;
}

export interface PageFirstCalls {
  /** By route name; a route whose page asks for nothing first is not listed. */
  routes: Record<string, PageFirstCall[]>;
}

/** The recorded calls of each route (an empty record when the file is missing or not of this shape). */
export function readPageFirstCalls(root = process.cwd()): Record<string, PageFirstCall[]> {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(root, PAGE_FIRST_CALLS_FILE), 'utf8')) as Partial<PageFirstCalls>;
    return parsed.routes && typeof parsed.routes === 'object' ? parsed.routes : {};
  } catch {
    return {};
  }
}
