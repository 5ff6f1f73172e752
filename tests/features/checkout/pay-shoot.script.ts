/**
 * Screenshots of the pay pages (/cart/step3/{id}, the simulated gateway, /cart/step4, /cart/hm with a receipt) against
 * the built site and the demo API, for a person to look at. Needs cart_step3, cart_hm and cart_step4 registered in
 * src/app/route-pages.ts.
 *   npm run build && npx tsx tests/features/checkout/pay-shoot.script.ts
 */
import { chromium, type APIRequestContext, type Page } from 'playwright-core';
import { startSiteServer } from '@mock/server';
import { audit, describeViolations, serious } from '@tests/e2e/axe';
import { CHROMIUM, CHROMIUM_ARGS, quietContext } from '@tests/e2e/browser';

const PORT = Number(process.env.PORT ?? 8815);
const OUT = 'test-results/screenshots/pay';
const base = `http://127.0.0.1:${PORT}`;

interface GoodsRow { id: number; zbz: number; is_buy: number; number: number; ck_id: number; goods_price_id: number; is_hm?: number }
interface Created { id: number; is_hm: number; order_no: string }


async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { data: T }).data;
}

/** Fills the cart with two ordinary goods and one 含麻 goods and submits it: an ordinary and a 含麻 order. */
async function placeOrders(request: APIRequestContext): Promise<{ normal: Created; hm: Created }> {
  const goods: GoodsRow[] = [];
  for (let page = 1; page <= 5; page++) goods.push(...(await json<{ list: GoodsRow[] }>(await request.get(`${base}/api/goods/list?page=${page}&page_size=100`))).list);
  const buyable = goods.filter((g) => g.is_buy === 1 && g.number >= g.zbz * 4 && g.ck_id && g.goods_price_id);
  const picked = [...buyable.filter((g) => g.is_hm !== 1).slice(0, 2), buyable.find((g) => g.is_hm === 1)!];
  const form: Record<string, string> = {};
  picked.forEach((g, i) => {
    form[`params[${i}][id]`] = String(g.id);
    form[`params[${i}][number]`] = String(g.zbz);
    form[`params[${i}][ck_id]`] = String(g.ck_id);
    form[`params[${i}][goods_price_id]`] = String(g.goods_price_id);
  });
  await json(await request.post(`${base}/api/cart`, { form }));
  const lines = await json<{ data: Array<{ id: number }> }>(await request.get(`${base}/api/cart/list?filters=99999&new=1`));
  const addresses = await json<Array<{ id: number }>>(await request.get(`${base}/api/address`));
  const body = new URLSearchParams();
  for (const l of lines.data) body.append('ids', String(l.id));
  body.append('address_id', String(addresses[0]!.id));
  const created = await json<Created[]>(
    await request.post(`${base}/api/order`, { data: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
  );
  return { normal: created.find((o) => o.is_hm !== 1)!, hm: created.find((o) => o.is_hm === 1)! };
}

/** Prints the serious and critical axe findings of what the page shows now. */
async function check(page: Page, name: string): Promise<void> {
  const found = serious(await audit(page));
  console.log(`axe ${name}: ${found.length ? describeViolations(found).join('\n  ') : 'no serious findings'}`);
}

const site = await startSiteServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await quietContext(browser, { bypassCSP: true });
  const login = await context.request.post(`${base}/api/auth/login`, { form: { username: 'kangning', password: 'Demo2026' } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  const { normal, hm } = await placeOrders(context.request);
  const page = await context.newPage();

  await page.goto(`${base}/cart/step3/${normal.id}?hm=${hm.id}`);
  await page.getByRole('button', { name: '确认支付' }).waitFor();
  await page.screenshot({ path: `${OUT}/step3.png`, fullPage: true });
  await check(page, 'step3');
  await page.getByRole('radio', { name: /在线支付/ }).check();
  await page.getByRole('radio', { name: '微信支付', exact: true }).check();
  await page.screenshot({ path: `${OUT}/step3-online.png`, fullPage: true });
  await check(page, 'step3-online');
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByRole('dialog', { name: '模拟支付网关' }).waitFor();
  await page.screenshot({ path: `${OUT}/step3-gateway.png` });
  await check(page, 'step3-gateway');
  await page.getByRole('button', { name: '确认付款' }).click();
  await page.waitForURL(/\/cart\/step4\?/);
  await page.getByRole('heading', { name: '支付成功' }).waitFor();
  await page.screenshot({ path: `${OUT}/step4.png`, fullPage: true });
  await check(page, 'step4');

  await page.getByRole('link', { name: '去支付含麻订单' }).click();
  await page.getByText('含麻订单仅支持对公转账').waitFor();
  await page.screenshot({ path: `${OUT}/hm.png`, fullPage: true });
  await check(page, 'hm');
  await page.getByRole('button', { name: '复制账号' }).click();
  await page.getByLabel('回执文件').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByText('回执文件须为 JPG、PNG 或 PDF 格式').waitFor();
  await page.screenshot({ path: `${OUT}/hm-wrong-file.png`, fullPage: true });
  await check(page, 'hm-wrong-file');
  // A real PNG to preview: a corner of the page itself stands in for the scanned bank receipt.
  const png = await page.screenshot({ clip: { x: 80, y: 400, width: 420, height: 260 } });
  await page.getByLabel('回执文件').setInputFiles({ name: '回执.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('备注（选填）').fill('已通过工行对公账户转账');
  await page.screenshot({ path: `${OUT}/hm-chosen.png`, fullPage: true });
  await page.getByRole('button', { name: '提交回执' }).click();
  await page.getByText('回执已上传，等待财务确认').waitFor();
  await page.screenshot({ path: `${OUT}/hm-uploaded.png`, fullPage: true });
  await check(page, 'hm-uploaded');

  await page.goto(`${base}/cart/step3/abc`);
  await page.getByText('订单编号无效').waitFor();
  await page.screenshot({ path: `${OUT}/step3-bad-id.png` });
  await check(page, 'step3-bad-id');
  await page.goto(`${base}/cart/step4`);
  await page.getByRole('heading', { name: '没有需要显示的支付结果' }).waitFor();
  await page.screenshot({ path: `${OUT}/step4-neutral.png` });
  await check(page, 'step4-neutral');
  console.log('screenshots in', OUT);
} finally {
  await browser.close();
  await site.close();
}
