/**
 * After `farm build`: writes route-preloads.json beside index.html — for every route of the route table, the regex of
 * its paths and the files its page needs beyond the first load (its own chunks and style sheets). mock/server.ts sends them with the route's index.html as `Link: rel=preload`
 * headers, so a phone fetches the page's code together with the shell's instead of one round trip after it (the
 * chunks are otherwise discovered only once the shell has run). Read from the build itself: the page modules' ids in the
 * compiled ROUTE_PAGES and Farm's map of dynamic modules to files; a route the build has no page for preloads nothing.
 * With them, the API calls the page's first paint needs — the page's own first calls as recorded from the pages
 * (scripts/page-first-calls.json) and src/app/route-data.ts's routeDataQueries (the calls the app starts again at boot:
 * the frame's, and a few pages') — as addresses with `{name}` for a path parameter, so the servers preload them too
 * (as=fetch).
 * SITE_DIST names the build folder (default dist).
 *   npx tsx scripts/route-preloads.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { queryUrl, routeDataQueries } from '@/app/route-data';
import { compilePattern, FLAT_ROUTES } from '@/lib/routes';
import { resolveFinal } from '@/lib/routes/match';
import { ROUTE_QUERY_IDS } from '@/lib/routes/paths';
import type { RouteData } from '../mock/site-headers';
import { firstLoadRefs, initialLoadedResources } from './lib/first-load';
import { PARAM_SENTINEL_BASE, readPageFirstCalls } from './lib/page-first-calls';

const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
const assets = path.join(dist, 'assets');

interface RoutePreload {
  /** The route's name (for the reader) and the source of a case-insensitive regex matching its paths. */
  route: string;
  pattern: string;
  /** Absolute paths of the files to preload: scripts (.js) and style sheets (.css). */
  preload: string[];
  /** The path parameters' names, in the order of the pattern's groups (where a data address names one). */
  params: string[];
  /** The query ids of the route's page (ROUTE_QUERY_IDS), where a data address names one. */
  query?: string[];
  /** The API calls of the page's first paint. */
  data: RouteData[];
}

function fail(message: string): never {
  console.error(`route-preloads: ${message}`);
  process.exit(1);
}

const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const read = (f: string) => fs.readFileSync(path.join(assets, f), 'utf8');

// Farm's map: setDynamicModuleResourcesMap([{ path, type }, ...], { '<module id>': [resource index, ...], ... }), in
// its own file or in one of the first load's merged scripts (scripts/merge-first-load.ts).
const mapFile = files.find((f) => f.startsWith('farm_dynamic_resources_map')) ?? files.find((f) => read(f).includes('.setDynamicModuleResourcesMap('));
if (!mapFile) fail('no setDynamicModuleResourcesMap in the build');
const mapText = read(mapFile);
const resources = [...mapText.matchAll(/\{ path: '([^']+)', type: (\d) \}/g)].map((m) => `/${m[1]}`);
const byModule = new Map<string, string[]>();
for (const m of mapText.matchAll(/'([0-9a-f]{8})': \[([\d,]*)\]/g)) {
  byModule.set(m[1]!, (m[2] ? m[2].split(',') : []).map((i) => resources[Number(i)]!).filter(Boolean));
}
if (!resources.length || !byModule.size) fail(`cannot read ${mapFile}`);

// What index.html already loads is not preloaded again: its files, and the entry's chunks the runtime is told are
// loaded (merged into the first load's scripts by scripts/merge-first-load.ts, they are no files of their own any more).
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set(firstLoadRefs(html).map((r) => r.url));
for (const f of files) for (const r of initialLoadedResources(read(f))) initial.add(r);

// The compiled ROUTE_PAGES: `name: x.lazy(() => y("<module id>"))`.
const pageModules = new Map<string, string>();
for (const f of files) {
  for (const m of read(f).matchAll(/([A-Za-z_$][\w$]*):[\w$]+\.lazy\(\(\)=>[\w$]+\("([0-9a-f]{8})"\)\)/g)) pageModules.set(m[1]!, m[2]!);
}
if (!pageModules.size) fail('cannot find the compiled route pages (ROUTE_PAGES)');

/**
 * A route's first calls as addresses. Each path parameter is given a sentinel id that no real address carries, found
 * again in the addresses and written back as `{name}`: the servers put the address's own value there, when it is a
 * plain id (ROUTE_ID_PARAM), the rule routeDataQueries applies too.
 */
function dataOf(route: (typeof FLAT_ROUTES)[number], keys: string[]): RouteData[] {
  const sentinels = Object.fromEntries(keys.map((k, i) => [k, String(PARAM_SENTINEL_BASE + i)]));
  return routeDataQueries(route, sentinels, '').map((q) => {
    let url = queryUrl(q.options.queryKey);
    keys.forEach((k) => (url = url.split(sentinels[k]!).join(`{${k}}`)));
    return { url, ...(q.member ? { member: true } : {}), ...(q.bare ? { bare: true } : {}) };
  });
}

/**
 * The calls the route's page makes before any answer of its own (scripts/page-first-calls.json, recorded from the
 * pages themselves), for an address without a query string: first, as the page's own, then the boot's calls
 * (routeDataQueries) that are not among them. A recorded call naming a parameter this pattern does not have is left out,
 * and one made only without the optional path segments (`withoutOptional`) unless the pattern has none of them left.
 */
const recordedCalls = readPageFirstCalls();
function withRecorded(route: (typeof FLAT_ROUTES)[number], keys: string[], data: RouteData[], optionalLeftOut = false): RouteData[] {
  const query = ROUTE_QUERY_IDS[route.name] ?? [];
  const names = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const own = (recordedCalls[route.name] ?? [])
    .filter((c) => optionalLeftOut || !c.withoutOptional)
    .filter((c) => names(c.url).every((n) => keys.includes(n) || query.includes(n)))
    // A call naming a query id is for an address with that query string; every other, for one without any.
    .map((c): RouteData => ({ url: c.url, ...(c.member ? { member: true } : {}), ...(names(c.url).some((n) => query.includes(n)) ? {} : { bare: true }) }));
  // The boot's own entry wins where both name an address (its flags are the page's rule, e.g. a list's default view).
  const boot = new Set(data.map((d) => d.url));
  return [...own.filter((d) => !boot.has(d.url)), ...data];
}

/** The route a path without parameters finally shows, after the table's redirects. */
function finalPage(p: string): (typeof FLAT_ROUTES)[number] | undefined {
  const { resolution } = resolveFinal(p);
  return resolution.kind === 'page' ? resolution.route : undefined;
}

/** The route's query ids that its calls name (ROUTE_QUERY_IDS), as an entry's `query`; nothing when none. */
function queryOf(route: (typeof FLAT_ROUTES)[number], data: RouteData[]): { query?: string[] } {
  const query = (ROUTE_QUERY_IDS[route.name] ?? []).filter((n) => data.some((d) => d.url.includes(`{${n}}`)));
  return query.length ? { query } : {};
}

/** An optional path segment of a route's pattern (`/:page?`). */
const OPTIONAL_SEGMENT = /\/:\w+\?/g;
const own = (moduleId: string) => (byModule.get(moduleId) ?? []).filter((f) => !initial.has(f));
const routes: RoutePreload[] = [];
for (const r of FLAT_ROUTES) {
  if (r.group) continue;
  for (const p of [r.path, ...r.aliases]) {
    const { regex, keys } = compilePattern(p);
    // A redirect to another route by name, from a path without parameters (/register → /register/step1): the browser
    // shows that page without asking the server again, so the address carries that page's files and calls. Any other
    // redirect, and a link to another site, is no page: nothing preloaded.
    const shown = !r.redirect ? r : typeof r.redirect === 'string' && !keys.length ? finalPage(p) : undefined;
    const page = shown && !r.external ? pageModules.get(shown.name) : undefined;
    const preload = page ? own(page) : [];
    // A page that asks for more at its address without the optional segments (/ppzq's first page of brands): that
    // address first, as an entry of its own with those calls too (the first entry that matches a path wins).
    const shorter = p.replace(OPTIONAL_SEGMENT, '') || '/';
    if (shown && !r.external && shorter !== p && (recordedCalls[shown.name] ?? []).some((c) => c.withoutOptional)) {
      const plain = compilePattern(shorter);
      const data = withRecorded(shown, plain.keys, dataOf(shown, plain.keys), true);
      routes.push({ route: r.name, pattern: plain.regex.source, preload, params: plain.keys, ...queryOf(shown, data), data });
    }
    const data = shown && !r.external ? withRecorded(shown, keys, dataOf(shown, keys)) : [];
    routes.push({ route: r.name, pattern: regex.source, preload, params: keys, ...(shown ? queryOf(shown, data) : {}), data });
  }
}
fs.writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify({ routes }, null, 1)}\n`);
const withFiles = routes.filter((r) => r.preload.length);
console.log(
  `route preloads: ${new Set(withFiles.map((r) => r.route)).size} routes with files to preload (most ${Math.max(...withFiles.map((r) => r.preload.length))}), ` +
    `${new Set(routes.filter((r) => r.data.length).map((r) => r.route)).size} with API calls (most ${Math.max(...routes.map((r) => r.data.length))})`,
);
