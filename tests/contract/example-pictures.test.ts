/**
 * The pictures of the contract's examples load wherever the examples are shown: each is a /static/ path that the site
 * server draws in every mode — from the demo API when it runs, else from the demo's seed (mock/pictures.ts), as under
 * Prism (`API=prism npm start`), which answers with these examples.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureHandler, seedPicture } from '@mock/pictures';
import { contract } from '@yaocai/contract-kit';

/**
 * Every address in the contract of a picture file (by its extension), wherever it is: examples and schemas. What a
 * member uploaded (/uploads/…: after-sales photos, transfer receipts, feedback pictures) is left out: it exists only
 * where it was uploaded, and its schema says so (a feedback picture's pattern is ^/uploads/feedback/).
 */
function picturePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^(\/|https?:)/.test(value) && !value.startsWith('/uploads/') && /\.(svg|png|jpe?g|gif|webp)(\?.*)?$/i.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) picturePaths(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) picturePaths(v, found);
  return found;
}

describe("the contract's example pictures", () => {
  const paths = [...picturePaths(contract)];

  it('are found: goods, banners, brands, categories, prizes, points goods and licences', () => {
    expect(paths.length).toBeGreaterThan(40);
    for (const kind of ['/static/goods/', '/static/banner/', '/static/brand/', '/static/category/', '/static/art/']) {
      expect(paths.some((p) => p.startsWith(kind)), kind).toBe(true);
    }
  });

  it('are all same-origin /static/ paths that the seed draws as SVG', () => {
    const undrawn = paths.filter((p) => !p.startsWith('/static/') || seedPicture(p)?.type !== 'image/svg+xml');
    expect(undrawn).toEqual([]);
  });
});

describe('the picture handler (the site server without the demo API)', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer(pictureHandler());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers a goods packshot as the demo draws it, cached for a day', async () => {
    const res = await fetch(`${base}/static/goods/1001.svg`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'image/svg+xml', 'public, max-age=86400']);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('阿莫西林胶囊');
  });

  it('answers a path the seed has no picture for with the demo API\'s 404', async () => {
    const res = await fetch(`${base}/static/goods/999999.svg`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 40004, msg: '图片不存在', data: null });
  });

  it('answers a HEAD without a body', async () => {
    const head = await fetch(`${base}/static/banner/home-1.svg`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/svg+xml', '']);
  });

  it('refuses to be written to', async () => {
    const post = await fetch(`${base}/static/banner/home-1.svg`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
