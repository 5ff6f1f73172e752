/**
 * The site on a 390 px phone, as buyers use it in the pharmacy: the header collapses to the logo, the cart, a
 * full-width search bar and the category menu, and the purchase works at that width — screenshots of home, list,
 * detail and cart steps 1–3 in test-results/screenshots/phone/. That no built route scrolls sideways at 390 px (as a
 * visitor and as a member) is checked by the axe walk's phone pass (a11y.e2e.ts), in the same visit as its audit.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, quietShell, trackRequests } from '../../scripts/lib/chromium';
import { PHONE, sidewaysOverflow as overflow, visit } from './built-routes';
import { poll, screenshot } from './helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone context; the member one holds kangning's session. */
async function phoneContext(member: boolean): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await quietShell(context);
  if (member) {
    const login = await context.request.post(`${baseUrl}/api/auth/login`, { form: { username: 'kangning', password: 'Demo2026' } });
    expect(login.status()).toBe(200);
  }
  return context;
}

describe('the purchase at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  let requests: ReturnType<typeof trackRequests>;
  beforeAll(async () => {
    context = await phoneContext(true);
    page = await context.newPage();
    requests = trackRequests(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('home, list and detail fit the width; the header is the logo, the cart, a full-width search bar and the menu', async () => {
    await visit(page, baseUrl, '/', requests);
    const search = page.getByPlaceholder('药品名称/拼音缩写').first();
    const box = await search.boundingBox();
    // The search bar spans the width (less the page margins and the 搜索 button).
    expect(box!.width).toBeGreaterThan(250);
    await expect(page.getByRole('button', { name: '全部商品分类' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('aside.side-bar').isVisible()).resolves.toBe(false);
    await screenshot(page, 'phone/home', false);
    await visit(page, baseUrl, '/list', requests);
    await screenshot(page, 'phone/list', false);
    await visit(page, baseUrl, '/list/info/1006', requests);
    await screenshot(page, 'phone/detail', false);
    expect((await overflow(page)).extra).toBe(0);
  });

  it('cart steps 1–3: a line added, checked out and submitted, every step within the width', async () => {
    await visit(page, baseUrl, '/404', requests);
    // Start from one buyable line (other e2e files share the demo API and may have left lines in the cart).
    const added = await page.evaluate(async () => {
      const json = async (r: Response) => (await r.json()) as { data: unknown };
      const lines = (await json(await fetch('/api/cart/list?filters=99999&new=1'))).data as { data: { id: number }[] };
      const form = new URLSearchParams();
      lines.data.forEach((l, i) => form.append(`ids[${i}]`, String(l.id)));
      if (lines.data.length) await fetch('/api/cart/batch_delete', { method: 'POST', body: form });
      type Goods = { id: number; zbz: number; is_buy: number; ck_id?: number; goods_price_id?: number; is_hm?: number };
      const page = (await json(await fetch('/api/goods/list?page_size=20&in_stock=1'))).data as { data?: Goods[]; list?: Goods[] };
      const g = (page.data ?? page.list ?? []).find((x) => x.is_buy === 1 && x.ck_id && x.goods_price_id && !x.is_hm);
      if (!g) return 0;
      const body = new URLSearchParams({ 'params[0][id]': String(g.id), 'params[0][number]': String(g.zbz || 1), 'params[0][ck_id]': String(g.ck_id), 'params[0][goods_price_id]': String(g.goods_price_id) });
      return (await fetch('/api/cart', { method: 'POST', body })).status;
    });
    expect(added).toBe(200);

    await visit(page, baseUrl, '/cart', requests);
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    expect((await overflow(page)).extra).toBe(0);
    await screenshot(page, 'phone/cart-step1', false);

    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await poll(() => page.getByTestId('step2-pay-total').isVisible()).toBe(true);
    await requests.settled();
    expect((await overflow(page)).extra).toBe(0);
    await screenshot(page, 'phone/cart-step2', false);

    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    await page.getByRole('radio', { name: /余额支付/ }).waitFor();
    await requests.settled();
    expect((await overflow(page)).extra).toBe(0);
    await screenshot(page, 'phone/cart-step3', false);
  }, 90_000);
});
