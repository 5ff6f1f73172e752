/**
 * 扫码采购 (/kjcg?tab=scan) in Chromium against the built site, each test with a demo API of its own (tests/e2e/world.ts),
 * with screenshots (test-results/screenshots/scan-purchase/) and axe (0 serious or critical):
 *   (a) kangning "scans" boxes with a USB scanner — the keyboard wedge: 13 digits and Enter typed at once — into the
 *       scanner box: 阿莫西林胶囊 (6900570000056) once, another buyable goods twice and a controlled-sales goods he may
 *       not buy (their codes read from the API), sees the lines, the confirmation and the reason; the list survives a
 *       reload; one click adds the buyable lines to the cart, which then shows them;
 *   (b) the same at 390 px: no sideways scroll, axe clean;
 *   (c) the camera, in a Chromium of its own whose fake camera plays a video of 6900570000056's barcode (a Y4M file
 *       written here, tests/e2e/barcode-video.ts), under the site's real CSP: the barcode reader loads from the site
 *       only (its .wasm from /assets/), the goods appears in the list once while the box stays in view, and closing
 *       the camera stops it. Debian's Chromium has no BarcodeDetector on Linux, so the WebAssembly reader
 *       (barcode-detector's ZXing) is what runs there; the test prints which one ran.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { CHROMIUM, CHROMIUM_ARGS, PHONE, quietShell, watchPage, withHangLimit } from '../../scripts/lib/chromium';
import { audit, describeViolations, serious } from './axe';
import { writeBarcodeY4m } from './barcode-video';
import { sidewaysOverflow } from './built-routes';
import { api, poll, shot } from './helpers';
import { AMOXIL, scanLine, scanQuantity, wedge } from './scan-lines';
import { test as it, type World } from './world';


interface ListedGoods {
  id: number;
  name: string;
  barcode: string | null;
  zbz: number;
  number: number;
  is_buy: number;
  buy_block?: { reason: string; msg: string };
}

/** A buyable goods with stock for two 中包装 (not 1006) and a controlled-sales one kangning may not buy, from the API. */
async function pickGoods(page: Page): Promise<{ buyable: ListedGoods; blocked: ListedGoods }> {
  const res = await api<{ data: { list: ListedGoods[] } }>(page, 'GET', '/api/goods/list?page=1&page_size=100');
  const list = res.body.data.list;
  const buyable = list.find((g) => g.id !== 1006 && g.is_buy === 1 && !g.buy_block && g.number >= g.zbz * 2 && g.barcode);
  const blocked = list.find((g) => g.buy_block?.reason === 'controlled' && g.barcode);
  if (!buyable || !blocked) throw new Error('the demo catalogue has no buyable goods or no controlled one for kangning');
  return { buyable, blocked };
}


async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(describeViolations(found), where).toEqual([]);
}

/** Opens the scan tab for kangning and scans the three goods; answers them. */
async function scanThree(world: World, phone: boolean) {
  const { page, consoleErrors } = await world.open({ who: 'kangning', phone, bypassCSP: true });
  await page.goto('/kjcg?tab=scan');
  const box = page.getByLabel('商品条码');
  await box.waitFor();
  // On a desk the box has focus as the tab opens; on a touch screen the buyer taps it (no keyboard pops up unasked).
  if (phone) await box.click();
  else await poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  const goods = await pickGoods(page);

  await wedge(page, AMOXIL);
  await scanLine(page, AMOXIL).waitFor();
  await poll(() => page.getByTestId('scan-status').innerText()).toBe('已加入：阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10');
  expect(await scanQuantity(page, AMOXIL)).toBe('10');
  await wedge(page, goods.buyable.barcode!);
  await scanLine(page, goods.buyable.barcode!).waitFor();
  await wedge(page, goods.buyable.barcode!);
  await poll(() => scanQuantity(page, goods.buyable.barcode!)).toBe(String(goods.buyable.zbz * 2));
  await poll(() => page.getByTestId('scan-status').innerText()).toContain(`（共 ${goods.buyable.zbz * 2}）`);
  await wedge(page, goods.blocked.barcode!);
  await scanLine(page, goods.blocked.barcode!).waitFor();
  expect(await scanLine(page, goods.blocked.barcode!).getAttribute('data-state')).toBe('blocked');
  await poll(() => scanLine(page, goods.blocked.barcode!).getByRole('note').innerText()).toBe('该商品为控销商品，您暂无购买权限');
  await poll(() => page.getByTestId('scan-error').innerText()).toContain('不可购买');
  expect(await page.getByTestId('scan-count').innerText()).toBe('共 3 种，可加入购物车 2 种');
  // The scanner box is still the one with focus: the next box can be scanned at once.
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  return { page, consoleErrors, goods };
}

type CartLines = { data: { data: Array<{ number: number; goods: { id: number } }> } };

describe('扫码采购 /kjcg?tab=scan', () => {
  it('(a) kangning scans three boxes with a USB scanner, reloads, and adds the buyable ones to the cart', async ({ world }) => {
    const { page, consoleErrors, goods } = await scanThree(world, false);
    await shot(page, 'scan-purchase/scan-1366');
    await expectAccessible(page, '/kjcg?tab=scan with three lines');

    // A reload keeps what was scanned.
    await page.reload();
    await scanLine(page, goods.blocked.barcode!).waitFor();
    expect(await page.locator('tr.scan-line').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-barcode')))).toEqual([
      goods.blocked.barcode,
      goods.buyable.barcode,
      AMOXIL,
    ]);
    expect(await scanQuantity(page, goods.buyable.barcode!)).toBe(String(goods.buyable.zbz * 2));

    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') adds.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: '全部加入购物车（2 种）' }).dblclick();
    const done = page.getByTestId('scan-added');
    await done.waitFor();
    expect(adds).toHaveLength(1);
    expect(await done.innerText()).toContain('已加入购物车 2 种');
    expect(await page.locator('tr.scan-line').count()).toBe(1);
    // Ready for the next box: the scanner box has focus again.
    await poll(() => page.getByLabel('商品条码').evaluate((el) => el === document.activeElement)).toBe(true);
    const cart = await api<CartLines>(page, 'GET', '/api/cart/list?filters=99999&new=1');
    expect(new Map(cart.body.data.data.map((l) => [l.goods.id, l.number]))).toEqual(
      new Map([
        [1006, 10],
        [goods.buyable.id, goods.buyable.zbz * 2],
      ]),
    );
    await shot(page, 'scan-purchase/scan-added-1366');

    // The cart page shows them.
    await page.getByRole('link', { name: '去购物车结算' }).click();
    const table = page.getByRole('table', { name: '购物车商品' });
    await table.waitFor();
    await poll(() => table.innerText()).toContain('阿莫西林胶囊');
    expect(await table.innerText()).toContain(goods.buyable.name);
    expect(consoleErrors).toEqual([]);
  });

  it('(b) scans at 390 px without sideways scrolling', async ({ world }) => {
    const { page } = await scanThree(world, true);
    expect(await sidewaysOverflow(page)).toEqual({ extra: 0, widest: '' });
    await shot(page, 'scan-purchase/scan-390');
    await expectAccessible(page, '/kjcg?tab=scan at 390 px');
  });

  it('(c) the camera reads a box’s barcode into the list (Chromium’s fake camera, the site’s own CSP)', async ({ world }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-camera-'));
    const video = path.join(dir, `${AMOXIL}.y4m`);
    const luma = writeBarcodeY4m(video, AMOXIL);
    // The drawing itself first, with the same reader in Node: a failure below is then the site's, not the video's.
    prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm').buffer as ArrayBuffer } });
    const rgba = new Uint8ClampedArray(luma.length * 4);
    luma.forEach((y, i) => rgba.set([y, y, y, 255], i * 4));
    const read = await readBarcodes({ data: rgba, width: 640, height: 480, colorSpace: 'srgb' } as ImageData, { formats: ['EAN13'] });
    expect(read.map((r) => r.text)).toEqual([AMOXIL]);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = withHangLimit(await browser.newContext({ ...PHONE, baseURL: world.baseUrl }));
      await quietShell(context);
      await world.login(context, 'kangning');
      const page = await context.newPage();
      const { foreignRequests, consoleErrors } = watchPage(page, world.baseUrl);
      const loaded: string[] = [];
      page.on('response', (r) => loaded.push(`${r.status()} ${new URL(r.url()).pathname} ${r.headers()['content-type'] ?? ''}`));
      await page.goto('/kjcg?tab=scan');
      await page.getByLabel('商品条码').waitFor();
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      const native = await page.evaluate(() => 'BarcodeDetector' in window);
      expect(loaded.filter((l) => /camera-panel|zxing/.test(l)), 'nothing of the camera loads before it is opened').toEqual([]);

      await page.getByRole('button', { name: '用摄像头扫码' }).click();
      const panel = page.getByRole('region', { name: '摄像头扫码' });
      await poll(() => panel.getAttribute('data-phase')).toBe('scanning');
      const ran = await panel.getAttribute('data-detector');
      console.log(`camera e2e: BarcodeDetector ${native ? 'exists' : 'does not exist'} in this Chromium; the ${ran === 'native' ? 'native BarcodeDetector' : 'barcode-detector polyfill (ZXing WebAssembly)'} read the code`);
      // Debian's Chromium has no BarcodeDetector, so this test proves the polyfill path; a Chromium that grows one
      // fails here, to be told which path to test.
      expect({ native, ran }).toEqual({ native: false, ran: 'polyfill' });
      // Keep hold of the camera's track, to see it stopped after closing.
      await page.evaluate(() => {
        const stream = document.querySelector('video')?.srcObject as MediaStream | null;
        (window as unknown as { cameraTrack?: MediaStreamTrack }).cameraTrack = stream?.getVideoTracks()[0];
      });

      await scanLine(page, AMOXIL).waitFor();
      await poll(() => page.getByTestId('scan-status').innerText()).toBe('已加入：阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10');
      // The box stays in view while the reader goes through ten more frames of it: it is taken once.
      const frames = Number(await panel.getAttribute('data-frames'));
      await poll(async () => Number(await panel.getAttribute('data-frames')) >= frames + 10).toBe(true);
      expect(await scanQuantity(page, AMOXIL)).toBe('10');
      await shot(page, 'scan-purchase/camera-390');

      const wasm = loaded.filter((l) => l.includes('.wasm'));
      expect(wasm, 'the reader’s .wasm comes from the site’s /assets/').toEqual([expect.stringMatching(/^200 \/assets\/zxing_reader\.[\w-]+\.wasm application\/wasm$/)]);
      // Precompressed like the scripts (a third of its 1 MB over the wire) and cached for a year by its hashed name.
      const res = await fetch(`${world.baseUrl}${wasm[0]!.split(' ')[1]}`, { headers: { 'Accept-Encoding': 'br' } });
      expect([res.headers.get('content-type'), res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual(['application/wasm', 'br', 'public, max-age=31536000, immutable']);
      await panel.getByRole('button', { name: '关闭摄像头' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { cameraTrack?: MediaStreamTrack }).cameraTrack?.readyState)).toBe('ended');
      // On a touch screen focus goes back to the camera button, not to the box (which would open the keyboard).
      expect(await page.getByRole('button', { name: '用摄像头扫码' }).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(foreignRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
