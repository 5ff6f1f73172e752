/**
 * Finding a drug the way a pharmacy names it, in Chromium against the built site, each test in a world of its own
 * (tests/e2e/world.ts): a trade name (芬必得) is suggested as 芬必得 → 布洛芬缓释胶囊 and its results are titled
 * 布洛芬缓释胶囊（芬必得）; a 批准文号 finds its goods; a USB scanner's burst (13 digits and Enter within 100 ms) opens
 * the scanned goods while a person typing the same code just searches; the open suggestions pass axe and fit 390 px.
 * Screenshots in test-results/screenshots/search/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { trackRequests } from '../../scripts/lib/chromium';
import { audit, describeViolations, serious } from './axe';
import { PHONE, sidewaysOverflow, visit } from './built-routes';
import { api, poll, screenshot } from './helpers';
import { test as it, type World } from './world';

/** Opens the lightest page with the header (404) and answers the page and its search box. */
async function header(world: World, options: { phone?: boolean; bypassCSP?: boolean } = {}) {
  const opened = await world.open(options);
  await visit(opened.page, world.baseUrl, '/404', trackRequests(opened.page));
  return { ...opened, box: opened.page.getByRole('combobox').first() };
}

/** An option's text as it shows on screen (without the words only a screen reader gets). */
const shownText = (option: Locator) =>
  option.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
    return copy.textContent;
  });

/** The titles of the goods cards of a result list. */
const cardTitles = (page: Page) => page.locator('.goods-list article.goods-card .goods-card__name a').allInnerTexts();

/**
 * The trade-name suggestion as a screen reader names it: 芬必得，即布洛芬缓释胶囊 (the arrow not read out). Chromium puts a
 * space either side of the screen-reader-only ，即 (it is positioned out of the line); spoken, that changes nothing.
 */
const TRADE_OPTION = /^芬必得\s*，即\s*布洛芬缓释胶囊$/;
const APPROVAL_OPTION = '阿莫西林胶囊（阿莫仙） 批准文号 国药准字H44194730';

describe('search by the names a pharmacy uses', () => {
  it('a trade name is suggested as 芬必得 → 布洛芬缓释胶囊 (read as 芬必得，即布洛芬缓释胶囊), the trade name highlighted', async ({ world }) => {
    const { page, box } = await header(world);
    await box.fill('芬必得');
    const option = page.getByRole('option', { name: TRADE_OPTION });
    await option.waitFor();
    await screenshot(page, 'search/suggest-trade-name', false);
    expect([await shownText(option), await option.locator('mark').allInnerTexts()]).toEqual([
      '芬必得 → 布洛芬缓释胶囊',
      ['芬必得'],
    ]);
  });

  it('choosing the trade-name suggestion lists 布洛芬缓释胶囊（芬必得）', async ({ world }) => {
    const { page, box } = await header(world);
    await box.fill('芬必得');
    await page.getByRole('option', { name: TRADE_OPTION }).click();
    await page.waitForURL((u) => u.pathname === '/search');
    await poll(() => cardTitles(page)).toContain('布洛芬缓释胶囊（芬必得）');
    await screenshot(page, 'search/results-trade-name', false);
  });

  it('the dense result table titles its rows 布洛芬缓释胶囊（芬必得） too', async ({ world }) => {
    const { page } = await world.open();
    await visit(page, world.baseUrl, `/search/table?keywords=${encodeURIComponent('芬必得')}&type=0`, trackRequests(page));
    await poll(() => page.locator('table.goods-table td.goods-table__name a').allInnerTexts()).toContain('布洛芬缓释胶囊（芬必得）');
  });

  it('a 批准文号 is suggested with the number in small text under the name', async ({ world }) => {
    const { page, box } = await header(world);
    await box.fill('国药准字H44194730');
    await page.getByRole('option', { name: APPROVAL_OPTION, exact: true }).waitFor();
    await screenshot(page, 'search/suggest-approval-number', false);
    expect(await page.getByRole('option', { name: APPROVAL_OPTION }).locator('.search-box__detail mark').allInnerTexts()).toEqual(['国药准字H44194730']);
  });

  it('a 批准文号 finds goods 1006 (阿莫西林胶囊, 阿莫仙)', async ({ world }) => {
    const { page, box } = await header(world);
    await box.fill('国药准字H44194730');
    await page.getByRole('option', { name: APPROVAL_OPTION, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keywords') === '国药准字H44194730');
    await poll(() => page.locator('.goods-list article.goods-card[data-goods-id="1006"] .goods-card__name a').allInnerTexts()).toEqual(['阿莫西林胶囊（阿莫仙）']);
  });
});

describe('a USB barcode scanner in the header box', () => {
  /** A goods' barcode, as the API says (never hard-coded here). */
  async function barcodeOf(page: Page, id: number): Promise<string> {
    const detail = await api<{ data: { barcode: string | null } }>(page, 'GET', `/api/goods/detail/${id}`);
    expect(detail.body.data.barcode, `goods ${id} has a barcode`).toMatch(/^\d{13}$/);
    return detail.body.data.barcode!;
  }
  const barcodeOf1006 = (page: Page) => barcodeOf(page, 1006);

  /**
   * Scans: the code's 13 digits and Enter as a USB scanner sends them, real key events 4 ms apart. They go through
   * Chromium's input pipeline (CDP Input.dispatchKeyEvent) stamped with the time a scanner would give them (the
   * `timestamp` each event carries, which becomes its DOM timeStamp): how fast the test machine delivers them does not
   * matter — page.keyboard.type waits a round trip per key, 120 to 570 ms for the 14 keys on a loaded machine.
   */
  async function scan(page: Page, code: string) {
    const cdp = await page.context().newCDPSession(page);
    const start = Date.now() / 1000;
    let n = 0;
    const key = (k: string, code: string, vk: number, text?: string) => {
      const timestamp = start + (n++ * 4) / 1000;
      return [
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: k, code, windowsVirtualKeyCode: vk, timestamp, ...(text ? { text, unmodifiedText: text } : {}) }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k, code, windowsVirtualKeyCode: vk, timestamp: timestamp + 0.001 }),
      ];
    };
    const sent = [...[...code].flatMap((d) => key(d, `Digit${d}`, 48 + Number(d), d)), ...key('Enter', 'Enter', 13, '\r')];
    await Promise.all(sent);
    await cdp.detach();
  }

  /** Records the time stamps of the page's keydowns (what the box itself reads). */
  const recordKeys = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { keyTimes: number[] };
      w.keyTimes = [];
      document.addEventListener('keydown', (e) => w.keyTimes.push(e.timeStamp), true);
    });
  const keySpread = (page: Page) =>
    page.evaluate(() => {
      const t = (window as unknown as { keyTimes: number[] }).keyTimes;
      return `${t.length} keys over ${Math.round((t.at(-1) ?? 0) - (t[0] ?? 0))} ms`;
    });

  it('13 digits and Enter within 100 ms open the goods detail at once', async ({ world }) => {
    const { page, box } = await header(world);
    const code = await barcodeOf1006(page);
    await recordKeys(page);
    await box.focus();
    await scan(page, code);
    const spread = await keySpread(page);
    await page.waitForURL((u) => u.pathname === '/list/info/1006', {}).catch(() => undefined);
    expect(new URL(page.url()).pathname, `the scanner's keys: ${spread}`).toBe('/list/info/1006');
    await poll(() => page.locator('h1.goods-detail__name').innerText()).toContain('阿莫西林胶囊（阿莫仙）');
    await screenshot(page, 'search/scanned-detail', false);
  });

  it('the next scan, with the last code still in the box, opens the next goods', async ({ world }) => {
    const { page, box } = await header(world);
    const [first, next] = [await barcodeOf1006(page), await barcodeOf(page, 1052)];
    await box.focus();
    await scan(page, first);
    await page.waitForURL((u) => u.pathname === '/list/info/1006');
    await recordKeys(page);
    await scan(page, next); // the focus is still in the box, which holds the first code
    const spread = await keySpread(page);
    await page.waitForURL((u) => u.pathname === '/list/info/1052', {}).catch(() => undefined);
    expect(new URL(page.url()).pathname, `the scanner's keys: ${spread}`).toBe('/list/info/1052');
  });

  it('the same code typed by a person (20 ms a key) and Enter searches it', async ({ world }) => {
    const { page, box } = await header(world);
    const code = await barcodeOf1006(page);
    await box.focus();
    await page.keyboard.type(code, { delay: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('keywords')).toBe(code);
  });
});

describe('the open suggestions and the results, audited', () => {
  for (const [width, phone] of [['1366', false], ['390', true]] as const) {
    it(`the trade-name suggestions: no serious axe violation at ${width} px`, async ({ world }) => {
      const { page, box } = await header(world, { phone, bypassCSP: true });
      await box.fill('芬必得');
      await page.getByRole('option', { name: TRADE_OPTION }).waitFor();
      expect(describeViolations(serious(await audit(page)))).toEqual([]);
    });

    it(`the 批准文号 suggestions: no serious axe violation at ${width} px`, async ({ world }) => {
      const { page, box } = await header(world, { phone, bypassCSP: true });
      await box.fill('国药准字H44194730');
      await page.getByRole('option', { name: APPROVAL_OPTION, exact: true }).waitFor();
      expect(describeViolations(serious(await audit(page)))).toEqual([]);
    });
  }

  it('at 390 px the open suggestions fit the width and nothing scrolls sideways', async ({ world }) => {
    const { page, box } = await header(world, { phone: true });
    await box.fill('国药准字H44194730');
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await page.getByRole('option', { name: APPROVAL_OPTION, exact: true }).waitFor();
    await screenshot(page, 'search/suggest-approval-number-390', false);
    const box390 = await list.boundingBox();
    expect({ fits: box390 !== null && box390.x >= 0 && box390.x + box390.width <= PHONE.viewport.width + 0.5, sideways: await sidewaysOverflow(page) }).toEqual({
      fits: true,
      sideways: { extra: 0, widest: '' },
    });
  });

  it('at 390 px the results titled with trade names do not scroll sideways', async ({ world }) => {
    const { page } = await world.open({ phone: true });
    await visit(page, world.baseUrl, `/search?keywords=${encodeURIComponent('芬必得')}&type=0`, trackRequests(page));
    await poll(() => cardTitles(page)).toContain('布洛芬缓释胶囊（芬必得）');
    await screenshot(page, 'search/results-trade-name-390', false);
    expect(await sidewaysOverflow(page)).toEqual({ extra: 0, widest: '' });
  });

  it('at 390 px the placeholder says what the box takes, whole', async ({ world }) => {
    const { box } = await header(world, { phone: true });
    const fits = await box.evaluate((el: HTMLInputElement) => {
      const probe = document.createElement('span');
      const style = getComputedStyle(el);
      probe.style.font = style.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'pre';
      probe.textContent = el.placeholder;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: Math.ceil(text), room: Math.floor(room) };
    });
    expect(fits.text, `placeholder ${fits.text} px in ${fits.room} px`).toBeLessThanOrEqual(fits.room);
  });
});
