/**
 * Quick purchase (/kjcg) in Chromium against the built site, each test with a demo API of its own (tests/e2e/world.ts:
 * kangning's seeded order history, an empty cart), one import under the site's own CSP, as the lazily loaded .xlsx
 * reader must work there; with
 * screenshots at 1366 px and 390 px (test-results/screenshots/quick-purchase/) and axe (0 serious or critical):
 *   (a) kangning re-buys three goods from the 常购清单 in one action, one quantity typed and corrected to its 中包装;
 *       the cart, read through the API, holds exactly those lines;
 *   (b) kangning imports a 30-row purchase list, an .xlsx written here with the real-world mess of
 *       purchase-list-fixture.ts: at least 27 rows match the goods they mean, the unknown drug is flagged, and one
 *       click puts the confirmed rows in the cart with their corrected quantities.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { audit, describeViolations, serious } from './axe';
import { api, downloadedBytes, poll, shot, SCREENSHOT_DIR } from './helpers';
import { FIXTURE_HEADER, PURCHASE_LIST_FIXTURE } from './purchase-list-fixture';
import { test as it, type World } from './world';

const xlsx = path.join(SCREENSHOT_DIR, '..', 'quick-purchase', '康宁大药房采购清单.xlsx');

beforeAll(async () => {
  fs.mkdirSync(path.dirname(xlsx), { recursive: true });
  // A title line above the header, quantities as numbers where Excel would store numbers and as text elsewhere.
  const cell = (v: string) => (v === '' ? null : /^\d+$/.test(v) ? { value: Number(v), type: Number } : { value: v, type: String });
  await writeXlsxFile(
    [
      [{ value: '康宁大药房 11 月采购计划', type: String }],
      FIXTURE_HEADER.map((h) => ({ value: h, type: String })),
      ...PURCHASE_LIST_FIXTURE.map((r) => [r.name, r.spec, r.maker, r.quantity, r.pzwh].map(cell)),
    ],
    {},
  ).toFile(xlsx);
});
/** kangning's page; axe is injected as an inline script, so audited pages bypass the CSP (`csp` keeps it on). */
async function open(world: World, phone = false, csp = false): Promise<Page> {
  const { page } = await world.open({ who: 'kangning', phone, bypassCSP: !csp });
  return page;
}

async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(found, `${where}: ${describeViolations(found).join('\n')}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

type CartLines = { data: { data: Array<{ number: number; goods: { id: number } }> } };

async function cartByGoods(page: Page): Promise<Map<number, number>> {
  const res = await api<CartLines>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  return new Map(res.body.data.data.map((l) => [l.goods.id, l.number]));
}

describe('快捷采购 /kjcg', () => {
  it('(a) kangning re-buys three earlier goods in one action', async ({ world }) => {
    const page = await open(world);
    await page.goto('/kjcg');
    const rows = page.locator('.kjcg-table tbody tr:not(.is-blocked)');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'quick-purchase/kjcg-1366');
    await expectAccessible(page, '/kjcg');

    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(Number(await rows.nth(i).getAttribute('data-goods-id')));
    // The first row by keyboard: a quantity off the 中包装 step, corrected on Enter up to the next multiple of it, which
    // selects the row and moves on.
    const zbz = Number.parseInt(await rows.nth(0).locator('td[data-label="中包装"]').innerText(), 10);
    expect(13 % zbz, 'the first row’s 中包装 does not divide 13').not.toBe(0);
    const box = rows.nth(0).locator('input.qty-stepper__input');
    await box.fill('13');
    await box.press('Enter');
    await expect.poll(() => rows.nth(1).locator('input.qty-stepper__input').evaluate((el) => el === document.activeElement)).toBe(true);
    const firstQty = Number(await box.inputValue());
    expect(firstQty).toBe(Math.ceil(13 / zbz) * zbz);
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await poll(() => page.getByTestId('kjcg-selected').textContent()).toBe('已选 3 种');
    const want = new Map<number, number>();
    for (let i = 0; i < 3; i++) want.set(ids[i]!, Number(await rows.nth(i).locator('input.qty-stepper__input').inputValue()));
    expect(want.get(ids[0]!)).toBe(firstQty);

    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') adds.push(r.url());
    });
    await page.getByRole('button', { name: '加入购物车', exact: true }).dblclick();
    await poll(() => page.getByTestId('kjcg-selected').textContent()).toBe('已选 0 种');
    expect(adds).toHaveLength(1);
    const cart = await cartByGoods(page);
    expect(cart).toEqual(want);
  });

  it('shows the 常购清单 at 390 px without sideways scrolling', async ({ world }) => {
    const page = await open(world, true);
    await page.goto('/kjcg?order=frequent');
    await page.locator('.kjcg-table tbody tr').first().waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'quick-purchase/kjcg-390');
    await expectAccessible(page, '/kjcg at 390 px');
  });
});

describe('批量采购 /kjcg?tab=import', () => {
  async function importList(page: Page) {
    await page.goto('/kjcg?tab=import');
    await page.locator('#pli-file').setInputFiles(xlsx);
    await page.getByTestId('pli-summary').waitFor();
    return page.locator('tr.pli-row');
  }

  it('(b) imports a messy 30-row .xlsx: ≥ 27 rows match, the unknown drug is flagged, the cart gets the confirmed rows', async ({ world }) => {
    const page = await open(world);
    const rows = await importList(page);
    await expect.poll(() => rows.count()).toBe(PURCHASE_LIST_FIXTURE.length);

    const seen = await rows.evaluateAll((trs) => trs.map((tr) => ({ state: tr.getAttribute('data-state'), id: Number(tr.getAttribute('data-goods-id')) || null })));
    const right = seen.filter((s, i) => PURCHASE_LIST_FIXTURE[i]!.expect !== null && s.id === PURCHASE_LIST_FIXTURE[i]!.expect && s.state !== 'unmatched');
    expect(right.length).toBeGreaterThanOrEqual(27);
    const unknown = PURCHASE_LIST_FIXTURE.findIndex((r) => r.expect === null);
    expect(seen[unknown]!.state).toBe('unmatched');
    await expect.poll(() => rows.nth(unknown).textContent()).toContain('未找到匹配商品');
    // 25 of 阿莫西林胶囊 (中包装 10, in stock) is corrected up to 30, and says so.
    const first = rows.nth(0);
    expect(await first.getAttribute('data-state')).toBe('matched');
    expect(await first.locator('input.qty-stepper__input').inputValue()).toBe('30');
    await expect.poll(() => first.textContent()).toContain('数量须为中包装 10 的整数倍，已调整为 30');
    await shot(page, 'quick-purchase/import-review-1366');
    await expectAccessible(page, '/kjcg?tab=import (review)');

    // What goes to the cart: every row still matched or to be checked, with the quantity its box shows.
    const want = new Map<number, number>();
    const boxes = await rows.evaluateAll((trs) =>
      trs
        .filter((tr) => ['matched', 'uncertain'].includes(tr.getAttribute('data-state') ?? ''))
        .map((tr) => ({ id: Number(tr.getAttribute('data-goods-id')), q: Number((tr.querySelector('input.qty-stepper__input') as HTMLInputElement).value) })),
    );
    for (const b of boxes) want.set(b.id, (want.get(b.id) ?? 0) + b.q);
    expect(want.size).toBeGreaterThanOrEqual(20);
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') adds.push(r.url());
    });
    await page.getByRole('button', { name: /全部加入购物车/ }).dblclick();
    await page.getByTestId('pli-added').waitFor();
    expect(adds).toHaveLength(1);
    expect(await cartByGoods(page)).toEqual(want);

    // The unmatched and unbuyable rows go back out as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出未匹配行/ }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv).toContain('神奇特效感冒灵药水');
    expect(csv.split('\r\n')[0]).toContain('药品名称,规格,生产厂家,数量,批准文号');
  });

  it('imports at 390 px without sideways scrolling, and reads pasted Excel rows', async ({ world }) => {
    const page = await open(world, true);
    await importList(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'quick-purchase/import-review-390');
    await expectAccessible(page, '/kjcg?tab=import at 390 px');

    await page.getByLabel('或粘贴从 Excel 复制的行（含表头）').fill('品名\t规格\t厂家\t数量\n阿莫西林胶囊\t0.25g*24粒\t华北制药\t20\n');
    await page.getByRole('button', { name: '识别粘贴内容' }).click();
    await expect.poll(() => page.locator('tr.pli-row').count()).toBe(1);
    expect(await page.locator('tr.pli-row').first().getAttribute('data-goods-id')).toBe('1001');
  });

  it('says what is wrong with a file it cannot take, and keeps working; reads the .xlsx under the site’s CSP', async ({ world }) => {
    const page = await open(world, false, true);
    await page.goto('/kjcg?tab=import');
    await page.locator('#pli-file').setInputFiles({ name: '清单.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('not really') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('.xls 旧格式');
    await page.locator('#pli-file').setInputFiles({ name: '清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK broken') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('无法读取该 Excel 文件');
    await page.locator('#pli-file').setInputFiles(xlsx);
    await page.getByTestId('pli-summary').waitFor();
  });
});
