/**
 * The GSP 验收单 in Chromium against the built site, each journey with a demo API of its own (tests/e2e/world.ts):
 *   (a) 下载 GSP 验收单 on kangning's completed order saves 验收单-<订单号>.xlsx;
 *   (b) 导出 GSP 验收单 on /order with a date range saves 验收单-<start>至<end>.xlsx, after the range is checked in Chinese.
 * Each file is read back with read-excel-file: the header row is exactly the 14 columns, and each row is the API's row
 * (batch, dates, quantity, money as yuan text with 2 decimals, supplier, arrival day). Screenshots at 1366 px and 390 px
 * (test-results/screenshots/gsp/), axe at both widths (0 serious or critical), and no sideways scrolling on a phone.
 */
import readXlsxFile from 'read-excel-file/node';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AcceptanceRecord } from '@generated/models';
import { formatBeijingDate } from '@/domain/datetime';
import { fenToYuan, toFen } from '@/domain/money';
import { audit, describeViolations, serious } from './axe';
import { api, downloadedBytes, poll, shot } from './helpers';
import { test as it } from './world';

const HEADER = ['通用名', '商品名', '剂型/规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至', '数量', '单位', '单价', '金额', '供货单位', '到货日期'];
const DAY = 86_400_000;

interface Acceptance {
  supplier: string;
  rows: AcceptanceRecord[];
}

/** The row an API row must be in the file. */
const expectedRow = (r: AcceptanceRecord, supplier: string) => [
  r.name,
  r.trade_name,
  r.ypgg,
  r.sccj,
  r.pzwh,
  r.batch,
  r.produced_on,
  r.expires_on,
  r.number,
  r.bzdw,
  fenToYuan(toFen(r.price)),
  fenToYuan(toFen(r.amount)),
  supplier,
  r.received_on,
];

async function sheetData(bytes: Buffer): Promise<unknown[][]> {
  const sheets = await readXlsxFile(bytes);
  expect(sheets).toHaveLength(1);
  return sheets[0]!.data;
}

/** Screenshots at 1366 px and 390 px, axe at both, and nothing wider than the phone's screen. */
async function capture(page: Page, name: string, findings: string[]) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, `gsp/${name}-1366`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}: ${v}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `gsp/${name}-390`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}@390: ${v}`));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${name} at 390 px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('(a) 下载 GSP 验收单 on an order', () => {
  it('saves the completed order’s batches as 验收单-<订单号>.xlsx, row for row the API’s', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order?status=4');
    const done = await api<{ data: { list: Array<{ id: number; order_no: string }> } }>(page, 'GET', '/api/order?status=4&page_size=1');
    const order = done.body.data.list[0]!;
    const answer = await api<{ data: Acceptance }>(page, 'GET', `/api/order/acceptance?order_id=${order.id}`);
    expect(answer.status).toBe(200);
    const { supplier, rows } = answer.body.data;
    expect(rows.length).toBeGreaterThan(0);

    await page.goto(`/order/info/${order.id}`);
    const section = page.getByTestId('order-acceptance');
    await section.waitFor();
    await capture(page, 'a-order-detail', findings);

    const button = section.getByRole('button', { name: '下载 GSP 验收单' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`验收单-${order.order_no}.xlsx`);
    const data = await sheetData(await downloadedBytes(download));
    expect(data[0]).toEqual(HEADER);
    expect(data.slice(1)).toEqual(rows.map((r) => expectedRow(r, supplier)));
    // The batch and dates are the shipment's, as the order's own lines show them.
    const shownBatches = await page.getByTestId('order-line').evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''));
    for (const r of rows) expect(shownBatches).toContain(r.batch);
    await poll(() => section.getByRole('status').textContent()).toBe(`已生成 验收单-${order.order_no}.xlsx（${rows.length} 行）`);
    await capture(page, 'a-order-detail-saved', findings);

    // An order not shipped yet offers none.
    const waiting = await api<{ data: { list: Array<{ id: number }> } }>(page, 'GET', '/api/order?status=2&page_size=1');
    await page.goto(`/order/info/${waiting.body.data.list[0]!.id}`);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByRole('button', { name: '下载 GSP 验收单' }).count()).toBe(0);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});

describe('(b) 导出 GSP 验收单 on /order', () => {
  it('checks the range, then saves the range’s batches as 验收单-<start>至<end>.xlsx, row for row the API’s', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const findings: string[] = [];
    await page.goto('/order');
    const form = page.getByRole('form', { name: '导出 GSP 验收单' });
    await form.waitFor();
    await page.getByTestId('order-list').waitFor();
    const today = formatBeijingDate(Date.now());
    // This month so far by default.
    expect(await form.getByLabel('到货开始日期').inputValue()).toBe(`${today.slice(0, 8)}01`);
    expect(await form.getByLabel('到货结束日期').inputValue()).toBe(today);
    await capture(page, 'b-order-list', findings);

    // A backwards range is refused in Chinese before anything is asked.
    await form.getByLabel('到货开始日期').fill(today);
    await form.getByLabel('到货结束日期').fill(formatBeijingDate(Date.now() - 3 * DAY));
    await poll(() => form.getByRole('alert').textContent()).toBe('开始日期不能晚于结束日期');
    await capture(page, 'b-order-list-range-refused', findings);

    const start = formatBeijingDate(Date.now() - 60 * DAY);
    const end = today;
    const answer = await api<{ data: Acceptance }>(page, 'GET', `/api/order/acceptance?start=${start}&end=${end}`);
    expect(answer.status).toBe(200);
    const { supplier, rows } = answer.body.data;
    expect(new Set(rows.map((r) => r.order_id)).size).toBeGreaterThan(1);

    await form.getByLabel('到货开始日期').fill(start);
    await form.getByLabel('到货结束日期').fill(end);
    expect(await form.getByRole('alert').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: '导出 GSP 验收单' }).click()]);
    expect(download.suggestedFilename()).toBe(`验收单-${start}至${end}.xlsx`);
    const data = await sheetData(await downloadedBytes(download));
    expect(data[0]).toEqual(HEADER);
    expect(data.slice(1)).toEqual(rows.map((r) => expectedRow(r, supplier)));
    await poll(() => form.getByRole('status').textContent()).toBe(`已生成 验收单-${start}至${end}.xlsx（${rows.length} 行）`);
    await capture(page, 'b-order-list-saved', findings);

    // A range without arrivals says so and saves nothing.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await form.getByLabel('到货开始日期').fill('2020-01-01');
    await form.getByLabel('到货结束日期').fill('2020-12-31');
    await form.getByRole('button', { name: '导出 GSP 验收单' }).click();
    await poll(() => form.getByRole('status').textContent()).toBe('2020-01-01 至 2020-12-31 没有到货的药品，未生成验收单');
    expect(downloads).toBe(0);

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
