/**
 * Walks every route of the table in Chromium against the built site: the address it ends on (redirects, aliases,
 * unknown → /404, eleven_index → the main-site root), the document title, the layout flags as rendered, and a
 * screenshot per route (test-results/screenshots/routes/<name>.png). Then a visitor → member → visitor session.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageFor } from '@/app/route-pages';
import { resolveFinal } from '@/lib/routes/match';
import { FLAT_ROUTES, type FlatRoute, type LayoutFlags } from '@/lib/routes/route-table';
import { documentTitle } from '@/lib/routes/title';
import { launch, nextFrames, openPage, trackRequests } from '../../scripts/lib/chromium';
import { screenshot, settle } from './helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let requests: ReturnType<typeof trackRequests>;
const pageErrors: string[] = [];

const SAMPLE: Record<string, string> = { id: '1', name: '抗生素', page: '1', url: 'spring', url1: '2', url2: '3', ads: '1', ids: '1', type: 'help' };

/** A concrete address for a pattern, with every param filled. */
const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_m, k: string) => encodeURIComponent(SAMPLE[k] ?? '1'));

interface Visit {
  label: string;
  path: string;
  /** The page finally shown. */
  route: FlatRoute;
  /** The address the browser ends on. */
  finalPath: string;
}

function plan(): Visit[] {
  const visits: Visit[] = [];
  const add = (label: string, path: string) => {
    const [p, q = ''] = path.split('?');
    const { resolution, hops } = resolveFinal(p as string, q ? `?${q}` : '', { mainSiteRoot: '/' });
    if (resolution.kind === 'external') {
      const home = resolveFinal('/').resolution;
      if (home.kind === 'page') visits.push({ label, path, route: home.route, finalPath: '/' });
      return;
    }
    if (resolution.kind !== 'page') throw new Error(`${path} does not end on a page`);
    visits.push({ label, path, route: resolution.route, finalPath: hops.at(-1) ?? path });
  };
  for (const r of FLAT_ROUTES) {
    if (r.group) continue;
    add(r.name, sample(r.path));
    r.aliases.forEach((a, i) => add(`${r.name}-alias${i + 1}`, sample(a)));
  }
  add('unknown-path', '/no/such/page');
  return visits;
}

const VISITS = plan();

/**
 * Built pages that leave their address when visited bare by a visitor, and where they must end: member pages go to the
 * login page with the return path (their first call answers 401); the activity loader and the templates, given no
 * activity or template id, go to /noActivity (with ids they are covered in tests/pages/zones-b.test.tsx).
 */
const LEAVES: Partial<Record<string, RegExp>> = {
  cart: /^\/login\?redirect=%2Fcart$/,
  cart_step2: /^\/login\?redirect=%2Fcart%2Fstep2$/,
  cart_step3: /^\/login\?redirect=%2Fcart%2Fstep3%2F\d+$/,
  dzht: /^\/login\?redirect=%2Fdzht$/,
  basic: /^\/login\?redirect=%2Fbasic$/,
  addr: /^\/login\?redirect=%2Faddr$/,
  wdqb: /^\/login\?redirect=%2Fwdqb$/,
  yegl: /^\/login\?redirect=%2Fyegl$/,
  jfgl: /^\/login\?redirect=%2Fjfgl$/,
  user_hyzx: /^\/login\?redirect=%2Fuser$/,
  zzzj: /^\/login\?redirect=%2Fzzzj$/,
  ddgl: /^\/login\?redirect=%2Fddgl$/,
  wdxx: /^\/login\?redirect=%2Fwdxx$/,
  bdwx: /^\/login\?redirect=%2Fbdwx$/,
  // The order centre is a member's: a visitor is sent to log in and brought back.
  order: /^\/login\?redirect=%2Forder$/,
  order_wddd: /^\/login\?redirect=%2Forder$/,
  order_info: /^\/login\?redirect=%2Forder%2Finfo%2F\d+$/,
  order_wl: /^\/login\?redirect=%2Forder%2Finfo%2F\d+$/,
  order_after_sales_info: /^\/login\?redirect=%2Forder%2FafterSalesInfo%2F\d+$/,
  order_return_info: /^\/login\?redirect=%2Forder%2FreturnInfo%2F\d+$/,
  order_jfdd: /^\/login\?redirect=%2F(order_)?jfdd$/,
  yhq: /^\/login\?redirect=%2Fyhq$/,
  xjq: /^\/login\?redirect=%2Fxjq$/,
  kjcg: /^\/login\?redirect=%2Fkjcg$/,
  pzqg: /^\/login\?redirect=%2Fpzqg$/,
  dzfp: /^\/login\?redirect=%2Fdzfp$/,
  star: /^\/login\?redirect=%2Fstar$/,
  yjfk: /^\/login\?redirect=%2Fyjfk$/,
  order_hmdd: /^\/login\?redirect=%2F(order_)?hmdd$/,
  // A later step of a flow without the token of the earlier one starts the flow again.
  forget_step2: /^\/forget\/step1\?expired=1$/,
  register_step2: /^\/register\/step1$/,
  register_step3: /^\/register\/step1$/,
  register_dd_step2: /^\/register\/dd\/step1$/,
  register_dd_step3: /^\/register\/dd\/step1$/,
  loading_activity: /^\/noActivity/,
  zqmb: /^\/noActivity/,
  hdmb: /^\/noActivity/,
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

beforeAll(async () => {
  browser = await launch();
  ({ page } = await openPage(browser, baseUrl));
  requests = trackRequests(page);
  page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
});
afterAll(async () => {
  await browser?.close();
});

describe('every route of the table in Chromium', () => {
  it('covers the whole table', () => {
    const pages = FLAT_ROUTES.filter((r) => !r.group);
    expect(VISITS.length).toBeGreaterThanOrEqual(pages.length);
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(VISITS.map((v) => [v.label, v] as const))('%s', async (label, v) => {
    const leaves = LEAVES[v.route.name];
    if (leaves) {
      // A built page that forwards by design when visited bare by a visitor: it must end where it says.
      await page.goto(`${baseUrl}${v.path}`, { waitUntil: 'domcontentloaded' });
      await page.waitForURL((u) => leaves.test(`${u.pathname}${u.search}`), { timeout: 15_000 });
      await page.waitForSelector('main#main', { timeout: 15_000 });
      await screenshot(page, `routes/${label}`, false);
      return;
    }
    await page.goto(`${baseUrl}${v.path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`main#main[data-route="${v.route.name}"]`, { timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('main#main .page-loading'), undefined, { timeout: 15_000 });

    const url = new URL(page.url());
    expect(decodeURIComponent(`${url.pathname}${url.search}`)).toBe(decodeURIComponent(v.finalPath));
    const title = await page.title();
    const { built } = pageFor(v.route.name);
    if (built && title !== documentTitle(v.route.title)) {
      // A built page may put a title from its data over the table's (useDocumentTitle): it keeps the site suffix.
      expect(title).toMatch(/^.+ - 药采平台$/);
    } else {
      expect(title).toBe(documentTitle(v.route.title));
    }
    expect(await renderedLayout(page)).toEqual(v.route.layout);
    // A route whose page is not built shows the 404 page; a built one does not.
    const notFound = await page.locator('main h1', { hasText: '抱歉，您访问的页面不存在' }).count();
    expect(notFound).toBe(built && v.route.name !== 'notFound' ? 0 : 1);
    // The picture once the header's and the page's data have arrived and rendered.
    await requests.settled();
    await settle(page);
    await screenshot(page, `routes/${label}`, false);
  });

  it('threw no uncaught errors on any route', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('session in Chromium (demo accounts: mock/demo/data/accounts.md)', () => {
  it('logs in from a protected return path, shows the member header, and logs out to a visitor', async () => {
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/jfsc?from=e2e')}`);
    await page.getByPlaceholder('账号 / 手机号').fill('renhe');
    await page.getByPlaceholder('请输入密码').fill('Demo2026');
    await Promise.all([page.waitForURL(`${baseUrl}/jfsc?from=e2e`), page.getByRole('button', { name: '登录' }).click()]);
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.innerText(), { timeout: 10_000 }).toContain('安全退出');
    const text = await banner.innerText();
    expect(text).toMatch(/诊所/);
    expect(text).toContain('专属服务');
    expect(await page.evaluate(() => sessionStorage.getItem('yc_login'))).toBe('1');
    await screenshot(page, 'session/member-header', false);

    // A member who has not joined the lottery gets the popup once per session.
    const lottery = page.getByRole('dialog');
    await lottery.waitFor({ timeout: 10_000 });
    await screenshot(page, 'session/lottery-popup', false);
    const started = Date.now();
    await lottery.getByRole('button', { name: '立即抽奖' }).click();
    await lottery.getByText('抽奖中，请稍候...').waitFor();
    await lottery.getByText('恭喜您获得').waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await screenshot(page, 'session/lottery-prize', false);
    await lottery.getByRole('button', { name: '我知道了' }).click();
    await lottery.waitFor({ state: 'detached', timeout: 5_000 });

    await page.getByRole('button', { name: /购物车/ }).first().focus();
    await page.locator('aside.side-bar button.side-bar__tab--cart').click();
    await page.waitForSelector('#cart-drawer .cart-drawer', { timeout: 10_000 });
    await expect.poll(() => page.locator('aside.side-bar').evaluate((el) => el.getBoundingClientRect().width)).toBe(310);
    // The lines have loaded (a failed load would keep its status message and no footer).
    await page.waitForSelector('#cart-drawer .cart-drawer__footer', { timeout: 10_000 });
    await screenshot(page, 'session/cart-drawer-open', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('aside.side-bar').evaluate((el) => el.getBoundingClientRect().width)).toBe(40);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '安全退出' }).click()]);
    await expect.poll(() => page.getByRole('banner').innerText(), { timeout: 10_000 }).toContain('请登录');
    expect(await page.evaluate(() => sessionStorage.getItem('yc_login'))).toBeNull();
  });

  it('the cart drawer lists what is in the cart, deletes after 确定要删除该商品吗, and follows the badge', async () => {
    await page.goto(`${baseUrl}/login?redirect=%2F404`);
    await page.getByPlaceholder('账号 / 手机号').fill('kangning');
    await page.getByPlaceholder('请输入密码').fill('Demo2026');
    await Promise.all([page.waitForURL(`${baseUrl}/404`), page.getByRole('button', { name: '登录' }).click()]);
    // Two buyable goods straight through the API (the catalogue pages have their own e2e for adding).
    const added = await page.evaluate(async () => {
      const list = await (await fetch('/api/goods/list?page_size=20&in_stock=1', { credentials: 'include' })).json();
      type G = { id: number; zbz: number; is_buy: number; ck_id?: number; goods_price_id?: number; name: string };
      const goods = (list.data?.data ?? list.data?.list ?? list.data ?? []) as G[];
      const picks = goods.filter((g) => g.is_buy === 1 && g.ck_id && g.goods_price_id).slice(0, 2);
      const body = new URLSearchParams();
      picks.forEach((g, i) => {
        body.append(`params[${i}][id]`, String(g.id));
        body.append(`params[${i}][number]`, String(g.zbz || 1));
        body.append(`params[${i}][ck_id]`, String(g.ck_id));
        body.append(`params[${i}][goods_price_id]`, String(g.goods_price_id));
      });
      const res = await fetch('/api/cart', { method: 'POST', body, credentials: 'include', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      return { status: res.status, names: picks.map((g) => g.name) };
    });
    expect(added.status).toBe(200);
    expect(added.names).toHaveLength(2);
    // The lottery popup is the first session test's subject: marked seen, it covers nothing here.
    await page.evaluate(() => window.sessionStorage.setItem('yc_lottery_seen', '1'));
    await page.reload();
    await page.locator('aside.side-bar button.side-bar__tab--cart').click();
    const drawer = page.locator('#cart-drawer');
    await expect.poll(() => drawer.locator('.cart-drawer__line').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const text = await drawer.innerText();
    for (const name of added.names) expect(text).toContain(name);
    expect(text).toMatch(/¥\d+\.\d{2}\s*× \d+/);
    expect(text).toMatch(/合计 ¥\d+\.\d{2}/);
    await screenshot(page, 'session/cart-drawer-lines', false);
    const before = await drawer.locator('.cart-drawer__line').count();
    await drawer.locator('.cart-drawer__delete').first().click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain('确定要删除该商品吗');
    await screenshot(page, 'session/cart-drawer-confirm', false);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => drawer.locator('.cart-drawer__line').count()).toBe(before - 1);
    await page.getByRole('button', { name: '关闭购物车' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '安全退出' }).click()]);
  });

  it('search suggestions by pinyin initials, keyboard choice, and the result address', async () => {
    await page.goto(`${baseUrl}/jfsc`);
    const box = page.getByRole('combobox').first();
    await box.fill('amxl');
    await expect.poll(() => page.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const first = (await page.getByRole('option').first().innerText()).trim();
    expect(first).toMatch(/阿莫西林/);
    await screenshot(page, 'search/suggestions', false);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('keywords')).toBe(first);
    expect(url.searchParams.get('type')).toBe('0');
  });

  it('the compact sticky header appears after 205 px of scrolling', async () => {
    await page.goto(`${baseUrl}/jfsc`);
    await page.waitForSelector('main#main[data-route="jfsc"]');
    await page.waitForFunction(() => !document.querySelector('main#main .page-loading'));
    // At 200 px, once the scroll event has been handled (its frame) and anything it set has rendered (the next two):
    // still no compact header.
    await page.evaluate(async () => {
      document.body.style.minHeight = '3000px';
      const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo(0, 200);
      await scrolled;
    });
    await nextFrames(page, 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(await page.locator('[data-testid="sticky-header"]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    const sticky = page.locator('[data-testid="sticky-header"]');
    await sticky.waitFor();
    // The slide-in has ended: the bar sits at the top of the window.
    await sticky.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
    expect(await sticky.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await screenshot(page, 'layout/sticky-header', false);
  });
});
