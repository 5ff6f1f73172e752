/**
 * How the reference server (mock/server.ts) serves the build: precompressed files with long caching for the hashed
 * assets, index.html revalidated, and each route's index.html with `Link: rel=preload` for exactly the files its page
 * then loads (scripts/route-preloads.ts), so a phone fetches them with the shell's files.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, trackRequests } from '../../scripts/lib/chromium';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The files a route's index.html asks the browser to preload, from its Link header. */
async function preloadsOf(path: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=preload; as=(script|style)/g)].map((m) => m[1]!);
}

describe('serving the build', () => {
  it('sends assets brotli- or gzip-compressed as asked, cached for a year; index.html revalidated', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /<script src=(\/assets\/index_[^\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const br = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${baseUrl}/list`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('preloads nothing for a file, a missing asset or an address that leaves the site', async () => {
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('link')).toBeNull();
    const missing = await fetch(`${baseUrl}/assets/none.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('link')).toBeNull();
    expect(await preloadsOf('/eleven_index')).toEqual([]);
  });

  it.each(['/list', '/list/info/1006', '/search?keywords=amxl'])('%s: preloads only files its page then loads, and at least one', async (path) => {
    const preloads = await preloadsOf(path);
    expect(preloads.length).toBeGreaterThan(0);
    const { page } = await openPage(browser, baseUrl);
    const loaded = new Set<string>();
    page.on('requestfinished', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/assets/')) loaded.add(url.pathname);
    });
    const requests = trackRequests(page);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector('main#main[data-route]:not([data-route="notFound"])');
    await requests.settled();
    // Every preloaded file is used by the page (none is fetched for nothing).
    expect(preloads.filter((f) => !loaded.has(f))).toEqual([]);
    await page.context().close();
  });
});
