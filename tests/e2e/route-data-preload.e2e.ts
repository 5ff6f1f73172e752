/**
 * The data starts with the code: the server names a page's first API calls in the page's `Link` preload headers
 * (mock/site-headers.ts, from route-preloads.json), so the browser asks for them while the page's code is still on
 * its way, and the app's own calls (src/app/route-data.ts, the page's hooks) take those answers instead of asking again.
 *
 * Proved through a counting proxy in front of a site of the file's own: the proxy holds back the script that starts the
 * app (index.html's last, farm_module_system) and the page's own chunk until the page's calls have reached it — which
 * can only happen if the browser asked for them before any of the app's code ran. Then it lets them go, the page
 * draws, and every call preloaded was asked for once. A visitor's page never starts a member's call before the app
 * runs; a member's does. Those sites run with `firstAnswers: false`, as nginx serves: with its in-process demo API the
 * reference server writes the answers into the document instead (mock/first-answers.ts), which the last block checks.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PRIVATE_DOCUMENT, readRoutePreloads } from '@mock/site-headers';
import { firstLoadRefs } from '../../scripts/lib/first-load';
import { carriedAnswers, poll } from './helpers';
import { startSite, startWorld, test as it, type Site, type World } from './world';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
/** index.html's last script: the module system, which runs the app's code (nothing of the app runs before it). */
const starter = firstLoadRefs(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).filter((r) => r.kind === 'js').at(-1)!.url;
/** The first file of the goods page's own code, as route-preloads.json names it. */
const pageChunk = readRoutePreloads(dist).find((r) => r.route === 'list_info')!.preload.find((f) => f.endsWith('.js'))!;

interface Proxy {
  url: string;
  /** GETs of /api/ per address (path and query), as they reached the server. */
  counts: Map<string, number>;
  /** The /api/ addresses that arrived while the app's code was held back. */
  beforeCode: Set<string>;
  /** Holds the starter and the page chunk until `until` has arrived (all of it), then lets them go. */
  hold(until: string[]): void;
  close(): Promise<void>;
}

async function startProxy(site: Site): Promise<Proxy> {
  const target = new URL(site.baseUrl);
  const counts = new Map<string, number>();
  const beforeCode = new Set<string>();
  let waiting: { until: Set<string>; release: () => void; released: Promise<void> } | undefined;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/') && req.method === 'GET') {
      counts.set(url, (counts.get(url) ?? 0) + 1);
      if (waiting) {
        beforeCode.add(url);
        waiting.until.delete(url);
        if (!waiting.until.size) waiting.release();
      }
    }
    const held = waiting && (url === starter || url === pageChunk) ? waiting.released : Promise.resolve();
    void held.then(() => {
      const upstream = http.request({ hostname: target.hostname, port: target.port, path: url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      // A page closed mid-request (the world closes with calls still in flight) resets its connection, and the site
      // may close before its answer: neither is the test's subject, and an unhandled 'error' would fail the whole run.
      upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      res.on('close', () => !res.writableFinished && upstream.destroy());
      req.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    beforeCode,
    hold(until) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      beforeCode.clear();
      waiting = { until: new Set(until), release: () => ((waiting = undefined), release()), released };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A member's own frame calls (src/app/route-data.ts's frameQueries): the cart and message counts and the lottery. */
const MEMBER_FRAME = ['/api/cart/total', '/api/message/unread_count', '/api/lottery/simple'];

/** The /api/ addresses a page's Link header preloads. */
const preloadedCalls = (link: string | null) => [...(link ?? '').matchAll(/<(\/api\/[^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials/g)].map((m) => m[1]!);

/** A site of the test's own behind the counting proxy, and a world whose pages go through the proxy. */
async function startBehindProxy(browser: Browser): Promise<{ proxy: Proxy; world: World; close: () => Promise<void> }> {
  const site = await startSite({ firstAnswers: false });
  const proxy = await startProxy(site);
  const { world, close } = await startWorld(browser, { ...site, baseUrl: proxy.url });
  return {
    proxy,
    world,
    close: async () => {
      await close();
      await proxy.close();
      await site.close();
    },
  };
}

describe('the data starts with the code', () => {
  it("asks for a visitor's goods page's calls before the app's code has loaded, and each only once", async ({ browser, onTestFinished }) => {
    const { proxy, world, close } = await startBehindProxy(browser);
    onTestFinished(close);
    const link = (await fetch(`${proxy.url}/list/info/1006`)).headers.get('link');
    const calls = preloadedCalls(link);
    // The goods and its activities, then the frame's calls: the base user's too (a visitor's answer), none of a member's.
    expect(calls).toEqual(['/api/goods/detail/1006', '/api/goods/activities?goods_id=1006', '/api/global/common', '/api/user/base', '/api/global/config', '/api/focus/common', '/api/article/category?category_id=3']);
    proxy.counts.clear();
    proxy.hold(calls);

    const { page, consoleErrors } = await world.open();
    const requests: Request[] = [];
    page.on('requestfinished', (r) => requests.push(r));
    await page.goto('/list/info/1006');
    await poll(() => page.locator('h1').first().innerText()).toContain('阿莫西林');
    // Every call arrived while the starter and the page's chunk were held: before any code of the app had run.
    expect([...proxy.beforeCode].sort()).toEqual([...calls].sort());
    // In the browser's own timings too: the goods call started before the page's chunk had finished loading.
    const started = (r: Request) => r.timing().startTime;
    const goods = requests.find((r) => r.url().endsWith('/api/goods/detail/1006'))!;
    const chunk = requests.find((r) => r.url().endsWith(pageChunk))!;
    expect(started(goods)).toBeLessThan(started(chunk) + chunk.timing().responseEnd);
    // The page drew from those answers: the app's own calls were not sent again.
    await poll(() => page.locator('img[alt="阿莫西林胶囊"]').count()).toBeGreaterThan(0);
    expect(Object.fromEntries(calls.map((c) => [c, proxy.counts.get(c)]))).toEqual(Object.fromEntries(calls.map((c) => [c, 1])));
    expect(consoleErrors).toEqual([]);
  });

  it("starts a member's calls with the page's code only with the session cookie, and uses them", async ({ browser, onTestFinished }) => {
    const { proxy, world, close } = await startBehindProxy(browser);
    onTestFinished(close);
    const context = await world.newContext({ who: 'kangning' });
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const calls = preloadedCalls((await fetch(`${proxy.url}/list`, { headers: { cookie } })).headers.get('link'));
    expect(calls).toEqual(['/api/goods/list?sort=default&page=1&page_size=20', '/api/global/common', '/api/user/base', '/api/global/config', '/api/focus/common', '/api/article/category?category_id=3', ...MEMBER_FRAME]);
    // A visitor's header names none of a member's calls, and a forged empty cookie is no session.
    expect(preloadedCalls((await fetch(`${proxy.url}/list`)).headers.get('link')).filter((c) => MEMBER_FRAME.includes(c))).toEqual([]);
    expect(preloadedCalls((await fetch(`${proxy.url}/list`, { headers: { cookie: 'yc_session=' } })).headers.get('link')).filter((c) => MEMBER_FRAME.includes(c))).toEqual([]);
    proxy.counts.clear();
    proxy.hold(calls);

    const page = await context.newPage();
    await page.goto('/list');
    await poll(() => page.locator('.goods-card, [data-goods-id]').count()).toBeGreaterThan(0);
    expect([...proxy.beforeCode].sort()).toEqual([...calls].sort());
    expect(Object.fromEntries(calls.map((c) => [c, proxy.counts.get(c)]))).toEqual(Object.fromEntries(calls.map((c) => [c, 1])));
  });

  // Pages whose own calls the server knows from the recording of every page's first calls (scripts/page-first-calls.json),
  // not from the boot's list in src/app/route-data.ts: a visitor's news list and a member's address book.
  it.for([
    { path: '/news/hy', who: undefined, own: ['/api/article/list?type=hy&page=1&page_size=10'], drawn: '.news-list__items li' },
    { path: '/addr', who: 'kangning' as const, own: ['/api/address'], drawn: '.address-card' },
    // A route with an optional segment (/ppzq/:page?): its first page's call, made only without the segment.
    { path: '/ppzq', who: undefined, own: ['/api/zone/ppzq?page=1&page_size=12'], drawn: '.brand-tile' },
    // A page named by a query id (/zqmb?id=1): its template, from the address's query string.
    { path: '/zqmb?id=1', who: undefined, own: ['/api/zone/template/1'], drawn: '.zone-template__title' },
  ])('starts $path’s own recorded calls with its code and draws from them without asking again', async ({ path: address, who, own, drawn }, { browser, onTestFinished }) => {
    const { proxy, world, close } = await startBehindProxy(browser);
    onTestFinished(close);
    const context = await world.newContext(who ? { who } : {});
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const calls = preloadedCalls((await fetch(`${proxy.url}${address}`, { headers: cookie ? { cookie } : {} })).headers.get('link'));
    // The page's own first, then the frame's.
    expect(calls.slice(0, own.length)).toEqual(own);
    expect(calls).toContain('/api/global/common');
    proxy.counts.clear();
    proxy.hold(calls);

    const page = await context.newPage();
    await page.goto(address);
    await poll(() => page.locator(drawn).count()).toBeGreaterThan(0);
    expect([...proxy.beforeCode].sort()).toEqual([...calls].sort());
    expect(Object.fromEntries(calls.map((c) => [c, proxy.counts.get(c)]))).toEqual(Object.fromEntries(calls.map((c) => [c, 1])));
  });

  it('preloads the first page’s call only for the address without its optional segment (/ppzq/2 asks for its own page)', async ({ linkOnlySite: site }) => {
    const calls = async (address: string) => preloadedCalls((await fetch(`${site.baseUrl}${address}`)).headers.get('link'));
    expect(await calls('/ppzq')).toContain('/api/zone/ppzq?page=1&page_size=12');
    expect((await calls('/ppzq/2')).filter((c) => c.startsWith('/api/zone/'))).toEqual([]);
    expect(await calls('/ppzq/info/7')).toContain('/api/zone/ppzq/7?sort=default&page=1&page_size=20');
    expect((await calls('/ppzq/info/7/2')).filter((c) => c.startsWith('/api/zone/'))).toEqual([]);
  });

  it('preloads no list call for an address with a query string (the page asks for its own view)', async ({ linkOnlySite: site }) => {
    const proxy = { url: site.baseUrl };
    const calls = preloadedCalls((await fetch(`${proxy.url}/list?page=2`)).headers.get('link'));
    expect(calls).toEqual(['/api/global/common', '/api/user/base', '/api/global/config', '/api/focus/common', '/api/article/category?category_id=3']);
  });
});

/** The /api/ addresses (path and query string) a page asks for from now on. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

// The reference server with its in-process demo API (`npm start`, every other e2e world): the answers themselves come
// inside the page's document, so over HTTP/1.1 they take none of a phone's six connections from the page's files.
describe('the answers come with the document', () => {
  it("carries a visitor's goods page's first answers, preloads none of them, and the page asks for none", async ({ world }) => {
    const res = await fetch(`${world.baseUrl}/list/info/1006`);
    const carried = carriedAnswers(await res.text());
    expect(carried).toEqual(['/api/goods/detail/1006', '/api/goods/activities?goods_id=1006', '/api/global/common', '/api/user/base', '/api/global/config', '/api/focus/common', '/api/article/category?category_id=3']);
    expect(preloadedCalls(res.headers.get('link'))).toEqual([]);
    // The picture those answers name for the first paint, at high priority: the goods' own (not the bottom banner too).
    expect(res.headers.get('link')).toMatch(/^<\/static\/goods\/1006\.svg>; rel=preload; as=image; fetchpriority=high, <\/assets\//);
    // Its own answers: kept by no shared cache.
    expect(res.headers.get('cache-control')).toBe(PRIVATE_DOCUMENT);
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);

    const { page, consoleErrors } = await world.open();
    const asked = apiRequests(page);
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/static/goods/1006.svg') pictures.push(r.url());
    });
    await page.goto('/list/info/1006');
    await poll(() => page.locator('h1').first().innerText()).toContain('阿莫西林');
    await poll(() => page.locator('.gallery__main img[alt="阿莫西林胶囊"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The frame drew from them too: the footer's help articles.
    await poll(() => page.locator('footer nav[aria-label="帮助中心"] a').count()).toBeGreaterThan(0);
    expect(asked.filter((u) => carried.includes(u))).toEqual([]);
    // The goods' picture was fetched once: the gallery took the preloaded one.
    expect(pictures).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  it("carries a member's calls only for the member's session, and no answer that ends a session", async ({ world }) => {
    const context = await world.newContext({ who: 'kangning' });
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const member = carriedAnswers(await (await fetch(`${world.baseUrl}/list`, { headers: { cookie } })).text());
    expect(member).toEqual(['/api/goods/list?sort=default&page=1&page_size=20', '/api/global/common', '/api/user/base', '/api/global/config', '/api/focus/common', '/api/article/category?category_id=3', ...MEMBER_FRAME]);
    expect(carriedAnswers(await (await fetch(`${world.baseUrl}/list`)).text()).filter((c) => MEMBER_FRAME.includes(c))).toEqual([]);
    // A cookie naming no session: the API answers the shared settings with a 401 that clears it, which only the
    // browser's own request may carry — preloaded, not carried (the base user's answer is a visitor's: carried).
    const ended = await fetch(`${world.baseUrl}/list`, { headers: { cookie: 'yc_session=ended' } });
    expect(carriedAnswers(await ended.text())).not.toContain('/api/global/common');
    expect(preloadedCalls(ended.headers.get('link'))).toContain('/api/global/common');

    const page = await context.newPage();
    const asked = apiRequests(page);
    await page.goto('/list');
    await poll(() => page.locator('.goods-card, [data-goods-id]').count()).toBeGreaterThan(0);
    // The member's own top bar, from the carried /api/user/base.
    await poll(() => page.getByRole('button', { name: '安全退出' }).count()).toBe(1);
    expect(asked.filter((u) => member.includes(u))).toEqual([]);
  });
});
