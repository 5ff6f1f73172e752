/**
 * Each built route's own chunks: opens /404 in Chromium, navigates client-side to the route and sums the gzipped
 * JS and CSS fetched for it (the page chunk plus the shared chunks it pulls in). Budget 40 KB per route. The UI kit
 * (semantic-ui-react, one shared file that farm.config.ts keeps apart) is not a route's own: it is counted once, against
 * its own budget of 85 KB, and each route that loads it says so. Member pages
 * (the cart steps, /dzht) are measured logged in as kangning, so they stay on their page instead of leaving for login.
 *   npm run build && npx tsx scripts/route-chunks.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, requireChromium, trackRequests } from './lib/chromium';
import { requireBuild } from './lib/build';

// Before anything else: without Chromium or a build, one line says what to do.
requireChromium();
requireBuild();
const { startSiteServer } = await import('@mock/server');

const BUDGET = 40 * 1024;
const UI_KIT_BUDGET = 85 * 1024;
const isUiKit = (u: string) => path.basename(new URL(u).pathname).startsWith('ui-kit.');
let uiKit = 0;
const ROUTES = [
  '/', '/list', '/list/table', '/list/no_image', '/list/other/301/抗生素', '/search?keywords=amxl', '/search/table?keywords=amxl',
  '/list/info/1006', '/list/info-pt/1006', '/yx', '/yx/table', '/yx/rule', '/qxzq', '/zyyp', '/jxqzc', '/mrtj', '/welfare',
  '/ppzq', '/ppzq/info/1', '/kxzq', '/kxzq/new', '/yjh/1', '/Hdzx/1,2/1', '/hb', '/lqzx', '/zqmb?id=1', '/hdmb?id=4', '/yyh',
  '/yyh/list', '/zhzq', '/ptzq', '/jfsc', '/noActivity', '/login', '/404',
];
const MEMBER_ROUTES = ['/cart', '/cart/step2', '/cart/step3/880001', '/cart/hm?order_id=880001', '/cart/step4?order_id=880001', '/dzht', '/kjcg', '/kjcg?tab=import'];
const site = await startSiteServer(Number(process.env.CHUNKS_PORT ?? 8798));
const browser = await launch();
const gz = (u: string) => zlib.gzipSync(fs.readFileSync(path.join(process.env.SITE_DIST || 'dist', new URL(u).pathname)), { level: 9 }).length;
let over = 0;

/** Opens /404, then goes client-side to the route; answers its line of the report. */
async function measure(p: string): Promise<string> {
  const ctx = await browser.newContext();
  try {
    if (MEMBER_ROUTES.includes(p)) {
      const login = await ctx.request.post(`${site.url}/api/auth/login`, { form: { username: 'kangning', password: 'Demo2026' } });
      if (!login.ok()) throw new Error(`login: ${login.status()}`);
    }
    const page = await ctx.newPage();
    const requests = trackRequests(page);
    await page.goto(`${site.url}/404`);
    // /404 drawn and everything it started ended: what loads from here on is the route's.
    await page.waitForFunction(() => !!document.querySelector('main#main[data-route="notFound"]') && !document.querySelector('main#main .page-loading'));
    await requests.settled();
    const seen = new Set<string>();
    page.on('response', (r) => {
      if (/\.(js|css)$/.test(new URL(r.url()).pathname)) seen.add(r.url());
    });
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, p);
    // The route's page has replaced /404's and its loading state, and every request it started (chunks, data) ended.
    await page.waitForFunction((leaving) => {
      const main = document.querySelector('main#main');
      return !!main && (!leaving || main.getAttribute('data-route') !== 'notFound') && !main.querySelector('.page-loading');
    }, p !== '/404');
    await requests.settled();
    const own = [...seen].filter((u) => !isUiKit(u));
    const kit = [...seen].filter(isUiKit);
    const total = own.reduce((n, u) => n + gz(u), 0);
    for (const u of kit) uiKit = Math.max(uiKit, gz(u));
    if (total > BUDGET) over++;
    return `${p.padEnd(32)} ${(total / 1024).toFixed(1).padStart(5)} KB gz in ${own.length} files${kit.length ? ' + the UI kit' : ''}${total > BUDGET ? '  OVER BUDGET' : ''}`;
  } finally {
    await ctx.close();
  }
}

try {
  for (const p of [...ROUTES, ...MEMBER_ROUTES]) console.log(await measure(p));
} finally {
  await browser.close();
  await site.close();
}
if (uiKit > UI_KIT_BUDGET) over++;
console.log(`the UI kit, shared: ${(uiKit / 1024).toFixed(1)} KB gz (budget ${UI_KIT_BUDGET / 1024} KB)${uiKit > UI_KIT_BUDGET ? '  OVER BUDGET' : ''}`);
process.exit(over ? 1 : 0);
