/**
 * Renders the whole app at an address with every API call answered by the test, waits until the page has settled
 * and reports what a buyer must never see. Shared by the random-answer test and the error-class test.
 */
import { act, getConfig } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { App } from '@/app/app';
import { resetHttpEffects, setHttpEffects } from '@/lib/http';
import { FLAT_ROUTES, routeByName } from '@/lib/routes/route-table';
import { browser } from '@/features/session/browser';
import { builtRoutes, type BuiltRoute } from '../../../scripts/lib/built-route-addresses';
import { renderWithApp } from '../../render';
import { SEED, operationOf, type Operation } from './contract-answers';
import { stubQrEncoder } from './qr-encoder-stub';

/** Every built page with its sample address (scripts/lib/built-route-addresses.ts, the e2e walks' and the Lighthouse sweep's list too). */
export const PAGES: readonly BuiltRoute[] = builtRoutes();

/**
 * Where a page belongs, so the random-answer fuzz runs in three files of similar length side by side: the member
 * centre and the login, registration and recovery forms; help and news; and the storefront (home, catalogue, zones,
 * the cart's steps and the rest).
 */
export type PageArea = 'account' | 'information' | 'storefront';

export function areaOf({ name, path }: BuiltRoute): PageArea {
  const { layout } = routeByName(name);
  if (layout.memberCentre || layout.loginHeader) return 'account';
  if (/^\/(help|news)(\/|_|$)/.test(path)) return 'information';
  return 'storefront';
}

/** Whether the route asks for the base user (a few load their own, or need none), which decides visitor or member. */
export const fetchesBaseUser = (name: string): boolean => FLAT_ROUTES.find((r) => r.name === name)?.fetchUser === true;

/** A call of the site, as the answer sees it. */
export interface Call {
  method: string;
  pathname: string;
  /** The address as the site asked for it: path and query string. */
  url: string;
  /** Aborted when the site gives the call up (its timeout, or a newer call of the same address). */
  signal: AbortSignal | undefined;
}

export type Answer = (op: Operation | undefined, call: Call) => Promise<Response> | Response;

/** The calls of one render: how many were asked for and how many are still being answered. */
export interface Calls {
  started: number;
  pending: number;
  /** Method and path of each call, for the report of a page that did not settle. */
  inFlight: Set<string>;
}

/** The fetch the answers stand in for (MSW's), put back after each test. */
let mswFetch: typeof fetch | undefined;
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Answers every API call with `answer`; a call counts as pending until its answer is returned or the site gave it
 * up. The answers are handed to the site's fetch directly rather than through MSW: MSW's interception cost 1 to 1.5 ms
 * a call against 0.2 ms, a sixth of a render here, over some 50,000 calls. What the site does from fetch on is
 * unchanged, and an address outside /api/ still goes to MSW, which fails the test for it.
 */
export function answerEvery(answer: Answer): Calls {
  const calls: Calls = { started: 0, pending: 0, inFlight: new Set() };
  mswFetch ??= globalThis.fetch;
  const network = mswFetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.pathname.startsWith('/api/')) return network(input, init);
    const call: Call = { method: (init?.method ?? 'GET').toUpperCase(), pathname: url.pathname, url: url.pathname + url.search, signal: init?.signal ?? undefined };
    const name = `${call.method} ${call.pathname}#${calls.started}`;
    calls.started++;
    calls.pending++;
    calls.inFlight.add(name);
    try {
      if (call.signal?.aborted) throw abortError();
      const response = await answer(operationOf(call.method, call.pathname), call);
      // As fetch does: a call given up while it waited for its answer fails, whatever came.
      if (call.signal?.aborted) throw abortError();
      return response;
    } finally {
      calls.pending--;
      calls.inFlight.delete(name);
    }
  };
  return calls;
}

/** Resolves when the site gives the call up (its timeout, or a newer call of the same address). */
export const abandoned = ({ signal }: Call): Promise<void> =>
  new Promise((resolve) => {
    if (!signal || signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

// --- what the buyer must not see ---------------------------------------------------------------------------------

export const consoleErrors: string[] = [];
/** Where the site sent the browser (login on the main site, a reload): recorded, as jsdom cannot navigate. */
export const redirects: string[] = [];

/** React's warnings are format strings: filled in, so the report names the key or component. */
function consoleText(args: unknown[]): string {
  let i = 1;
  return typeof args[0] === 'string' ? args[0].replace(/%s/g, () => String(args[i++])) + args.slice(i).map(String).join(' ') : args.map(String).join(' ');
}

/**
 * Left out of the console check: React's act() warnings (the test's own timing, not the site), and its duplicate-key
 * warning — random lists repeat small values (warehouse, ladder and tag numbers) that a real answer keeps unique,
 * which a schema cannot say; React renders them all the same. Everything else fails the answer set.
 */
const KNOWN_WARNINGS = ['findDOMNode is deprecated', 'not wrapped in act(', 'Encountered two children with the same key'];

/** Resets what one render may leave behind: the transport's effects, the redirect log, the popups' flags. */
export function freshVisit(): void {
  consoleErrors.length = 0;
  redirects.length = 0;
  resetHttpEffects();
  setHttpEffects({ redirect: (url) => void redirects.push(url) });
  sessionStorage.clear();
  localStorage.clear();
  // The shell's member popups stay closed: they have their own tests.
  sessionStorage.setItem('yc_lottery_seen', '1');
  sessionStorage.setItem('yc_bottom_banner_closed', '1');
}

/** The spies and resets every fuzz file needs, and what it runs with its seed, printed once. */
export function installFuzzHarness(what: string): void {
  beforeAll(async () => {
    await stubQrEncoder();
    console.log(`contract fuzz, ${what}; seed ${SEED} (FUZZ_SEED to replay)`);
  });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not scroll
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = consoleText(args);
      if (!KNOWN_WARNINGS.some((w) => text.includes(w))) consoleErrors.push(text);
    });
    vi.spyOn(browser, 'assign').mockImplementation((url) => void redirects.push(url));
    vi.spyOn(browser, 'replace').mockImplementation((url) => void redirects.push(url));
    vi.spyOn(browser, 'reload').mockImplementation(() => void redirects.push('reload'));
    freshVisit();
  });
  afterEach(() => {
    if (mswFetch) globalThis.fetch = mswFetch;
    mswFetch = undefined;
    sessionStorage.clear();
    localStorage.clear();
  });
}

export function renderApp(path: string) {
  return renderWithApp(<App />, { path });
}

type RenderedApp = ReturnType<typeof renderApp>;

/** How a fuzz test takes the buyer through its pages (walkPages). */
export interface PageWalk {
  /** Before each page, however it is reached: what the test logs per page starts empty. */
  beforePage(): void;
  /** Answers every call of an app started anew (storage, the transport's effects and the console fresh before it). */
  answer(): Calls;
  /** Whether this page is started anew even when the app runs (the buyer arrives from outside). */
  startAnew?: boolean;
  /** Before the buyer goes on from one page to the next: what the page before left on screen. */
  beforeNext?(app: RenderedApp): void;
  /** What the page shows wrong once settled; empty when nothing. */
  problemsOf(page: BuiltRoute, app: RenderedApp, calls: Calls): Promise<string[]>;
}

/**
 * Takes the buyer through `pages`: the app started at the first and each later page arrived at by navigation (or
 * started anew, `startAnew`), each checked once settled. A page that fails is reported by its address and the app
 * started anew at the next, so one broken page hides no other. Answers the failures, one line per page.
 */
export async function walkPages(pages: readonly BuiltRoute[], walk: PageWalk): Promise<string[]> {
  const failures: string[] = [];
  let current: { app: RenderedApp; calls: Calls } | undefined;
  try {
    for (const page of pages) {
      walk.beforePage();
      if (!current || walk.startAnew) {
        current?.app.unmount();
        freshVisit();
        const calls = walk.answer();
        current = { app: renderApp(page.path), calls };
      } else {
        // The buyer goes on to this page: what the console and the redirects say is this page's.
        walk.beforeNext?.(current.app);
        consoleErrors.length = 0;
        redirects.length = 0;
        const { location } = current.app;
        act(() => location.navigate(page.path));
      }
      const problems = await walk.problemsOf(page, current.app, current.calls);
      if (problems.length) {
        failures.push(`${page.path}: ${problems.join('; ')}`);
        current.app.unmount();
        current = undefined;
      }
    }
  } finally {
    current?.app.unmount();
  }
  return failures;
}

/**
 * Turns of the event loop (each a timeout, so any timer the page set for now has run) with nothing in flight before a
 * page counts as settled. An answer reaches the page in a chain of tasks — the query cache tells its observers in a
 * timeout, React renders and then runs the effects in scheduler tasks — and a call started at the end of that chain
 * is counted at once (the query cache marks it fetching before the request leaves). Two quiet turns were enough for
 * every built page in a check that waited 60 ms more after each settle (no call started, the DOM did not change);
 * three leave a margin.
 */
const QUIET_TURNS = Number(process.env.QUIET_TURNS ?? 3);
/** One turn of the event loop (a timeout, so any timer set for now has run). */
export const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SettleOptions {
  /** How long a page may take (the first render of a page also compiles its modules). */
  limitMs?: number;
  /** A further condition for being settled (the error-class message having appeared). */
  until?: () => boolean;
}

/**
 * Waits until no call is pending or being fetched, the route's loading frame is gone and nothing new started for
 * QUIET_TURNS turns of the event loop. Answers the reason when the page did not settle within the limit.
 */
export async function settle(calls: Calls, queryClient: QueryClient, { limitMs = 5_000, until }: SettleOptions = {}): Promise<string | undefined> {
  // The route's loading frame (its page's code still loading), as a live list: cheaper than a query every turn.
  const loading = document.getElementsByClassName('page-loading');
  const busy = () => calls.pending > 0 || queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || loading.length > 0 || (until !== undefined && !until());
  // Waiting as testing-library's waitFor does: outside act(), so React renders on its own schedule as in a browser.
  return getConfig().asyncWrapper(async () => {
    const deadline = performance.now() + limitMs;
    let quiet = 0;
    let started = calls.started;
    while (quiet < QUIET_TURNS) {
      await turn();
      if (busy() || calls.started !== started) quiet = 0;
      else quiet++;
      started = calls.started;
      if (performance.now() > deadline) {
        const frame = loading.length > 0 ? ' the loading frame still shows;' : '';
        return `not settled after ${limitMs} ms:${frame} ${calls.pending} calls pending (${[...calls.inFlight].join(', ')}), ${queryClient.isFetching()} queries fetching`;
      }
    }
    return undefined;
  });
}

/** What the page shows that it must not: the error boundary, NaN and kin, a price with its sign after ¥. */
export function shownProblems(): string[] {
  const text = document.body.textContent ?? '';
  const problems: string[] = [];
  if (document.querySelector('.page-error')) problems.push('the error boundary shows');
  for (const bad of ['NaN', 'undefined', '[object Object]', 'Infinity']) if (text.includes(bad)) problems.push(`shows "${bad}"`);
  if (/¥\s*-\d/.test(text)) problems.push('shows a negative price as ¥-');
  return problems;
}
