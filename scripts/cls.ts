/**
 * Measures the cumulative layout shift of the home page, the drug lists, a detail, a search and the pages named below in Chromium against the
 * built site and the demo API: a PerformanceObserver for layout-shift entries from the first paint, through loading, a
 * scroll to the bottom a screen at a time and back (each screen settled: requests ended, images decoded, animations
 * done), for a visitor and for a member, at the desktop width and on a 390 px phone. Then each page once more with its
 * answers late — every API call held until the page has drawn itself without them, as on a slow network — so that a
 * box whose content arrives after the first paint without its room kept shifts the page in every run, not only in the
 * runs where the answers happen to come after the paint. Prints one figure per run and exits 1 when any is above the
 * budget (0.02).
 *   npm run build && npx tsx scripts/cls.ts [path…]
 */
import type { Page } from 'playwright-core';
import { animationsDone, DESKTOP, fontsAndPicturesInView, HANG_LIMIT_MS, isNavigationError, launch, PHONE, nextFrames, requireChromium, trackRequests } from './lib/chromium';
import { requireBuild } from './lib/build';

// Before anything else: without Chromium or a build, one line says what to do.
requireChromium();
requireBuild();
const { startSiteServer } = await import('@mock/server');

const BUDGET = 0.02;
// Beside the catalogue's main pages, one of each kind that once shifted on a phone: a category's list (its count took its
// width late), an activity zone and a template page (their head came with their goods; banners took their picture's
// shape), a help article found through the menu (the menu's skeleton stood taller than the menu); and the member
// centre, the orders and the help centre, which shifted on a phone when their answers came late (the menu strip, the
// tabs' counts, the help article above its menu); the controlled zone (its notice and entries came above its goods)
// and a brand's zone (its banner came above it all), once their pages drew before their answers.
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/list', '/list/table', '/list/info/1006', '/search?keywords=amxl', '/user', '/kjcg', '/order', '/help', '/list/other/301/%E6%8A%97%E7%94%9F%E7%B4%A0', '/yjh/1', '/zqmb?id=1', '/help/us/link', '/kxzq', '/ppzq/info/1'];
const DEVICES = { desktop: DESKTOP, phone: PHONE } as const;

interface Shifts {
  __cls: number;
  __shifts: { value: number; sources: string[] }[];
  __record: (entries: PerformanceEntry[]) => void;
  __flush: () => void;
}

/**
 * Waits until what the page shows has stopped changing: the page itself drawn (not the boot shell or the frame that
 * waits for its code), no request in flight, the fonts loaded, the images in view decoded, every finite animation
 * ended, and two more frames rendered. Shifts while it loads still count: the observer sees them from the first paint.
 */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  try {
    await settleOnce(page, requests);
  } catch (e) {
    // The page went to another document meanwhile (a visitor sent to the login page): settle that one.
    if (!isNavigationError(e)) throw e;
    await page.waitForLoadState('domcontentloaded');
    await settleOnce(page, requests);
  }
}

async function settleOnce(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await pageDrawn(page);
  await requests.settled();
  await fontsAndPicturesInView(page);
  await animationsDone(page);
  await nextFrames(page, 2);
}

/** Records every layout shift of the page from its first paint (an init script of the context: each document of it). */
function recordShifts() {
  const w = window as unknown as Shifts;
  w.__cls = 0;
  w.__shifts = [];
  // Functions are set as properties, not consts: tsx would wrap a named const in a helper the page does not have.
  w.__record = (entries: PerformanceEntry[]) => {
    type Rect = { x: number; y: number; width: number; height: number };
    for (const e of entries as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: Rect; currentRect: Rect }[] }[]) {
      if (e.hadRecentInput) continue;
      w.__cls += e.value;
      // Each moved element with where it stood before and after (x,y width×height), so a reading says how it moved.
      w.__shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map(({ node: n, previousRect, currentRect }) => {
          const what = n instanceof Element ? `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}` : String(n?.nodeName);
          return `${what} ${[previousRect, currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`).join(' → ')}`;
        }),
      });
    }
  };
  const observer = new PerformanceObserver((list) => w.__record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The entries not yet delivered to the callback, so a reading misses none.
  w.__flush = () => w.__record(observer.takeRecords());
}

/** The page's code has drawn it (not the HTML shell, nor the frame that waits for the page's code). */
const pageDrawn = (page: Page) => page.waitForFunction(() => !!document.querySelector('main#main[data-route]') && !document.querySelector('main#main .page-loading'));

/**
 * The layout shift recorded since the document began (recordShifts), every entry delivered: printed with `label`, and
 * each shift's moved elements beside it when over the budget (or with CLS_VERBOSE). Answers the figure.
 */
async function readFigure(page: Page, label: string): Promise<number> {
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as Shifts;
    w.__flush();
    return { cls: w.__cls, shifts: w.__shifts };
  });
  console.log(`CLS ${label}: ${cls.toFixed(4)}`);
  if (process.env.CLS_VERBOSE || cls > BUDGET) for (const s of shifts) console.log(`  ${s.value.toFixed(4)} ${s.sources.join(', ')}`);
  return cls;
}

/** A call of the demo API: what the late pass holds back. */
const isApiCall = (url: URL) => url.pathname.startsWith('/api/');

/**
 * Every path once more in a context of its own with every API answer late: each call (the ones the HTML's Link header
 * starts too) is held until the page has drawn itself without its answers, then all are let through and the page
 * settles. No service worker, so every call passes the context's route. Where a box has no room kept for what its
 * answer brings, this shifts the page whatever the host's speed.
 */
async function measureLate(device: keyof typeof DEVICES, user: string | null): Promise<number> {
  let worst = 0;
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block' });
  try {
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    const requests = trackRequests(page);
    // Everything but the calls held back: the page's code and style, and what it fetches that is not an API call.
    const code = trackRequests(page, HANG_LIMIT_MS, (r) => !isApiCall(new URL(r.url())));
    if (user) await logIn(page, user);
    let holding = false;
    let held: Array<() => void> = [];
    await context.route(isApiCall, (route) => {
      if (!holding) return route.continue();
      held.push(() => void route.continue().catch(() => undefined));
    });
    for (const p of paths) {
      holding = true;
      // Not until 'load': the calls the HTML's Link header starts are preloads, and the load event waits for them.
      await page.goto(`${site.url}${p}`, { waitUntil: 'commit' });
      // Drawn as far as it can be without its answers: the app's frame is up and every file the page's code asked for
      // has come (a page may show its own loading frame until its answer: the zones whose head comes with their goods).
      await page.waitForFunction(() => !!document.querySelector('main#main[data-route]'));
      await code.settled();
      holding = false;
      for (const release of held) release();
      held = [];
      await settle(page, requests);
      worst = Math.max(worst, await readFigure(page, `${p} (${user ?? 'visitor'}, ${device}, answers late)`));
    }
  } finally {
    await context.close();
  }
  return worst;
}

/** Logs the demo user in (its session cookie kept by the page's context). */
async function logIn(page: Page, user: string): Promise<void> {
  await page.goto(`${site.url}/404`);
  await page.evaluate(async (u) => {
    await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `username=${u}&password=Demo2026`, credentials: 'include' });
  }, user);
}

/**
 * One device and user through every path, then through every path with its answers late, printing each figure as it
 * is read (a run that stops shows where). The four run one after another: side by side, on one core, a run once
 * stopped for good partway with the CPU idle (where, it did not print then), which one after another never did.
 */
async function measure(device: keyof typeof DEVICES, user: string | null): Promise<number> {
  let worst = 0;
  const context = await browser.newContext(DEVICES[device]);
  try {
    // Shifts right after an input are left out, as the CLS metric does; this run makes no input (scrolling by script
    // is none), so every shift of loading and scrolling counts.
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    const requests = trackRequests(page);
    if (user) await logIn(page, user);
    for (const p of paths) {
      await page.goto(`${site.url}${p}`, { waitUntil: 'load' });
      await settle(page, requests);
      // Down the page a screen at a time, letting each screen settle, and back to the top.
      for (let y = 600; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await settle(page, requests);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page, requests);
      worst = Math.max(worst, await readFigure(page, `${p} (${user ?? 'visitor'}, ${device})`));
    }
  } finally {
    await context.close();
  }
  return Math.max(worst, await measureLate(device, user));
}

const site = await startSiteServer(Number(process.env.CLS_PORT ?? 0));
const browser = await launch();
let worst = 0;
try {
  for (const [device, user] of [['desktop', null], ['desktop', 'kangning'], ['phone', null], ['phone', 'kangning']] as const) {
    worst = Math.max(worst, await measure(device, user));
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(`worst CLS: ${worst.toFixed(4)} (budget ${BUDGET})`);
process.exit(worst <= BUDGET ? 0 : 1);
