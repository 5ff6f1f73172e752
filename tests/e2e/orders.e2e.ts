/**
 * The order centre in Chromium against the built site and the demo API, with screenshots
 * (test-results/screenshots/orders/, at 1366 px and 390 px):
 *   (a) kangning buys, pays by balance, step 4 → 查看订单 shows the order with step 2's amount; the demo clock moves
 *       on: shipped with logistics, 确认收货, 申请售后 for one line, whose refund returns to the balance exactly;
 *   (b) an unpaid order is cancelled with a reason and the balance it used comes back;
 *   (c) 再次购买 of a completed order puts its lines back in the cart and names those that cannot be bought.
 * Every page is audited with axe (0 serious or critical).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage } from '../../scripts/lib/chromium';
import { audit, describeViolations, serious } from './axe';
import { login, poll, shot as screenshotAs, api } from './helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function yuanToFen(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not money: ${text}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}
const shownFen = (text: string) => yuanToFen(text.replace(/[¥,\s实付应]/g, ''));

async function walletFen(page: Page): Promise<number> {
  const res = await api<{ data: { balance: string } }>(page, 'GET', '/api/user/user_money');
  return yuanToFen(res.body.data.balance);
}

async function emptyCart(page: Page) {
  const res = await api<{ data: { data: { id: number }[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  const ids = res.body.data.data.map((l) => l.id);
  if (ids.length === 0) return;
  const form: Record<string, number> = {};
  ids.forEach((id, i) => (form[`ids[${i}]`] = id));
  expect((await api(page, 'POST', '/api/cart/batch_delete', form)).status).toBe(200);
}

interface GoodsRow {
  id: number;
  zbz: number;
  is_buy: number;
  number: number;
  ck_id: number;
  goods_price_id: number;
  is_hm?: number;
}

/** Puts two cheap ordinary goods in the cart. */
async function fillCart(page: Page, keywords: string) {
  const list = await api<{ data: { list: GoodsRow[] } }>(page, 'GET', `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=40`);
  const goods = list.body.data.list.filter((g) => g.is_buy === 1 && g.is_hm !== 1 && g.number >= g.zbz * 4).slice(0, 2);
  expect(goods.length).toBeGreaterThan(0);
  const form: Record<string, number> = {};
  goods.forEach((g, i) => {
    form[`params[${i}][id]`] = g.id;
    form[`params[${i}][number]`] = g.zbz;
    form[`params[${i}][ck_id]`] = g.ck_id;
    form[`params[${i}][goods_price_id]`] = g.goods_price_id;
  });
  expect((await api(page, 'POST', '/api/cart', form)).status).toBe(200);
}

/** Moves the demo API's clock on (demo only; see mock/demo/clock.ts). */
async function advance(page: Page, query: string) {
  const status = await page.evaluate(async (q) => (await fetch(`/__demo/clock/advance?${q}`, { method: 'POST' })).status, query);
  expect(status).toBe(200);
}

const shot = (page: Page, name: string) => screenshotAs(page, `orders/${name}`);

/** A screenshot at 1366 px and at 390 px, and the axe audit of what is shown. */
async function capture(page: Page, name: string, findings: string[]) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, `${name}-1366`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}: ${v}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}@390: ${v}`));
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('(a) buy, pay by balance, follow the order to an after-sales refund', () => {
  it('shows step 2’s amount on the detail, ships, receives, and refunds one line to the balance exactly', async () => {
    const { page, consoleErrors, foreignRequests } = await openPage(browser, baseUrl, { bypassCSP: true });
    const findings: string[] = [];
    await login(page, 'kangning');
    await emptyCart(page);
    await fillCart(page, 'amxl');

    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const step2Pay = page.getByTestId('step2-pay-normal').last();
    await poll(() => step2Pay.isVisible()).toBe(true);
    const step2Fen = shownFen(await step2Pay.innerText());
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+/);
    const orderId = Number(/\/cart\/step3\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('radio', { name: /余额支付/ }).check();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/cart\/step4\?order_id=/);
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(new RegExp(`/order/info/${orderId}$`));
    const pay = page.getByTestId('order-amount-pay');
    await pay.waitFor();
    expect(shownFen(await pay.innerText())).toBe(step2Fen);
    await poll(() => page.getByTestId('order-status').innerText()).toBe('待发货');
    await capture(page, 'a-detail-paid', findings);

    // The warehouse ships two minutes after payment: an hour later the logistics are there.
    await advance(page, 'hours=1');
    await page.reload();
    await poll(() => page.getByTestId('order-status').innerText()).toBe('待收货');
    await poll(() => page.getByTestId('order-logistics').innerText()).toContain('已揽收');
    await capture(page, 'a-detail-shipped', findings);
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认收货' }).click();
    await poll(() => page.getByTestId('order-status').innerText()).toBe('已完成');

    // After-sales for the first line: 仅退款, then the back office audits and refunds within two days.
    const balanceBefore = await walletFen(page);
    await page.getByRole('button', { name: '申请售后' }).click();
    const form = page.getByRole('form', { name: '申请售后' });
    await form.getByRole('checkbox').first().check();
    await form.getByRole('radio', { name: '仅退款' }).check();
    await form.getByLabel('售后原因').selectOption('外包装破损');
    await form.getByLabel('问题描述').fill('外盒压损 2 盒');
    await capture(page, 'a-after-sales-apply', findings);
    await form.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL(/\/order\/afterSalesInfo\/\d+$/);
    await poll(() => page.getByTestId('after-sales-status').innerText()).toBe('待审核');
    const refundFen = shownFen(await page.getByTestId('after-sales-refund').innerText());
    expect(refundFen).toBeGreaterThan(0);
    await advance(page, 'days=3');
    await page.reload();
    await poll(() => page.getByTestId('after-sales-status').innerText()).toBe('退款已完成');
    await capture(page, 'a-after-sales-done', findings);
    expect(await walletFen(page)).toBe(balanceBefore + refundFen);

    // The order lists its after-sales record.
    await page.goto(`${baseUrl}/order/info/${orderId}`);
    await poll(() => page.getByRole('region', { name: '售后记录' }).innerText()).toContain('退款已完成');

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.close();
  });
});

describe('(b) an unpaid order cancelled', () => {
  it('asks for a reason, cancels, and gives back the balance the order used', async () => {
    const { page, consoleErrors, foreignRequests } = await openPage(browser, baseUrl, { bypassCSP: true });
    const findings: string[] = [];
    await login(page, 'kangning');
    await emptyCart(page);
    await fillCart(page, 'lhqw');
    const lines = await api<{ data: { data: { id: number }[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
    const addresses = await api<{ data: { id: number }[] }>(page, 'GET', '/api/address');
    const form: Record<string, number> = { address_id: addresses.body.data[0]!.id };
    lines.body.data.data.forEach((l, i) => (form[`ids[${i}]`] = l.id));
    const submitted = await api<{ data: Array<{ id: number }> }>(page, 'POST', '/api/order', form);
    expect(submitted.status).toBe(201);
    const id = submitted.body.data[0]!.id;
    const before = await walletFen(page);

    await page.goto(`${baseUrl}/order?status=1`);
    await page.getByTestId('order-card').first().waitFor();
    await capture(page, 'b-list-unpaid', findings);
    await page.goto(`${baseUrl}/order/info/${id}`);
    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog', { name: /取消订单/ });
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await poll(() => dialog.getByRole('alert').innerText()).toBe('请选择取消原因');
    await dialog.getByLabel('暂时不需要了').check();
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await poll(() => page.getByTestId('order-status').innerText()).toBe('已取消');
    await capture(page, 'b-detail-cancelled', findings);
    const detail = await api<{ data: { status: number; cancel_reason: string } }>(page, 'GET', `/api/order/${id}`);
    expect(detail.body.data.status).toBe(5);
    expect(detail.body.data.cancel_reason).toBe('暂时不需要了');
    expect(await walletFen(page)).toBe(before);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.close();
  });
});

describe('(c) 再次购买', () => {
  it('puts a completed order’s lines back in the cart and says which could not be added', async () => {
    const { page, consoleErrors, foreignRequests } = await openPage(browser, baseUrl, { bypassCSP: true });
    const findings: string[] = [];
    await login(page, 'kangning');
    await emptyCart(page);
    await page.goto(`${baseUrl}/order?status=4`);
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    await capture(page, 'c-list-done', findings);
    await card.getByRole('button', { name: '再次购买' }).click();
    const result = card.getByTestId('buy-again-result');
    await poll(() => result.innerText()).toMatch(/已加入购物车 \d+ 种/);
    await capture(page, 'c-buy-again', findings);
    const cart = await api<{ data: { data: unknown[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
    expect(cart.body.data.data.length).toBeGreaterThan(0);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.close();
  });
});
