/**
 * After `farm build` and scripts/route-preloads.ts: builds the service worker, dist/sw.js (src/service-worker.ts).
 *
 * Two steps, because Farm has no Workbox plugin and the worker is not a page's script:
 * 1. esbuild bundles src/service-worker.ts with the Workbox modules it imports into one classic script (Firefox and
 *    older Chromium cores run no module workers), minified, for the browsers the site supports;
 * 2. workbox-build's injectManifest reads the finished build (dist/) and writes the precache list into it: the shell
 *    (index.html), the manifest and icons, the files index.html loads (the first load's scripts and style sheets) and
 *    the chunks of the most visited routes (home, the lists, the goods detail, search and the cart), read from the
 *    build's route-preloads.json. Every other chunk is cached by the worker the first time a page uses it.
 * injectManifest over the build's real file list (rather than generateSW) keeps the caching rules in a module of the
 * site's own code with unit tests (src/lib/offline/cache-rules.ts), and needs no bundler integration.
 *
 * SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/build-service-worker.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { readRoutePreloads } from '../mock/site-headers';
import { precacheFiles, SERVICE_WORKER_FILE } from './lib/service-worker-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.SITE_DIST ?? 'dist');
const bundled = path.join(dist, `${SERVICE_WORKER_FILE}.bundle.js`);
const swDest = path.join(dist, SERVICE_WORKER_FILE);

const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const wanted = precacheFiles(indexHtml, readRoutePreloads(dist), (f) => fs.existsSync(path.join(dist, f)));

await build({
  entryPoints: [path.join(root, 'src/service-worker.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  // Workbox logs to the console in development builds only.
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: bundled,
  logLevel: 'warning',
});

try {
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,webmanifest,png,svg}'],
    globIgnores: [SERVICE_WORKER_FILE, path.basename(bundled)],
    // The shell and the chosen chunks only: the filter is the one list above, so nothing else slips in.
    manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => wanted.has(e.url)), warnings: [] })],
    // Hashed file names change with their content: no revision needed for them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  const missing = [...wanted].filter((f) => !fs.existsSync(path.join(dist, f)));
  if (missing.length) throw new Error(`files to precache missing from the build: ${missing.join(', ')}`);
  if (count !== wanted.size) throw new Error(`precached ${count} files, expected ${wanted.size}`);
  console.log(`service worker: ${SERVICE_WORKER_FILE}, ${count} files precached (${Math.round(size / 1024)} KB)`);
} finally {
  fs.rmSync(bundled, { force: true });
}
