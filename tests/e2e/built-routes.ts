/**
 * Every built route (src/app/route-pages.ts ROUTE_PAGES) as an address to visit, for the walks that must cover every
 * page — axe (a11y.e2e.ts) and the phone width (phone.e2e.ts) — so a page another change builds is covered the day
 * it is added. Each parametrised route gets a sample from the demo API's seed: a real goods id for the detail pages,
 * a real category for the category list, and the first id otherwise (a page that finds nothing for it shows its own
 * empty or not-found state, which is audited too).
 */
import type { Page } from 'playwright-core';
import { ROUTE_PAGES } from '@/app/route-pages';
import type { RouteName } from '@/lib/routes/paths';
import { FLAT_ROUTES } from '@/lib/routes/route-table';
import { animationsDone, isNavigationError, nextFrames, type trackRequests } from '../../scripts/lib/chromium';

/** Samples by route, then by parameter name (a goods id of the seed: 1006 is 阿莫西林胶囊, with pictures and ladders). */
const BY_ROUTE: Partial<Record<RouteName, Record<string, string>>> = {
  list_info: { id: '1006' },
  list_info_pt: { id: '1006' },
  list_other: { id: '301', name: '抗生素' },
  hdzx: { ids: '1,2', id: '1' },
  zqmb: {},
  hdmb: {},
};
const BY_PARAM: Record<string, string> = { id: '1', name: '抗生素', page: '1', url: 'spring', url1: '2', url2: '3', ads: '1', ids: '1', type: 'help' };
/** Queries a page needs to show more than its empty state. */
const QUERY: Partial<Record<RouteName, string>> = {
  search_index: '?keywords=amxl',
  search_table: '?keywords=amxl',
  zqmb: '?id=1',
  hdmb: '?id=4',
};

export interface BuiltRoute {
  name: RouteName;
  path: string;
}

/** Every built route but the 404 page's own duplicates, in the route table's order, each with a sample address. */
export function builtRoutes(): BuiltRoute[] {
  const out: BuiltRoute[] = [];
  for (const r of FLAT_ROUTES) {
    if (r.group || r.redirect || r.external || !ROUTE_PAGES[r.name]) continue;
    const samples = { ...BY_PARAM, ...BY_ROUTE[r.name] };
    // Optional segments are left out unless the route has its own sample for them.
    const path = r.path
      .replace(/\/:(\w+)\?/g, (_m, k: string) => (BY_ROUTE[r.name]?.[k] ? `/${encodeURIComponent(BY_ROUTE[r.name]![k]!)}` : ''))
      .replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(samples[k] ?? '1'));
    out.push({ name: r.name, path: `${path || '/'}${QUERY[r.name] ?? ''}` });
  }
  return out;
}

/**
 * Goes to `path` and waits until the page has settled: a page (any route: a member page may send a visitor to the
 * login page) is shown, its loading frame is gone, no request is in flight, fonts and animations are done.
 * Returns the route finally shown.
 */
export async function visit(page: Page, baseUrl: string, path: string, requests: ReturnType<typeof trackRequests>): Promise<string> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  // A member page sends a visitor on with a full navigation once its first call answers 401: the waits then start
  // again on the page it went to (at most twice more).
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForSelector('main#main[data-route]', { timeout: 15_000 });
      await page.waitForFunction(() => !document.querySelector('main#main .page-loading'), undefined, { timeout: 15_000 });
      await requests.settled();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await animationsDone(page);
      await nextFrames(page, 2);
      return (await page.locator('main#main').getAttribute('data-route')) ?? '';
    } catch (e) {
      if (!isNavigationError(e) || attempt >= 2) throw e;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** The phone the walks use (390 × 844, touch): the one definition, next to DESKTOP. */
export { PHONE } from '../../scripts/lib/chromium';

/** How far the page reaches past the viewport's right edge, and the widest element that does (for the message). */
export async function sidewaysOverflow(page: Page): Promise<{ extra: number; widest: string }> {
  return page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    let widest = '';
    if (extra > 0) {
      let right = window.innerWidth;
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 0.5 && r.width > 0) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(r.right)} px)`;
        }
      }
    }
    return { extra, widest };
  });
}
