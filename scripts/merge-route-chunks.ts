/**
 * After scripts/route-preloads.ts: each route's first visit in a few files instead of up to twenty-three. Farm splits
 * a page's code into many small chunks (2–23 per route, most of them a few KB), which the runtime fetches once the app
 * has booted, or the Link header preloads; over HTTP/1.1 a phone has six connections per host and every file beyond
 * them costs a round trip of a slow network before the page can draw (Lighthouse's HTTP/1.1 runs charged /list some
 * 32 requests before its largest paint, 16 of them the route's chunks). This writes, for every distinct set of a
 * route's files:
 * - its scripts merged, in their order, into `assets/route-<route>.<hash>.js` (in parts of ~150 KB, as the first load
 *   is: one file is parsed in one task of the phone's main thread), each ending with the line that tells the runtime
 *   those files are loaded; the shared libraries (the UI kit, the charts) stay files of their own, cached across routes
 *   and budgeted apart;
 * - its style sheets merged into `assets/route-<route>.<hash>.css`;
 * - `pages/<route>.html`: index.html with those files before the script that boots the app, so the page's modules are
 *   registered when the app first renders and its styles apply from the first frame.
 * route-preloads.json then names, for each route, `document` (the file the servers answer its addresses with),
 * `preload` (the files that document loads beyond index.html's, which the Link header preloads) and `chunks` (Farm's
 * own files of the page, which the runtime loads when the page is opened inside the app and the service worker
 * precaches), and, at its top, `bundles`: each merged file's parts (the route walk counts a route's own code by part).
 * The bytes a first visit loads are the same; a later page opened inside the app loads Farm's chunks as before, minus
 * those the first page's files brought.
 * SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/merge-route-chunks.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DOCUMENTS_DIR } from '../mock/site-headers';
import { farmNamespace, firstLoadRefs, groupBySize, isSharedLibraryFile, loadedResourcesLine, mergeScripts, mergeStylesheets, routeDocument } from './lib/first-load';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const local = (u: string) => path.join(dist, u.slice(1));
const read = (u: string) => fs.readFileSync(local(u), 'utf8');

function fail(message: string): never {
  console.error(`merge-route-chunks: ${message}`);
  process.exit(1);
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstScripts = firstLoadRefs(html).filter((r) => r.kind === 'js').map((r) => r.url);
const bootScript = firstScripts.find((u) => farmNamespace(read(u)));
if (!bootScript) fail('no first-load script boots the Farm runtime (run scripts/merge-first-load.ts first)');
const namespace = farmNamespace(read(bootScript))!;

const preloadsFile = path.join(dist, 'route-preloads.json');
const file = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as { routes: Array<Record<string, unknown> & { route: string; preload: string[] }>; bundles?: unknown };
if (file.bundles) fail('route-preloads.json is already merged (run the build from `farm build` again)');

const hashed = (content: string, route: string, ext: string) =>
  `/assets/route-${route.replace(/[^\w-]/g, '-')}.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${ext}`;

interface Merged {
  document: string;
  preload: string[];
}
const byFiles = new Map<string, Merged>();
const bundles: Record<string, string[]> = {};
const usedNames = new Set<string>();
fs.mkdirSync(path.join(dist, PAGE_DOCUMENTS_DIR), { recursive: true });

for (const entry of file.routes) {
  const chunks = entry.preload;
  if (!chunks.length) continue;
  const key = chunks.join('\n');
  let merged = byFiles.get(key);
  if (!merged) {
    const libraries = chunks.filter((f) => f.endsWith('.js') && isSharedLibraryFile(f));
    const own = chunks.filter((f) => f.endsWith('.js') && !isSharedLibraryFile(f));
    const sheets = chunks.filter((f) => f.endsWith('.css'));
    const scripts: string[] = [...libraries];
    const groups = groupBySize(own.map((u) => ({ url: u, text: read(u) })), (p) => Buffer.byteLength(p.text));
    groups.forEach((group, i) => {
      // The last part tells the runtime every file of the route is loaded: by then all of them are.
      const done = i === groups.length - 1 ? loadedResourcesLine(namespace, chunks) : '';
      const js = `${mergeScripts(group.map((p) => p.text))}${done}`;
      const url = hashed(js, entry.route, 'js');
      fs.writeFileSync(local(url), js);
      bundles[url] = group.map((p) => p.url);
      scripts.push(url);
    });
    if (!groups.length) {
      // Only shared libraries and style sheets: a script of one line says they are loaded.
      const js = loadedResourcesLine(namespace, chunks);
      const url = hashed(js, entry.route, 'js');
      fs.writeFileSync(local(url), js);
      bundles[url] = [];
      scripts.push(url);
    }
    let sheet: string | undefined;
    if (sheets.length) {
      const css = mergeStylesheets(sheets.map(read));
      sheet = hashed(css, entry.route, 'css');
      fs.writeFileSync(local(sheet), css);
      bundles[sheet] = sheets;
    }
    // Named after the first route with these files; a route whose entries have other files too gets a second name.
    let name = entry.route.replace(/[^\w-]/g, '-');
    if (usedNames.has(name)) name = `${name}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
    usedNames.add(name);
    const document = `/${PAGE_DOCUMENTS_DIR}/${name}.html`;
    fs.writeFileSync(local(document), routeDocument(html, bootScript, { scripts, sheet }));
    merged = { document, preload: [...scripts, ...(sheet ? [sheet] : [])] };
    byFiles.set(key, merged);
  }
  entry.chunks = chunks;
  entry.preload = merged.preload;
  entry.document = merged.document;
}
fs.writeFileSync(preloadsFile, `${JSON.stringify({ routes: file.routes, bundles }, null, 1)}\n`);
const counts = [...byFiles.values()].map((m) => m.preload.length);
const most = Math.max(...file.routes.map((r) => ((r.chunks as string[] | undefined) ?? []).length));
console.log(`route chunks: ${byFiles.size} page documents, each route's files ${Math.min(...counts)}–${Math.max(...counts)} (were up to ${most})`);
