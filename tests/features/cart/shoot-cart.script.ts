/**
 * Screenshots of /cart (kangning with a few lines) and /dzht (xinkai, unsigned) against the built site and the demo
 * API, for a person to look at.
 *   npm run build && npx tsx tests/features/cart/shoot-cart.script.ts
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { startSiteServer } from '@mock/server';
import { CHROMIUM, CHROMIUM_ARGS, quietContext } from '@tests/e2e/browser';

const PORT = 8813;
const OUT = 'test-results/screenshots/cart';
const base = `http://127.0.0.1:${PORT}`;

async function login(context: BrowserContext, username: string): Promise<void> {
  const res = await context.request.post(`${base}/api/auth/login`, { form: { username, password: 'Demo2026' } });
  if (!res.ok()) throw new Error(`login ${username}: ${res.status()}`);
}


interface GoodsRow { id: number; zbz: number; is_buy: number; number: number; ck_id: number; goods_price_id: number; is_hm?: number }

const site = await startSiteServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const kangning = await quietContext(browser);
  await login(kangning, 'kangning');
  const list = (await (await kangning.request.get(`${base}/api/goods/list?keywords=amxl&page_size=40`)).json()) as { data: { list: GoodsRow[] } };
  const goods = list.data.list.filter((g) => g.is_buy === 1 && g.number >= g.zbz * 12 && g.is_hm !== 1).slice(0, 4);
  const form: Record<string, string> = {};
  goods.forEach((g, i) => {
    form[`params[${i}][id]`] = String(g.id);
    form[`params[${i}][number]`] = String(g.zbz * (i + 2) * 3);
    form[`params[${i}][ck_id]`] = String(g.ck_id);
    form[`params[${i}][goods_price_id]`] = String(g.goods_price_id);
  });
  const added = await kangning.request.post(`${base}/api/cart`, { form });
  console.log('add:', added.status(), (await added.text()).slice(0, 160));
  const page = await kangning.newPage();
  await page.goto(`${base}/cart`);
  await page.getByRole('table', { name: '购物车商品' }).waitFor();
  await page.screenshot({ path: `${OUT}/cart-step1.png`, fullPage: true });
  await page.getByRole('button', { name: '凑单' }).first().click();
  await page.getByRole('region', { name: /凑单推荐/ }).waitFor();
  await page.getByRole('button', { name: '删除选中' }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.screenshot({ path: `${OUT}/cart-delete-confirm.png`, fullPage: false });

  const xinkai = await quietContext(browser);
  await login(xinkai, 'xinkai');
  const p2 = await xinkai.newPage();
  await p2.goto(`${base}/dzht`);
  await p2.getByRole('button', { name: '同意并签署' }).waitFor();
  await p2.screenshot({ path: `${OUT}/dzht-unsigned.png`, fullPage: true });
  await p2.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await p2.getByLabel('签署人姓名').fill('王欣');
  await p2.getByRole('button', { name: '同意并签署' }).click();
  await p2.getByText('签署成功，您现在可以采购了').waitFor();
  await p2.screenshot({ path: `${OUT}/dzht-signed.png`, fullPage: false });
  console.log('screenshots in', OUT);
} finally {
  await browser.close();
  await site.close();
}
