/**
 * The first visit's files per route, from the build (run after `npm run build`): index.html's scripts and style sheets
 * plus the route's own files (route-preloads.json, which the server sends as preload headers), counted and gzipped.
 * Over HTTP/1.1 a phone opens six connections per host, so each file beyond them costs a round trip: the count matters
 * as much as the bytes. `npm run budget` measures the same in Chromium for three routes (JS and CSS requests until
 * the load event). SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/first-load-report.ts [path…]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readRoutePreloads } from '../mock/site-headers';
import { firstLoadRefs, routeFirstLoad } from './lib/first-load';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/list', '/list/table', '/list/info/1006', '/search', '/cart', '/order', '/cgtj'];
const refs = firstLoadRefs(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
const routes = readRoutePreloads(dist);
const gz = (u: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, u.slice(1))), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log('first load per route: files (JS + CSS) and their gzipped bytes');
console.log('| path | route | files | JS | CSS | gzipped |');
console.log('|---|---|---|---|---|---|');
for (const p of paths) {
  const route = routes.find((r) => new RegExp(r.pattern, 'i').test(p.split('?')[0]!));
  const { js, css } = routeFirstLoad(refs, route?.preload ?? []);
  const bytes = [...js, ...css].reduce((n, u) => n + gz(u), 0);
  console.log(`| \`${p}\` | ${route?.route ?? '—'} | ${js.length + css.length} | ${js.length} | ${css.length} | ${kb(bytes)} |`);
}
