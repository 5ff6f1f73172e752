/**
 * The order centre in Chromium against the built site, each journey with a demo API of its own (tests/e2e/world.ts:
 * its own seeded orders, every cart empty, its own demo clock), with screenshots (test-results/screenshots/orders/, at
 * 1366 px and 390 px):
 *   (a) kangning buys, pays by balance, step 4 → 查看订单 shows the order with step 2's amount; the demo clock moves
 *       on: shipped with logistics, 确认收货, 申请售后 for one line, whose refund returns to the balance exactly;
 *   (b) an unpaid order is cancelled with a reason and the balance it used comes back;
 *   (c) 再次购买 of a completed order puts its lines back in the cart and names those that cannot be bought;
 *   (d) a 含麻 order appears in /hmdd, its receipt is uploaded there, viewed (served to its store only) and replaced;
 *   (e) an order's inspection reports and 首营资料 open as PDFs and download as one zip whose entries are PDFs;
 *   (f) after-sales for part of a line from the detail, listed on the 退款/售后 tab, refunded to the balance exactly;
 *   and /jfdd and /order/returnInfo/{id} are shown and audited.
 * Every page is audited with axe (0 serious or critical).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { toFen } from '@/domain/money';
import { audit, describeViolations, serious } from './axe';
import { unzipSync } from 'fflate';
import { downloadedBytes, poll, shot as screenshotAs, api, shownFen, walletFen } from './helpers';
import { test as it } from './world';


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
  // The longest journey: four states photographed and audited at both widths, and two moves of the demo clock.
  it('shows step 2’s amount on the detail, ships, receives, and refunds one line to the balance exactly', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/cart');
    await fillCart(page, 'amxl');

    await page.reload();
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
    await world.advanceClock('hours=1');
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
    await world.advanceClock('days=3');
    await page.reload();
    await poll(() => page.getByTestId('after-sales-status').innerText()).toBe('退款已完成');
    await capture(page, 'a-after-sales-done', findings);
    expect(await walletFen(page)).toBe(balanceBefore + refundFen);

    // The order lists its after-sales record.
    await page.goto(`/order/info/${orderId}`);
    await poll(() => page.getByRole('region', { name: '售后记录' }).innerText()).toContain('退款已完成');

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  }, 120_000);
});

describe('(b) an unpaid order cancelled', () => {
  it('asks for a reason, cancels, and gives back the stock, the coupon and the balance the order took', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order?status=1');
    // An order dearer than the whole balance, so the balance is taken at submission and the order stays unpaid, and a
    // wallet coupon applies to it.
    const balance = await walletFen(page);
    const list = await api<{ data: { list: Array<GoodsRow & { price: string }> } }>(page, 'GET', '/api/goods/list?page_size=100');
    const pick = list.body.data.list
      .filter((g) => g.is_buy === 1 && g.is_hm !== 1)
      .map((g) => ({ g, q: g.zbz * Math.ceil((balance + 50_000) / (toFen(g.price) * g.zbz)) }))
      .filter((x) => x.q <= x.g.number && x.q <= 999)
      .sort((a, b) => a.q - b.q)[0];
    expect(pick, 'a goods with stock for an order dearer than the balance').toBeDefined();
    const goods = pick!.g;
    const stockOf = async () => (await api<{ data: { number: number } }>(page, 'GET', `/api/goods/detail/${goods.id}`)).body.data.number;
    const stockBefore = await stockOf();
    const cartForm = { 'params[0][id]': goods.id, 'params[0][number]': pick!.q, 'params[0][ck_id]': goods.ck_id, 'params[0][goods_price_id]': goods.goods_price_id };
    expect((await api(page, 'POST', '/api/cart', cartForm)).status).toBe(200);
    const lines = await api<{ data: { data: { id: number; number: number }[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
    const ids = lines.body.data.data.map((l) => l.id);
    const bought = lines.body.data.data[0]!.number;
    const confirm = await api<{ data: { coupons: Array<{ id: number }> } }>(page, 'GET', `/api/order/confirm?${ids.map((id) => `ids=${id}`).join('&')}`);
    const coupon = confirm.body.data.coupons[0];
    expect(coupon, 'the wallet has a coupon for this order').toBeDefined();
    const unused = async () => (await api<{ data: { list: Array<{ id: number }> } }>(page, 'GET', '/api/user/coupon?status=1&page_size=100')).body.data.list.map((c) => c.id);
    expect(await unused()).toContain(coupon!.id);
    const addresses = await api<{ data: { id: number }[] } >(page, 'GET', '/api/address');
    const before = await walletFen(page);
    const form: Record<string, number> = { address_id: addresses.body.data[0]!.id, coupon_id: coupon!.id, use_balance: 1 };
    ids.forEach((id, i) => (form[`ids[${i}]`] = id));
    const submitted = await api<{ data: Array<{ id: number }> }>(page, 'POST', '/api/order', form);
    expect(submitted.status).toBe(201);
    const id = submitted.body.data[0]!.id;
    // Submission took them: the stock, the coupon and the balance deducted.
    expect(await stockOf()).toBe(stockBefore - bought);
    expect(await unused()).not.toContain(coupon!.id);
    expect(await walletFen(page)).toBe(0);
    expect((await api<{ data: { status: number } }>(page, 'GET', `/api/order/${id}`)).body.data.status).toBe(1);

    await page.reload();
    await page.getByTestId('order-card').first().waitFor();
    await capture(page, 'b-list-unpaid', findings);
    await page.goto(`/order/info/${id}`);
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
    // Everything came back, to the unit and the fen.
    expect(await walletFen(page)).toBe(before);
    expect(await stockOf()).toBe(stockBefore);
    expect(await unused()).toContain(coupon!.id);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

describe('(c) 再次购买', () => {
  it('puts a completed order’s lines back in the cart and says which could not be added', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order?status=4');
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    await capture(page, 'c-list-done', findings);
    await card.getByRole('button', { name: '再次购买' }).click();
    const result = card.getByTestId('buy-again-result');
    await poll(() => result.innerText()).toMatch(/已加入购物车 \d+ 种/);
    await capture(page, 'c-buy-again', findings);
    // The cart was empty: it now holds exactly the lines the result counts.
    const addedKinds = Number(/已加入购物车 (\d+) 种/.exec(await result.innerText())![1]);
    expect(addedKinds).toBeGreaterThan(0);
    const cart = await api<{ data: { data: unknown[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
    expect(cart.body.data.data).toHaveLength(addedKinds);

    // kangning's order of two weeks ago holds a goods sold out since: it is named with its reason.
    const done = await api<{ data: { list: Array<{ id: number; order_no: string }> } }>(page, 'GET', '/api/order?status=4&page_size=50');
    let twoWeeks: { id: number; order_no: string } | undefined;
    let soldOut: { name: string; goods_id: number } | undefined;
    for (const o of done.body.data.list) {
      const lines = (await api<{ data: { lines: Array<{ name: string; goods_id: number }> } }>(page, 'GET', `/api/order/${o.id}`)).body.data.lines;
      for (const l of lines) {
        const g = await api<{ data: { number: number } }>(page, 'GET', `/api/goods/detail/${l.goods_id}`);
        if (g.status === 200 && g.body.data.number === 0) [twoWeeks, soldOut] = [o, l];
      }
      if (soldOut) break;
    }
    expect(soldOut, 'the seed has an order with a goods sold out since').toBeDefined();
    await page.goto(`/order?status=4&keywords=${twoWeeks!.order_no}`);
    const old = page.getByTestId('order-card').first();
    await old.getByRole('button', { name: '再次购买' }).click();
    const named = old.getByTestId('buy-again-result');
    await poll(() => named.innerText()).toContain(soldOut!.name);
    expect(await named.innerText()).toContain('该商品暂时缺货');
    await capture(page, 'c-buy-again-sold-out', findings);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

/** A tiny valid PNG (1 × 1 px), as a bank-receipt photo stands in. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Submits kangning's cart lines as orders through the API; answers the created orders. */
async function submitCart(page: Page, extra: Record<string, number> = {}) {
  const lines = await api<{ data: { data: { id: number }[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  const addresses = await api<{ data: { id: number }[] }>(page, 'GET', '/api/address');
  const form: Record<string, number> = { address_id: addresses.body.data[0]!.id, ...extra };
  lines.body.data.data.forEach((l, i) => (form[`ids[${i}]`] = l.id));
  const submitted = await api<{ data: Array<{ id: number; order_no: string; is_hm: number }> }>(page, 'POST', '/api/order', form);
  expect(submitted.status).toBe(201);
  return submitted.body.data;
}

describe('(d) 含麻 receipts in /hmdd', () => {
  it('shows the 含麻 order, takes its receipt there, serves it back, and replaces it while unconfirmed', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/hmdd');
    // mhj (麻黄碱) finds the 含麻 goods.
    const list = await api<{ data: { list: GoodsRow[] } }>(page, 'GET', '/api/goods/list?keywords=mhj&page_size=40');
    const hmGoods = list.body.data.list.find((g) => g.is_hm === 1 && g.is_buy === 1);
    expect(hmGoods, 'mhj finds a 含麻 goods kangning may buy').toBeDefined();
    const cartForm = { 'params[0][id]': hmGoods!.id, 'params[0][number]': hmGoods!.zbz, 'params[0][ck_id]': hmGoods!.ck_id, 'params[0][goods_price_id]': hmGoods!.goods_price_id };
    expect((await api(page, 'POST', '/api/cart', cartForm)).status).toBe(200);
    const hm = (await submitCart(page)).find((o) => o.is_hm === 1)!;

    await page.reload();
    const card = page.getByTestId('hm-order-card').filter({ hasText: hm.order_no });
    await card.waitFor();
    await poll(() => card.getByTestId('hm-receipt-status').innerText()).toContain('待上传');
    await capture(page, 'd-hmdd', findings);
    await card.getByRole('button', { name: /上传回执/ }).click();
    await card.locator('input[type="file"]').setInputFiles({ name: '工行回单.png', mimeType: 'image/png', buffer: PNG_1PX });
    await capture(page, 'd-hmdd-upload', findings);
    await card.getByRole('button', { name: '提交回执' }).click();
    await poll(() => card.getByTestId('hm-receipt-status').innerText()).toContain('待确认');
    const href = await card.getByTestId('hm-receipt-view').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/pay/${hm.id}/receipt`));
    const served = await page.evaluate(async (u) => {
      const r = await fetch(u!, { credentials: 'include' });
      return { status: r.status, type: r.headers.get('Content-Type'), bytes: [...new Uint8Array(await r.arrayBuffer())] };
    }, href);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(Buffer.from(served.bytes).equals(PNG_1PX)).toBe(true);
    // Replaced while awaiting confirmation: the new file is the one served.
    await card.getByRole('button', { name: /更换回执/ }).click();
    await card.locator('input[type="file"]').setInputFiles({ name: '工行回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await card.getByRole('button', { name: '提交回执' }).click();
    await poll(async () => (await card.getByTestId('hm-receipt-view').getAttribute('href')) !== href).toBe(true);
    const again = await page.evaluate(async (u) => (await fetch(u!, { credentials: 'include' })).headers.get('Content-Type'), await card.getByTestId('hm-receipt-view').getAttribute('href'));
    expect(again).toBe('application/pdf');
    await capture(page, 'd-hmdd-awaiting', findings);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

describe('(e) inspection reports and 首营资料', () => {
  it('opens one document as a PDF and downloads all of the order’s as one zip of PDFs', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order?status=4');
    const shipped = await api<{ data: { list: Array<{ id: number; goods_count: number }> } }>(page, 'GET', '/api/order?status=4&page_size=1');
    const order = shipped.body.data.list[0]!;
    await page.goto(`/order/info/${order.id}`);
    const docs = page.getByTestId('order-documents');
    await docs.waitFor();
    await capture(page, 'e-documents', findings);
    expect(await docs.getByTestId('document-download').count()).toBe(order.goods_count * 4);

    // 查看 opens the PDF in the browser (inline); 下载 saves it.
    const viewHref = (await docs.getByRole('link', { name: /^查看/ }).first().getAttribute('href'))!;
    const viewed = await page.evaluate(async (u) => {
      const r = await fetch(u, { credentials: 'include' });
      return { type: r.headers.get('Content-Type'), disposition: r.headers.get('Content-Disposition'), head: new TextDecoder('latin1').decode(new Uint8Array(await r.arrayBuffer()).slice(0, 8)) };
    }, viewHref);
    expect(viewed).toMatchObject({ type: 'application/pdf', head: '%PDF-1.4' });
    expect(viewed.disposition).toMatch(/^inline/);
    const [one] = await Promise.all([page.waitForEvent('download'), docs.getByTestId('document-download').first().click()]);
    expect(one.suggestedFilename()).toMatch(/^药品检验报告_.+\.pdf$/);
    const pdf = await downloadedBytes(one);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    const [zip] = await Promise.all([page.waitForEvent('download'), docs.getByTestId('documents-archive').click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const entries = unzipSync(new Uint8Array(await downloadedBytes(zip)));
    const names = Object.keys(entries);
    expect(names).toHaveLength(order.goods_count * 4);
    expect(names.some((n) => n.includes('药品检验报告'))).toBe(true);
    expect(names.some((n) => n.includes('首营资料_GSP证书'))).toBe(true);
    for (const e of Object.values(entries)) expect(Buffer.from(e.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.4');

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

describe('(f) after-sales for part of a line, the 退款/售后 tab, /jfdd and the return page', () => {
  it('returns one piece, lists it with its order, refunds it to the balance exactly', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order');
    await fillCart(page, 'amxl');
    const [order] = await submitCart(page);
    expect((await api(page, 'POST', `/api/pay/${order!.id}/balance`)).status).toBe(200);
    await world.advanceClock('hours=1');
    expect((await api(page, 'POST', `/api/order/${order!.id}/receive`)).status).toBe(200);

    await page.goto(`/order/info/${order!.id}?apply=1`);
    const form = page.getByRole('form', { name: '申请售后' });
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('申请数量').fill('1');
    await form.getByRole('radio', { name: '退货退款' }).check();
    await form.getByLabel('售后原因').selectOption('外包装破损');
    await form.locator('input[type="file"]').setInputFiles({ name: '外箱.png', mimeType: 'image/png', buffer: PNG_1PX });
    await form.getByRole('img', { name: '售后照片：外箱.png' }).waitFor();
    await capture(page, 'f-apply-quantity', findings);
    const balanceBefore = await walletFen(page);
    await form.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL(/\/order\/afterSalesInfo\/\d+$/);
    const refundFen = shownFen(await page.getByTestId('after-sales-refund').innerText());
    expect(refundFen).toBeGreaterThan(0);
    await poll(() => page.getByTestId('after-sales-refund-to').innerText()).toBe('退至余额');

    await page.goto('/order?status=6');
    const row = page.getByTestId('after-sales-card').filter({ hasText: order!.order_no });
    await row.waitFor();
    await capture(page, 'f-after-sales-tab', findings);
    await page.goto(`/order/returnInfo/${order!.id}`);
    await page.getByTestId('return-status').waitFor();
    await capture(page, 'f-return-info', findings);

    await world.advanceClock('days=3');
    await page.goto('/order?status=6');
    await poll(() => page.getByTestId('after-sales-card').filter({ hasText: order!.order_no }).innerText()).toContain('退款已完成');
    expect(await walletFen(page)).toBe(balanceBefore + refundFen);

    // A points-mall exchange, then /jfdd shows it and opens its delivery.
    const pointsGoods = await api<{ data: { list: Array<{ id: number; name: string; points: number; stock: number }>; my_points: number } }>(page, 'GET', '/api/points/goods');
    const affordable = pointsGoods.body.data.list.find((g) => g.stock > 0 && g.points <= pointsGoods.body.data.my_points);
    expect(affordable, 'kangning has points for a points-mall goods').toBeDefined();
    const addresses = await api<{ data: { id: number }[] }>(page, 'GET', '/api/address');
    expect((await api(page, 'POST', `/api/points/goods/${affordable!.id}/exchange`, { number: 1, address_id: addresses.body.data[0]!.id })).status).toBe(201);
    await page.goto('/jfdd');
    // kangning's seed has no points order: this exchange is the only one.
    const exchanged = page.getByTestId('points-order-card').filter({ hasText: affordable!.name });
    await exchanged.getByRole('button', { name: '订单详情' }).click();
    await exchanged.getByTestId('points-order-detail').waitFor();
    await capture(page, 'f-jfdd', findings);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
