/**
 * 到货提醒 and 降价提醒 in Chromium against the built site, each journey with a demo API and demo clock of its own
 * (tests/e2e/world.ts), with screenshots (test-results/screenshots/reminders/, at 1366 px and 390 px) and axe (0
 * serious or critical) of every state, and no sideways scroll at 390 px:
 *   (a) kangning finds a sold-out goods (through the API), sees 到货提醒 on its card and its table row, subscribes on
 *       its page (one 中包装 by default),
 *       sees it waiting on /dhtx; the demo clock passes the warehouses' morning (06:00 Beijing): the side bar's unread
 *       count is one more than just before it, 我的消息 holds the 到货提醒 whose link opens the goods now in stock, and /dhtx says 已到货;
 *   (b) kangning subscribes 降价提醒 with a target (a wrong one refused in the dialog first); after the mornings that
 *       bring the price to the target, /dhtx says 已降价 and the goods' page shows the lower price.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { toFen } from '@/domain/money';
import { cutPrice, morningAfter } from '@/domain/reminders';
import { audit, describeViolations, serious } from './axe';
import { sidewaysOverflow } from './built-routes';
import { api, poll, shot } from './helpers';
import { test as it, type Site } from './world';

interface GoodsRow {
  id: number;
  name: string;
  trade_name: string | null;
  ypgg: string;
  zbz: number;
  bzdw: string;
  number: number;
  price: string | null;
  is_hm: number;
  is_buy: number;
}

const title = (g: Pick<GoodsRow, 'name' | 'trade_name'>) => (g.trade_name && g.trade_name !== g.name ? `${g.name}（${g.trade_name}）` : g.name);

/** Every goods of the list (a few pages of 100). */
async function allGoods(page: Page): Promise<GoodsRow[]> {
  const out: GoodsRow[] = [];
  for (let p = 1; p <= 20; p++) {
    const res = await api<{ data: { list: GoodsRow[]; total: number } }>(page, 'GET', `/api/goods/list?page=${p}&page_size=100`);
    expect(res.status).toBe(200);
    out.push(...res.body.data.list);
    if (out.length >= res.body.data.total || res.body.data.list.length === 0) break;
  }
  return out;
}

async function unreadCount(page: Page): Promise<number> {
  const res = await api<{ data: { count: number } }>(page, 'GET', '/api/message/unread_count');
  expect(res.status).toBe(200);
  return res.body.data.count;
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await page.waitForSelector('main#main[data-route]');
  await page.waitForFunction(() => !document.querySelector('main#main .page-loading, main#main .query-state--pending'));
}

/** Screenshots at 1366 px and 390 px, axe at both, and no sideways scroll on the phone. */
async function capture(page: Page, name: string, findings: string[]) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, `reminders/${name}-1366`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}: ${v}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `reminders/${name}-390`);
  findings.push(...describeViolations(serious(await audit(page))).map((v) => `${name}@390: ${v}`));
  const overflow = await sidewaysOverflow(page);
  if (overflow.extra > 0) findings.push(`${name}@390: scrolls sideways by ${overflow.extra} px (${overflow.widest})`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A journey's margin before the warehouses' morning: far more than a journey takes on a slow host. */
const MORNING_MARGIN_MS = 20 * 60_000;

/**
 * Keeps the warehouses' morning (06:00 Beijing) out of the journey's own course: the demo clock starts at the real
 * time, so a journey begun shortly before six would see a morning pass unasked (a restock before the count is taken,
 * a price cut too many) — it failed so when run at 05:59. Where the morning is nearer than the margin, the clock is
 * first moved past it, before anything is subscribed. Answers the demo clock's offset from the real time.
 */
async function clearOfMorning(world: Site): Promise<number> {
  const now = Date.now();
  const untilMorning = morningAfter(now) - now;
  if (untilMorning >= MORNING_MARGIN_MS) return 0;
  const offset = untilMorning + 60_000;
  await world.advanceClock(`ms=${offset}`);
  return offset;
}

it('(a) 到货提醒: subscribe on a sold-out goods, the morning restock sends one message, the goods is in stock and /dhtx says 已到货', async ({ world }) => {
  const offset = await clearOfMorning(world);
  const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
  const findings: string[] = [];
  await page.goto('/404');
  const g = (await allGoods(page)).find((x) => x.number === 0 && x.is_hm === 0 && x.price !== null);
  expect(g, 'a sold-out goods kangning sees the price of').toBeDefined();
  const goods = g!;

  // The lists offer it on the card and on the table's row.
  for (const [view, name] of [['/list', 'list-cards'], ['/list/table', 'list-table']] as const) {
    await open(page, `${view}?keywords=${encodeURIComponent(goods.name)}`);
    const on = page.locator(`[data-goods-id="${goods.id}"]`);
    await on.getByRole('button', { name: `到货提醒：${title(goods)} ${goods.ypgg}` }).waitFor();
    await on.scrollIntoViewIfNeeded();
    await capture(page, name, findings);
  }

  await open(page, `/list/info/${goods.id}`);
  await page.getByRole('button', { name: '到货提醒', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '到货提醒' });
  await dialog.waitFor();
  expect(await dialog.getByRole('textbox', { name: /^期望数量/ }).inputValue()).toBe(String(goods.zbz));
  await capture(page, 'arrival-dialog', findings);
  await dialog.getByRole('button', { name: '订阅提醒' }).click();
  await dialog.getByText('到货后将通知您').waitFor();
  await capture(page, 'arrival-subscribed', findings);
  await dialog.getByRole('link', { name: '查看我的提醒' }).click();
  await page.waitForURL(/\/dhtx$/);
  const item = page.getByTestId('reminders').getByRole('listitem').filter({ hasText: title(goods) });
  await poll(() => item.innerText()).toContain('等待中');
  await capture(page, 'dhtx-waiting', findings);

  // The demo clock goes to two minutes before the warehouses' morning (06:00 Beijing): whatever else the back office
  // had to do by then is done (today's unpaid order cancels itself, which is a message too) and the count is taken;
  // then it passes the morning.
  const demoNow = Date.now() + offset;
  const toMorning = morningAfter(demoNow) - demoNow;
  await world.advanceClock(`ms=${toMorning - 2 * 60_000}`);
  await open(page, '/dhtx');
  expect(await item.innerText()).toContain('等待中');
  const unreadBefore = await unreadCount(page);
  await world.advanceClock('minutes=4');
  await open(page, '/dhtx');
  await poll(() => item.innerText()).toContain('已到货');
  expect(await item.innerText()).toMatch(/到货于 \d{4}-\d{2}-\d{2} 06:00:00/);
  expect(await unreadCount(page)).toBe(unreadBefore + 1);
  await page.getByRole('link', { name: `我的消息，${unreadBefore + 1} 条未读` }).waitFor();
  await capture(page, 'dhtx-arrived', findings);

  await open(page, '/wdxx');
  const message = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').filter({ hasText: `到货提醒：${title(goods)}` });
  await message.waitFor();
  expect(await message.count()).toBe(1);
  await capture(page, 'arrival-message', findings);
  await message.getByRole('link', { name: '查看详情' }).click();
  await page.waitForURL(new RegExp(`/list/info/${goods.id}$`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  const buy = page.locator('.goods-detail__buy');
  await poll(() => buy.getByRole('button', { name: '加入购物车' }).isEnabled()).toBe(true);
  expect(await page.getByRole('button', { name: '到货提醒', exact: true }).count()).toBe(0);
  expect(await page.locator('.goods-detail__facts').innerText()).not.toContain('暂无库存');
  await capture(page, 'goods-restocked', findings);

  expect(findings).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

it('(b) 降价提醒: a target below the price waits for the mornings that bring the price down to it', async ({ world }) => {
  await clearOfMorning(world);
  const { page, consoleErrors, foreignRequests } = await world.open({ who: 'kangning', bypassCSP: true });
  const findings: string[] = [];
  await page.goto('/404');
  const g = (await allGoods(page)).find((x) => x.number >= x.zbz * 5 && x.is_hm === 0 && x.is_buy === 1 && x.price !== null && toFen(x.price) >= 1000);
  expect(g, 'a goods in stock with a price kangning sees').toBeDefined();
  const goods = g!;
  const price = toFen(goods.price!);
  const twoCuts = cutPrice(cutPrice(price));
  const target = (twoCuts / 100).toFixed(2);

  await open(page, `/list/info/${goods.id}`);
  await page.getByRole('button', { name: '降价提醒', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '降价提醒' });
  await dialog.waitFor();
  const box = dialog.getByRole('textbox', { name: /^目标价/ });
  await box.fill(goods.price!);
  await dialog.getByRole('button', { name: '订阅提醒' }).click();
  await poll(() => dialog.getByRole('alert').innerText()).toBe(`目标价须低于当前价 ${goods.price} 元`);
  await capture(page, 'price-dialog-refused', findings);
  await box.fill(target);
  await dialog.getByRole('button', { name: '订阅提醒' }).click();
  await dialog.getByText('降价后将通知您').waitFor();
  await capture(page, 'price-subscribed', findings);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // One morning: 5 % off, not yet the target.
  await world.advanceClock('days=1');
  await open(page, '/dhtx?type=2');
  const item = page.getByTestId('reminders').getByRole('listitem').filter({ hasText: title(goods) });
  await poll(() => item.innerText()).toContain('等待中');
  expect(await item.innerText()).toContain(`目标价 ¥${target}`);
  // The second morning reaches it.
  await world.advanceClock('days=1');
  await open(page, '/dhtx?type=2');
  await poll(() => item.innerText()).toContain('已降价');
  await capture(page, 'dhtx-dropped', findings);
  await open(page, `/list/info/${goods.id}`);
  await poll(() => page.locator('.goods-detail__price').innerText()).toContain(`¥${target}`);

  expect(findings).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(foreignRequests).toEqual([]);
});
