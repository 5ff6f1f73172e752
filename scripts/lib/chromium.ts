/**
 * The one Chromium launcher of the budget scripts, the benchmarks and the e2e tests: Debian's Chromium (or
 * CHROMIUM_PATH) driven by playwright-core, a desktop zh-CN context, and the waits they share. When Chromium is
 * missing, `requireChromium()` stops the process with one line that says what to install.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The features playwright-core switches off itself (its launcher's `--disable-features`), mirrored here because Chromium
 * keeps only the last `--disable-features` on its command line: ours must carry playwright's too.
 * tests/e2e/chromium-flags.e2e.ts launches Chromium and fails when a name of playwright's is missing from ours.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own window UI, which a headless run never shows: Chromium 156 draws the address bar's suggestion popup
 * with a WebUI page in a renderer of its own ("WebUI Top Renderer") and loads it again and again while tabs open and
 * navigate. Measured here: 10 loads of /help in new tabs one after another, the renderers' CPU 17–23 s with it and
 * 10 s without; in the route walk, where tabs overlap, it took ~2 s of CPU a minute. It is switched off so that no
 * test or measurement shares its cores with the browser's own UI (tests/e2e/chromium-flags.e2e.ts).
 */
export const HEADLESS_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UI_FEATURES].join(',')}`,
];

/**
 * How long a wait for one condition of a page (an element, a navigation, the requests settling) may take before the
 * page is called hung: a limit, far above what any wait needs on a slow or busy host (a wait that passes in 100 ms
 * here may take seconds on one core beside another test file), never a pace. The e2e tests' contexts take it as
 * their default time-out (tests/e2e/world.ts) and expect.poll's (vitest.e2e.config.ts).
 */
export const HANG_LIMIT_MS = 60_000;

/** Gives a context's waits and navigations the hang limit as their time-out (playwright's own default is 30 s). */
export function withHangLimit<C extends BrowserContext>(context: C): C {
  context.setDefaultTimeout(HANG_LIMIT_MS);
  context.setDefaultNavigationTimeout(HANG_LIMIT_MS);
  return context;
}

/** The desktop every measurement and test runs in. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };
/** A phone: 390 × 844 CSS px, touch, the width buyers use in the pharmacy. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' } as const satisfies BrowserContextOptions;

/** Why Chromium cannot be launched from `executable`, in one line with what to do; undefined when it can. */
export function chromiumProblem(executable = CHROMIUM): string | undefined {
  try {
    fs.accessSync(executable, fs.constants.X_OK);
    if (fs.statSync(executable).isFile()) return undefined;
  } catch {
    // missing or not executable: the message below
  }
  return `Chromium is not installed at ${executable}: run \`apt-get install -y chromium fonts-noto-cjk\` (or .ci/run, which installs both), or set CHROMIUM_PATH to a Chromium binary.`;
}

/** Stops the process with the one-line reason (exit code 1) when Chromium cannot be launched. */
export function requireChromium(): void {
  const problem = chromiumProblem();
  if (problem === undefined) return;
  console.error(problem);
  process.exit(1);
}

export function launch(): Promise<Browser> {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A member who has not joined the lottery gets its popup and the bottom banner once a session: mark both seen in this
 * context (or only this page) so they cover nothing (the shell's own tests cover them).
 */
export async function quietShell(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    window.sessionStorage.setItem('yc_lottery_seen', '1');
    window.sessionStorage.setItem('yc_bottom_banner_closed', '1');
  });
}

/** A desktop context with quietShell; `bypassCSP` only where axe is injected. */
export async function quietContext(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...DESKTOP, bypassCSP: options.bypassCSP ?? false });
  await quietShell(context);
  return context;
}

/**
 * A page in a new desktop context that records console errors and every request to a host other than the site's own.
 * `bypassCSP` only for injecting axe; every other page runs under the site's real CSP.
 */
export async function openPage(browser: Browser, baseUrl: string, options: { bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ ...DESKTOP, bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  return { page, ...watchPage(page, baseUrl) };
}

/**
 * Records the page's console errors and uncaught exceptions (semantic-ui-react's findDOMNode warning excepted) and
 * every request to a host other than `baseUrl`'s.
 */
export function watchPage(page: Page, baseUrl: string): { foreignRequests: string[]; consoleErrors: string[] } {
  const origin = new URL(baseUrl).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin) foreignRequests.push(u);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('findDOMNode is deprecated')) consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return { foreignRequests, consoleErrors };
}

/** True for the error an evaluation gets when the page navigates to another document meanwhile. */
export function isNavigationError(e: unknown): boolean {
  return e instanceof Error && /Execution context was destroyed|navigat/i.test(e.message);
}

/** Resolves after `count` rendered frames of the page (each a requestAnimationFrame callback). */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * The web fonts loaded and the pictures the page shows in its viewport decoded. Only pictures with a box count: a
 * picture the style sheet hides (display: none) and that loads lazily is never fetched, and its decode() would never
 * settle.
 */
export async function fontsAndPicturesInView(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
}

/** Resolves once every finite animation of the page (fade-ins, slide-ins) has finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

const WATCHED = new Set(['fetch', 'xhr', 'script', 'stylesheet', 'document']);

/** Requests for data and code: fetch, XHR, scripts, style sheets, documents. */
const dataAndCode = (r: Request) => WATCHED.has(r.resourceType());

/**
 * Follows the page's requests for data and code (fetch, XHR, scripts, style sheets), or those `watched` picks.
 * `settled()` resolves once none is in flight and none has started during the two frames after that (so a request that
 * a response's render starts is waited for too).
 */
export function trackRequests(page: Page, timeoutMs = HANG_LIMIT_MS, watched: (r: Request) => boolean = dataAndCode) {
  const inFlight = new Set<Request>();
  const waiters = new Set<() => void>();
  let started = 0;
  const begin = (r: Request) => {
    if (!watched(r)) return;
    inFlight.add(r);
    started++;
  };
  page.on('request', begin);
  const done = (r: Request) => {
    if (!inFlight.delete(r) || inFlight.size > 0) return;
    for (const wake of [...waiters]) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const idle = () =>
    inFlight.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.delete(wake);
            reject(new Error(`requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`));
          }, timeoutMs);
          waiters.add(wake);
        });
  return {
    inFlight: () => inFlight.size,
    /** Stops following the page (a tab that goes on to another visit follows it with a tracker of its own). */
    stop(): void {
      page.off('request', begin);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
    /**
     * Resolves once no watched request is in flight and none starts over two frames. Rejects after `timeoutMs` in all,
     * naming the requests that kept starting, so a page that never goes quiet fails its test instead of hanging it.
     */
    async settled(): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const recent: string[] = [];
      const note = (r: Request) => {
        if (watched(r)) recent.push(r.url());
      };
      page.on('request', note);
      try {
        for (;;) {
          await idle();
          const before = started;
          try {
            await nextFrames(page, 2);
          } catch (e) {
            // The page went to another document (a visitor sent to the login page): settle that one instead.
            if (!isNavigationError(e)) throw e;
            await page.waitForLoadState('domcontentloaded');
            continue;
          }
          if (started === before && inFlight.size === 0) return;
          if (Date.now() > deadline) {
            throw new Error(`the page kept requesting for ${timeoutMs} ms: ${[...new Set(recent.slice(-10))].join(', ')}`);
          }
        }
      } finally {
        page.off('request', note);
      }
    },
  };
}
