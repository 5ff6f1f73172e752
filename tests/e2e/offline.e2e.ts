/**
 * The site on a network that comes and goes (src/service-worker.ts, src/lib/offline, the connection banner): installable;
 * a member's visit painted from the device with the network off and the banner saying from when; a write refused
 * offline and nothing changed on the server, then done once the network is back; logging out (offline or online)
 * leaves no member answer in any cache; a second deployment is offered and taken on the buyer's click.
 *
 * Every test has its own world and its own browser contexts with the worker allowed (world.open's `serviceWorker`),
 * closed with the world: a worker outlives its page, so no cache of one test can reach another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, withHangLimit } from '../../scripts/lib/chromium';
import { BACK_ONLINE_TEXT, CACHE, cacheRuleFor, UPDATE_TEXT } from '@/lib/offline/cache-rules';
import { HTTP_TEXT } from '@/lib/http';
import { audit, describeViolations, serious } from './axe';
import { poll, screenshot, settle } from './helpers';
import { startWorld, test, type World } from './world';


const OFFLINE_LINE = /^离线：显示的是 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 的数据$/;
const dist = path.resolve(process.env.SITE_DIST ?? 'dist');

/** Waits until the page is controlled by an activated worker (its precache complete). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Where taking an update stands: whether this is a new document (the mark set before the click is gone), the waiting
 * worker's state and the controlling worker's. Read again while the page reloads (its context torn down in between).
 */
function updateState(page: Page): Promise<{ reloaded: boolean; waiting: string | null; controller: string | null }> {
  return page.evaluate(async () => ({
    reloaded: !('ycBeforeUpdate' in window),
    waiting: (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
    controller: navigator.serviceWorker.controller?.state ?? null,
  }));
}

interface CacheEntry {
  cache: string;
  url: string;
  body: string;
}

/** Every entry of every cache of the page's origin, with its body as text (what a next person could be shown). */
function cacheEntries(page: Page): Promise<CacheEntry[]> {
  return page.evaluate(async () => {
    const out: CacheEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const res = await cache.match(request);
        const type = res?.headers.get('Content-Type') ?? '';
        out.push({ cache: name, url: new URL(request.url).pathname + new URL(request.url).search, body: res && /json|text|svg/.test(type) ? await res.text() : '' });
      }
    }
    return out;
  });
}

/**
 * The API reads the page has been answered from now on that the worker keeps (cacheRuleFor's 'api'), as path+query:
 * `kept` waits until every one of them is in the cache, so going offline after it finds all the page needs.
 */
function keptReads(page: Page, origin: string): Set<string> {
  const reads = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (r.status() === 200 && cacheRuleFor(url, r.request().method(), 'cors', origin) === 'api') reads.add(url.pathname + url.search);
  });
  return reads;
}

/** Waits until the worker has kept an answer to every read in `reads` and to a path starting with each of `paths`. */
async function kept(page: Page, reads: Set<string>, paths: string[] = []): Promise<void> {
  expect(reads.size, 'the page made API reads the worker keeps').toBeGreaterThan(0);
  const missing = async () => {
    const urls = (await cacheEntries(page)).filter((e) => e.cache === CACHE.api).map((e) => e.url);
    return [...[...reads].filter((r) => !urls.includes(r)), ...paths.filter((p) => !urls.some((u) => u.startsWith(p)))];
  };
  await poll(missing).toEqual([]);
}

/** The member's cart on the server, read past the browser (the context's cookies, not its worker). */
async function serverCart(context: BrowserContext, baseUrl: string): Promise<Array<{ goods: number; number: number }>> {
  const res = await context.request.get(`${baseUrl}/api/cart/list?filters=99999&new=1`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { data: Array<{ number: number; goods: { id: number } }> } };
  return body.data.data.map((l) => ({ goods: l.goods.id, number: l.number })).sort((a, b) => a.goods - b.goods);
}

const isAdd = (r: { url(): string; request(): { method(): string } }) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST';

/** A member's visit of /, /list (one goods added to the cart) and /cart with the worker, until its answers are kept; the member's company name. */
async function memberVisit(world: World): Promise<{ page: Page; context: BrowserContext; company: string }> {
  const { page, context } = await world.open({ who: 'kangning', serviceWorker: true });
  const base = (await (await context.request.get(`${world.baseUrl}/api/user/base`)).json()) as { data: { company: string } };
  const company = base.data.company;
  expect(company).not.toBe('');
  await page.goto('/');
  await controlled(page);
  const reads = keptReads(page, world.baseUrl);
  await page.goto('/list');
  const card = page.locator('article.goods-card').filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
  await Promise.all([page.waitForResponse(isAdd), card.getByRole('button', { name: '加入购物车' }).click()]);
  await page.goto('/cart');
  await page.getByRole('table', { name: '购物车商品' }).waitFor();
  await kept(page, reads, ['/api/user/base', '/api/cart/list', '/api/goods/list']);
  // The member's answers are there before the logout: what expectNoMemberAnswer looks for can be found.
  expect((await cacheEntries(page)).some((e) => e.body.includes(company))).toBe(true);
  return { page, context, company };
}

/** No cache holds an answer naming the member or a member-only call, and the shell is still there for the next visit. */
async function expectNoMemberAnswer(page: Page, company: string): Promise<void> {
  const entries = await cacheEntries(page);
  const member = entries.filter((e) => e.body.includes(company) || /^\/api\/(cart|order|message|user\/summary)/.test(e.url));
  expect(member.map((e) => `${e.cache} ${e.url}`)).toEqual([]);
  expect(entries.some((e) => /^\/index\.html/.test(e.url))).toBe(true);
}


describe('offline', () => {
  test("a member's visit is painted from the device offline with the banner; a write is refused, then done online", async ({ world }) => {
    // bypassCSP only so that axe can be injected into the offline page below.
    const { page, context } = await world.open({ who: 'kangning', serviceWorker: true, bypassCSP: true });
    await page.goto('/');
    await controlled(page);
    const reads = keptReads(page, world.baseUrl);

    // The visit: the home page, the list (one goods added to the cart while online), the cart.
    await page.goto('/list');
    const card = page.locator('article.goods-card').filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
    await card.waitFor();
    // The name alone, without the tags (满, 新) drawn beside it.
    const name = (await card.locator('.goods-card__name').first().innerText()).split('\n')[0]!.trim();
    await Promise.all([page.waitForResponse(isAdd), card.getByRole('button', { name: '加入购物车' }).click()]);
    await page.goto('/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    await page.goto('/');
    await page.locator('main[data-route="home"] article.goods-card').first().waitFor();
    await kept(page, reads, ['/api/user/base', '/api/goods/list', '/api/cart/list']);

    await context.setOffline(true);
    for (const [route, painted] of [
      ['/', 'main[data-route="home"] article.goods-card'],
      ['/list', 'main[data-route="list_index"] article.goods-card'],
      ['/cart', 'table.cart-table'],
    ] as const) {
      await page.goto(route);
      await page.locator(painted).first().waitFor();
      await poll(() => page.getByTestId('offline-banner').textContent()).toMatch(OFFLINE_LINE);
    }
    await expect(page.getByRole('table', { name: '购物车商品' }).innerText()).resolves.toContain(name);
    await settle(page);
    await screenshot(page, 'offline/banner-1366', false);
    expect(describeViolations(serious(await audit(page))), 'axe with the offline banner').toEqual([]);

    // Offline, 加入购物车 is refused with its message; the quantity typed stays; the server's cart is as it was.
    await page.goto('/list');
    const offlineCard = page.locator('article.goods-card').filter({ hasText: name }).first();
    await offlineCard.waitFor();
    const before = await serverCart(context, world.baseUrl);
    await offlineCard.getByRole('button', { name: /^增加.*购买数量$/ }).click();
    const quantity = offlineCard.getByRole('textbox', { name: /购买数量$/ });
    const typed = await quantity.inputValue();
    await offlineCard.getByRole('button', { name: '加入购物车' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: HTTP_TEXT.offlineWrite }).count()).toBe(1);
    expect(await quantity.inputValue()).toBe(typed);
    expect(await serverCart(context, world.baseUrl)).toEqual(before);

    // Back online: the offline line goes, the banner says the network is back, and the same add goes through.
    await context.setOffline(false);
    await poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    await poll(() => page.getByTestId('back-online-banner').textContent()).toContain(BACK_ONLINE_TEXT);
    expect(describeViolations(serious(await audit(page))), 'axe with 网络已恢复').toEqual([]);
    const [added] = await Promise.all([page.waitForResponse(isAdd), offlineCard.getByRole('button', { name: '加入购物车' }).click()]);
    expect(added.status()).toBe(200);
    const after = await serverCart(context, world.baseUrl);
    const goodsId = before.find((l) => !after.some((a) => a.goods === l.goods && a.number === l.number))?.goods;
    expect(goodsId, 'exactly the added line changed').toBeDefined();
    expect(after.find((l) => l.goods === goodsId)!.number).toBe(before.find((l) => l.goods === goodsId)!.number + Number(typed));
  });

  test('on a phone the offline banner is painted within the screen', async ({ world }) => {
    const { page, context } = await world.open({ phone: true, serviceWorker: true });
    await page.goto('/');
    await controlled(page);
    const reads = keptReads(page, world.baseUrl);
    await page.reload();
    await page.locator('main[data-route="home"] article.goods-card').first().waitFor();
    await kept(page, reads);
    await context.setOffline(true);
    await page.reload();
    await page.locator('main[data-route="home"] article.goods-card').first().waitFor();
    const banner = page.getByTestId('offline-banner');
    await poll(() => banner.textContent()).toMatch(OFFLINE_LINE);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await settle(page);
    await screenshot(page, 'offline/banner-390', false);
  });

  test('logging out offline deletes every kept member answer before the logout is even sent', async ({ world }) => {
    const { page, context, company } = await memberVisit(world);
    await context.setOffline(true);
    await page.getByRole('button', { name: '安全退出' }).click();
    // The logout could not reach the server: the buyer is told; the device keeps nothing of the member all the same.
    await poll(() => page.getByRole('status').filter({ hasText: HTTP_TEXT.offlineWrite }).count()).toBe(1);
    await expectNoMemberAnswer(page, company);
  });

  test('logging out online leaves no member answer in any cache, and the visitor page after it keeps none', async ({ world }) => {
    const { page, company } = await memberVisit(world);
    await page.getByRole('button', { name: '安全退出' }).click();
    // The cart, a member's page, sends the visitor to log in; the home page as a visitor after it.
    await page.waitForURL(/\/login/);
    await page.goto('/');
    await poll(() => page.getByRole('banner').innerText()).toContain('请登录');
    await page.locator('main[data-route="home"] article.goods-card').first().waitFor();
    await expectNoMemberAnswer(page, company);
  });

  test.for([
    { device: 'desktop', width: 1366 },
    { device: 'phone', width: 390 },
  ] as const)('a second deployment is offered ($device) and taken on the buyer’s click', async ({ device, width }, { browser }) => {
    const next: { script?: string } = {};
    const { world, close } = await startWorld(browser, undefined, { serviceWorkerScript: () => next.script });
    onTestFinished(close);
    const { page } = await world.open({ phone: device === 'phone', serviceWorker: true, bypassCSP: true });
    await page.goto('/');
    await controlled(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    // A new deployment: the worker's script changes (its precache list would); the next navigation's check finds it.
    next.script = `${fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')}\n// the next deployment (${device})\n`;
    await page.reload();
    const offer = page.getByRole('button', { name: UPDATE_TEXT });
    await offer.waitFor();
    // Offered, not taken: the new worker waits and the page still runs with the worker (and shell) it loaded with.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);
    await settle(page);
    await screenshot(page, `offline/update-${width}`, false);
    expect(describeViolations(serious(await audit(page))), 'axe with the update offer').toEqual([]);

    // A mark on this document, gone once the page has reloaded. The wait is for the state the click leads to, and a
    // hung update says where it stopped: the new worker still waiting (the message did not reach it), or active with
    // the page not reloaded (its controllerchange not acted on).
    await page.evaluate(() => void Object.assign(window, { ycBeforeUpdate: true }));
    await offer.click();
    await poll(() => updateState(page)).toEqual({ reloaded: true, waiting: null, controller: 'activated' });
    await poll(() => offer.count()).toBe(0);
  });

  test('serves the worker from the root, revalidated, under a CSP that allows it and the manifest only from the site', async ({ site }) => {
    const sw = await fetch(`${site.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    expect(sw.headers.get('Content-Type')).toMatch(/javascript/);
    const csp = sw.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    const manifest = await fetch(`${site.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    const config = (await (await fetch(`${site.baseUrl}/runtime-config.json`)).json()) as { serviceWorker?: unknown };
    expect(config.serviceWorker).toBe(true);
  });

  test("meets Chromium's install criteria (a profile of its own: incognito contexts cannot install)", async ({ site }) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-install-'));
    const context = withHangLimit(await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ...DESKTOP }));
    onTestFinished(async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(site.baseUrl);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toBe(`${site.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });
});
