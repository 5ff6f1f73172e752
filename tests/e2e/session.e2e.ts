/**
 * A buyer's session in Chromium against the built site, each test in a world of its own (tests/e2e/world.ts): logging
 * in from a protected return path (the member header, the lottery popup once a session, the cart drawer) and out again;
 * the cart drawer's lines and its delete question; search suggestions by pinyin initials chosen from the keyboard; the
 * compact sticky header. Screenshots in test-results/screenshots/session/, search/ and layout/.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { nextFrames } from '../../scripts/lib/chromium';
import { screenshot } from './helpers';
import { test as it } from './world';

/** Logs in through the login page, which sends the buyer on to `redirect`. */
async function loginThroughPage(page: Page, baseUrl: string, username: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByPlaceholder('账号 / 手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill('Demo2026');
  await Promise.all([page.waitForURL(`${baseUrl}${redirect}`), page.getByRole('button', { name: '登录' }).click()]);
}

describe('session in Chromium (demo accounts: mock/demo/data/accounts.md)', () => {
  it('logs in from a protected return path, shows the member header, and logs out to a visitor', async ({ world }) => {
    // The lottery popup shows once a session to a member who has not drawn: left to show here, where it is tested.
    const { page } = await world.open({ loud: true });
    await loginThroughPage(page, world.baseUrl, 'renhe', '/jfsc?from=e2e');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.innerText()).toContain('安全退出');
    const text = await banner.innerText();
    expect(text).toMatch(/诊所/);
    expect(text).toContain('专属服务');
    expect(await page.evaluate(() => sessionStorage.getItem('yc_login'))).toBe('1');
    await screenshot(page, 'session/member-header', false);

    // A member who has not joined the lottery gets the popup once per session.
    const lottery = page.getByRole('dialog');
    await lottery.waitFor();
    await screenshot(page, 'session/lottery-popup', false);
    const started = Date.now();
    await lottery.getByRole('button', { name: '立即抽奖' }).click();
    await lottery.getByText('抽奖中，请稍候...').waitFor();
    await lottery.getByText('恭喜您获得').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await screenshot(page, 'session/lottery-prize', false);
    await lottery.getByRole('button', { name: '我知道了' }).click();
    await lottery.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /购物车/ }).first().focus();
    await page.locator('aside.side-bar button.side-bar__tab--cart').click();
    await page.waitForSelector('#cart-drawer .cart-drawer');
    await expect.poll(() => page.locator('aside.side-bar').evaluate((el) => el.getBoundingClientRect().width)).toBe(310);
    // The lines have loaded (a failed load would keep its status message and no footer).
    await page.waitForSelector('#cart-drawer .cart-drawer__footer');
    await screenshot(page, 'session/cart-drawer-open', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('aside.side-bar').evaluate((el) => el.getBoundingClientRect().width)).toBe(40);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '安全退出' }).click()]);
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('请登录');
    expect(await page.evaluate(() => sessionStorage.getItem('yc_login'))).toBeNull();
  });

  it('the cart drawer lists what is in the cart, deletes after 确定要删除该商品吗, and follows the badge', async ({ world }) => {
    const { page } = await world.open();
    await loginThroughPage(page, world.baseUrl, 'kangning', '/404');
    // Two buyable goods straight through the API (the catalogue pages have their own e2e for adding).
    const added = await page.evaluate(async () => {
      const list = await (await fetch('/api/goods/list?page_size=20&in_stock=1', { credentials: 'include' })).json();
      type G = { id: number; zbz: number; is_buy: number; ck_id?: number; goods_price_id?: number; name: string };
      const goods = (list.data?.data ?? list.data?.list ?? list.data ?? []) as G[];
      const picks = goods.filter((g) => g.is_buy === 1 && g.ck_id && g.goods_price_id).slice(0, 2);
      const body = new URLSearchParams();
      picks.forEach((g, i) => {
        body.append(`params[${i}][id]`, String(g.id));
        body.append(`params[${i}][number]`, String(g.zbz || 1));
        body.append(`params[${i}][ck_id]`, String(g.ck_id));
        body.append(`params[${i}][goods_price_id]`, String(g.goods_price_id));
      });
      const res = await fetch('/api/cart', { method: 'POST', body, credentials: 'include', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      return { status: res.status, names: picks.map((g) => g.name) };
    });
    expect(added.status).toBe(200);
    expect(added.names).toHaveLength(2);
    await page.reload();
    await page.locator('aside.side-bar button.side-bar__tab--cart').click();
    const drawer = page.locator('#cart-drawer');
    await expect.poll(() => drawer.locator('.cart-drawer__line').count()).toBeGreaterThanOrEqual(2);
    const text = await drawer.innerText();
    for (const name of added.names) expect(text).toContain(name);
    expect(text).toMatch(/¥\d+\.\d{2}\s*× \d+/);
    expect(text).toMatch(/合计 ¥\d+\.\d{2}/);
    await screenshot(page, 'session/cart-drawer-lines', false);
    const before = await drawer.locator('.cart-drawer__line').count();
    await drawer.locator('.cart-drawer__delete').first().click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toContain('确定要删除该商品吗');
    await screenshot(page, 'session/cart-drawer-confirm', false);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => drawer.locator('.cart-drawer__line').count()).toBe(before - 1);
    await page.getByRole('button', { name: '关闭购物车' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '安全退出' }).click()]);
  });

  it('search suggestions by pinyin initials, keyboard choice, and the result address', async ({ world }) => {
    const { page } = await world.open();
    await page.goto('/jfsc');
    const box = page.getByRole('combobox').first();
    await box.fill('amxl');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    // The option shows the generic name (the trade name beside it in brackets, where the goods has one): that name is searched.
    const first = (await page.getByRole('option').first().innerText()).trim();
    expect(first).toMatch(/^阿莫西林/);
    const generic = first.replace(/（[^（）]*）$/, '');
    await screenshot(page, 'search/suggestions', false);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('keywords')).toBe(generic);
    expect(url.searchParams.get('type')).toBe('0');
  });

  it('the compact sticky header appears after 205 px of scrolling', async ({ world }) => {
    const { page } = await world.open();
    await page.goto('/jfsc');
    await page.waitForSelector('main#main[data-route="jfsc"]');
    await page.waitForFunction(() => !document.querySelector('main#main .page-loading'));
    // At 200 px, once the scroll event has been handled (its frame) and anything it set has rendered (the next two):
    // still no compact header.
    await page.evaluate(async () => {
      document.body.style.minHeight = '3000px';
      const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo(0, 200);
      await scrolled;
    });
    await nextFrames(page, 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(await page.locator('[data-testid="sticky-header"]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    const sticky = page.locator('[data-testid="sticky-header"]');
    await sticky.waitFor();
    // The slide-in has ended: the bar sits at the top of the window.
    await sticky.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
    expect(await sticky.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await screenshot(page, 'layout/sticky-header', false);
  });
});
