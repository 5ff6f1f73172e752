/**
 * Budgets (run after `npm run build`): the home route's initial JS and CSS (its own document's files), gzipped, no
 * request to any host other than the site's own (no Google Fonts, no CDN), no other host or inline script in any
 * document of the build, and the files a first visit to /, /list and a detail loads (scripts
 * and style sheets until the load event, measured in Chromium: over HTTP/1.1 each file beyond a phone's six
 * connections costs a round trip; scripts/first-load-report.ts prints the same per route from the build). Prints the
 * figures; exits 1 when a budget is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, openPage, requireChromium } from './lib/chromium';
import { requireBuild } from './lib/build';
import { PAGE_DOCUMENTS_DIR, readRoutePreloads, SHELL_DOCUMENT } from '../mock/site-headers';

// Before anything else: without Chromium or a build, one line says what to do.
requireChromium();
requireBuild();
const { startSiteServer } = await import('@mock/server');

const BUDGET = { js: 200 * 1024, css: 40 * 1024 };
/**
 * JS and CSS files of a first visit, until the load event: 7 each on 2026-12-02, with each route's chunks merged into
 * its own document's files (scripts/merge-route-chunks.ts); 20, 21 and 24 before (31, 32 and 35 before the first load
 * was merged; 18, 19 and 22 with it in one script, which was one ~95 ms task on a throttled phone, so it is three). One
 * file of room: a route's scripts past ~150 KB are two parts.
 */
const FIRST_LOAD_FILES = { '/': 8, '/list': 8, '/list/info/1006': 8 } as const;
// The build the server serves (SITE_DIST, as mock/server.ts and requireBuild read it), not always dist/.
const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const problems: string[] = [];
// Minified HTML may leave attribute values unquoted.
const refsOf = (doc: string) =>
  [...doc.matchAll(/<(script|link)\b[^>]*?\b(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*>/g)].map((m) => ({
    tag: m[1],
    url: m[2] ?? m[3] ?? m[4] ?? '',
  }));
// index.html and every route's own document (scripts/merge-route-chunks.ts): no other host, no inline script.
const pagesDir = path.join(dist, PAGE_DOCUMENTS_DIR);
const documents = [
  ['index.html', html],
  ...(fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).filter((f) => f.endsWith('.html')).map((f) => [`${PAGE_DOCUMENTS_DIR}/${f}`, fs.readFileSync(path.join(pagesDir, f), 'utf8')]) : []),
] as const;
for (const [name, doc] of documents) {
  for (const r of refsOf(doc)) if (/^(https?:)?\/\//.test(r.url)) problems.push(`${name} references another host: ${r.url}`);
  if (/<script\b(?![^>]*\bsrc=)[^>]*>[^<]+<\/script>/.test(doc)) problems.push(`${name} has an inline script`);
}
console.log(`documents checked for other hosts and inline scripts: ${documents.length} (index.html and the routes' own)`);

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const local = (u: string) => path.join(dist, u.replace(/^\//, '').split('?')[0] ?? '');
// The home route's own document: the shell's files and the home page's merged ones.
const homeDocument = readRoutePreloads(dist).find((r) => r.route === 'home')?.document ?? SHELL_DOCUMENT;
const homeRefs = refsOf(fs.readFileSync(local(homeDocument), 'utf8'));
const jsFiles = homeRefs.filter((r) => r.tag === 'script' && r.url.endsWith('.js')).map((r) => local(r.url));
const cssFiles = homeRefs.filter((r) => r.tag === 'link' && r.url.endsWith('.css')).map((r) => local(r.url));
const js = jsFiles.reduce((n, f) => n + gz(f), 0);
const css = cssFiles.reduce((n, f) => n + gz(f), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`home route initial JS  (gzip, ${homeDocument.slice(1)}): ${kb(js)} in ${jsFiles.length} file(s)   budget ${kb(BUDGET.js)}`);
console.log(`home route initial CSS (gzip, ${homeDocument.slice(1)}): ${kb(css)} in ${cssFiles.length} file(s)   budget ${kb(BUDGET.css)}`);
if (js > BUDGET.js) problems.push(`initial JS ${kb(js)} exceeds ${kb(BUDGET.js)}`);
if (css > BUDGET.css) problems.push(`initial CSS ${kb(css)} exceeds ${kb(BUDGET.css)}`);

const site = await startSiteServer(Number(process.env.BUDGET_PORT ?? 0));
const browser = await launch();
try {
  const { page, foreignRequests } = await openPage(browser, site.url);
  let requests = 0;
  page.on('request', () => (requests += 1));
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('footer', { timeout: 15_000 });
  console.log(`requests while loading /: ${requests}; to other hosts: ${foreignRequests.length}`);
  for (const u of foreignRequests) problems.push(`request to another host: ${u}`);
  await page.close();
  for (const [p, most] of Object.entries(FIRST_LOAD_FILES)) {
    // A fresh context each time: a first visit, nothing cached.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const tab = await context.newPage();
    const files = new Set<string>();
    tab.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === new URL(site.url).origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await tab.goto(`${site.url}${p}`, { waitUntil: 'load' });
    const js = [...files].filter((f) => f.endsWith('.js')).length;
    console.log(`first visit to ${p}: ${files.size} files (${js} JS, ${files.size - js} CSS) until load   budget ${most}`);
    if (files.size > most) problems.push(`first visit to ${p} loads ${files.size} files, more than ${most}`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

if (problems.length) {
  console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('budgets: ok');
