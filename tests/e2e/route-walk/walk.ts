/**
 * The route walk: one visit per built route (ROUTE_PAGES, through scripts/lib/built-route-addresses.ts, so a page is walked
 * the day it is built) as a visitor and as a member (kangning), in Chromium against the production build, that
 * measures everything a page owes once:
 * - where it ends: on its own page at its own address, or where a page that forwards a visitor must send them (the
 *   login page with the return path, the first step of a flow, /noActivity);
 * - the document title and the layout flags (header, footer, side bar, category menu, nav, member centre) as rendered,
 *   against the route table; the 404 page only on /404;
 * - no uncaught error in the page;
 * - axe-core (tests/e2e/axe.ts) with 0 serious or critical violations at 1366 px, then, the same tab narrowed, at a
 *   390 px phone, where nothing may scroll sideways either;
 * - the route's own code: the gzipped JS and CSS chunks the page loaded beyond what the shell loads on /404 (the same
 *   account; a route's merged files counted as the chunks they hold), at most 40 KB; the shared UI-kit file (semantic-ui-react, kept apart by farm.config.ts) is not a
 *   route's own and has its own budget of 55 KB, and neither is the chart library (Apache ECharts, one file of its own
 *   that /cgtj fetches after drawing its figures and tables), budgeted at 230 KB. The figures are printed and written
 *   to test-results/route-chunks/<area>.txt.
 * A screenshot of each page at both widths goes to test-results/screenshots/walk/<who>/. A visit that ends on a page
 * another visit audits for the same user (forwardsToWalked: a visitor's member pages end on /login, a flow's later step
 * on its first) checks where it ends, the title, the layout flags and errors; the audits of that page are its own
 * visit's.
 *
 * Then every other address of the route table (aliases, redirects, routes without a page, an unknown path) is visited
 * once as a visitor: the address it ends on, the title, the layout flags and the 404 page where there is no page.
 *
 * The walk is one file per area of the site (./areas.ts: the catalogue, the member centre, the cart, login and help,
 * and the other addresses), so the run's workers share it instead of one worker walking everything while the others
 * finish. Each file's visits only read, so they share one world of the file's own (a site and demo API,
 * tests/e2e/world.ts), one visit after another in a tab of the user's context (inTab, ../tab-pool.ts), each loading its
 * own document.
 * The dialogs, menus and forms the pages open are audited by openings.e2e.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { pageFor } from '@/app/route-pages';
import { resolveFinal } from '@/lib/routes/match';
import type { RouteName } from '@/lib/routes/paths';
import { FLAT_ROUTES, type FlatRoute, type LayoutFlags } from '@/lib/routes/route-table';
import { documentTitle } from '@/lib/routes/title';
import { animationsDone, nextFrames, trackRequests } from '../../../scripts/lib/chromium';
import { audit, describeViolations, serious } from '../axe';
import { builtRoutes, PHONE, sidewaysOverflow, visit } from '../built-routes';
import { screenshot } from '../helpers';
import { tabPool, type TabPool } from '../tab-pool';
import { test, type World } from '../world';
import { areaOf, type WalkArea } from './areas';

const KB = 1024;
/** A route's own code, gzipped: its page chunk and the shared chunks only it (and pages like it) pull in. */
const ROUTE_BUDGET = 40 * KB;
/**
 * The UI kit (semantic-ui-react), one shared file loaded by the pages that use it: ~36 KB without the kit's prop-type
 * modules (farm.config.ts), 46 KB with them — so a build that loads them again fails here.
 */
const UI_KIT_BUDGET = 42 * KB;
/**
 * The chart library (Apache ECharts: bar and pie series, grid, tooltip, SVG renderer; farm.config.ts keeps it one file),
 * fetched by /cgtj alone, after its figures and tables are drawn. ~219 KB gz as built; ECharts' core is most of it.
 */
const CHARTS_BUDGET = 230 * KB;
const DIST = path.resolve(process.env.SITE_DIST || 'dist');

type Who = 'visitor' | 'member';

/**
 * Member pages: a visitor who opens one is sent to the login page at once with the address as the return path (the
 * shell does it for the route table's member pages once it knows who is buying; the member home and 绑定微信, which
 * load their own user, on their first call's 401). The table's 自助服务 group address (/zzfw) opens 快捷采购, so a
 * visitor ends there on the login page too.
 */
const MEMBER_PAGES = new Set<RouteName>([
  'cart', 'cart_step2', 'cart_step3', 'dzht', 'basic', 'addr', 'wdqb', 'yegl', 'jfgl', 'user_hyzx', 'zzzj',
  'ddgl', 'wdxx', 'bdwx', 'order', 'order_info', 'order_after_sales_info', 'order_return_info', 'order_jfdd', 'order_hmdd', 'yhq',
  'xjq', 'kjcg', 'pzqg', 'pzqg_add', 'pzqg_info', 'dzfp', 'star', 'yjfk', 'dhtx', 'cgtj', 'bhjy',
]);

/** Where a page sends anyone, visitor or member, who opens it bare. */
const EVERYONE_LEAVES: Partial<Record<RouteName, string>> = {
  // A later step of a flow without the token of the earlier one starts the flow again.
  forget_step2: '/forget/step1?expired=1',
  register_step2: '/register/step1',
  register_step3: '/register/step1',
  register_dd_step2: '/register/dd/step1',
  register_dd_step3: '/register/dd/step1',
  // The activity loader without an activity it can load.
  loading_activity: '/noActivity',
};

/** The address (decoded) where the browser must end when `who` opens `address`, the route table's page `route`. */
function endOf(who: Who, route: RouteName, address: string): string {
  const leaves = EVERYONE_LEAVES[route];
  if (leaves) return leaves;
  if (who === 'visitor' && MEMBER_PAGES.has(route)) return `/login?redirect=${decodeURIComponent(address)}`;
  return decodeURIComponent(address);
}

/** The browser ended where `who` must end on opening `address`: the address itself, or where that page sends them. */
function expectEnd(page: Page, who: Who, route: RouteName, address: string) {
  const url = new URL(page.url());
  const at = decodeURIComponent(`${url.pathname}${url.search}`);
  const wanted = endOf(who, route, address);
  expect(at, wanted === decodeURIComponent(address) ? 'the address' : 'the address it forwards to').toBe(wanted);
}

/**
 * The page a visit that forwards ends on, as the walk audits it: the login page draws the same whatever its return
 * path, so /login?redirect=… is /login.
 */
const pageAddress = (end: string) => (end.startsWith('/login?redirect=') ? '/login' : end);

/**
 * Whether `who`'s visit of `route` at `address` ends on a page that another visit of the walk audits for the same user
 * (a visitor's member pages end on /login, a later step of a flow on its first): a built route's visit ends at that
 * very address without forwarding. Such a visit is checked for where it ends, what shows there and errors, while the
 * page it ends on is audited (axe at both widths, sideways scroll, its own code, screenshots) once, by its own visit.
 * Every other visit audits the page it shows.
 */
export function forwardsToWalked(who: Who, route: RouteName, address: string): boolean {
  const end = endOf(who, route, address);
  if (end === decodeURIComponent(address)) return false;
  return builtRoutes().some((r) => decodeURIComponent(r.path) === pageAddress(end) && endOf(who, r.name, r.path) === decodeURIComponent(r.path));
}

const routeNamed = (name: string): FlatRoute => {
  const route = FLAT_ROUTES.find((r) => r.name === name && !r.group);
  if (!route) throw new Error(`the page shows data-route="${name}", which is not in the route table`);
  return route;
};

async function renderedLayout(p: Page): Promise<LayoutFlags> {
  return p.evaluate(() => ({
    header: !!document.querySelector('header.site-header'),
    loginHeader: !!document.querySelector('header.login-header'),
    footer: !!document.querySelector('footer.site-footer'),
    sideBar: !!document.querySelector('aside.side-bar'),
    categoryMenu: !!document.querySelector('.category-menu'),
    nav: !!document.querySelector('nav[aria-label="频道导航"]'),
    memberCentre: !!document.querySelector('nav[aria-label="会员中心菜单"]'),
  }));
}

/**
 * The page shown (`data-route` of main) is the one the route table has for the address the browser is at, and its
 * title, layout flags and 404-ness are that route's.
 */
async function expectPageOf(page: Page, shown: string) {
  const url = new URL(page.url());
  const { resolution } = resolveFinal(url.pathname, url.search, { mainSiteRoot: '/' });
  if (resolution.kind !== 'page') throw new Error(`the browser is at ${url.pathname}${url.search}, which the route table does not resolve to a page`);
  const route = resolution.route;
  expect(shown, 'the page shown for the address').toBe(route.name);
  const title = await page.title();
  if (pageFor(route.name).built && title !== documentTitle(route.title)) {
    // A built page may put a title from its data over the table's (useDocumentTitle): it keeps the site suffix.
    expect(title, 'title').toMatch(/^.+ - 药采平台$/);
  } else {
    expect(title, 'title').toBe(documentTitle(route.title));
  }
  expect(await renderedLayout(page), 'layout flags').toEqual(route.layout);
  // A route whose page is not built shows the 404 page; a built one does not.
  const notFound = await page.locator('main h1', { hasText: '抱歉，您访问的页面不存在' }).count();
  expect(notFound, 'the 404 page shown').toBe(pageFor(route.name).built && route.name !== 'notFound' ? 0 : 1);
}

/**
 * The build's merged files (scripts/merge-route-chunks.ts: a route's first visit loads its chunks as a few files) and
 * the chunks each holds, so a route's own code is counted in Farm's chunks whichever way it was loaded.
 */
let bundleParts: Map<string, string[]> | undefined;
function partsOf(pathname: string): string[] {
  bundleParts ??= new Map(Object.entries((JSON.parse(fs.readFileSync(path.join(DIST, 'route-preloads.json'), 'utf8')) as { bundles?: Record<string, string[]> }).bundles ?? {}));
  return bundleParts.get(pathname) ?? [pathname];
}

/**
 * The site's JS and CSS chunks the page has loaded (from its resource timing: network, preload or cache alike), a
 * merged file counted as the chunks it holds.
 */
async function loadedCode(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  return [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => /\.(js|css)$/.test(p)).flatMap(partsOf))];
}

const gzipped = new Map<string, number>();
function gzSize(pathname: string): number {
  let size = gzipped.get(pathname);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(DIST, pathname)), { level: 9 }).length;
    gzipped.set(pathname, size);
  }
  return size;
}
const isUiKit = (p: string) => path.basename(p).startsWith('ui-kit.');
const isCharts = (p: string) => path.basename(p).startsWith('charts.');
/** A shared library file with a budget of its own, not counted as a route's own code. */
const isLibrary = (p: string) => isUiKit(p) || isCharts(p);

/** A context for the walk: axe needs CSP bypassed; resource timing keeps every entry (its default buffer holds 250). */
async function walkContext(world: World, who: Who): Promise<BrowserContext> {
  const context = await world.newContext({ bypassCSP: true, ...(who === 'member' ? { who: 'kangning' } : {}) });
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  return context;
}

// Kept per world (each walk file has its own): a worker runs several files one after another in one module graph.
const contexts = new WeakMap<World, Map<Who, Promise<BrowserContext>>>();
const shells = new WeakMap<World, Map<Who, Promise<Set<string>>>>();
const tabs = new WeakMap<World, TabPool<Who>>();
const ofWorld = <T,>(map: WeakMap<World, Map<Who, T>>, world: World): Map<Who, T> => {
  let m = map.get(world);
  if (!m) map.set(world, (m = new Map()));
  return m;
};

/** The one context per kind of user, made by whichever visit needs it first. */
function contextFor(world: World, who: Who): Promise<BrowserContext> {
  const mine = ofWorld(contexts, world);
  let context = mine.get(who);
  if (!context) mine.set(who, (context = walkContext(world, who)));
  return context;
}

/** A tab's state for one visit: its uncaught errors and its requests, followed from the visit's start to its end. */
interface Visit {
  page: Page;
  requests: ReturnType<typeof trackRequests>;
  errors: string[];
}

/** Runs one visit in a tab of the user's context (tab-pool.ts), following its uncaught errors and its requests. */
async function inTab<T>(world: World, who: Who, run: (visit: Visit) => Promise<T>): Promise<T> {
  let pool = tabs.get(world);
  if (!pool) tabs.set(world, (pool = tabPool(async (user: Who) => (await contextFor(world, user)).newPage())));
  const page = await pool.take(who);
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(`${page.url()}: ${e.message}`);
  page.on('pageerror', onError);
  const requests = trackRequests(page);
  let passed = false;
  try {
    const result = await run({ page, requests, errors });
    passed = true;
    return result;
  } finally {
    page.off('pageerror', onError);
    requests.stop();
    await pool.giveBack(who, page, passed);
  }
}

/** The code the shell loads for this kind of user: everything a full load of /404 fetches. */
function shellCode(world: World, who: Who): Promise<Set<string>> {
  const mine = ofWorld(shells, world);
  let shell = mine.get(who);
  if (!shell) {
    shell = (async () => {
      const page = await (await contextFor(world, who)).newPage();
      try {
        const requests = trackRequests(page);
        expect(await visit(page, world.baseUrl, '/404', requests)).toBe('notFound');
        return new Set(await loadedCode(page));
      } finally {
        await page.close();
      }
    })();
    mine.set(who, shell);
  }
  return shell;
}

interface ChunkFigure {
  who: Who;
  route: string;
  ownBytes: number;
  files: number;
  uiKitBytes: number;
  chartsBytes: number;
}
const figuresOf = new Map<WalkArea, ChunkFigure[]>();

/** Prints this file's figures and writes them to test-results/route-chunks/<area>.txt. */
function writeFigures(area: WalkArea) {
  const figures = figuresOf.get(area) ?? [];
  if (figures.length === 0) return;
  const lines = [...figures]
    .sort((a, b) => a.route.localeCompare(b.route) || a.who.localeCompare(b.who))
    .map((f) => `${f.route.padEnd(26)} ${f.who.padEnd(8)} ${(f.ownBytes / KB).toFixed(1).padStart(5)} KB gz in ${f.files} files${f.uiKitBytes ? ' + the UI kit' : ''}${f.chartsBytes ? ' + the charts' : ''}`);
  const kit = Math.max(...figures.map((f) => f.uiKitBytes));
  const charts = Math.max(...figures.map((f) => f.chartsBytes));
  const largest = figures.reduce((a, b) => (b.ownBytes > a.ownBytes ? b : a));
  lines.push(
    `the UI kit, shared: ${(kit / KB).toFixed(1)} KB gz (budget ${UI_KIT_BUDGET / KB} KB)`,
    `the charts (ECharts): ${(charts / KB).toFixed(1)} KB gz (budget ${CHARTS_BUDGET / KB} KB)`,
    `largest route: ${largest.route} (${largest.who}) ${(largest.ownBytes / KB).toFixed(1)} KB gz (budget ${ROUTE_BUDGET / KB} KB)`,
  );
  const file = `test-results/route-chunks/${area}.txt`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`route chunks of the ${area} (gzipped, beyond the shell's): ${figures.length} visits; ${lines.slice(-2).join('; ')} — ${file}`);
}

/**
 * Walks the built routes of one area of the site, as a visitor and as a member: place, title, layout, errors, axe at
 * 1366 and 390 px, sideways scroll, own code.
 */
export function walkBuiltRoutes(area: Exclude<WalkArea, 'other-addresses'>) {
  const routes = builtRoutes().filter((r) => areaOf(r.name) === area);
  const figures: ChunkFigure[] = [];
  figuresOf.set(area, figures);
  afterAll(() => writeFigures(area));

  test('the area has routes to walk', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  describe.each(['visitor', 'member'] as const)(`every built route of the ${area} as a %s`, (who) => {
    const forwarded = routes.filter((r) => forwardsToWalked(who, r.name, r.path));
    const audited = routes.filter((r) => !forwardsToWalked(who, r.name, r.path));

    // Each visit in a tab (inTab); vitest.e2e.config.ts says how many at a time (one: the cores are the limit, not the waits).
    test.concurrent.for(audited.map((r) => [r.name, r.path] as const))('%s (%s)', async ([name, address], { sharedWorld: world, expect }) => {
      await inTab(world, who, async ({ page, requests, errors }) => {
        const shown = await visit(page, world.baseUrl, address, requests);

        // Where it ended, and that what shows there is the page of the route the table has for that address.
        expectEnd(page, who, name, address);
        await expectPageOf(page, shown);

        expect(describeViolations(serious(await audit(page))), 'axe at 1366 px').toEqual([]);
        await screenshot(page, `walk/${who}/${name}-1366`, false);

        // The route's own code, once the page has settled (lazy parts drawn on arrival included).
        const shell = await shellCode(world, who);
        const own = (await loadedCode(page)).filter((p) => !shell.has(p));
        const ownBytes = own.filter((p) => !isLibrary(p)).reduce((n, p) => n + gzSize(p), 0);
        const uiKitBytes = own.filter(isUiKit).reduce((n, p) => n + gzSize(p), 0);
        const chartsBytes = own.filter(isCharts).reduce((n, p) => n + gzSize(p), 0);
        figures.push({ who, route: shown === name ? name : `${name} → ${shown}`, ownBytes, files: own.filter((p) => !isLibrary(p)).length, uiKitBytes, chartsBytes });
        expect(ownBytes, `${shown}'s own code, gzipped (${own.join(', ')})`).toBeLessThanOrEqual(ROUTE_BUDGET);
        expect(uiKitBytes, 'the UI kit, gzipped').toBeLessThanOrEqual(UI_KIT_BUDGET);
        expect(chartsBytes, 'the chart library, gzipped').toBeLessThanOrEqual(CHARTS_BUDGET);

        // The same tab narrowed to a phone's 390 px (the layout is CSS media queries only, no width read by script).
        await page.setViewportSize(PHONE.viewport);
        await nextFrames(page, 2);
        await requests.settled();
        await animationsDone(page);
        expect(describeViolations(serious(await audit(page))), 'axe at 390 px').toEqual([]);
        // ...and names the widest element if something does scroll sideways.
        expect(await sidewaysOverflow(page), 'sideways at 390 px').toEqual({ extra: 0, widest: '' });
        await screenshot(page, `walk/${who}/${name}-390`, false);

        expect(errors, 'uncaught errors').toEqual([]);
      });
    });

    // Visits that end on a page the walk audits on its own visit (forwardsToWalked): where they end, what shows there
    // (title, layout, no 404) and no uncaught error on the way.
    test.concurrent.for(forwarded.map((r) => [r.name, r.path, endOf(who, r.name, r.path)] as const))('%s (%s) forwards to %s', async ([name, address], { sharedWorld: world, expect }) => {
      await inTab(world, who, async ({ page, requests, errors }) => {
        const shown = await visit(page, world.baseUrl, address, requests);
        expectEnd(page, who, name, address);
        await expectPageOf(page, shown);
        expect(errors, 'uncaught errors').toEqual([]);
      });
    });
  });
}

interface TableVisit {
  label: string;
  address: string;
  /** The page finally shown. */
  route: FlatRoute;
  /** The address the browser ends on. */
  finalAddress: string;
}

const SAMPLE: Record<string, string> = { id: '1', name: '抗生素', page: '1', url: 'spring', url1: '2', url2: '3', ads: '1', ids: '1', type: 'help' };
const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_m, k: string) => encodeURIComponent(SAMPLE[k] ?? '1'));

/** Every address of the table the walk above does not visit: aliases, redirects, routes without a page, and one unknown. */
function tableVisits(): TableVisit[] {
  const walked = new Set<string>(builtRoutes().map((r) => r.name));
  const visits: TableVisit[] = [];
  const add = (label: string, address: string) => {
    const [p = '/', q = ''] = address.split('?');
    const { resolution, hops } = resolveFinal(p, q ? `?${q}` : '', { mainSiteRoot: '/' });
    if (resolution.kind === 'external') {
      // The main-site root: this site's home page.
      visits.push({ label, address, route: routeNamed('home'), finalAddress: '/' });
      return;
    }
    if (resolution.kind !== 'page') throw new Error(`${address} does not end on a page`);
    visits.push({ label, address, route: resolution.route, finalAddress: hops.at(-1) ?? address });
  };
  for (const r of FLAT_ROUTES) {
    if (r.group) continue;
    if (!walked.has(r.name)) add(r.name, sample(r.path));
    r.aliases.forEach((a, i) => add(`${r.name}-alias${i + 1}`, sample(a)));
  }
  add('unknown-path', '/no/such/page');
  return visits;
}

/** Visits every other address of the route table (aliases, redirects, routes without a page, an unknown path) as a visitor. */
export function walkOtherAddresses() {
  describe('every other address of the route table, as a visitor', () => {
    const visits = tableVisits();

    test('the walk and these visits cover the whole table', () => {
      const pages = FLAT_ROUTES.filter((r) => !r.group);
      const walked = new Set<string>(builtRoutes().map((r) => r.name));
      for (const r of pages) expect(walked.has(r.name) || visits.some((v) => v.label === r.name), r.name).toBe(true);
      expect(pages.length).toBeGreaterThan(100);
    });

    test.concurrent.for(visits.map((v) => [v.label, v] as const))('%s', async ([label, v], { sharedWorld: world, expect }) => {
      await inTab(world, 'visitor', async ({ page, requests, errors }) => {
        const shown = await visit(page, world.baseUrl, v.address, requests);
        expectEnd(page, 'visitor', v.route.name, v.finalAddress);
        await expectPageOf(page, shown);
        await screenshot(page, `walk/table/${label}`, false);
        expect(errors, 'uncaught errors').toEqual([]);
      });
    });
  });
}
