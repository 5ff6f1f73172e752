/**
 * The four purchase journeys in Chromium against the built site, each with a demo API of its own (tests/e2e/world.ts:
 * every cart starts empty) and screenshots (test-results/screenshots/checkout/):
 *   (a) kangning searches amxl, adds two middle packages, sees the 满减 progress in the cart, takes a coupon, pays by
 *       balance and reaches step 4; the wallet balance fell by exactly the order's amount;
 *   (b) a cart holding a 含麻 goods becomes two orders, and the 含麻 one is paid by transfer on /cart/hm (a file of the
 *       wrong format is refused before sending, then the receipt is uploaded);
 *   (c) the clinic renhe cannot add a goods outside its 经营范围 and is told why;
 *   (d) xinkai, without a signed e-contract, gets 459 on adding to the cart, lands on /dzht, signs, and then can buy.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { toFen } from '@/domain/money';
import { audit, describeViolations, serious } from './axe';
import { poll, shot as screenshotAs, api, shownFen, walletFen } from './helpers';
import { test as it } from './world';

const shot = (page: Page, name: string) => screenshotAs(page, `checkout/${name}`);

interface OrderDetail {
  id: number;
  order_no: string;
  amounts: { pay_amount: string };
  status: number;
  is_hm: number;
}

async function orderDetail(page: Page, id: number): Promise<OrderDetail> {
  const res = await api<{ data: OrderDetail }>(page, 'GET', `/api/order/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The amount a page shows as ¥1,234.56 (or 1234.56) in fen. */

describe('(a) kangning: search, cart with 满减 progress, a coupon, pay by balance', () => {
  it('reaches step 4 and the wallet balance falls by exactly the order amount', async ({ world }) => {
    // CSP is bypassed here only so axe can be injected on steps 2–4; journey (b) runs under the real CSP.
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const axeFindings: string[] = [];
    const checkA11y = async (label: string) => axeFindings.push(...describeViolations(serious(await audit(page))).map((v) => `${label}: ${v}`));
    await page.goto('/');
    const balanceBefore = await walletFen(page);

    // Search amxl from the header; the 阿莫西林克拉维酸钾片 card with a 满 (满减) tag.
    const box = page.getByPlaceholder('药品名/商品名/拼音/批准文号/条码').first();
    await box.fill('amxl');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keywords=amxl/);
    const card = page
      .locator('article.goods-card')
      .filter({ hasText: '阿莫西林克拉维酸钾片' })
      .filter({ has: page.locator('.goods-tag', { hasText: /^满$/ }) })
      .first();
    await poll(() => card.count()).toBe(1);
    // Two middle packages: the stepper starts at one (中包装 10) and steps by the middle package.
    const qty = card.getByRole('textbox', { name: /购买数量$/ });
    const zbz = Number(await qty.inputValue());
    expect(zbz).toBeGreaterThan(0);
    await card.getByRole('button', { name: /^增加.*购买数量$/ }).click();
    await poll(() => qty.inputValue()).toBe(String(zbz * 2));
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await card.getByRole('button', { name: '加入购物车' }).click();
    expect((await added).status()).toBe(200);
    await shot(page, 'a-search-added');

    // The cart: one line of two middle packages, and the 满减 progress (the next tier and what is still missing).
    await page.goto('/cart');
    const table = page.getByRole('table', { name: '购物车商品' });
    await table.waitFor();
    await poll(() => table.getByRole('textbox', { name: /数量$/ }).first().inputValue()).toBe(String(zbz * 2));
    const tiers = page.getByRole('region', { name: '满减活动' }).or(page.locator('section.cart-tiers'));
    await poll(() => tiers.innerText()).toContain('满¥1000.00减¥50.00');
    const tierText = await tiers.innerText();
    const selectedFen = shownFen(/已选可用券商品\s*(¥[\d,.]+)/.exec(tierText)![1]!);
    expect(selectedFen).toBeGreaterThan(0);
    expect(selectedFen).toBeLessThan(100_000);
    const gap = 100_000 - selectedFen;
    expect(tierText).toContain(`还差 ¥${Math.floor(gap / 100)}.${String(gap % 100).padStart(2, '0')} 可减 ¥50.00`);
    await shot(page, 'a-cart-tiers');

    // Take a coupon in the 领券中心: 抗生素满600减30 (amoxicillin is an antibiotic and the line is over ¥600).
    await page.goto('/lqzx');
    const offer = page.getByRole('listitem', { name: '抗生素满600减30' });
    await offer.waitFor();
    const take = offer.getByRole('button', { name: '立即领取' });
    await take.click();
    await poll(() => offer.getByRole('button').innerText()).toBe('已领取');
    await shot(page, 'a-coupon-taken');

    // Step 2: the coupon just taken is the best one and is preselected, with its saving.
    await page.goto('/cart');
    await table.waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await poll(() => page.getByTestId('step2-coupon-status').innerText()).toContain('节省 ¥30.00');
    const coupon = page.getByRole('radiogroup', { name: '优惠券' }).getByRole('radio').first();
    expect(await coupon.isChecked()).toBe(true);
    expect(await page.getByRole('radiogroup', { name: '优惠券' }).locator('label').first().innerText()).toContain('抗生素满600减30');
    const payShown = shownFen(await page.getByTestId('step2-pay-total').innerText());
    await shot(page, 'a-step2');
    await checkA11y('step2');
    await page.getByRole('button', { name: '提交订单' }).click();

    // Step 3: pay the whole order from the wallet.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/\/cart\/step3\/(\d+)/.exec(page.url())![1]);
    const order = await orderDetail(page, orderId);
    expect(toFen(order.amounts.pay_amount)).toBe(payShown);
    await page.getByRole('radio', { name: /余额支付/ }).check();
    await shot(page, 'a-step3');
    await checkA11y('step3');
    await page.getByRole('button', { name: '确认支付' }).click();

    // Step 4, and the wallet.
    await page.waitForURL(new RegExp(`/cart/step4\\?order_id=${orderId}$`));
    await poll(() => page.getByTestId('pay-result-order-no').innerText()).toBe(order.order_no);
    expect(shownFen(await page.getByTestId('pay-result-amount').innerText())).toBe(payShown);
    await shot(page, 'a-step4');
    await checkA11y('step4');
    expect(balanceBefore - (await walletFen(page))).toBe(payShown);
    expect((await orderDetail(page, orderId)).status).toBe(2);
    expect(axeFindings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  }, 180_000);
});

interface GoodsRow {
  id: number;
  name: string;
  zbz: number;
  is_buy: number;
  number: number;
  ck_id: number;
  goods_price_id: number;
  is_hm?: number;
}

/** A one-pixel PNG, as a bank receipt photo stands in. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

describe('(b) a cart with a 含麻 goods: two orders, the 含麻 one paid by transfer on /cart/hm', () => {
  it('splits at step 2, pays the ordinary order by balance, and uploads the transfer receipt of the 含麻 order', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning' });

    // On the 含麻 goods' search page: an ordinary antibiotic goes in through the API (called from inside the page), then
    // the 含麻 goods from its card.
    await page.goto(`/search?keywords=${encodeURIComponent('伪麻')}`);
    const list = await api<{ data: { list: GoodsRow[] } }>(page, 'GET', '/api/goods/list?keywords=amxl&page_size=40');
    const plain = list.body.data.list.find((g) => g.is_buy === 1 && g.is_hm !== 1 && g.number >= g.zbz * 4)!;
    const add = await api(page, 'POST', '/api/cart', {
      'params[0][id]': plain.id,
      'params[0][number]': plain.zbz * 2,
      'params[0][ck_id]': plain.ck_id,
      'params[0][goods_price_id]': plain.goods_price_id,
    });
    expect(add.status).toBe(200);
    const hmCard = page.locator('article.goods-card').filter({ has: page.locator('.goods-tag--hm') }).first();
    await poll(() => hmCard.count()).toBe(1);
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await hmCard.getByRole('button', { name: '加入购物车' }).click();
    expect((await added).status()).toBe(200);

    // The cart shows the 含麻 goods in their own group; step 2 shows two orders and the notice.
    await page.goto('/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    await poll(() => page.getByRole('checkbox', { name: /^选择全部含麻/ }).count()).toBe(1);
    await shot(page, 'b-cart');
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await poll(() => page.getByText(/含麻黄碱类复方制剂须单独成单|含麻.*单独成单/).first().isVisible()).toBe(true);
    await poll(() => page.getByText(/^订单 ?2/).first().isVisible()).toBe(true);
    await shot(page, 'b-step2-split');
    await page.getByRole('button', { name: '提交订单' }).click();

    // Two orders: step 3 for the ordinary one, carrying the 含麻 order's id.
    await page.waitForURL(/\/cart\/step3\/\d+\?hm=\d+$/);
    const [, normalId, hmId] = /\/cart\/step3\/(\d+)\?hm=(\d+)/.exec(page.url())!.map(Number);
    expect((await orderDetail(page, normalId!)).is_hm).toBe(0);
    const hmOrder = await orderDetail(page, hmId!);
    expect(hmOrder.is_hm).toBe(1);
    await page.getByRole('radio', { name: /余额支付/ }).check();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(new RegExp(`/cart/step4\\?order_id=${normalId}&hm=${hmId}$`));
    await page.getByText('您还有一笔含麻订单尚未支付').waitFor();
    await shot(page, 'b-step4-hm-pending');

    // /cart/hm: transfer only, the account to pay, the receipt.
    await page.getByRole('link', { name: '去支付含麻订单' }).click();
    await page.waitForURL(new RegExp(`/cart/hm\\?order_id=${hmId}$`));
    await page.getByText('含麻订单仅支持对公转账').waitFor();
    expect(await page.getByRole('radio', { name: /余额支付|积分支付|在线支付/ }).count()).toBe(0);
    await poll(() => page.locator('main#main').innerText()).toContain(hmOrder.order_no);
    await shot(page, 'b-hm-transfer');
    // A file that is not JPG, PNG or PDF is refused on the page, before any request.
    const receiptCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === `/api/pay/${hmId}/receipt` && receiptCalls.push(r.method()));
    await page.getByLabel('回执文件').setInputFiles({ name: '回单.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
    await page.getByText('回执文件须为 JPG、PNG 或 PDF 格式').waitFor();
    await shot(page, 'b-hm-wrong-file');
    await page.getByLabel('回执文件').setInputFiles({ name: '工行转账回单.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByTestId('receipt-file-name').innerText()).toContain('工行转账回单.png');
    await page.getByLabel('备注（选填）').fill('已通过工行对公账户转账');
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/pay/${hmId}/receipt`);
    await page.getByRole('button', { name: '提交回执' }).click();
    expect((await uploaded).status()).toBe(201);
    expect(receiptCalls).toEqual(['POST']);
    await page.getByText('回执已上传，等待财务确认').waitFor();
    await shot(page, 'b-hm-receipt-uploaded');

    // The server holds the receipt, awaiting finance.
    const hm = await api<{ data: { list: { id: number; receipt_status: number }[] } }>(page, 'GET', '/api/order/hm');
    expect(hm.body.data.list.find((o) => o.id === hmId)?.receipt_status).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  }, 180_000);
});

describe('(c) the clinic renhe and its 经营范围', () => {
  it('cannot add a device: the reason shows before any click, and the server refuses with the same reason', async ({ world }) => {
    const { page, consoleErrors } = await world.open({ who: 'renhe' });
    await page.goto(`/search?keywords=${encodeURIComponent('电子血压计')}`);
    const card = page.locator('article.goods-card').filter({ hasText: '电子血压计' }).first();
    await poll(() => card.count()).toBe(1);
    await poll(() => card.getByRole('note').innerText()).toContain('经营范围');
    expect(await card.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
    await shot(page, 'c-clinic-device-card');

    // The dense table: the row says why, and has no quantity box to add with.
    await page.goto(`/search/table?keywords=${encodeURIComponent('电子血压计')}`);
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
    expect(add.status).toBe(400);
    expect(add.body.code).toBe(40021);
    expect(add.body.msg).toContain('经营范围');
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 120_000);
});

describe('(d) xinkai without a signed e-contract', () => {
  it('gets 459 on adding to the cart, is told why, lands on /dzht, signs, and then the add works', async ({ world }) => {
    const { page, consoleErrors } = await world.open({ who: 'xinkai' });
    await page.goto('/search?keywords=amxl');
    const card = page.locator('article.goods-card').filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
    await poll(() => card.count()).toBe(1);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await card.getByRole('button', { name: '加入购物车' }).click();
    expect((await answered).status()).toBe(459);

    // A 459 answer shows its message (温馨提示) first; 确定 then goes to /dzht.
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
    await page.goto('/search?keywords=amxl');
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await page.locator('article.goods-card').getByRole('button', { name: '加入购物车' }).first().click();
    expect((await again).status()).toBe(200);
    expect(consoleErrors.filter((e) => !/status of 459/.test(e))).toEqual([]);
  }, 120_000);
});
