import fs from 'node:fs';
import path from 'node:path';

/**
 * The headers the site's files are served with, written once for every server of the build: the reference server
 * (mock/server.ts) sets them on its answers, and the nginx configuration (`npm run deploy:nginx`,
 * scripts/lib/nginx-config.ts) is rendered from the same values, so the two cannot drift apart.
 */

// No inline scripts and nothing from other hosts: the Farm runtime is an external file (runtime.isolate). Images may
// also be blob: URLs, which only the page itself can make: the preview of a transfer receipt before it is uploaded.
// 'wasm-unsafe-eval' lets the page compile WebAssembly — the barcode reader of 扫码采购's camera, fetched from this
// site's /assets/ — and nothing else: eval() and new Function() stay forbidden.
// The service worker and the web app manifest are this site's own files too, named on their own (worker-src,
// manifest-src) rather than left to default-src, so a later change of default-src cannot widen them.
export const SITE_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** Sent with every file of the site (and of the API reference, under its own CSP). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** The build's hashed files: their names change with their content, so they are cached for a year as immutable. */
export const ASSETS_PATH = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html and the SPA's routes, runtime-config.json, the favicon) is revalidated on every load. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The service worker (src/service-worker.ts), at the root so its scope is the whole site. Always revalidated: the
 * browser checks it on every navigation, and a new deployment's worker must be seen at once, never a cached old one.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The web app manifest (public/manifest.webmanifest), with the type browsers expect of it. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const MANIFEST_TYPE = 'application/manifest+json';

/** The Cache-Control of a file of the build by its path. */
export function cacheControlFor(pathname: string): string {
  if (pathname === SERVICE_WORKER_PATH) return CACHE_REVALIDATE;
  return pathname.startsWith(ASSETS_PATH) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** One entry of route-preloads.json (scripts/route-preloads.ts writes it beside index.html at build time). */
export interface RoutePreload {
  /** The route's name, for the reader. */
  route: string;
  /** The source of a case-insensitive regex matching the route's paths. */
  pattern: string;
  /** The files its page loads beyond the first load: /assets/ scripts and style sheets. */
  preload: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own scripts and style sheets are ever named in a header: anything else in the file is dropped. */
const PRELOADABLE = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The `Link` header for a route's index.html: the page's own chunks and style sheets preloaded at low priority, so
 * the browser fetches them with the shell's files instead of after the shell has run. Undefined when there are none.
 */
export function preloadLink(files: readonly string[]): string | undefined {
  const safe = files.filter((f) => PRELOADABLE.test(f));
  if (!safe.length) return undefined;
  return safe.map((f) => `<${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`).join(', ');
}

/** The entries of `<dist>/route-preloads.json` in their order (the first that matches a path wins); [] without one. */
export function readRoutePreloads(dist: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return [];
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  return routes.filter(
    (r): r is RoutePreload =>
      typeof r === 'object' && r !== null && typeof r.route === 'string' && typeof r.pattern === 'string' && Array.isArray(r.preload) && r.preload.every((f: unknown) => typeof f === 'string'),
  );
}

/**
 * The `Link` header of a path of the SPA, from `<dist>/route-preloads.json`: the first route whose pattern matches
 * decides. The file is re-read when a rebuild changes it; no file, no match or nothing to preload: no header.
 */
export function routePreloads(dist: string): (pathname: string) => string | undefined {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  let cached: { mtimeMs: number; routes: Array<{ regex: RegExp; link: string | undefined }> } | undefined;
  return (pathname) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const routes: Array<{ regex: RegExp; link: string | undefined }> = [];
      for (const r of readRoutePreloads(dist)) {
        try {
          routes.push({ regex: new RegExp(r.pattern, 'i'), link: preloadLink(r.preload) });
        } catch {
          // A pattern that is not a regex matches nothing.
        }
      }
      cached = { mtimeMs, routes };
    }
    return cached.routes.find((r) => r.regex.test(pathname))?.link;
  };
}
