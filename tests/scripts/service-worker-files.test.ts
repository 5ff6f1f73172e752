import { describe, expect, it } from 'vitest';
import { PRECACHED_ROUTES, precacheFiles } from '../../scripts/lib/service-worker-files';

const INDEX = `<!doctype html><html><head>
<link rel=icon href=/favicon.svg type=image/svg+xml>
<link rel=preload href=/runtime-config.json as=fetch crossorigin>
<script src=/assets/farm_runtime.044964e2.js></script>
<link rel=stylesheet href=/assets/index_a251.9d835cfd.css>
<script src="/assets/index_3145.ac007f21.js" data-farm-resource=true></script>
</head></html>`;

const routes = [
  { route: 'home', pattern: '^\\/?$', preload: ['/assets/home-page.1.js', '/assets/home-page.2.css'] },
  { route: 'cart', pattern: '^\\/cart\\/?$', preload: ['/assets/cart-page.3.js', '/assets/home-page.1.js'] },
  { route: 'cgtj', pattern: '^\\/cgtj\\/?$', preload: ['/assets/charts.9.js'] },
  { route: 'list_index', pattern: '^\\/list\\/?$', preload: ['https://elsewhere.example/x.js', '/assets/list-page.4.js'] },
];

describe('precacheFiles', () => {
  const files = precacheFiles(INDEX, routes, (f) => f !== 'icons/icon-maskable-512.png');

  it('holds the shell, the files index.html loads and the most visited routes’ chunks, once each', () => {
    expect([...files].sort()).toEqual(
      [
        'assets/cart-page.3.js',
        'assets/farm_runtime.044964e2.js',
        'assets/home-page.1.js',
        'assets/home-page.2.css',
        'assets/index_3145.ac007f21.js',
        'assets/index_a251.9d835cfd.css',
        'assets/list-page.4.js',
        'favicon.svg',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'index.html',
        'manifest.webmanifest',
      ].sort(),
    );
  });

  it('leaves the other routes’ chunks to be cached when first used, and never names another host or runtime-config.json', () => {
    expect(files.has('assets/charts.9.js')).toBe(false);
    expect([...files].some((f) => f.includes('elsewhere') || f.includes('runtime-config'))).toBe(false);
  });

  it("precaches a route's Farm chunks, not the merged files of its own document", () => {
    const merged = [{ route: 'home', pattern: '^\\/?$', preload: ['/assets/route-home.7.js', '/assets/route-home.8.css'], chunks: ['/assets/home-page.1.js', '/assets/home-page.2.css'] }];
    const precached = precacheFiles(INDEX, merged, () => true);
    expect(precached.has('assets/home-page.1.js') && precached.has('assets/home-page.2.css')).toBe(true);
    expect([...precached].some((f) => f.startsWith('assets/route-'))).toBe(false);
  });

  it('precaches the home page, the lists, the goods detail, search and the cart', () => {
    expect(PRECACHED_ROUTES).toEqual(expect.arrayContaining(['home', 'list_index', 'list_info', 'search_index', 'cart']));
  });
});
