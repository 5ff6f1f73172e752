/**
 * The site in WebKit (the engine of iPhone buyers' Safari) and in Firefox, beside the Chromium tests: the same two
 * journeys in each engine, written once against the driver of tests/e2e/engines/driver.ts:
 *   - kangning's whole purchase: logs in on the login page, searches amxl from the header, adds an 阿莫西林 goods to the
 *     cart, checks out (/cart → 去结算 → step 2 → 提交订单 → step 3), pays by balance, reaches step 4, opens the order
 *     and finds it in the order centre (/order);
 *   - the catalogue at a phone's 390 px: home, /list, a goods detail and a search, each drawn, its Chinese drawn with
 *     real glyphs, and nothing reaching past the right edge.
 * Each test has a site and demo API of its own (the `site` fixture of world.ts) and a browser session of its own.
 * Screenshots: test-results/screenshots/engines/<engine>/ (the steps, and `<test>-failed.png` where a test failed).
 * An engine that is not installed fails its tests' suite with one line naming the Debian packages to install.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { waitFor, type Driver, type Engine, type EngineName } from './engines/driver';
import { startFirefox } from './engines/firefox';
import {
  apiLogin,
  chineseRendering,
  drawnRoute,
  fontsLoaded,
  isChecked,
  loadingOnScreen,
  quietShell,
  sidewaysOverflow,
  textOf,
  twoFrames,
  walletBalance,
} from './engines/page-checks';
import { startWebKit } from './engines/webkit';
import { poll, SCREENSHOT_DIR, shownFen } from './helpers';
import { test } from './world';

const ENGINES: [EngineName, () => Promise<Engine>][] = [
  ['webkit', startWebKit],
  ['firefox', startFirefox],
];

/** The demo buyer (mock/demo/data/accounts.md): a pharmacy with every qualification and a wallet balance. */
const KANGNING = { username: 'kangning', password: 'Demo2026' };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const shotFile = (engine: EngineName, name: string) => path.join(SCREENSHOT_DIR, 'engines', engine, `${name}.png`);

/** Waits until main#main shows `route` with no loading frame, and the fonts have loaded. */
async function waitForRoute(d: Driver, route: string): Promise<void> {
  let shown: string | null = null;
  await waitFor(
    () => `the ${route} page to be drawn (main#main shows ${shown ?? 'no drawn page'})`,
    async () => (shown = await d.evaluate(drawnRoute, null)) === route,
  );
  await waitFor('the fonts to load', () => d.evaluate(fontsLoaded, null));
}

/** Waits until nothing on screen is loading (skeletons, lists being fetched, images), then two frames more. */
async function waitForScreen(d: Driver): Promise<void> {
  let loading: string[] = [];
  await waitFor(
    () => `the screen to finish loading (still: ${loading.join(', ')})`,
    async () => (loading = await d.evaluate(loadingOnScreen, null)).length === 0,
  );
  await d.evaluate(twoFrames, null);
}

/** Waits until the address matches `pattern` and answers the match. */
async function waitForUrl(d: Driver, pattern: RegExp): Promise<RegExpExecArray> {
  let url = '';
  return waitFor(
    () => `the address to match ${pattern} (it is ${url})`,
    async () => pattern.exec((url = await d.url())),
  );
}

/** Waits until the element matching `css` shows some text, and answers it. */
function waitForText(d: Driver, css: string): Promise<string> {
  return waitFor(`text in ${css}`, async () => (await d.evaluate(textOf, css)) || null);
}

describe.each(ENGINES)('%s', (name, start) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await start();
  });
  afterAll(async () => {
    await engine?.stop();
  });

  /** A fresh session for each test; where the test failed, a screenshot of where it stopped, then the session ends. */
  const it = test.extend('driver', async ({ task }, { onCleanup }) => {
    const driver = await engine.open();
    onCleanup(async () => {
      try {
        if (task.result?.state === 'fail') await driver.screenshot(shotFile(name, `${task.name.split(':')[0]}-failed`));
      } finally {
        await driver.close();
      }
    });
    return driver;
  });

  /** A screenshot of the viewport once what it shows has loaded. */
  async function shot(d: Driver, file: string): Promise<void> {
    await waitForScreen(d);
    await d.screenshot(shotFile(name, file));
  }

  it('purchase: log in, search amxl, add to cart, check out, pay by balance, step 4, the order and the order centre', async ({ site, driver: d }) => {
    await d.setViewport(DESKTOP.width, DESKTOP.height);

    // The login page; a successful login loads the home page in full, with the company in the top bar.
    await d.goto(`${site.baseUrl}/login`);
    await waitForRoute(d, 'login');
    await d.evaluate(quietShell, null);
    await d.type({ css: 'input[name="username"]' }, KANGNING.username);
    await d.type({ css: 'input[name="password"]' }, KANGNING.password);
    await d.click({ css: 'form[aria-label="账号登录"] button[type="submit"]', text: '登录' });
    await waitForRoute(d, 'home');
    await poll(() => d.evaluate(textOf, '.top-bar__company')).toBe('石家庄康宁大药房有限公司');

    // Search amxl (the pinyin initials of 阿莫西林) in the header's box; add the first buyable 阿莫西林 goods.
    const searchBox = { css: 'form[role="search"] input[role="combobox"]' };
    await d.type(searchBox, 'amxl');
    await d.pressEnter(searchBox);
    await waitForUrl(d, /\/search\?keywords=amxl/);
    await waitForRoute(d, 'search_index');
    await d.click({ css: 'button.buy-controls__add', text: '加入购物车', within: { css: 'article.goods-card', text: '阿莫西林' } });
    // The cart was empty: the header's badge counts the one line added.
    await poll(() => d.evaluate(textOf, '.cart-button [data-testid="count-badge"]')).toBe('1');
    await shot(d, 'purchase-1-added');

    // The cart holds the 阿莫西林 line; 去结算 goes to step 2 with its total.
    await d.goto(`${site.baseUrl}/cart`);
    await waitForRoute(d, 'cart');
    await poll(() => d.evaluate(textOf, 'table[aria-label="购物车商品"] tbody')).toContain('阿莫西林');
    await d.click({ css: 'button', text: '去结算' });
    await waitForUrl(d, /\/cart\/step2\?ids=/);
    await waitForRoute(d, 'cart_step2');
    const total = shownFen(await waitForText(d, '[data-testid="step2-pay-total"]'));
    expect(total).toBeGreaterThan(0);
    await shot(d, 'purchase-2-step2');

    // 提交订单 makes the order; step 3 pays it from the wallet.
    await d.click({ css: 'button', text: '提交订单' });
    const orderId = Number((await waitForUrl(d, /\/cart\/step3\/(\d+)$/))[1]);
    await waitForRoute(d, 'cart_step3');
    const balanceBefore = shownFen(await d.evaluate(walletBalance, null));
    const byBalance = 'input[name="pay-method"][value="balance"]';
    await d.click({ css: byBalance });
    expect(await d.evaluate(isChecked, byBalance)).toBe(true);
    await shot(d, 'purchase-3-step3');
    await d.click({ css: 'form.pay-form button[type="submit"]', text: '确认支付' });

    // Step 4: paid by balance, with the order's number and step 2's total, which the wallet lost.
    await waitForUrl(d, new RegExp(`/cart/step4\\?order_id=${orderId}$`));
    await waitForRoute(d, 'cart_step4');
    await poll(() => d.evaluate(textOf, '#pay-result-title')).toBe('支付成功');
    const orderNo = await waitForText(d, '[data-testid="pay-result-order-no"]');
    expect(shownFen(await waitForText(d, '[data-testid="pay-result-amount"]'))).toBe(total);
    expect(await d.evaluate(textOf, '.pay-result__list')).toMatch(/支付方式\s*余额支付/);
    expect(balanceBefore - shownFen(await d.evaluate(walletBalance, null))).toBe(total);
    await shot(d, 'purchase-4-step4');

    // 查看订单 opens the order, paid and awaiting shipment.
    await d.click({ css: '.pay-result__links a', text: '查看订单' });
    await waitForUrl(d, new RegExp(`/order/info/${orderId}$`));
    await waitForRoute(d, 'order_info');
    await poll(() => d.evaluate(textOf, '[data-testid="order-no"]')).toBe(orderNo);
    await poll(() => d.evaluate(textOf, '[data-testid="order-status"]')).toBe('待发货');
    await shot(d, 'purchase-5-order');

    // The order centre (我的订单 in the top bar) lists it first, awaiting shipment, with the same amount.
    await d.click({ css: 'nav[aria-label="快捷链接"] a', text: '我的订单' });
    await waitForUrl(d, /\/order$/);
    await waitForRoute(d, 'order');
    const firstCard = '[data-testid="order-list"] [data-testid="order-card"]';
    await poll(() => d.evaluate(textOf, `${firstCard} .orders-card__head`)).toContain(`订单号 ${orderNo}`);
    expect(await d.evaluate(textOf, `${firstCard} .orders-card__status`)).toBe('待发货');
    expect(shownFen(await waitForText(d, `${firstCard} .orders-money`))).toBe(total);
    await shot(d, 'purchase-6-order-centre');
  }, 180_000);

  it('phone: home, list, detail and search at 390 px are drawn, in Chinese, without sideways scrolling', async ({ site, driver: d }) => {
    await d.setViewport(PHONE.width, PHONE.height);
    // As a member, whose pages are the fullest (prices, quantity steppers, 加入购物车). The login page is the
    // purchase's to test, so the session is opened through the API here; the shell's popups are quieted.
    await d.goto(`${site.baseUrl}/404`);
    await waitForRoute(d, 'notFound');
    expect(await d.evaluate(apiLogin, KANGNING)).toBe(200);
    await d.evaluate(quietShell, null);
    const pages = [
      { name: 'home', path: '/', route: 'home' },
      { name: 'list', path: '/list', route: 'list_index' },
      { name: 'detail', path: '/list/info/1006', route: 'list_info' },
      { name: 'search', path: '/search?keywords=amxl', route: 'search_index' },
    ];
    for (const page of pages) {
      await d.goto(`${site.baseUrl}${page.path}`);
      await waitForRoute(d, page.route);
      // Checked once the screen has loaded (the shot waits for it), so no late content widens the page unseen.
      await shot(d, `phone-${page.name}`);
      const chinese = await d.evaluate(chineseRendering, null);
      expect(chinese.hanInMain, `${page.path}: Chinese text in main`).toBeGreaterThan(10);
      expect(chinese.ideographWidthEm, `${page.path}: ideographs one em wide (a CJK font, not missing-glyph boxes)`).toBeCloseTo(1, 2);
      expect(chinese.glyphsDiffer, `${page.path}: different ideographs drawn differently`).toBe(true);
      const overflow = await d.evaluate(sidewaysOverflow, null);
      expect(overflow.innerWidth, `${page.path}: the viewport's width`).toBe(PHONE.width);
      expect(overflow.scrollWidth, `${page.path}: nothing reaches past the right edge (furthest: ${overflow.widest})`).toBeLessThanOrEqual(overflow.innerWidth);
    }
  }, 180_000);
});
