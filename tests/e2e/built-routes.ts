/**
 * The e2e walks' side of the built routes: visiting an address in Chromium until the page has settled, the phone they
 * use and the sideways-overflow probe. The addresses themselves (every built route with a sample) are
 * scripts/lib/built-route-addresses.ts, shared with the contract fuzz, which runs in jsdom without playwright.
 */
import type { Page } from 'playwright-core';
import { animationsDone, isNavigationError, nextFrames, type trackRequests } from '../../scripts/lib/chromium';

export { builtRoutes, type BuiltRoute } from '../../scripts/lib/built-route-addresses';

/**
 * Goes to `path` and waits until the page has settled: a page (any route: a member page may send a visitor to the
 * login page) is shown, neither its loading frame nor a member page's 正在前往登录页 is in it, no request is in flight,
 * fonts and animations are done. Returns the route finally shown, read in the same step that finds it settled (the HTML
 * shell the server sends for the next address names no route), so a navigation between the waits is never mistaken for
 * the page it leads to.
 */
export async function visit(page: Page, baseUrl: string, path: string, requests: ReturnType<typeof trackRequests>): Promise<string> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  // A member page sends a visitor on with a full navigation (at once, or once its first call answers 401): the waits
  // then start again on the page it went to (at most twice more).
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => {
        const main = document.querySelector('main#main[data-route]');
        return !!main && !main.querySelector('.page-loading, .page-leaving');
      });
      await requests.settled();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await animationsDone(page);
      await nextFrames(page, 2);
      const shown = await page.evaluate(() => {
        const main = document.querySelector('main#main[data-route]');
        return main && !main.querySelector('.page-loading, .page-leaving') ? main.getAttribute('data-route') : null;
      });
      if (shown) return shown;
      if (attempt >= 2) throw new Error(`${path}: the page was not settled after ${attempt + 1} tries (it kept navigating)`);
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
