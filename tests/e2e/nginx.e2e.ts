/**
 * The build behind nginx, as most companies deploy it: `npm run deploy:nginx` renders the configuration for the build in
 * use (SITE_DIST or dist) and a free port, `nginx -t` accepts it, and a real nginx (run as this user: pid, logs and
 * temporary files in a folder of the test's own) serves the build in front of a demo API of the test's own
 * (mock/demo-api.ts, in this process). Through nginx: the CSP and security headers on every kind of answer, each
 * route's preload Link header (its files and API calls, a member's by the session cookie) as the reference server
 * (mock/server.ts) sends it, the precompressed twins, the cache
 * headers, the SPA fallback and the 404s, the proxied API, pictures and field measurements, the API reference under
 * its own CSP — and kangning's purchase in Chromium. Screenshots: test-results/screenshots/nginx/.
 *
 * It installs nothing: without nginx on the machine the file is skipped, saying so (.ci/run installs it).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { API_DOCS_CSP, CONTRACT_TYPES } from '@mock/api-docs';
import { HANG_LIMIT_MS } from '../../scripts/lib/chromium';
import { startDemoApiServer, type DemoApiServer } from '@mock/demo-api';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, readRoutePreloads, SITE_CSP } from '@mock/site-headers';
import { firstLoadRefs } from '../../scripts/lib/first-load';
import { findNginx } from '../../scripts/lib/nginx-config';
import { poll, shot as screenshotAs, shownFen, walletFen } from './helpers';
import { freePort, stopProcess, tail } from './processes';
import { startWorld, test as it, type Site } from './world';

const run = promisify(execFile);
const NGINX = findNginx();
const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const SKIPPED =
  'SKIPPED: nginx is not installed — .ci/run installs it (apt-get install -y nginx libnginx-mod-http-brotli-static), or set NGINX to its binary';
if (!NGINX) console.warn(`tests/e2e/nginx.e2e.ts ${SKIPPED}`);

const shot = (page: Page, name: string) => screenshotAs(page, `nginx/${name}`);

interface Front {
  url: string;
  api: DemoApiServer;
  /** The folder nginx writes in, the configuration and the field measurements. */
  dir: string;
  fieldFile: string;
  /** `nginx -t`'s exit code and what it said. */
  check: { code: number; output: string };
  nginx: ChildProcess;
  output: () => string;
}

/** `npm run deploy:nginx` for the build, a demo API and a free port; `nginx -t`; then nginx in the foreground. */
async function startFront(nginx: string): Promise<Front> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-nginx-'));
  const fieldFile = path.join(dir, 'field.ndjson');
  const api = await startDemoApiServer(0, '127.0.0.1', { isolatedDemo: true, fieldFile });
  const port = await freePort();
  // The reference's serving is what is tested here, not its content (tests/contract/api-docs.test.ts): a page of its own.
  const apiDocs = path.join(dir, 'api-docs');
  fs.mkdirSync(apiDocs);
  fs.writeFileSync(path.join(apiDocs, 'index.html'), '<!doctype html><title>接口文档</title>');
  fs.writeFileSync(path.join(apiDocs, '_headers'), '/api-docs/*\n');
  for (const file of Object.keys(CONTRACT_TYPES)) fs.writeFileSync(path.join(apiDocs, file), '{}\n');
  const args = ['--root', dist, '--api', `127.0.0.1:${api.port}`, '--port', String(port), '--listen', '127.0.0.1', '--standalone', dir, '--api-docs', apiDocs];
  const { stdout: config } = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/deploy-nginx.ts', ...args]);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config);
  const check = await run(nginx, ['-t', '-c', conf, '-p', `${dir}/`]).then(
    (r) => ({ code: 0, output: r.stderr }),
    (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, output: e.stderr ?? String(e) }),
  );
  const child = spawn(nginx, ['-c', conf, '-p', `${dir}/`, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = tail(child);
  const url = `http://127.0.0.1:${port}`;
  const front = { url, api, dir, fieldFile, check, nginx: child, output };
  // nginx answers once its workers run; an nginx that stopped says why. The limit is the e2e tests' hang limit, far
  // above the ~50 ms nginx takes here, so a slow or busy host is never read as an nginx that did not start.
  for (const started = Date.now(); Date.now() - started < HANG_LIMIT_MS; ) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/runtime-config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return front;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopFront(front);
  throw new Error(`nginx did not start (exit ${child.exitCode}): ${output()} ${check.output}`);
}

async function stopFront(front: Front): Promise<void> {
  // SIGTERM: nginx's master stops its workers and exits.
  await stopProcess(front.nginx);
  await front.api.close();
  fs.rmSync(front.dir, { recursive: true, force: true });
}

const head = (res: Response) => ({
  status: res.status,
  csp: res.headers.get('content-security-policy'),
  nosniff: res.headers.get('x-content-type-options'),
  referrer: res.headers.get('referrer-policy'),
});

describe.skipIf(!NGINX)(NGINX ? 'the build behind nginx' : SKIPPED, () => {
  let front: Front;
  let script: string;
  beforeAll(async () => {
    front = await startFront(NGINX!);
    script = firstLoadRefs(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).find((r) => r.kind === 'js' && r.url.startsWith('/assets/'))!.url;
  });
  afterAll(async () => {
    if (front) await stopFront(front);
  });
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${front.url}${p}`, { headers, redirect: 'manual' });

  it('renders a configuration that `nginx -t` accepts, run as this user', () => {
    expect(front.check).toEqual({ code: 0, output: expect.stringContaining('test is successful') as string });
  });

  it('sends the CSP and security headers with the home page, a route, an asset, the fallback, runtime-config, the API and a 404', async () => {
    const site = { csp: SITE_CSP, nosniff: 'nosniff', referrer: 'same-origin' };
    const paths = ['/', '/list', script, '/favicon.svg', '/no-such-page', '/runtime-config.json', '/api/global/common', '/assets/none.js'];
    const seen = await Promise.all(paths.map(async (p) => ({ path: p, ...head(await get(p)) })));
    expect(seen).toEqual(paths.map((p) => ({ path: p, status: p === '/assets/none.js' ? 404 : 200, ...site })));
  });

  // The reference server as it serves a remote API: every first call a Link preload (with its in-process demo API it
  // carries answers in the document instead, which nginx cannot: tests/e2e/route-data-preload.e2e.ts).
  it("sends each route's preload Link header exactly as the reference server does", async ({ linkOnlySite: site }) => {
    const paths = ['/', '/list', '/list?page=2', '/LIST/', '/list/info/1006', '/list/info/007', '/register', '/search?keywords=amxl', '/cart/step3/12', '/eleven_index', '/no-such-page', '/favicon.svg', '/ppzq', '/ppzq/2', '/ppzq/info/7', '/ppzq/info/7/2', '/zqmb?id=1', '/zqmb?from=home&id=12', '/zqmb?id=07', '/zqmb?id=abc&id=1', '/zqmb', '/hdmb?id=4'];
    // A visitor, a member (any session cookie: the header names a member's calls, the API checks the session), an empty cookie.
    const cookies = [undefined, 'yc_session=t0ken; other=1', 'yc_session='];
    const links = (base: string) =>
      Promise.all(cookies.flatMap((cookie) => paths.map(async (p) => (await fetch(`${base}${p}`, { headers: cookie ? { cookie } : {} })).headers.get('link'))));
    const [reference, behindNginx] = await Promise.all([links(site.baseUrl), links(front.url)]);
    expect(reference.filter((l) => l !== null).length).toBeGreaterThan(12);
    // The page's calls are in it: the goods for /list/info/1006, a member's cart count only with the cookie.
    expect(reference[paths.indexOf('/list/info/1006')]).toContain('</api/goods/detail/1006>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(reference.slice(0, paths.length).join()).not.toContain('/api/cart/total');
    expect(reference[paths.length + paths.indexOf('/list')]).toContain('</api/cart/total>');
    // A route with an optional segment: its first page's call only without the segment (an entry of its own).
    expect(reference[paths.indexOf('/ppzq/info/7')]).toContain('</api/zone/ppzq/7?sort=default&page=1&page_size=20>');
    expect(reference[paths.indexOf('/ppzq/info/7/2')]).not.toContain('/api/zone/');
    // A page named by a query id: its template's call only for a plain id, the first of that name.
    expect(reference[paths.indexOf('/zqmb?from=home&id=12')]).toContain('</api/zone/template/12>');
    expect(reference[paths.indexOf('/zqmb?id=abc&id=1')]).not.toContain('/api/zone/');
    expect(behindNginx).toEqual(reference);
  });

  // The reference server as it serves a remote API: its documents carry no answers, as nginx's never do.
  it("answers each route's addresses with the document the reference server sends (its own, or index.html)", async ({ linkOnlySite: site }) => {
    const paths = ['/', '/list', '/LIST/', '/list/info/1006', '/list/info/007', '/register', '/cart/step3/12', '/no-such-page'];
    const bodies = (base: string) => Promise.all(paths.map(async (p) => (await fetch(`${base}${p}`)).text()));
    const [reference, behindNginx] = await Promise.all([bodies(site.baseUrl), bodies(front.url)]);
    // Route documents name their merged files; an address of no route gets index.html.
    expect(reference[paths.indexOf('/list/info/1006')]).toMatch(/<script src=\/assets\/route-list_info\.[0-9a-f]{8}\.js>/);
    expect(reference[paths.indexOf('/no-such-page')]).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(behindNginx).toEqual(reference);
  });

  it('sends the brotli or gzip twin as asked (the same bytes), assets cached for a year, HTML and runtime-config revalidated', async () => {
    const plain = await get(script, { 'Accept-Encoding': 'identity' });
    const br = await get(script, { 'Accept-Encoding': 'br' });
    const gz = await get(script, { 'Accept-Encoding': 'gzip' });
    const page = await get('/list', { 'Accept-Encoding': 'br' });
    expect([plain, br, gz, page].map((r) => r.headers.get('content-encoding'))).toEqual([null, 'br', 'gzip', 'br']);
    expect([br, gz].map((r) => r.headers.get('vary'))).toEqual(['Accept-Encoding', 'Accept-Encoding']);
    const text = await plain.text();
    expect(await br.text()).toBe(text);
    expect(await gz.text()).toBe(text);
    // A route's address is answered with its own document (index.html naming its merged files), as the reference server does.
    const listDocument = readRoutePreloads(dist).find((r) => new RegExp(r.pattern, 'i').test('/list'))?.document;
    expect(listDocument).toMatch(/^\/pages\/[\w-]+\.html$/);
    expect(await page.text()).toBe(fs.readFileSync(path.join(dist, listDocument!.slice(1)), 'utf8'));
    const caching = await Promise.all([script, '/', '/list', '/no-such-page', '/runtime-config.json'].map(async (p) => (await get(p)).headers.get('cache-control')));
    expect(caching).toEqual([CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_REVALIDATE, CACHE_REVALIDATE, CACHE_REVALIDATE]);
    const config = await get('/runtime-config.json');
    expect(await config.json()).toEqual(JSON.parse(fs.readFileSync(path.join(dist, 'runtime-config.json'), 'utf8')));
  });

  it('answers a path without an extension with index.html, and a missing file with an extension with 404', async () => {
    const fallback = await get('/no/such/page');
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toMatch(/^text\/html/);
    expect(fallback.headers.get('link')).toBeNull();
    expect(await fallback.text()).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect((await Promise.all(['/assets/none.js', '/list/none.js', '/none.css'].map(async (p) => (await get(p)).status)))).toEqual([404, 404, 404]);
  });

  it('proxies the API (JSON gzipped, the session cookie kept), its pictures and the field measurements', async () => {
    const common = await get('/api/global/common', { 'Accept-Encoding': 'gzip' });
    expect(common.headers.get('content-encoding')).toBe('gzip');
    expect(((await common.json()) as { code: number }).code).toBe(10000);
    const login = await fetch(`${front.url}/api/auth/login`, { method: 'POST', body: new URLSearchParams({ username: 'kangning', password: 'Demo2026' }) });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^yc_session=/);
    const list = (await (await get('/api/goods/list?page_size=1')).json()) as { data: { list: Array<{ goods_image: Array<{ list: string }> }> } };
    const picture = await get(list.data.list[0]!.goods_image[0]!.list);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
    const record = { kind: 'metric', name: 'LCP', value: 1234, route: 'list_index', version: '1.0.0' };
    const sent = await fetch(`${front.url}/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ records: [record] }) });
    expect(sent.status).toBe(204);
    expect(JSON.parse(fs.readFileSync(front.fieldFile, 'utf8').trim())).toMatchObject(record);
  });

  it('serves the API reference under its own CSP, /api-docs redirected, its _headers note hidden, the contract typed', async () => {
    const docs = await get('/api-docs/');
    expect([docs.status, docs.headers.get('content-security-policy'), docs.headers.get('x-content-type-options')]).toEqual([200, API_DOCS_CSP, 'nosniff']);
    const bare = await get('/api-docs');
    expect([bare.status, bare.headers.get('location'), bare.headers.get('content-security-policy')]).toEqual([301, '/api-docs/', API_DOCS_CSP]);
    expect((await get('/api-docs/_headers')).status).toBe(404);
    const files = Object.keys(CONTRACT_TYPES);
    const contract = await Promise.all(files.map(async (f) => (await get(`/api-docs${f}`)).headers));
    expect(contract.map((h) => [h.get('content-type'), h.get('content-security-policy')])).toEqual(files.map((f) => [CONTRACT_TYPES[f], API_DOCS_CSP]));
  });

  it('lets kangning log in, search, add to the cart, check out, pay and see the order, all through nginx', async ({ browser }) => {
    const nginxSite: Site = {
      baseUrl: front.url,
      async advanceClock(query) {
        const res = await fetch(`${front.api.url}/__demo/clock/advance?${query}`, { method: 'POST' });
        expect(res.status, `the demo clock moves on by ${query}`).toBe(200);
      },
    };
    const { world, close } = await startWorld(browser, nginxSite);
    try {
      const { page, consoleErrors, foreignRequests } = await world.open();
      await page.goto('/login');
      const form = page.getByRole('form', { name: '账号登录' });
      await form.locator('input[name="username"]').fill('kangning');
      await form.locator('input[name="password"]').fill('Demo2026');
      await form.getByRole('button', { name: '登录' }).click();
      await poll(() => page.locator('.top-bar__company').innerText()).toBe('石家庄康宁大药房有限公司');
      const balanceBefore = await walletFen(page);

      const box = page.getByPlaceholder('药品名/商品名/拼音/批准文号/条码').first();
      await box.fill('amxl');
      await box.press('Enter');
      await page.waitForURL(/\/search\?keywords=amxl/);
      const card = page.locator('article.goods-card').filter({ hasText: '阿莫西林' }).filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
      const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
      await card.getByRole('button', { name: '加入购物车' }).click();
      expect((await added).status()).toBe(200);
      await shot(page, 'purchase-1-added');

      await page.goto('/cart');
      await page.getByRole('table', { name: '购物车商品' }).waitFor();
      await page.getByRole('button', { name: '去结算' }).click();
      await page.waitForURL(/\/cart\/step2\?ids=/);
      const payShown = shownFen(await page.getByTestId('step2-pay-total').innerText());
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL(/\/cart\/step3\/\d+$/);
      const orderId = Number(/\/cart\/step3\/(\d+)/.exec(page.url())![1]);
      await page.getByRole('radio', { name: /余额支付/ }).check();
      await page.getByRole('button', { name: '确认支付' }).click();
      await page.waitForURL(new RegExp(`/cart/step4\\?order_id=${orderId}$`));
      const orderNo = await page.getByTestId('pay-result-order-no').innerText();
      expect(shownFen(await page.getByTestId('pay-result-amount').innerText())).toBe(payShown);
      await shot(page, 'purchase-2-paid');

      await page.getByRole('link', { name: '查看订单' }).click();
      await page.waitForURL(new RegExp(`/order/info/${orderId}$`));
      await poll(() => page.getByTestId('order-no').innerText()).toBe(orderNo);
      await poll(() => page.getByTestId('order-status').innerText()).toBe('待发货');
      await shot(page, 'purchase-3-order');
      expect(balanceBefore - (await walletFen(page))).toBe(payShown);
      expect(consoleErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
