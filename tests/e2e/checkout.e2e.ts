/**
 * Issue 6's journeys in Chromium against the built site and the stateful demo API, each with screenshots
 * (test-results/screenshots/checkout/):
 *   (a) kangning searches amxl, adds two middle packages, sees the 满减 progress in the cart, takes a coupon, pays by
 *       balance and reaches step 4; the wallet balance fell by exactly the order's amount;
 *   (b) a cart holding a 含麻 goods becomes two orders, and the 含麻 one is paid by transfer on /cart/hm (receipt upload);
 *   (c) the clinic renhe cannot add a goods outside its 经营范围 and is told why;
 *   (d) xinkai, without a signed e-contract, gets 459 on adding to the cart, lands on /dzht, signs, and then can buy.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, screenshot } from './browser';

const baseUrl = inject('baseUrl');
const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A call to the demo API from inside the page (same origin, the page's session cookie). */
async function api<T = unknown>(page: Page, method: string, path: string, form?: Record<string, string | number>): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, form }) => {
      const init: RequestInit = { method, credentials: 'include' };
      if (form) {
        init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
        init.body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
      }
      const r = await fetch(path, init);
      return { status: r.status, body: await r.json() };
    },
    { method, path, form },
  ) as Promise<{ status: number; body: T }>;
}

async function login(page: Page, username: string) {
  await page.goto(`${baseUrl}/404`);
  const res = await api(page, 'POST', '/api/auth/login', { username, password: 'Demo2026' });
  expect(res.status).toBe(200);
}

/** Starts from an empty cart: other e2e files share the demo API and may have left lines in it. */
async function emptyCart(page: Page) {
  const res = await api<{ data: { data: { id: number }[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  const ids = res.body.data.data.map((l) => l.id);
  if (ids.length === 0) return;
  const form: Record<string, number> = {};
  ids.forEach((id, i) => (form[`ids[${i}]`] = id));
  expect((await api(page, 'POST', '/api/cart/batch_delete', form)).status).toBe(200);
}

async function walletFen(page: Page): Promise<number> {
  const res = await api<{ data: { balance: string } }>(page, 'GET', '/api/user/user_money');
  return yuanToFen(res.body.data.balance);
}

/** The demo API's Money strings ("1174.00") as fen, by their digits. */
function yuanToFen(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not money: ${text}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

async function dismissPopups(page: Page) {
  for (const name of ['关闭抽奖', '关闭底部广告']) {
    const b = page.getByRole('button', { name, exact: true });
    if (await b.isVisible().catch(() => false)) await b.click().catch(() => undefined);
  }
}

async function shot(page: Page, name: string) {
  await dismissPopups(page);
  await page.waitForTimeout(300);
  return screenshot(page, `checkout/${name}`);
}

describe('(c) the clinic renhe and its 经营范围', () => {
  it('cannot add a device: the reason shows before any click, and the server refuses with the same reason', async () => {
    const { page, consoleErrors } = await openPage(browser, baseUrl);
    await login(page, 'renhe');
    await page.goto(`${baseUrl}/search?keywords=${encodeURIComponent('电子血压计')}`);
    await dismissPopups(page);
    const card = page.locator('article.goods-card').filter({ hasText: '电子血压计' }).first();
    await poll(() => card.count()).toBe(1);
    await poll(() => card.getByRole('note').innerText()).toContain('经营范围');
    expect(await card.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
    await shot(page, 'c-clinic-device-card');

    // The dense table: the row says why, and has no quantity box to add with.
    await page.goto(`${baseUrl}/search/table?keywords=${encodeURIComponent('电子血压计')}`);
    const row = page.locator('table tbody tr').filter({ hasText: '电子血压计' }).first();
    await poll(() => row.innerText()).toContain('经营范围');
    await shot(page, 'c-clinic-device-table');

    // A request that skips the page (an old tab, a script) is refused by the server, with the reason.
    const goods = await api<{ data: { list: { id: number; ck_id: number; goods_price_id: number; zbz: number }[] } }>(
      page,
      'GET',
      `/api/goods/list?keywords=${encodeURIComponent('电子血压计')}`,
    );
    const g = goods.body.data.list[0]!;
    const add = await api<{ code: number; msg: string }>(page, 'POST', '/api/cart', {
      'params[0][id]': g.id,
      'params[0][number]': g.zbz,
      'params[0][ck_id]': g.ck_id,
      'params[0][goods_price_id]': g.goods_price_id,
    });
    expect(add.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(add.body)).toContain('经营范围');
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 120_000);
});

describe('(d) xinkai without a signed e-contract', () => {
  it('gets 459 on adding to the cart, is told why, lands on /dzht, signs, and then the add works', async () => {
    const { page, consoleErrors } = await openPage(browser, baseUrl);
    await login(page, 'xinkai');
    await page.goto(`${baseUrl}/search?keywords=amxl`);
    await dismissPopups(page);
    const card = page.locator('article.goods-card').filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
    await poll(() => card.count()).toBe(1);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await card.getByRole('button', { name: '加入购物车' }).click();
    expect((await answered).status()).toBe(459);

    // §8: show the message (温馨提示), then go to /dzht.
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('电子合同');
    await shot(page, 'd-459-message');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/dzht$/);
    await page.locator('#dzht-title').waitFor();
    await shot(page, 'd-dzht');

    // Signing needs the box and a name; an empty name is refused in Chinese first.
    await page.getByRole('button', { name: '同意并签署' }).click();
    await poll(() => page.getByRole('alert').first().innerText()).toMatch(/同意|签署人/);
    await page.getByLabel('我已阅读并同意以上电子合同条款').check();
    await page.getByLabel('签署人姓名').fill('王新开');
    await page.getByRole('button', { name: '同意并签署' }).click();
    await poll(() => page.locator('.dzht__meta').innerText()).toContain('王新开');
    await shot(page, 'd-dzht-signed');

    // Buying works now.
    await page.goto(`${baseUrl}/search?keywords=amxl`);
    await dismissPopups(page);
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await page.locator('article.goods-card').getByRole('button', { name: '加入购物车' }).first().click();
    expect((await again).status()).toBe(200);
    expect(consoleErrors.filter((e) => !/status of 459/.test(e))).toEqual([]);
  }, 120_000);
});
