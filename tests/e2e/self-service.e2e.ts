/**
 * Self-service in Chromium against the built site and a demo API of each test's own, with screenshots
 * (test-results/screenshots/self-service/) and axe (0 serious or critical) of the states the route walk does not reach
 * (the route walk audits and photographs each self-service page as kangning loads it, at 1366 px and 390 px):
 *   (c) kangning adds a purchase request (/pzqg/add: messages as typed, nothing lost) and finds it on top of /pzqg;
 *       the request's page at 390 px fits the width;
 *   (d) kangning downloads an issued e-invoice from /dzfp: a real PDF whose extracted text holds the order number and
 *       the amount;
 *   (e) kangning sends feedback with a picture (a wrong file refused) and sees it in the history below the form;
 *   kangning cancels a favourite after confirming and adds another to the cart from /star; anda's favourites each
 *   show the buy controls or why they cannot be bought;
 *   renhe's seeded back-office answers (a purchase request's and a feedback's), in a world whose demo seeds the test-only
 *   attack payloads (`hostileWorld`), try every usual script trick: nothing executes, nothing is requested, the plain
 *   sentences show.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect } from 'vitest';
import { trackRequests } from '../../scripts/lib/chromium';
import { audit, describeViolations, serious } from './axe';
import { sidewaysOverflow } from './built-routes';
import { api, downloadedBytes, poll, shot } from './helpers';
import { test as it } from './world';

async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(found, `${where}: ${describeViolations(found).join('\n')}`).toEqual([]);
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await page.waitForSelector('main#main[data-route]');
  await page.waitForFunction(() => !document.querySelector('main#main .page-loading, main#main .query-state--pending'));
}

/** The text of every page of a PDF, as pdf.js extracts it (the CJK CMaps of pdfjs-dist, read from disk). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = path.resolve('node_modules/pdfjs-dist');
  const doc = await getDocument({ data: bytes, cMapUrl: `${dir}/cmaps/`, cMapPacked: true, standardFontDataUrl: `${dir}/standard_fonts/`, useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join('\n');
  }
  await doc.destroy();
  return text;
}

/** Records script that ran: `window.__pwned` and any request for a /__pwned/ address. */
function watchPwned(page: Page): string[] {
  const hits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('__pwned')) hits.push(r.url());
  });
  return hits;
}

/**
 * Clicks each link of a hostile answer, which the sanitiser must have left without an address or a handler (a click
 * that cannot land fails the test): the page stays where it is, and no script has run (`window.__pwned` unset).
 */
async function clickHostileLinks(page: Page, links: Locator, texts: string[]) {
  expect(await links.allTextContents()).toEqual(texts);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttributeNames()))).toEqual(texts.map(() => []));
  const requests = trackRequests(page);
  const address = page.url();
  const navigations: string[] = [];
  const onNavigated = (frame: ReturnType<Page['mainFrame']>) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  };
  page.on('framenavigated', onNavigated);
  for (const a of await links.all()) await a.click();
  await requests.settled();
  page.off('framenavigated', onNavigated);
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

describe('品种求购 /pzqg', () => {
  it('(c) kangning adds a purchase request: the messages as typed, then it is on top of the list', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning', bypassCSP: true });
    await open(page, '/pzqg/add');
    const name = '盐酸氨溴索口服溶液';
    await page.getByLabel('求购数量').fill('0');
    await page.getByLabel('期望单价（元）').fill('12.345');
    await page.getByLabel('期望单价（元）').blur();
    await page.getByText('求购数量须为大于 0 的整数').waitFor();
    await page.getByText('期望价格最多保留两位小数').waitFor();
    await page.getByRole('button', { name: '提交求购' }).click();
    await page.getByText('请输入药品名称').waitFor();
    await shot(page, 'self-service/pzqg-add-errors-1366');
    await expectAccessible(page, '/pzqg/add with messages');

    await page.getByLabel('药品名称').fill(name);
    await page.getByLabel('规格').fill('100ml:0.6g');
    await page.getByLabel('生产厂家').fill('江苏汉晨药业');
    await page.getByLabel('求购数量').fill('40');
    await page.getByLabel('期望单价（元）').fill('8.5');
    await page.getByLabel('备注').fill('需近一年内批号');
    expect(await page.getByText('7 / 500').count()).toBe(1);
    await page.getByRole('button', { name: '提交求购' }).dblclick();
    await page.waitForURL(/\/pzqg$/);
    const first = page.locator('[data-testid="purchase-requests"] tbody tr').first();
    await poll(() => first.textContent()).toContain(name);
    expect(await first.textContent()).toContain('¥8.50');
    expect(await first.textContent()).toContain('待回复');
    const mine = await api<{ data: { list: Array<{ name: string }> } }>(page, 'GET', '/api/user/buy?page=1&page_size=50');
    expect(mine.body.data.list.filter((r) => r.name === name)).toHaveLength(1); // the double click sent once
    await shot(page, 'self-service/pzqg-list-1366');
    await expectAccessible(page, '/pzqg');

    await first.getByRole('link', { name: /查看/ }).click();
    await page.waitForURL(/\/pzqg\/info\?id=\d+$/);
    await page.locator('[data-testid="purchase-detail"]').getByText(name).waitFor();
    await page.getByText('客户经理尚未回复').waitFor();
    await shot(page, 'self-service/pzqg-info-waiting-1366');
    await expectAccessible(page, '/pzqg/info');
  });

  it("(c) kangning's new purchase request at 390 px: screenshot, axe, no sideways scrolling", async ({ world }) => {
    const { page } = await world.open({ who: 'kangning', phone: true, bypassCSP: true });
    await open(page, '/404');
    const made = await api<{ data: { id: number } }>(page, 'POST', '/api/user/buy', { name: '盐酸氨溴索口服溶液', ypgg: '100ml:0.6g', sccj: '江苏汉晨药业', number: 40, price: '8.50', remark: '需近一年内批号' });
    expect(made.status).toBe(201);
    await open(page, `/pzqg/info?id=${made.body.data.id}`);
    await page.locator('[data-testid="purchase-detail"]').getByText('盐酸氨溴索口服溶液').waitFor();
    await page.getByText('客户经理尚未回复').waitFor();
    await shot(page, 'self-service/pzqg-info-390');
    await expectAccessible(page, '/pzqg/info at 390 px');
    const over = await sidewaysOverflow(page);
    expect(over.extra, `/pzqg/info scrolls sideways: ${over.widest}`).toBe(0);
  });

  it("renhe's seeded hostile answer shows its text and executes nothing", async ({ hostileWorld: world }) => {
    // Without the CSP, which would block inline script by itself: the sanitiser alone must stop it (and axe is injected).
    const { page } = await world.open({ who: 'renhe', bypassCSP: true });
    const pwned = watchPwned(page);
    await open(page, '/pzqg');
    await page.locator('tr', { hasText: '羚羊感冒片' }).getByRole('link', { name: /查看/ }).click();
    const reply = page.locator('[data-testid="purchase-reply"]');
    await reply.getByText('您好，羚羊感冒片目前厂家停产整顿，暂无稳定货源。').waitFor();
    await reply.getByText('如需替代品种请联系客户经理。').waitFor();
    await clickHostileLinks(page, reply.locator('a'), ['查看替代品种']);
    expect(pwned).toEqual([]);
    expect(await reply.locator('script, iframe, svg, style, [onerror], [onload], [style], a[href^="javascript" i]').count()).toBe(0);
    expect(await page.locator('body').isVisible()).toBe(true);
    await shot(page, 'self-service/pzqg-info-hostile-1366');
    await expectAccessible(page, '/pzqg/info (hostile answer)');
  });
});

describe('电子发票 /dzfp', () => {
  it('(d) kangning downloads an issued invoice: a PDF whose text holds the order number and the amount', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning' });
    await open(page, '/dzfp');
    const all = await api<{ data: { list: Array<{ id: number; order_no: string; amount: string; status: number }> } }>(page, 'GET', '/api/invoice?page=1&page_size=10');
    const issued = all.body.data.list.find((i) => i.status === 1);
    expect(issued, 'kangning has an issued invoice on the first page').toBeDefined();
    const row = page.locator(`tr[data-invoice-id="${issued!.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(issued!.order_no);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /下载/ }).click()]);
    const bytes = new Uint8Array(await downloadedBytes(download));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(bytes);
    expect(text).toContain(issued!.order_no);
    expect(text).toContain(issued!.amount);
    expect(text).toMatch(/增值税电子(普通|专用)发票/);

    // Filtering by that order number lists that invoice alone; a reversed date range is refused before any call.
    await page.getByLabel('订单号').fill(issued!.order_no);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(new RegExp(`order_no=${issued!.order_no}`));
    await poll(() => page.locator('[data-testid="e-invoices"] tbody tr').count()).toBe(1);
    await page.getByLabel('开票开始日期').fill('2026-11-20');
    await page.getByLabel('开票结束日期').fill('2026-11-01');
    await page.getByText('结束日期不能早于开始日期').waitFor();
  });
});

describe('意见反馈 /yjfk', () => {
  it('(e) kangning sends feedback with a picture and sees it in the history', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning', bypassCSP: true });
    await open(page, '/yjfk');
    await page.getByLabel('反馈类型').selectOption({ label: '物流配送' });
    await page.getByLabel('反馈内容').fill('太慢了');
    await page.getByLabel('反馈内容').blur();
    await page.getByText(/反馈内容至少 10 个字/).waitFor();
    expect(await page.getByTestId('feedback-count').textContent()).toContain('3 / 500');

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('「说明.txt」不是 JPG 或 PNG 图片').waitFor();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await input.setInputFiles({ name: '外包装破损.png', mimeType: 'image/png', buffer: png });
    await page.getByText(/外包装破损\.png/).waitFor();

    const content = '订单物流较慢，希望石家庄市区能次日达。';
    await page.getByLabel('反馈内容').fill(content);
    await page.getByLabel('联系手机（选填）').fill('1391234');
    await page.getByLabel('联系手机（选填）').blur();
    await page.getByText('请输入正确的 11 位手机号').waitFor();
    await shot(page, 'self-service/yjfk-errors-1366');
    await expectAccessible(page, '/yjfk with messages');
    await page.getByLabel('联系手机（选填）').fill('13912345678');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await page.getByRole('status').filter({ hasText: '感谢您的反馈' }).first().waitFor();
    const first = page.locator('[data-testid="feedback-history"] > li').first();
    await poll(() => first.textContent()).toContain(content);
    expect(await first.textContent()).toContain('物流配送');
    expect(await first.textContent()).toContain('附图 1 张：外包装破损.png');
    expect(await page.getByLabel('反馈内容').inputValue()).toBe('');
    await shot(page, 'self-service/yjfk-sent-1366');
    await expectAccessible(page, '/yjfk after sending');
  });

  it("renhe's seeded hostile reply shows its text and executes nothing", async ({ hostileWorld: world }) => {
    // Without the CSP, which would block inline script by itself: the sanitiser alone must stop it.
    const { page } = await world.open({ who: 'renhe', bypassCSP: true });
    const pwned = watchPwned(page);
    await open(page, '/yjfk');
    const item = page.locator('[data-testid="feedback-history"] > li', { hasText: '手机上查看订单时' });
    await item.getByText('您好，手机版订单页已改版，感谢您的反馈。').waitFor();
    // The buyer's own text is plain text: its markup shows as typed.
    await item.getByText('手机上查看订单时<b>表格</b>显示不全，希望改进。').waitFor();
    await clickHostileLinks(page, item.locator('a'), ['查看改版说明']);
    expect(pwned).toEqual([]);
    expect(await item.locator('script, details, [onerror], [ontoggle], a[href^="javascript" i]').count()).toBe(0);
    await shot(page, 'self-service/yjfk-hostile-1366');
  });
});

describe('我的收藏 /star', () => {
  // Every favourite shows, before any click, either its buy controls or the reason it cannot be bought — never neither.
  it("anda's favourites show either the buy controls or why they cannot be bought, before any click", async ({ world }) => {
    const { page } = await world.open({ who: 'anda' });
    await open(page, '/star');
    const items = page.locator('[data-testid="favourites"] > li');
    await poll(() => items.count()).toBeGreaterThan(0);
    const n = await items.count();
    for (let i = 0; i < n; i++) {
      const item = items.nth(i);
      const canBuy = await item.getByRole('button', { name: '加入购物车' }).count();
      const reason = (await item.getByRole('note').allTextContents()).join('').trim();
      expect(canBuy > 0 || reason.length > 0, `favourite ${i + 1} shows neither buy controls nor a reason`).toBe(true);
    }
  });

  it('kangning cancels a favourite after confirming and adds another to the cart', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning' });
    await open(page, '/star');
    const items = page.locator('[data-testid="favourites"] > li');
    await poll(() => items.count()).toBeGreaterThan(1);
    const before = await items.count();

    // Cancel the first one: asked first; 再想想 keeps it, 取消收藏 removes it.
    const firstId = Number(await items.first().getAttribute('data-goods-id'));
    await items.first().getByRole('button', { name: /^取消收藏 / }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await shot(page, 'self-service/star-confirm-1366');
    await dialog.getByRole('button', { name: '再想想' }).click();
    expect(await items.count()).toBe(before);
    await items.first().getByRole('button', { name: /^取消收藏 / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消收藏' }).click();
    await poll(() => items.count()).toBe(before - 1);
    expect(await page.locator(`[data-goods-id="${firstId}"]`).count()).toBe(0);

    // Add a buyable one to the cart from here.
    const total = async () => (await api<{ data: { total: number } }>(page, 'GET', '/api/cart/total')).body.data.total;
    const cartBefore = await total();
    const buyable = items.filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
    const goodsId = Number(await buyable.getAttribute('data-goods-id'));
    await buyable.getByRole('button', { name: '加入购物车' }).click();
    await poll(total).toBeGreaterThan(cartBefore);
    const lines = await api<{ data: { data: Array<{ goods: { id: number } }> } }>(page, 'GET', '/api/cart/list?filters=99999');
    expect(lines.body.data.data.map((l) => l.goods.id)).toContain(goodsId);
  });
});
