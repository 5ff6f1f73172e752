import { describe, expect } from 'vitest';
import { poll, settle, screenshot } from './helpers';
import { test as it } from './world';

describe('footer (built site, demo API)', () => {
  it('renders the promises, licences, the statement, server-loaded help columns, QR codes and the hotline', async ({ world }) => {
    const { page, consoleErrors, foreignRequests } = await world.open();
    expect((await page.goto('/'))?.status()).toBe(200);
    // The server's time, as the page's document carried it (its first answers): the year the footer must show.
    const commonBody = (await (await page.request.get('/api/global/common')).json()) as { data: { timestamp: number } };

    const footer = page.locator('footer');
    await poll(() => footer.getByRole('navigation', { name: '帮助中心' }).count()).toBe(1);
    const articleLinks = footer.locator('nav[aria-label="帮助中心"] a');
    expect(await articleLinks.count()).toBeGreaterThan(0);
    expect(await articleLinks.first().getAttribute('href')).toMatch(/^\/news\/info\/\d+\/help$/);

    await poll(() => footer.innerText()).toContain('本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息');
    const text = await footer.innerText();
    expect(text).toMatch(/药品网络交易服务第三方平台备案：\S+/);
    expect(text).toMatch(/互联网药品信息服务：\S+/);
    expect(text).toMatch(/ICP/);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(commonBody.data.timestamp * 1000);
    expect(text).toContain(`Copyright © ${year}`);
    expect(text).toMatch(/投诉热线\s*\n?\s*[\d-]{7,}/);

    // Scrolled into view (the QR codes are drawn only near the viewport), it shows the four promises and both QR codes
    // drawn (vector pictures named for screen readers, their modules filled), not their placeholder.
    await footer.locator('.site-footer__service').scrollIntoViewIfNeeded();
    const qrCodes = footer.locator('svg[role="img"][aria-label$="二维码"]');
    await poll(() => qrCodes.count()).toBe(2);
    await settle(page);
    expect(await footer.getByRole('list', { name: '服务承诺' }).getByRole('listitem').allInnerTexts()).toEqual(['正品保障', '资质齐全', '极速配送', '专属客服']);
    expect(await footer.locator('.site-footer__statement').isVisible()).toBe(true);
    expect(await qrCodes.evaluateAll((codes) => codes.map((svg) => (svg.querySelector('path')?.getAttribute('d') ?? '').length > 100))).toEqual([true, true]);
    const boxes = await qrCodes.evaluateAll((codes) =>
      codes.map((svg) => ({ code: svg.getBoundingClientRect().toJSON() as DOMRect, inner: svg.parentElement!.clientWidth, outer: svg.parentElement!.offsetWidth })),
    );
    for (const { code, inner, outer } of boxes) {
      // The footer's codes are 96 px boxes, border included, and each code fills its box inside the border.
      expect(outer).toBe(96);
      expect({ width: code.width, height: code.height }).toEqual({ width: inner, height: inner });
      expect(code.top).toBeGreaterThanOrEqual(0);
      expect(code.bottom).toBeLessThanOrEqual(900);
    }
    expect(await footer.locator('.qr-code__placeholder').count()).toBe(0);
    await screenshot(page, 'footer', false);
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
