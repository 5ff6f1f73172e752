import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, screenshot } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('footer (against the contract mock)', () => {
  it('renders licences, the statement, server-loaded help columns, QR codes and the hotline', async () => {
    const { page, consoleErrors, foreignRequests } = await openPage(browser, baseUrl);
    const common = page.waitForResponse((r) => r.url().includes('/api/global/common'));
    const base = page.waitForResponse((r) => r.url().includes('/api/user/base'));
    await page.goto(`${baseUrl}/`);
    const commonBody = (await (await common).json()) as { data: { timestamp: number } };
    expect((await base).status()).toBe(200);

    const footer = page.locator('footer');
    await expect.poll(() => footer.getByRole('navigation', { name: '帮助中心' }).count()).toBe(1);
    const articleLinks = footer.locator('nav[aria-label="帮助中心"] a');
    expect(await articleLinks.count()).toBeGreaterThan(0);
    expect(await articleLinks.first().getAttribute('href')).toMatch(/^\/news\/info\/\d+\/help$/);

    await expect.poll(() => footer.innerText()).toContain('本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息');
    const text = await footer.innerText();
    expect(text).toMatch(/药品网络交易服务第三方平台备案：\S+/);
    expect(text).toMatch(/互联网药品信息服务：\S+/);
    expect(text).toMatch(/ICP/);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(commonBody.data.timestamp * 1000);
    expect(text).toContain(`Copyright © ${year}`);
    expect(text).toMatch(/投诉热线\s*\n?\s*[\d-]{7,}/);
    await expect.poll(() => footer.locator('img[alt$="二维码"]').count()).toBe(2);

    await footer.scrollIntoViewIfNeeded();
    const file = await screenshot(page, 'footer');
    expect(file).toMatch(/footer\.png$/);
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
