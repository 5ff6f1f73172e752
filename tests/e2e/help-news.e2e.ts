/**
 * The help centre and the news in Chromium against the built site and a demo API of each test's own: every footer
 * help link and every fixed help route opens its article with the menu marking it; news paging and previous/next;
 * back-office HTML that tries to run script (a `hostileWorld`'s demo seeds one such news item; the public demo does
 * not) executes nothing and still shows its text. Screenshots under test-results/screenshots/help-news/ of the states the route walk does not reach (an article
 * reached through previous/next, the hostile item); the route walk audits and photographs each help and news route.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { trackRequests } from '../../scripts/lib/chromium';
import { poll, shot } from './helpers';
import { test as it } from './world';

const FIXED_HELP: Array<[string, string]> = [
  ['/help/xrzn/hyzc', '会员注册'],
  ['/help/xrzn/gwzn', '购物指南'],
  ['/help/xrzn/aqgy', '安全购药'],
  ['/help/fwbz/wzzz', '网站资质'],
  ['/help/fwbz/yhxy', '用户协议'],
  ['/help/fwbz/zskf', '专属客服'],
  ['/help/us/tsjy', '投诉建议'],
  ['/help/us/link', '联系我们'],
  ['/help_pay', '订单支付'],
  ['/help/pay', '订单支付'],
  ['/help/zfps/ddzf', '订单支付'],
  ['/help/zfps/hwps', '货物配送'],
  ['/help/zfps/ypth', '药品退换'],
];

const articleTitle = (page: Page) => page.locator('main h1').first();

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('main#main .page-loading'));
}

describe('help centre', () => {
  it('every fixed help route shows its article, the menu marking it as current', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open();
    for (const [path, title] of FIXED_HELP) {
      await open(page, path);
      await poll(() => articleTitle(page).textContent()).toBe(title);
      const menu = page.getByRole('navigation', { name: '帮助中心目录' });
      await poll(() => menu.locator('a[aria-current="page"]').allTextContents()).toEqual([title]);
      expect(await page.locator('.help-article__body p').count()).toBeGreaterThan(0);
    }
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('every footer help link opens its article', async ({ world }) => {
    const { page, consoleErrors } = await world.open();
    await open(page, '/');
    const links = page.locator('footer nav[aria-label="帮助中心"] a');
    await poll(() => links.count()).toBeGreaterThan(5);
    const targets = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href')!, name: a.textContent!.trim() })));
    for (const t of targets) {
      await page.locator(`footer nav[aria-label="帮助中心"] a[href="${t.href}"]`).click();
      await poll(() => articleTitle(page).textContent()).toBe(t.name);
      expect(new URL(page.url()).pathname).toBe(t.href);
      await poll(() => page.getByRole('navigation', { name: '帮助中心目录' }).locator('a[aria-current="page"]').allTextContents()).toEqual([t.name]);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('an unknown help article says so and keeps the menu', async ({ world }) => {
    const { page } = await world.open();
    await open(page, '/news/info/99999/help');
    await poll(() => page.getByRole('alert').first().textContent()).toContain('该帮助文章不存在或已删除');
    // The menu comes from its own call, which may answer after the article's.
    await poll(() => page.getByRole('navigation', { name: '帮助中心目录' }).count()).toBe(1);
  });
});

describe('news', () => {
  it('pages through industry news and walks previous/next within its type', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open();
    await open(page, '/news/hy');
    const items = page.locator('.news-list__items > li');
    await poll(() => items.count()).toBe(10);
    const firstPage = await items.locator('h2').allTextContents();
    expect(await items.first().locator('time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await poll(() => new URL(page.url()).search).toBe('?page=2');
    // Page 2 is drawn (not the empty list between the pages) and holds none of page 1's items.
    await poll(async () => {
      const titles = await items.locator('h2').allTextContents();
      return titles.length > 0 && !titles.some((t) => firstPage.includes(t));
    }).toBe(true);
    expect(await items.count()).toBeGreaterThan(0);

    // The newest item has no newer one; its previous is the second newest; walking back returns.
    await open(page, '/news/hy');
    await poll(() => items.count()).toBe(10);
    await items.first().locator('h2 a').click();
    await poll(() => articleTitle(page).textContent()).toBe(firstPage[0]);
    const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(await neighbours.textContent()).toContain('下一篇：没有了');
    await neighbours.getByRole('link', { name: `上一篇：${firstPage[1]}` }).click();
    await poll(() => articleTitle(page).textContent()).toBe(firstPage[1]);
    await neighbours.getByRole('link', { name: `下一篇：${firstPage[0]}` }).click();
    await poll(() => articleTitle(page).textContent()).toBe(firstPage[0]);
    expect(new URL(page.url()).pathname).toMatch(/^\/news\/info\/\d+\/hy$/);
    await shot(page, 'help-news/news-info-1366');

    await open(page, '/news/company');
    await poll(() => items.count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: '资讯分类' }).locator('[aria-current="page"]').textContent()).toBe('公司新闻');
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('company news: previous/next stay within company news', async ({ world }) => {
    const { page } = await world.open();
    await open(page, '/news/company');
    const items = page.locator('.news-list__items > li');
    await poll(() => items.count()).toBeGreaterThan(1);
    const titles = await items.locator('h2').allTextContents();
    await items.nth(1).locator('h2 a').click();
    await poll(() => articleTitle(page).textContent()).toBe(titles[1]);
    const neighbours = page.getByRole('navigation', { name: '上一篇和下一篇' });
    for (const href of await neighbours.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\/news\/info\/\d+\/company$/);
    await neighbours.getByRole('link', { name: `下一篇：${titles[0]}` }).click();
    await poll(() => articleTitle(page).textContent()).toBe(titles[0]);
    expect(new URL(page.url()).pathname).toMatch(/^\/news\/info\/\d+\/company$/);
  });

  it('the home page news block links to the news article', async ({ world }) => {
    const { page } = await world.open();
    await open(page, '/');
    const first = page.locator('.home-news a').first();
    await poll(() => first.count()).toBe(1);
    const title = await first.getAttribute('title');
    expect(title, 'the news link has a title').toBeTruthy();
    await first.click();
    await poll(() => articleTitle(page).textContent()).toBe(title);
  });
});

describe('hostile back-office HTML', () => {
  it('renders the seeded hostile news item: nothing executes, nothing is requested, the text is shown', async ({ hostileWorld: world }) => {
    const { page, foreignRequests } = await world.open();
    const requests = trackRequests(page);
    const pwnedRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('__pwned')) pwnedRequests.push(r.url());
    });
    // The hostile item is the oldest industry news: the last item of the last page.
    await open(page, '/news/hy?page=2');
    const items = page.locator('.news-list__items > li');
    const hostile = items.filter({ hasText: '关于规范药品网络销售页面展示的提示' });
    await poll(() => hostile.count()).toBe(1);
    // The summary is text: its markup is shown as characters, not parsed.
    expect(await hostile.locator('.news-list__summary').textContent()).toContain('<img src=x onerror=');
    await hostile.locator('h2 a').click();
    await poll(() => articleTitle(page).textContent()).toBe('关于规范药品网络销售页面展示的提示');
    const body = page.locator('.news-article__body');
    await poll(() => body.textContent()).toContain('平台对后台编辑的资讯内容统一进行净化处理');
    expect(await body.textContent()).toContain('如有疑问请联系专属客服。');
    expect(await body.textContent()).toContain('本提示自发布之日起执行。');
    // The sanitiser keeps both links' text but drops their javascript: addresses and handlers. Clicking each (a click
    // that cannot land fails the test) neither runs script nor leaves the article.
    const links = body.locator('a');
    expect(await links.allTextContents()).toEqual(['点击查看通知原文', '查看附件']);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttributeNames()))).toEqual([[], []]);
    const article = page.url();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    for (const a of await links.all()) await a.click();
    await requests.settled();
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(article);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(pwnedRequests).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(await body.locator('script, iframe, object, embed, form, style, svg, [onerror], [onload], [style]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript" i]').count()).toBe(0);
    expect(await page.locator('body').isVisible()).toBe(true);
    await shot(page, 'help-news/news-hostile-1366');
  });
});
