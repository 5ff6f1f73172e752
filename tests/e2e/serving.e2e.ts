/**
 * How the reference server (mock/server.ts) serves the build: precompressed files with long caching for the hashed
 * assets, index.html revalidated, and each route's index.html with `Link: rel=preload` for exactly the files its page
 * then loads (scripts/route-preloads.ts), so a phone fetches them with the shell's files; the API's answers
 * compressed; and, given a certificate, HTTPS with HTTP/2 for browsers and HTTP/1.1 for other clients.
 */
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import type { SiteServer } from '@mock/server';
import { readRoutePreloads } from '@mock/site-headers';
import { describe, expect } from 'vitest';
import { DESKTOP, trackRequests, withHangLimit } from '../../scripts/lib/chromium';
import { firstLoadRefs } from '../../scripts/lib/first-load';
import { localTls, type LocalTls } from '../../scripts/lib/tls';
import { test as it } from './world';

/** The files a route's index.html asks the browser to preload, from its Link header. */
async function preloadsOf(baseUrl: string, path: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=preload; as=(script|style)/g)].map((m) => m[1]!);
}

describe('serving the build', () => {
  it('sends assets brotli- or gzip-compressed as asked, cached for a year; index.html revalidated', async ({ site }) => {
    const { baseUrl } = site;
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The first of the first load's scripts (scripts/merge-first-load.ts).
    const script = firstLoadRefs(html).find((r) => r.kind === 'js' && r.url.startsWith('/assets/'))?.url;
    expect(script).toBeDefined();
    const br = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${baseUrl}/no-such-page`)).headers.get('cache-control')).toBe('no-cache');
    // A page's document carrying its first calls' answers (mock/first-answers.ts) is this request's own.
    expect((await fetch(`${baseUrl}/list`)).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('preloads nothing for a file, a missing asset or an address that leaves the site', async ({ site }) => {
    const { baseUrl } = site;
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('link')).toBeNull();
    const missing = await fetch(`${baseUrl}/assets/none.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('link')).toBeNull();
    expect(await preloadsOf(baseUrl, '/eleven_index')).toEqual([]);
  });

  it.for(['/list', '/list/info/1006', '/search?keywords=amxl'])('%s: preloads only files its page then loads, and at least one', async (path, { world }) => {
    const preloads = await preloadsOf(world.baseUrl, path);
    expect(preloads.length).toBeGreaterThan(0);
    const { page } = await world.open();
    const loaded = new Set<string>();
    page.on('requestfinished', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/')) loaded.add(url.pathname);
    });
    const requests = trackRequests(page);
    await page.goto(path);
    await page.waitForSelector('main#main[data-route]:not([data-route="notFound"])');
    await requests.settled();
    // Every preloaded file is used by the page (none is fetched for nothing).
    expect(preloads.filter((f) => !loaded.has(f))).toEqual([]);
  });

  it("draws a route from its own document's merged files; a page opened inside the app then fetches Farm's chunks, none twice and none the first page brought", async ({ world }) => {
    const list = readRoutePreloads(path.resolve(process.env.SITE_DIST || 'dist')).find((r) => r.route === 'list_index');
    expect(list?.document).toMatch(/^\/pages\/[\w-]+\.html$/);
    const chunks = new Set(list!.chunks);
    const { page } = await world.open();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\.(js|css)$/.test(url.pathname)) fetched.push(url.pathname);
    });
    const runtime: string[] = [];
    page.on('console', (m) => {
      if (/registered|\[Farm\]/.test(m.text())) runtime.push(m.text());
    });
    const requests = trackRequests(page);
    await page.goto('/list');
    await page.waitForSelector('main#main[data-route="list_index"] .goods-card');
    await requests.settled();
    // The page's chunks came inside its merged files: none was fetched on its own but the shared libraries it names.
    expect(fetched.filter((f) => chunks.has(f) && !list!.preload.includes(f))).toEqual([]);
    expect(fetched.filter((f) => list!.preload.includes(f)).sort()).toEqual([...list!.preload].sort());
    const first = fetched.length;
    await page.locator('main a[href^="/list/info/"]').first().click();
    await page.waitForSelector('main#main[data-route="list_info"] .goods-detail');
    await requests.settled();
    const later = fetched.slice(first);
    // Inside the app: Farm's own chunks (no route's merged file), none that the list's files had brought, none twice.
    expect(later.filter((f) => /\/assets\/route-/.test(f) || chunks.has(f))).toEqual([]);
    expect(fetched.filter((f, i) => fetched.indexOf(f) !== i)).toEqual([]);
    // The runtime registered no module twice and failed to load nothing.
    expect(runtime).toEqual([]);
  });
});

describe('the API compressed', () => {
  it('answers a JSON call above 1 KB brotli- or gzip-compressed as asked, and plainly to a client that asks for neither', async ({ site }) => {
    const { baseUrl } = site;
    const url = `${baseUrl}/api/global/common`;
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const body = (await br.json()) as { code: number };
    expect(body.code).toBe(10000);
    expect((await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).headers.get('content-encoding')).toBeNull();
  });
});

/** A site with a demo API of its own over HTTPS (HTTP/2, HTTP/1.1 for other clients), with a throwaway certificate. */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: it has none
const overHttps = it.extend('tlsSite', async ({}, { onCleanup }) => {
  const tls: LocalTls = await localTls();
  const { startSiteServer } = await import('@mock/server');
  const server: SiteServer = await startSiteServer(0, '127.0.0.1', { tls, isolatedDemo: true });
  onCleanup(server.close);
  return { url: server.url, ca: tls.cert };
});

/** One HTTP/2 request with Node's client: its status and headers. */
function h2Get(site: { url: string; ca: string }, path: string): Promise<http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(site.url, { ca: site.ca });
    session.on('error', reject);
    const req = session.request({ ':path': path, 'accept-encoding': 'br' });
    req.on('response', (headers) => {
      req.resume();
      req.on('end', () => {
        session.close();
        resolve(headers);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('over HTTPS', () => {
  overHttps('serves the site and the API over HTTP/2, compressed', async ({ tlsSite }) => {
    const page = await h2Get(tlsSite, '/list');
    expect(page[':status']).toBe(200);
    expect(page['content-type']).toMatch(/^text\/html/);
    expect(page.link).toMatch(/rel=preload/);
    const api = await h2Get(tlsSite, '/api/global/common');
    expect(api[':status']).toBe(200);
    expect(api['content-encoding']).toBe('br');
  });

  overHttps('still answers an HTTP/1.1 client', async ({ tlsSite }) => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https.get(`${tlsSite.url}/api/global/common`, { ca: tlsSite.ca }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  overHttps('a browser loads a page over HTTP/2 and draws it', async ({ browser, tlsSite, onTestFinished }) => {
    const context = withHangLimit(await browser.newContext({ ...DESKTOP, ignoreHTTPSErrors: true }));
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(`${tlsSite.url}/list`);
    await page.waitForSelector('main#main[data-route="list_index"] .goods-card');
    const protocols = await page.evaluate(() => [
      ...new Set(performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).nextHopProtocol)),
    ]);
    expect(protocols).toEqual(['h2']);
  });
});
