/**
 * The catalogue in Chromium against the built site and a demo API of each test's own: search by pinyin, the three list
 * views, the detail, adding to the cart from card, table and detail, favourite and cancel; then the clinic (renhe)
 * sees why a device cannot be bought. Screenshots (test-results/screenshots/catalogue/) of the states the route walk
 * does not reach: pages after a search, an add or a favourite, renhe's blocked goods, and addresses other than the
 * walk's samples (a sorted and filtered list, another category, the near-expiry list, another brand).
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { trackRequests } from '../../scripts/lib/chromium';
import { visit } from './built-routes';
import { dismissPopups, poll, shot as screenshotAs } from './helpers';
import { test as it } from './world';

/** The goods of every line in the buyer's cart (all filters). */
async function goodsInCart(page: Page): Promise<number[]> {
  const body = await page.evaluate(async () => (await fetch('/api/cart/list?filters=99999', { credentials: 'include' })).json());
  return (body as { data: { data: Array<{ goods: { id: number } }> } }).data.data.map((l) => l.goods.id);
}

/** The goods an add answered as added (a goods already in the cart is added too: its line grows). */
function addedGoods(body: AddAnswer): number[] {
  return body.data.results.filter((r) => r.added === 1).map((r) => r.id);
}

/** An add's answer, read at once: a later navigation discards the body. */
async function addAnswer(response: Response): Promise<AddAnswer> {
  const body = (await response.json()) as AddAnswer;
  expect(body.code).toBe(10000);
  return body;
}

interface AddAnswer {
  code: number;
  data: { summary: string; total: number; results: Array<{ id: number; added: number }> };
}

const isAdd = (r: Response) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST';

const shot = (page: Page, name: string) => screenshotAs(page, `catalogue/${name}`);

describe('catalogue as kangning (all scopes)', () => {
  it('searches amxl, adds from card, table and detail, favourites and cancels', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning' });
    await page.goto('/');
    await dismissPopups(page);

    // Search by pinyin initials from the header.
    const box = page.getByPlaceholder('药品名/商品名/拼音/批准文号/条码').first();
    await box.fill('amxl');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keywords=amxl/);
    await poll(() => page.locator('h1.goods-list__title').innerText()).toContain('搜索结果');
    const cards = page.locator('.goods-list article.goods-card');
    await poll(() => cards.count()).toBeGreaterThan(0);
    const names = await page.locator('.goods-list article.goods-card .goods-card__name a').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !n.startsWith('阿莫西林'))).toEqual([]);
    await shot(page, 'search');

    // Add from a card.
    const card = cards.filter({ has: page.getByRole('button', { name: '加入购物车' }) }).first();
    const cardName = await card.getAttribute('aria-label');
    expect(cardName, 'the buyable card is named').toMatch(/^阿莫西林/);
    const [added] = await Promise.all([page.waitForResponse(isAdd), card.getByRole('button', { name: '加入购物车' }).click()]);
    const addBody = await addAnswer(added);
    await poll(() => page.locator('.toast-stack').innerText()).toContain(addBody.data.summary);
    await poll(() => page.locator('.cart-button').first().innerText()).toContain(String(addBody.data.total));

    // The dense table: type a quantity, Enter adds the row without leaving it, the focus moves on.
    await page.getByRole('link', { name: '列表', exact: true }).click();
    await page.waitForURL(/\/search\/table\?keywords=amxl/);
    const qty = page.locator('table.goods-table input[data-qty-row]:not([disabled])');
    await poll(() => qty.count()).toBeGreaterThan(1);
    await qty.first().fill('30');
    const [tableAdd] = await Promise.all([page.waitForResponse(isAdd), qty.first().press('Enter')]);
    const tableBody = await addAnswer(tableAdd);
    expect(decodeURIComponent(tableAdd.request().postData() ?? '')).toContain('params[0][number]=30');
    expect(await qty.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain('/search/table');
    await shot(page, 'search-table');

    // The detail of the carded goods: facts, warehouses, insert; add from there.
    await page.goto('/search?keywords=amxl');
    await page.locator('article.goods-card').filter({ hasText: cardName! }).first().locator('.goods-card__name a').click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await poll(() => page.locator('h1.goods-detail__name').innerText()).toContain('阿莫西林');
    const facts = await page.locator('.goods-detail__facts').innerText();
    for (const term of ['批号', '有效期至', '批准文号', '生产厂家', '规格', '中包装']) expect(facts).toContain(term);
    expect(facts).toMatch(/国药准字/);
    await poll(() => page.locator('.goods-detail__insert').innerText()).toContain('【适应症】');
    const [detailAdd] = await Promise.all([page.waitForResponse(isAdd), page.locator('.goods-detail__buy').getByRole('button', { name: '加入购物车' }).click()]);
    const detailBody = await addAnswer(detailAdd);
    await shot(page, 'detail');

    // Favourite and cancel: kangning's seed does not hold this goods among its favourites.
    const fav = page.locator('.goods-detail__buy .favourite__btn');
    await poll(() => fav.getAttribute('aria-pressed')).toBe('false');
    await fav.click();
    await poll(() => page.locator('.favourite__notice').innerText()).toContain('收藏成功');
    expect(await page.getByRole('link', { name: '查看我的收藏' }).getAttribute('href')).toBe('/star');
    await fav.click();
    await poll(() => page.locator('.toast-stack').innerText()).toContain('取消收藏成功');
    await poll(() => fav.getAttribute('aria-pressed')).toBe('false');

    // Three adds, each answered as added (the detail's is the carded goods): the goods of all three are in the cart.
    const [fromCard, fromTable, fromDetail] = [addedGoods(addBody), addedGoods(tableBody), addedGoods(detailBody)];
    expect(fromCard).toHaveLength(1);
    expect(fromTable).toHaveLength(1);
    expect(fromDetail).toEqual(fromCard);
    expect(await goodsInCart(page)).toEqual(expect.arrayContaining([...fromCard, ...fromTable]));
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('the welfare zone names its 94折 offer in the title', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning' });
    await page.goto('/welfare');
    await poll(() => page.title()).toContain('94折');
  });

  // The route walk photographs each route at one sample address; these addresses show other states of the same pages.
  it('screenshots of catalogue addresses other than the route walk’s samples', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning' });
    const requests = trackRequests(page);
    for (const [name, path, route] of [
      ['list-table', '/list/table?in_stock=1&sort=price&order=asc', 'list_table'],
      ['list-other', `/list/other/301/${encodeURIComponent('青霉素类')}`, 'list_other'],
      ['list-near-expiry', '/list?is_jxq=1', 'list_index'],
      ['zone-ppzq-info', '/ppzq/info/7', 'ppzq_info'],
    ] as const) {
      expect(await visit(page, world.baseUrl, path, requests), path).toBe(route);
      await shot(page, name);
    }
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});

describe('catalogue as renhe (clinic without 医疗器械)', () => {
  it('shows why a device cannot be bought, before any click', async ({ world }) => {
    const { page, consoleErrors } = await world.open({ who: 'renhe' });
    for (const kw of ['医用外科口罩', '电子血压计']) {
      await page.goto(`/search?keywords=${encodeURIComponent(kw)}`);
      await dismissPopups(page);
      const card = page.locator('article.goods-card').filter({ hasText: kw }).first();
      await poll(() => card.count()).toBe(1);
      await poll(() => card.getByRole('note').innerText()).toContain('经营范围');
      expect(await card.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
    }
    await shot(page, 'renhe-blocked-device');
    // The same reason on the detail page.
    await page.locator('article.goods-card .goods-card__name a').first().click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await poll(() => page.locator('.goods-detail__buy [role="note"]').innerText()).toContain('经营范围');
    await shot(page, 'renhe-detail');
    // Antibiotics stay buyable for the clinic.
    await page.goto('/search?keywords=amxl');
    await poll(() => page.locator('article.goods-card').getByRole('button', { name: '加入购物车' }).count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});

describe('catalogue as a visitor', () => {
  it('shows 会员可见 instead of prices and asks to log in', async ({ world }) => {
    const { page } = await world.open();
    await page.goto('/list');
    await dismissPopups(page);
    await poll(() => page.locator('article.goods-card').count()).toBeGreaterThan(0);
    expect(await page.locator('article.goods-card .goods-price__label').first().innerText()).toBe('会员可见');
    expect(await page.locator('article.goods-card [role="note"]').first().innerText()).toContain('请登录后购买');
  });
});
