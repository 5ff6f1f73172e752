/**
 * 补货建议 (/bhjy) in Chromium against the built site, kangning with a demo API of its own: due lines with their
 * reasons on the first visit; bad stock exports (empty, wrong columns, over 10 MB, a formula cell, a negative or
 * non-numeric stock) refused in Chinese with nothing changed; an ERP export with a trade name, a barcode, a typo and an
 * unknown drug matched; one quantity changed; the due lines added to the cart in one request, whose lines and
 * quantities are then checked; axe and nothing sideways at 1366 and 390 px. Screenshots: test-results/screenshots/replenishment/.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { CartLine } from '@generated/models/cartLine';
import type { Goods } from '@generated/models/goods';
import type { Replenishment } from '@generated/models/replenishment';
import { audit, describeViolations, serious } from './axe';
import { sidewaysOverflow } from './built-routes';
import { api, poll, shot } from './helpers';
import { test as it } from './world';

async function replenishment(page: Page): Promise<Replenishment> {
  const res = await api<{ data: Replenishment }>(page, 'GET', '/api/replenishment');
  expect(res.status).toBe(200);
  return res.body.data;
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const res = await api<{ data: { data: CartLine[] } }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  expect(res.status).toBe(200);
  return res.body.data.data;
}

const csv = (name: string, rows: string[][]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${rows.map((r) => r.join(',')).join('\r\n')}`) });
const HEAD = ['商品编码', '商品名称', '规格', '生产厂家', '条码', '库存', '近30天销量'];

async function audited(page: Page, name: string): Promise<string[]> {
  await shot(page, `replenishment/${name}`);
  return describeViolations(serious(await audit(page))).map((v) => `${name}: ${v}`);
}

describe('补货建议', () => {
  it('lists due lines with reasons, refuses bad exports, matches an ERP export and adds the due lines to the cart', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    // The member home says how many goods are due today and links to the page.
    await page.goto('/user');
    const due = page.getByTestId('summary-replenishment');
    await poll(async () => ((await due.count()) > 0 ? await due.innerText() : '')).toMatch(/^今天该补 \d+ 种$/);
    await due.click();
    await page.waitForURL(/\/bhjy$/);
    const today = page.getByTestId('bhjy-group-today');
    await today.waitFor();
    const first = await replenishment(page);
    expect(await due.count()).toBe(0);
    await page.goBack();
    expect(await page.getByTestId('summary-replenishment').innerText()).toBe(`今天该补 ${first.summary.today} 种`);
    await page.goForward();
    await today.waitFor();
    expect(first.summary.today).toBeGreaterThanOrEqual(3);
    expect(await today.locator('tbody tr').count()).toBe(first.summary.today);
    // Each line says why, in one sentence built from the answer.
    const reasons = await today.getByTestId('bhjy-reason').allInnerTexts();
    expect(reasons.every((r) => /^平均每 \d+ 天采购一次，上次是/.test(r))).toBe(true);
    expect(await page.getByTestId('bhjy-summary').innerText()).toContain(`今天该补 ${first.summary.today} 种`);
    findings.push(...(await audited(page, 'bhjy-first-1366')));

    // Bad files: each refused in Chinese, nothing sent, the page unchanged.
    const error = page.getByTestId('bhjy-stock-error');
    const file = page.locator('#bhjy-file');
    const refusedWith = async (f: Parameters<typeof file.setInputFiles>[0], text: RegExp) => {
      await file.setInputFiles(f);
      await poll(async () => ((await error.count()) > 0 ? await error.innerText() : '')).toMatch(text);
      expect(await page.getByTestId('bhjy-snapshot').innerText()).toContain('尚未上传库存表');
    };
    await refusedWith({ name: '库存.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) }, /文件是空的/);
    await refusedWith(csv('库存.csv', [['日期', '金额'], ['2026-11-01', '12']]), /未找到表头/);
    await refusedWith({ name: '库存.csv', mimeType: 'text/csv', buffer: Buffer.alloc(10 * 1024 * 1024, 0x41) }, /文件超过 5 MB/);
    await refusedWith(csv('库存.csv', [HEAD, ['YP1', '"=HYPERLINK(""http://evil.example"",""芬必得"")"', '', '', '', '5', '']]), /第 2 行“商品名称”是公式/);
    await refusedWith(csv('库存.csv', [HEAD, ['YP1', '芬必得', '', '', '', '-5', '']]), /第 2 行库存为负数/);
    await refusedWith(csv('库存.csv', [HEAD, ['YP1', '芬必得', '', '', '', '很多', '']]), /第 2 行库存不是数字/);
    expect((await replenishment(page)).snapshot).toBeNull();

    // The ERP export: a trade name, the barcode of a due line, a typo and a drug the catalogue does not have.
    const byBarcode = first.lines.find((l) => l.group === 'today' && l.goods.is_buy === 1)!;
    const detail = await api<{ data: Goods }>(page, 'GET', `/api/goods/detail/${byBarcode.goods.id}`);
    const barcode = detail.body.data.barcode;
    expect(barcode).toMatch(/^69\d{11}$/);
    await file.setInputFiles(
      csv('海典库存.csv', [
        HEAD,
        ['YP01', '芬必得', '0.3g*20粒', '', '', '5', '30'],
        ['YP02', '', '', '', String(barcode), '3', '60'],
        ['YP03', '连花清温胶囊', '0.35g*24粒', '', '', '2', '45'],
        ['YP04', '不存在的药品甲', '', '', '', '9', ''],
      ]),
    );
    const summary = page.getByTestId('bhjy-stock-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toBe('海典库存.csv：共 4 行，已匹配 3 行，待确认 0 行，未识别 1 行。');
    expect(await page.locator('tr[data-line="5"]').getAttribute('data-status')).toBe('unknown');
    await poll(async () => await page.getByTestId('bhjy-snapshot').innerText()).toMatch(/已保存 \d{4}-\d{2}-\d{2} 的库存表：共 4 行，已匹配 3 行/);
    const withStock = await replenishment(page);
    const fenbid = withStock.lines.find((l) => l.goods.trade_name === '芬必得')!;
    expect(fenbid).toMatchObject({ basis: 'stock', group: 'today', stock: 5 });
    await poll(async () => await today.locator(`tr[data-goods-id="${fenbid.goods.id}"]`).count()).toBe(1);
    expect(await today.locator(`tr[data-goods-id="${byBarcode.goods.id}"] [data-testid="bhjy-reason"]`).innerText()).toContain('库存 3 ');

    // One quantity raised by two 中包装, then the selected due lines to the cart in one request.
    const changed = withStock.lines.find((l) => l.group === 'today' && l.goods.is_buy === 1 && l.max_quantity >= l.suggested_quantity + 2 * l.goods.zbz)!;
    const box = today.locator(`tr[data-goods-id="${changed.goods.id}"] input[inputmode="numeric"]`);
    await box.fill(String(changed.suggested_quantity + 2 * changed.goods.zbz));
    await box.press('Enter');
    const wanted = new Map(withStock.lines.filter((l) => l.group === 'today' && l.goods.is_buy === 1 && l.suggested_quantity > 0).map((l) => [l.goods.id, l.suggested_quantity]));
    wanted.set(changed.goods.id, changed.suggested_quantity + 2 * changed.goods.zbz);
    // The cart as it was (the seed may hold lines): the add puts exactly the selected quantities on top.
    const before = new Map((await cartLines(page)).filter((l) => l.type === 1).map((l) => [l.goods.id, l.number]));
    const expected = new Map(before);
    for (const [id, n] of wanted) expected.set(id, (before.get(id) ?? 0) + n);
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') adds.push(r.url());
    });
    await page.getByTestId('bhjy-add').click();
    await page.getByTestId('bhjy-added').waitFor();
    expect(adds).toHaveLength(1);
    const cart = await cartLines(page);
    const got = new Map(cart.filter((l) => l.type === 1).map((l) => [l.goods.id, l.number]));
    expect(got).toEqual(expected);
    findings.push(...(await audited(page, 'bhjy-added-1366')));

    // A phone: nothing sideways, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(async () => (await sidewaysOverflow(page)).extra).toBe(0);
    findings.push(...(await audited(page, 'bhjy-added-390')));
    // The phone page is long: its parts photographed on their own as well.
    await today.screenshot({ path: 'test-results/screenshots/replenishment/bhjy-today-390.png' });
    await page.locator('.bhjy-stock').screenshot({ path: 'test-results/screenshots/replenishment/bhjy-stock-390.png' });

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
