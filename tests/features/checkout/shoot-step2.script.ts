/**
 * Screenshots of /cart/step2 (kangning: ordinary goods, then a cart with a 含麻 goods; the new-address form with its
 * messages; bad points) against the built site and the demo API, for a person to look at. Needs the route registered
 * (`cart_step2` in src/app/route-pages.ts).
 *   npm run build && npx tsx tests/features/checkout/shoot-step2.script.ts
 */
import fs from 'node:fs';
import { chromium, type BrowserContext } from 'playwright-core';
import { startSiteServer } from '@mock/server';
import { audit, describeViolations } from '@tests/e2e/axe';
import { CHROMIUM, CHROMIUM_ARGS, quietContext } from '@tests/e2e/browser';

const PORT = Number(process.env.SHOOT_PORT ?? 8814);
const OUT = 'test-results/screenshots/checkout';
const base = `http://127.0.0.1:${PORT}`;

async function login(context: BrowserContext, username: string): Promise<void> {
  const res = await context.request.post(`${base}/api/auth/login`, { form: { username, password: 'Demo2026' } });
  if (!res.ok()) throw new Error(`login ${username}: ${res.status()}`);
}


interface GoodsRow { id: number; zbz: number; is_buy: number; number: number; ck_id: number; goods_price_id: number; is_hm?: number }

async function goods(context: BrowserContext): Promise<GoodsRow[]> {
  const out: GoodsRow[] = [];
  for (const q of ['keywords=amxl&page_size=40', 'page=1&page_size=100', 'page=2&page_size=100']) {
    const body = (await (await context.request.get(`${base}/api/goods/list?${q}`)).json()) as { data: { list: GoodsRow[] } };
    out.push(...body.data.list);
  }
  return out.filter((g) => g.is_buy === 1);
}

async function add(context: BrowserContext, rows: Array<{ g: GoodsRow; steps: number }>): Promise<void> {
  const form: Record<string, string> = {};
  rows.forEach(({ g, steps }, i) => {
    form[`params[${i}][id]`] = String(g.id);
    form[`params[${i}][number]`] = String(g.zbz * steps);
    form[`params[${i}][ck_id]`] = String(g.ck_id);
    form[`params[${i}][goods_price_id]`] = String(g.goods_price_id);
  });
  const res = await context.request.post(`${base}/api/cart`, { form });
  console.log('add:', res.status(), (await res.text()).slice(0, 120));
}

fs.mkdirSync(OUT, { recursive: true });
const site = await startSiteServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const errors: string[] = [];
try {
  const ctx = await quietContext(browser, { bypassCSP: true });
  await login(ctx, 'kangning');
  const pool = await goods(ctx);
  const normal = pool.filter((g) => g.is_hm !== 1 && g.number >= g.zbz * 12).slice(0, 3);
  await add(ctx, normal.map((g) => ({ g, steps: 10 })));
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('findDOMNode') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));

  // From the cart: 去结算 carries the line ids to step 2.
  await page.goto(`${base}/cart`);
  await page.getByRole('button', { name: '去结算' }).click();
  await page.waitForURL(/\/cart\/step2\?ids=/);
  await page.getByRole('radiogroup', { name: '收货地址' }).waitFor();
  await page.getByText('适用范围', { exact: false }).first().waitFor();
  console.log('step 2 at', page.url());
  await page.screenshot({ path: `${OUT}/step2-ordinary.png`, fullPage: true });
  console.log('axe (step 2):', describeViolations(await audit(page)));

  await page.getByRole('button', { name: /新增收货地址/ }).click();
  await page.getByLabel(/联系电话/).fill('1381234');
  await page.getByRole('button', { name: '保存并使用该地址' }).click();
  await page.getByLabel('使用积分').fill('99999');
  await page.getByLabel('订单备注').fill('药'.repeat(201));
  await page.getByRole('form', { name: '新增收货地址' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/step2-bad-input.png`, fullPage: true });
  console.log('axe (messages shown):', describeViolations(await audit(page)));

  // A cart with a 含麻 goods: two groups and the notice.
  const hm = pool.find((g) => g.is_hm === 1 && g.number >= g.zbz * 2);
  if (hm) {
    await add(ctx, [{ g: hm, steps: 1 }]);
    await page.goto(`${base}/cart/step2`);
    await page.getByRole('note', { name: '含麻商品提示' }).waitFor();
    await page.screenshot({ path: `${OUT}/step2-hm.png`, fullPage: true });
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+\?hm=\d+/);
    console.log('after submit:', page.url());
  } else console.log('no 含麻 goods found');
  console.log('console errors:', errors.length ? errors : 'none');
  console.log('screenshots in', OUT);
} finally {
  await browser.close();
  await site.close();
}
