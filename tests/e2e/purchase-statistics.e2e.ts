/**
 * 采购统计 (/cgtj) in Chromium against the built site, kangning with a demo API of its own (its seeded orders in every
 * status): the figures and the four tables read as the API answers, the four ECharts charts drawn as SVG in the
 * page's font (the chart library a file of its own, fetched after the page), the period changed and kept in the
 * address through a reload, the .xlsx export read back, axe at 1366 and 390 px with nothing scrolling sideways at 390.
 * Screenshots: test-results/screenshots/purchase-statistics/.
 */
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import type { PurchaseStatistics } from '@generated/models/purchaseStatistics';
import { formatYuan, toFen } from '@/domain/money';
import { presetPeriod } from '@/domain/purchase-statistics';
import { audit, describeViolations, serious } from './axe';
import { sidewaysOverflow } from './built-routes';
import { api, downloadedBytes, poll, shot } from './helpers';
import { test as it } from './world';

const yuan = (s: string) => formatYuan(toFen(s));

async function statsOf(page: Page, query: string): Promise<PurchaseStatistics> {
  const res = await api<{ data: PurchaseStatistics }>(page, 'GET', `/api/statistics/purchase?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The cells of a table's body rows, as shown. */
function tableRows(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

/** What each chart box holds once drawn: its state, its SVG's size and shapes, its texts and their font. */
function chartsDrawn(page: Page) {
  return page.locator('.cgtj-chart__box').evaluateAll((boxes) =>
    boxes.map((box) => {
      const svg = box.querySelector('svg');
      const texts = svg ? [...svg.querySelectorAll('text')] : [];
      return {
        state: box.getAttribute('data-chart-state'),
        role: box.getAttribute('role'),
        label: box.getAttribute('aria-label') ?? '',
        boxWidth: box.clientWidth,
        svgWidth: svg ? svg.getBoundingClientRect().width : 0,
        shapes: svg ? svg.querySelectorAll('path, rect').length : 0,
        texts: texts.map((t) => t.textContent ?? ''),
        font: texts[0] ? getComputedStyle(texts[0]).fontFamily : '',
      };
    }),
  );
}

/**
 * Scrolls to every chart as a buyer reading down the page would, staying on each until it has left its loading state
 * (a chart is drawn when it comes into view), then back to the top.
 */
async function scrollThroughCharts(page: Page): Promise<void> {
  const boxes = page.locator('.cgtj-chart__box');
  for (let i = 0; i < (await boxes.count()); i++) {
    await boxes.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => boxes.nth(i).getAttribute('data-chart-state'), { message: `chart ${i + 1} drawn once in view` }).not.toBe('loading');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function audited(page: Page, name: string): Promise<string[]> {
  await shot(page, `purchase-statistics/${name}`);
  return describeViolations(serious(await audit(page))).map((v) => `${name}: ${v}`);
}

describe('采购统计', () => {
  it('shows kangning’s purchases with four charts and their tables, changes the period, exports it, at both widths', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    const findings: string[] = [];

    await page.goto('/cgtj');
    const figures = page.getByTestId('cgtj-figures');
    await figures.waitFor();
    const period = presetPeriod('3m', Date.now());
    const stats = await statsOf(page, `start=${period.start}&end=${period.end}`);
    // The seed: kangning's paid orders of the last two months, less the unpaid and the cancelled ones.
    expect(stats.order_count).toBeGreaterThanOrEqual(6);
    await page.getByText(`统计期间：${period.start} 至 ${period.end}`).waitFor();
    expect(await figures.locator('[data-figure="total"]').innerText()).toBe(yuan(stats.total));
    expect(await figures.locator('[data-figure="orders"]').innerText()).toBe(`${stats.order_count} 笔`);
    expect(await figures.locator('[data-figure="goods"]').innerText()).toBe(`${stats.goods_count} 种`);
    expect(await figures.locator('[data-figure="saved"]').innerText()).toBe(yuan(stats.saved.total));

    // The tables beside the charts hold the API's numbers.
    expect((await tableRows(page, 'cgtj-table-month')).map((r) => r[1])).toEqual(stats.by_month.map((m) => yuan(m.amount)));
    expect((await tableRows(page, 'cgtj-table-month')).map((r) => Number(r[2]))).toEqual(stats.by_month.map((m) => m.orders));
    expect((await tableRows(page, 'cgtj-table-category')).map((r) => r.slice(0, 2))).toEqual(stats.by_category.map((c) => [c.name, yuan(c.amount)]));
    expect((await tableRows(page, 'cgtj-table-maker')).map((r) => r.slice(0, 2))).toEqual(stats.by_manufacturer.map((m) => [m.name, yuan(m.amount)]));
    expect((await tableRows(page, 'cgtj-table-goods')).map((r) => [r[3], r[4]])).toEqual(stats.top_goods.map((g) => [`${g.number}${g.bzdw}`, yuan(g.amount)]));

    // Four charts, each an SVG drawn by the chart library (a file of its own, fetched after the page) as it comes near
    // the viewport, in the page's font with its Chinese labels, and named for a screen reader.
    await poll(async () => (await chartsDrawn(page))[0]?.state).toBe('drawn');
    await scrollThroughCharts(page);
    await poll(async () => (await chartsDrawn(page)).map((c) => c.state)).toEqual(['drawn', 'drawn', 'drawn', 'drawn']);
    const drawn = await chartsDrawn(page);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const c of drawn) {
      expect(c.role).toBe('img');
      expect(c.shapes, c.label).toBeGreaterThan(0);
      expect(c.font, c.label).toBe(bodyFont);
      expect(c.svgWidth).toBeLessThanOrEqual(c.boxWidth + 1);
    }
    expect(drawn[0]!.texts.some((t) => /\d+月/.test(t))).toBe(true);
    expect(drawn[1]!.texts.join('')).toContain(stats.by_category[0]!.name.slice(0, 3));
    expect(drawn[0]!.label).toContain(yuan(stats.by_month.at(-1)!.amount));
    expect(scripts.filter((s) => /\/charts\.[0-9a-f]+\.js$/.test(s))).toHaveLength(1);
    findings.push(...(await audited(page, 'cgtj-3m-1366')));

    // A phone: the charts redraw to the narrower boxes, nothing scrolls sideways, axe still clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(async () => (await chartsDrawn(page)).every((c) => c.boxWidth < 390 && c.svgWidth <= c.boxWidth + 1)).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual({ extra: 0, widest: '' });
    findings.push(...(await audited(page, 'cgtj-3m-390')));
    // The phone page is long: each chart with its table photographed on its own as well.
    const blocks = page.locator('.cgtj-block');
    for (let i = 0; i < (await blocks.count()); i++) await blocks.nth(i).screenshot({ path: `test-results/screenshots/purchase-statistics/cgtj-3m-390-block${i + 1}.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    // 近 12 个月, kept in the address through a reload.
    await page.getByRole('button', { name: '近 12 个月' }).click();
    await page.waitForURL(/\/cgtj\?period=12m$/);
    const year = presetPeriod('12m', Date.now());
    const yearStats = await statsOf(page, `start=${year.start}&end=${year.end}`);
    await page.reload();
    await page.getByText(`统计期间：${year.start} 至 ${year.end}`).waitFor();
    expect(await page.getByRole('button', { name: '近 12 个月' }).getAttribute('aria-pressed')).toBe('true');
    expect(await figures.locator('[data-figure="total"]').innerText()).toBe(yuan(yearStats.total));
    expect(await page.getByTestId('cgtj-table-month').locator('tbody tr').count()).toBe(12);

    // A custom period: refused in Chinese when it ends before it starts, then the one month asked for.
    await page.getByRole('button', { name: '自定义' }).click();
    await page.waitForURL(/period=custom/);
    const form = page.getByRole('form', { name: '自定义统计期间' });
    await form.getByLabel('起始日期').fill(period.end);
    await form.getByLabel('截止日期').fill(period.start);
    await form.getByRole('button', { name: '查询' }).click();
    expect(await form.getByRole('alert').innerText()).toBe('截止日期不能早于起始日期');
    await form.getByLabel('起始日期').fill(period.start);
    await form.getByLabel('截止日期').fill(period.end);
    await form.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(new RegExp(`period=custom&start=${period.start}&end=${period.end}$`));
    await page.getByText(`统计期间：${period.start} 至 ${period.end}`).waitFor();
    expect(await figures.locator('[data-figure="total"]').innerText()).toBe(yuan(stats.total));
    await scrollThroughCharts(page);
    await poll(async () => (await chartsDrawn(page)).filter((c) => c.state === 'drawn').length).toBe(4);

    // The export of the period on screen: five sheets with their columns and the page's figures.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`采购统计_${period.start}_${period.end}.xlsx`);
    const sheets = await readXlsxFile(await downloadedBytes(download));
    expect(sheets.map((s) => s.sheet)).toEqual(['汇总', '按月', '按分类', '按厂家', '前20商品']);
    const [summary, months, categories, makers, goods] = sheets.map((s) => s.data);
    expect(summary).toContainEqual(['采购总额（元）', stats.total]);
    expect(summary).toContainEqual(['订单数', stats.order_count]);
    expect(months![0]).toEqual(['月份', '采购金额（元）', '订单数']);
    expect(months!.slice(1).map((r) => r[1])).toEqual(stats.by_month.map((m) => m.amount));
    expect(categories![0]).toEqual(['分类（经营范围）', '采购金额（元）', '占比']);
    expect(categories!.slice(1).map((r) => [r[0], r[1]])).toEqual(stats.by_category.map((c) => [c.name, c.amount]));
    expect(makers!.slice(1).map((r) => [r[0], r[1]])).toEqual(stats.by_manufacturer.map((m) => [m.name, m.amount]));
    expect(goods![0]).toEqual(['排名', '商品', '规格', '生产厂家', '单位', '数量', '采购金额（元）']);
    expect(goods!.slice(1).map((r) => [r[5], r[6]])).toEqual(stats.top_goods.map((g) => [g.number, g.amount]));

    // A month without purchases reads as such.
    await page.goto('/cgtj?period=custom&start=2025-01-01&end=2025-01-31');
    await page.getByTestId('cgtj-empty').waitFor();
    findings.push(...(await audited(page, 'cgtj-empty-1366')));

    expect(findings).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
