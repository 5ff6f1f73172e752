/**
 * Tabs that visits run in one after another (the route walk, the openings): a visit takes a tab an earlier visit of the
 * same kind left — its session storage emptied and 1366 px again; the visit then loads its own document there — or a
 * new one, and gives it back when it passed, its routes removed; a failed visit's tab is closed, so no later visit
 * starts from a page in an unknown state. The renderer that drew one visit's page draws the next with the site's code
 * and axe already compiled there (a new tab per visit started a renderer process and compiled both anew: README,
 * "Test system").
 */
import type { Page } from 'playwright-core';
import { DESKTOP } from '../../scripts/lib/chromium';

export interface TabPool<K> {
  take(key: K): Promise<Page>;
  giveBack(key: K, page: Page, passed: boolean): Promise<void>;
}

/** A pool of tabs by kind (`key`); `open` makes a new tab of that kind when none is free. */
export function tabPool<K>(open: (key: K) => Promise<Page>): TabPool<K> {
  const free = new Map<K, Page[]>();
  return {
    async take(key) {
      const reused = free.get(key)?.pop();
      if (!reused) return open(key);
      await reused.evaluate(() => window.sessionStorage.clear());
      await reused.setViewportSize(DESKTOP.viewport!);
      return reused;
    },
    async giveBack(key, page, passed) {
      if (!passed || page.isClosed()) {
        await page.close().catch(() => undefined);
        return;
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      let list = free.get(key);
      if (!list) free.set(key, (list = []));
      list.push(page);
    },
  };
}
