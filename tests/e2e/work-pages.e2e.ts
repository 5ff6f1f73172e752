/**
 * Never interrupt a buyer at work, in Chromium against the built site, each test in a world of its own
 * (tests/e2e/world.ts), with kangning, who has not drawn the lottery, and the shell's popups left to show (`loud`):
 *   - the session's first page is 扫码采购 (/kjcg?tab=scan, a work page): the lottery popup does not open, the
 *     商品条码 box keeps the focus, and two scans of the same box with a scanner's key timing add it twice; the same
 *     session's first browsing page (/) then pops the lottery up, so it was there to be shown;
 *   - the session's first page is / (a browsing page): the popup opens once, takes the focus from the control the
 *     buyer was on and gives it back there when it closes; after a reload it stays shut and the banner opens it.
 * Both at 1366 px and at 390 px. Screenshots in test-results/screenshots/work-pages/.
 */
import type { Page } from 'playwright-core';
import { trackRequests } from '../../scripts/lib/chromium';
import { describe, expect } from 'vitest';
import { carriedAnswers, poll, screenshot, settle } from './helpers';
import { AMOXIL, scanLine, scanQuantity } from './scan-lines';
import { test as it } from './world';

const LOTTERY = '双十二幸运大转盘';

/** A USB scanner's key timing: 13 digits and Enter a few milliseconds apart (all 14 within the 100 ms of a burst). */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter', { delay: 5 });
}

const isFocused = (page: Page, label: string) => page.getByLabel(label).evaluate((el) => el === document.activeElement);
const lotterySeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('yc_lottery_seen'));

describe('work pages are never interrupted', () => {
  it.for(['1366', '390'])('the session starts on 扫码采购 at %s px: no popup, and two scans add the box twice', async (width, { world }) => {
    const { page, consoleErrors } = await world.open({ who: 'kangning', phone: width === '390', loud: true });
    const requests = trackRequests(page);
    const document = await page.goto('/kjcg?tab=scan');
    const box = page.getByLabel('商品条码');
    await box.waitFor();
    // The lottery was answered for this member (in the page's document: the popup had what it needs) and the banner
    // is its way in here.
    expect(carriedAnswers(await document!.text())).toContain('/api/lottery/simple');
    await page.getByRole('region', { name: '抽奖活动' }).waitFor();
    // Everything that answer could start (the popup's own code) has loaded and been drawn: no popup.
    await requests.settled();
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    if (width === '390') {
      // On a touch screen the buyer taps the box (no on-screen keyboard pops up unasked).
      await box.click();
    }
    // On a desk nothing is clicked: the box has the focus by itself, and keeps it. (At 390 px the box has no focus
    // before the tap, so there it is the work-page flag alone that keeps the popup off: without it the tap is blocked.)
    await poll(() => isFocused(page, '商品条码')).toBe(true);

    await scan(page, AMOXIL);
    await scanLine(page, AMOXIL).waitFor();
    await poll(() => page.getByTestId('scan-status').innerText()).toBe('已加入：阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10');
    await scan(page, AMOXIL);
    await poll(() => scanQuantity(page, AMOXIL)).toBe('20');
    await poll(() => page.getByTestId('scan-status').innerText()).toContain('（共 20）');
    expect(await isFocused(page, '商品条码')).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await lotterySeen(page)).toBeNull();
    await settle(page);
    await screenshot(page, `work-pages/kjcg-scan-first-page-${width}`, false);

    // The same session's first browsing page pops the lottery up: it was put off, not missing.
    await page.goto('/');
    await page.getByRole('dialog', { name: LOTTERY }).waitFor();
    expect(await lotterySeen(page)).toBe('1');
    expect(consoleErrors).toEqual([]);
  });

  it.for(['1366', '390'])('the session starts on / at %s px: the popup opens once and gives the focus back when it closes', async (width, { world }) => {
    const { page, consoleErrors } = await world.open({ who: 'kangning', phone: width === '390', loud: true });
    // The popup's code waits until the buyer is somewhere on the page (the lottery's answer comes with the document).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/lottery-popup*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('region', { name: '抽奖活动' }).waitFor();
    // The first Tab stop: the skip link, marked to be found again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    await page.evaluate(() => (document.activeElement as HTMLElement).setAttribute('data-e2e-was-here', ''));
    release();

    const dialog = page.getByRole('dialog', { name: LOTTERY });
    await dialog.waitFor();
    await poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await settle(page);
    await screenshot(page, `work-pages/home-popup-${width}`, false);
    await dialog.getByRole('button', { name: '关闭抽奖' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-e2e-was-here'))).toBe(true);

    // Once a session: after a reload it stays shut (its overlay would stop the banner's click), and the banner opens it
    // (so the lottery was there to be shown).
    await page.reload();
    const banner = page.getByRole('region', { name: '抽奖活动' });
    await banner.getByRole('button').first().click();
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
