/**
 * What the service worker precaches (scripts/build-service-worker.ts), decided from the build alone so it is
 * unit-tested (tests/scripts/service-worker-files.test.ts).
 */
import type { RoutePreload } from '../../mock/site-headers';

/** The worker's file at the root of the build, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The routes most buyers open, whose pages' chunks are precached: home, the lists, the goods detail, search, cart. */
export const PRECACHED_ROUTES: readonly string[] = ['home', 'list_index', 'list_table', 'list_info', 'search_index', 'search_table', 'cart'];

/** Files of the build's root that the installed app needs besides index.html. */
const SHELL_FILES = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png'];

/**
 * The files to precache, as paths relative to the build (no leading slash): the shell, the scripts and style sheets
 * index.html loads, and the chunks of PRECACHED_ROUTES from route-preloads.json (Farm's own, `chunks`). `exists` drops the shell files a
 * build does not have (a build without icons still gets a worker; the manifest test catches the missing icons).
 */
export function precacheFiles(indexHtml: string, routes: ReadonlyArray<Pick<RoutePreload, 'route' | 'preload' | 'chunks'>>, exists: (file: string) => boolean): Set<string> {
  const out = new Set<string>(SHELL_FILES.filter(exists));
  for (const m of indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?\/(assets\/[\w.-]+\.(?:js|css))/g)) out.add(m[1]!);
  for (const r of routes) {
    if (!PRECACHED_ROUTES.includes(r.route)) continue;
    // Farm's own chunks (the worker answers every page with index.html, whose runtime loads those), not the files the
    // route's own document names for a first visit (scripts/merge-route-chunks.ts).
    for (const f of r.chunks ?? r.preload) if (/^\/assets\/[\w.-]+\.(js|css)$/.test(f)) out.add(f.slice(1));
  }
  return out;
}
