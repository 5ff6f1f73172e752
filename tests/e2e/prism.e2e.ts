/**
 * `API=prism npm start`: the built site in front of Prism, the pure contract mock, which answers with the contract's
 * examples. Their pictures are /static/ paths that the site server draws without the demo API (mock/pictures.ts), so
 * the home page's banners, ads, goods and brands all load there: not one shows 图片加载失败.
 */
import net from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, nextFrames, PHONE, quietShell, watchPage, withHangLimit } from '../../scripts/lib/chromium';
import type { SiteServer } from '@mock/server';
import { poll, screenshot } from './helpers';
import { closeContexts, workerBrowser } from './world';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** mock/server.ts as `API=prism npm start` runs it (it reads API and PRISM_PORT when it starts), on free ports. */
async function startPrismSite(): Promise<SiteServer> {
  const names = ['API', 'PRISM_PORT', 'API_TARGET'] as const;
  const before = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  process.env.API = 'prism';
  process.env.PRISM_PORT = String(await freePort());
  delete process.env.API_TARGET;
  try {
    const { startSiteServer } = await import('@mock/server');
    return await startSiteServer(0);
  } finally {
    for (const n of names) {
      if (before[n] === undefined) delete process.env[n];
      else process.env[n] = before[n];
    }
  }
}

/** Scrolls the page down half a screen at a time, so every section drawn near the viewport is drawn. */
async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 450) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page, 2);
  }
}

/**
 * The pictures the page shows (a closed menu's are not shown), each with whether it is drawn: loaded, with a width.
 */
function pictures(page: Page) {
  return page.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.checkVisibility())
      .map((img) => ({ src: img.getAttribute('src') ?? '', drawn: img.complete && img.naturalWidth > 0 })),
  );
}

describe('the home page under Prism (API=prism)', () => {
  let site: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startPrismSite(), workerBrowser()]);
  });

  afterAll(async () => {
    if (browser) await closeContexts(browser);
    await site?.close();
  });

  async function openHome(settings: BrowserContextOptions, name: string) {
    const context = withHangLimit(await browser.newContext({ ...settings, baseURL: site.url }));
    await quietShell(context);
    const page = await context.newPage();
    const { foreignRequests } = watchPage(page, site.url);
    await page.goto('/');
    // The carousel's first banner is shown: the examples have arrived.
    await page.locator('img[src^="/static/banner/home-"]').filter({ visible: true }).first().waitFor();
    await scrollThrough(page);
    // Lazy pictures far below the fold load now too; then every picture has loaded, or failed.
    await page.locator('img').evaluateAll((imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
    await page.waitForLoadState('networkidle');
    return { page, context, foreignRequests, shot: () => screenshot(page, `prism/home-${name}`) };
  }

  it('registers no service worker: runtime-config.json says so, and the page is never controlled', async () => {
    const context = withHangLimit(await browser.newContext({ ...DESKTOP, baseURL: site.url }));
    try {
      const page = await context.newPage();
      const config = (await (await context.request.get(`${site.url}/runtime-config.json`)).json()) as { serviceWorker?: unknown };
      expect(config.serviceWorker).toBe(false);
      await page.goto('/');
      await page.waitForLoadState('load');
      // Registration would start at the load event: the registration list is read after it has had its chance.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('draws every picture of the examples at 1366 px: banners and ads, goods, brands', async () => {
    const { page, context, foreignRequests, shot } = await openHome(DESKTOP, '1366');
    try {
      await poll(async () => (await pictures(page)).filter((p) => !p.drawn).map((p) => p.src)).toEqual([]);
      const sources = (await pictures(page)).map((p) => p.src);
      for (const kind of ['/static/banner/', '/static/goods/', '/static/brand/']) {
        expect(sources.some((s) => s.startsWith(kind)), kind).toBe(true);
      }
      expect(await page.getByText('图片加载失败').count()).toBe(0);
      expect(foreignRequests).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot();
    } finally {
      await context.close();
    }
  });

  it('draws every picture at 390 px, on a phone', async () => {
    const { page, context, shot } = await openHome(PHONE, '390');
    try {
      await poll(async () => (await pictures(page)).filter((p) => !p.drawn).map((p) => p.src)).toEqual([]);
      expect((await pictures(page)).filter((p) => p.src.startsWith('/static/')).length).toBeGreaterThan(5);
      expect(await page.getByText('图片加载失败').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot();
    } finally {
      await context.close();
    }
  });
});
