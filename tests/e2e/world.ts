/**
 * Each e2e test's own world: the production build and a demo API of its own (mock/server.ts on a free port, with its
 * own seeded state and its own demo clock), so no test can see another's cart, orders, clock or account changes, and
 * the files run in parallel and in any order. Starting one costs 11–95 ms of CPU once the worker is warm (measured
 * 2026-12-06: the demo's seed and search indexes are built when first needed; the engine is in-process).
 *
 * The browser is the worker's: each of the run's workers launches one Chromium of its own (workerBrowser), which the files
 * it runs use one after another; a world's contexts (its cookies, storage and cache) are its own and are closed with
 * it, and whatever a file opened is closed when the file ends.
 *
 *   import { test } from './world';
 *   test('…', async ({ world }) => { const { page } = await world.open({ who: 'kangning' }); … });
 *
 * `world` is a fresh world for each test. `sharedWorld` is one world for a whole file, for walks that only read (the
 * route walk and its openings visit many pages, one after another in tabs they reuse, and change nothing another visit
 * sees).
 * `hostileWorld` is a fresh world whose demo seeds the attack payloads that prove the sanitiser (the news page,
 * renhe's purchase request and feedback); every other world's demo is clean, like the public one.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, test as base } from 'vitest';
import { DESKTOP, launch, PHONE, quietShell, watchPage, withHangLimit } from '../../scripts/lib/chromium';
import type { SiteServer } from '@mock/server';

/** The demo accounts (password Demo2026; mock/demo/data/accounts.md). */
export type Account = 'kangning' | 'renhe' | 'anda' | 'baixing' | 'xinkai' | (string & {});

export interface OpenOptions {
  /** Log this demo account in first: the context holds its session cookie. */
  who?: Account;
  /** 390 × 844 touch phone instead of the 1366 px desktop. */
  phone?: boolean;
  /** Only where axe is injected (the site's CSP forbids inline scripts); every other page runs under the real CSP. */
  bypassCSP?: boolean;
  /** Leave the lottery popup and bottom banner to show (they are quieted otherwise, so they cover nothing). */
  loud?: boolean;
  /**
   * Let the site install its service worker (tests/e2e/offline.e2e.ts). Off otherwise (`serviceWorkers: 'block'`):
   * a worker outlives the page, precaches ~60 files after the first load and answers the page's requests from its
   * caches, so a test that counts requests, routes them (page.route) or reads the network would be measuring the
   * worker, not the page. The context is the test's own and closed with its world, so nothing one worker kept
   * reaches another test.
   */
  serviceWorker?: boolean;
  /** false: a browser with scripts off, to see what the server's HTML alone paints (tests/e2e/html-shell.e2e.ts). */
  javaScript?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the page (semantic-ui-react's findDOMNode warning excepted). */
  consoleErrors: string[];
  /** Every request to a host other than the site's own. */
  foreignRequests: string[];
}

/** A site and demo API of its own, without a browser (for drivers of other engines, or calls over HTTP alone). */
export interface Site {
  /** The site and its demo API, e.g. http://127.0.0.1:41235. */
  baseUrl: string;
  /** Moves this site's demo clock on: `hours=25`, `days=11`, `minutes=2` (mock/demo/clock.ts). */
  advanceClock(query: string): Promise<void>;
}

export interface SiteOptions {
  /** Test-only: /sw.js answered with what this returns instead of the build's file (a second deployment). */
  serviceWorkerScript?: () => string | undefined;
  /** Turns the site's field-measurement collector on, writing to that file (off otherwise). */
  fieldFile?: string;
  /** Seeds the sanitiser tests' attack payloads in the demo's back-office text (mock/demo/data/hostile-content.ts). */
  hostileContent?: boolean;
  /**
   * false: the pages' documents carry no answers (mock/first-answers.ts); every first call is a `Link` preload, as
   * behind nginx or with a remote API.
   */
  firstAnswers?: boolean;
}

/** Starts a site with its own demo API on a free port; close() stops it. */
export async function startSite(options: SiteOptions = {}): Promise<Site & { close: () => Promise<void> }> {
  const { startSiteServer } = await import('@mock/server');
  const site: SiteServer = await startSiteServer(0, '127.0.0.1', {
    isolatedDemo: true,
    // Built by the first request that needs them: most worlds never search (~150 ms of CPU a world).
    warmIndexes: false,
    fieldFile: options.fieldFile,
    hostileContent: options.hostileContent,
    serviceWorkerScript: options.serviceWorkerScript,
    firstAnswers: options.firstAnswers,
  });
  return {
    baseUrl: site.url,
    async advanceClock(query) {
      const res = await fetch(`${site.url}/__demo/clock/advance?${query}`, { method: 'POST' });
      expect(res.status, `the demo clock moves on by ${query}`).toBe(200);
    },
    close: () => site.close(),
  };
}

export interface World extends Site {
  browser: Browser;
  /** A new browser context with one page, closed with the world. */
  open(options?: OpenOptions): Promise<OpenedPage>;
  /** A new context only (for tests that open several pages or use its request API), closed with the world. */
  newContext(options?: OpenOptions): Promise<BrowserContext>;
  /** Logs a demo account in through the API of this context (its cookie jar is the pages'). */
  login(context: BrowserContext, who: Account): Promise<void>;
}

/**
 * A world in `browser`: on a site of its own (started with `options`), or on `at` (a site started elsewhere: nginx in
 * front of a demo API, tests/e2e/nginx.e2e.ts), which close() leaves running.
 */
export async function startWorld(browser: Browser, at?: Site, options: SiteOptions = {}): Promise<{ world: World; close: () => Promise<void> }> {
  const own = at ? undefined : await startSite(options);
  const site = at ?? own!;
  const contexts = new Set<BrowserContext>();

  async function login(context: BrowserContext, who: Account) {
    const res = await context.request.post(`${site.baseUrl}/api/auth/login`, { form: { username: who, password: 'Demo2026' } });
    expect(res.status(), `${who} logs in`).toBe(200);
  }

  async function newContext(options: OpenOptions = {}) {
    const settings: BrowserContextOptions = {
      ...(options.phone ? PHONE : DESKTOP),
      baseURL: site.baseUrl,
      bypassCSP: options.bypassCSP ?? false,
      serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      javaScriptEnabled: options.javaScript ?? true,
    };
    // Waits are on conditions: the time-out only ends a wait on a page that hung.
    const context = withHangLimit(await browser.newContext(settings));
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    if (!options.loud) await quietShell(context);
    if (options.who) await login(context, options.who);
    return context;
  }

  const world: World = {
    baseUrl: site.baseUrl,
    advanceClock: site.advanceClock,
    browser,
    newContext,
    login,
    async open(options = {}) {
      const context = await newContext(options);
      const page = await context.newPage();
      return { page, context, ...watchPage(page, site.baseUrl) };
    },
  };
  return {
    world,
    async close() {
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
      await own?.close();
    },
  };
}

/**
 * This worker's Chromium: launched by the first file the worker runs and used by every file after it (the worker's
 * files share this module: vitest.e2e.config.ts, isolate false), driven over its own pipe, and ended with the
 * worker's process. One browser per worker rather than one for the run: the two workers' tabs then never share a
 * browser process, GPU process or window stack (a tab one worker opens never sends another worker's page to the
 * background), and no relay process carries every protocol message (the run's one browser server did, in vitest's
 * main process). Measured: README, "Test system".
 */
let browserOfWorker: Promise<Browser> | undefined;
export function workerBrowser(): Promise<Browser> {
  if (!browserOfWorker) {
    const launched = launch();
    browserOfWorker = launched;
    const forget = () => {
      if (browserOfWorker === launched) browserOfWorker = undefined;
    };
    launched.then((b) => b.once('disconnected', forget), forget);
  }
  return browserOfWorker;
}

/** Closes every context of the worker's browser: what a file opened there (files of a worker run one at a time). */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
}

// vitest reads a fixture's dependencies from the destructuring of its first parameter: `{}` is "none".
/* eslint-disable no-empty-pattern */
export const test = base
  .extend('site', async ({}, { onCleanup }) => {
    const site = await startSite();
    onCleanup(site.close);
    return site as Site;
  })
  // A site whose documents carry no answers: its pages' first calls are all preloaded by Link, as nginx sends them.
  .extend('linkOnlySite', async ({}, { onCleanup }) => {
    const site = await startSite({ firstAnswers: false });
    onCleanup(site.close);
    return site as Site;
  })
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await workerBrowser();
    onCleanup(() => closeContexts(browser));
    return browser;
  })
  .extend('sharedWorld', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const { world, close } = await startWorld(browser);
    onCleanup(close);
    return world;
  })
  .extend('world', async ({ browser }, { onCleanup }) => {
    const { world, close } = await startWorld(browser);
    onCleanup(close);
    return world;
  })
  // A fresh world whose demo seeds the sanitiser tests' attack payloads (the public demo never has them).
  .extend('hostileWorld', async ({ browser }, { onCleanup }) => {
    const { world, close } = await startWorld(browser, undefined, { hostileContent: true });
    onCleanup(close);
    return world;
  });
/* eslint-enable no-empty-pattern */
