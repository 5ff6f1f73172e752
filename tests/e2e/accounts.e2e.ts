/**
 * Accounts in Chromium against the built site, each test with a demo API of its own (tests/e2e/world.ts: the seeded
 * accounts, their own demo clock), with screenshots at 1366 px and 390 px (test-results/screenshots/accounts/) and axe
 * on every page of the area (0 serious or critical):
 *   (b) anda forgets its password: /forget/step1 → step2 → step3, after which the old password is refused and the
 *       new one logs in through /login;
 *   (a, up to review) a new pharmacy registers in the browser: a taken mobile refused at once, the region cascade and
 *       经营范围 from the server, a reload keeping the passed step, its documents uploaded (a wrong file refused), 审核中,
 *       and it logs in under review;
 *   kangning's /basic, /yegl, /jfgl and /addr: the figures equal the API's; the address form's messages.
 * A journey shown at both widths is one test per width, each in a world of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { audit, describeViolations, serious } from './axe';
import { poll, shot, api } from './helpers';
import { test as it } from './world';

/** The two widths: the 1366 px desktop and the 390 px phone (the suffix of the screenshots' names). */
const WIDTHS = [
  { phone: false, suffix: '1366' },
  { phone: true, suffix: '390' },
] as const;

async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(found, `${where}: ${describeViolations(found).join('\n')}`).toEqual([]);
}

describe('找回密码', () => {
  it('(b) forgot password → reset → the old password is refused, the new one logs in', async ({ world }) => {
    const { page } = await world.open({ bypassCSP: true });
    const phone = '13511098765';
    await page.goto('/forget/step1');
    await page.getByLabel('手机号', { exact: true }).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel('短信验证码', { exact: true }).fill('123456');
    await shot(page, 'accounts/forget-step1-1366');
    await expectAccessible(page, '/forget/step1');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/forget\/step2$/);

    await page.getByLabel('新密码', { exact: true }).fill('New2027pass');
    await page.getByLabel('确认新密码', { exact: true }).fill('New2027pas');
    await page.getByLabel('确认新密码', { exact: true }).blur();
    await page.getByText('两次输入的密码不一致').waitFor();
    await shot(page, 'accounts/forget-step2-mismatch-1366');
    await expectAccessible(page, '/forget/step2');
    await page.getByLabel('确认新密码', { exact: true }).fill('New2027pass');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL(/\/forget\/step3$/);
    await page.getByText('密码已重置').waitFor();
    await shot(page, 'accounts/forget-step3-1366');
    await expectAccessible(page, '/forget/step3');

    const old = await api<{ code: number }>(page, 'POST', '/api/auth/login', { username: 'anda', password: 'Demo2026' });
    expect(old.status).toBe(400);
    await page.getByRole('link', { name: '去登录' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('anda');
    await page.getByLabel('密码', { exact: true }).fill('New2027pass');
    // The login loads its return page in full: wait for that document before asking anything of the page.
    await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/login')), page.getByRole('button', { name: '登录' }).click()]);
    await page.waitForLoadState('domcontentloaded');
    await poll(async () => (await api<{ data: { show: number; username?: string } }>(page, 'GET', '/api/user/base')).body.data.username).toBe('anda');
  }, 120_000);

  it('the forget pages at 390 px', async ({ world }) => {
    const { page } = await world.open({ phone: true, bypassCSP: true });
    await page.goto('/forget/step1');
    await page.getByLabel('手机号', { exact: true }).fill('1380311');
    await page.getByLabel('手机号', { exact: true }).blur();
    await page.getByText('请输入正确的 11 位手机号').waitFor();
    await shot(page, 'accounts/forget-step1-390');
    await expectAccessible(page, '/forget/step1 phone');
  }, 120_000);
});

describe('注册', () => {
  for (const { phone: onPhone, suffix } of WIDTHS) {
    it(`step 1 refuses a taken mobile at once; step 2 chooses the region and 经营范围 (${suffix} px)`, async ({ world }) => {
      const { page } = await world.open({ phone: onPhone, bypassCSP: true });
      await page.goto('/register/step1');
      await page.getByLabel('手机号', { exact: true }).fill('13803110000');
      await page.getByLabel('手机号', { exact: true }).blur();
      await page.getByText('该手机号已注册，请直接登录').waitFor();
      await page.getByLabel('登录密码', { exact: true }).fill('abcdefgh');
      await page.getByLabel('登录密码', { exact: true }).blur();
      await page.getByText('密码须同时包含字母和数字').waitFor();
      await shot(page, `accounts/register-step1-errors-${suffix}`);
      await expectAccessible(page, `/register/step1 ${suffix}`);

      const phone = '13700005601';
      await page.getByLabel('手机号', { exact: true }).fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
      await page.getByLabel('短信验证码', { exact: true }).fill('123456');
      await page.getByLabel('登录密码', { exact: true }).fill('Shop2026ok');
      await page.getByLabel('确认密码', { exact: true }).fill('Shop2026ok');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.waitForURL(/\/register\/step2$/);

      await page.getByRole('checkbox', { name: '中成药' }).waitFor();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByText('请选择所在地区：省份').waitFor();
      await shot(page, `accounts/register-step2-errors-${suffix}`);
      await expectAccessible(page, `/register/step2 ${suffix}`);

      // A reload keeps the step already passed.
      await page.reload();
      await page.getByRole('checkbox', { name: '中成药' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/register/step2');

      await page.getByLabel('单位类型', { exact: true }).selectOption('pharmacy');
      await page.getByLabel('单位名称', { exact: true }).fill(`石家庄仁济大药房${suffix}有限公司`);
      await page.getByLabel('联系人', { exact: true }).fill('刘芳');
      await page.getByLabel('省份').selectOption('河北省');
      await poll(() => page.getByLabel('城市').isEnabled()).toBe(true);
      await page.getByLabel('城市').selectOption('石家庄市');
      await poll(() => page.getByLabel('区县').isEnabled()).toBe(true);
      await page.getByLabel('区县').selectOption('长安区');
      await page.getByLabel('详细地址', { exact: true }).fill('中山东路 100 号');
      await page.getByLabel('联系电话', { exact: true }).fill('0311-86012345');
      await page.getByLabel('电子邮箱', { exact: true }).fill('renji_yf@163.com');
      await page.getByRole('checkbox', { name: '中成药' }).check();
      await page.getByRole('checkbox', { name: '化学药制剂' }).check();
      await shot(page, `accounts/register-step2-filled-${suffix}`);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.waitForURL(/\/register\/step3\?type=pharmacy$/);

      // Step 3: a wrong file is refused before sending, then the three documents with their expiry go to review.
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await page.getByLabel('营业执照文件').setInputFiles({ name: '营业执照.gif', mimeType: 'image/gif', buffer: png });
      await page.getByText('营业执照：仅支持 JPG、PNG 或 PDF 格式').waitFor();
      await page.getByLabel('营业执照文件').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png });
      await page.getByLabel('药品经营许可证文件').setInputFiles({ name: '药品经营许可证.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: '提交审核' }).click();
      await page.getByText('请上传采购委托书', { exact: true }).waitFor();
      await shot(page, `accounts/register-step3-errors-${suffix}`);
      await expectAccessible(page, `/register/step3 ${suffix}`);
      await page.getByLabel('采购委托书文件').setInputFiles({ name: '采购委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
      const dates = page.getByLabel(/有效期至/);
      await dates.nth(1).fill('2030-03-31');
      await dates.nth(2).fill('2028-12-31');
      await page.getByRole('button', { name: '提交审核' }).click();
      await page.getByText('注册资料已提交，审核中').waitFor();
      await shot(page, `accounts/register-submitted-${suffix}`);
      await expectAccessible(page, `/register/step3 done ${suffix}`);
      const login = await api<{ data: { is_passed: number } }>(page, 'POST', '/api/auth/login', { username: phone, password: 'Shop2026ok' });
      expect(login.body.data.is_passed).toBe(0);
    }, 180_000);
  }
});

describe('会员中心', () => {
  for (const { phone, suffix } of WIDTHS) {
    it(`kangning: /basic, /yegl, /jfgl and /addr show what the API answers (${suffix} px)`, async ({ world }) => {
      const { page } = await world.open({ who: 'kangning', phone, bypassCSP: true });
      await page.goto('/basic');
      const balance = await api<{ data: { balance: string; points: number } }>(page, 'GET', '/api/user/user_money');
      const base = await api<{ data: { name: string } }>(page, 'GET', '/api/user/base');

      await poll(() => page.getByLabel('联系人', { exact: true }).inputValue()).toBe(base.body.data.name);
      await shot(page, `accounts/basic-${suffix}`);
      await expectAccessible(page, `/basic ${suffix}`);

      await page.goto('/yegl');
      const [yuan, fen = '00'] = balance.body.data.balance.split('.');
      await poll(() => page.getByTestId('wallet-balance').textContent()).toBe(`¥${yuan}.${fen.padEnd(2, '0').slice(0, 2)}`);
      await page.getByRole('table', { name: '余额明细' }).waitFor();
      await shot(page, `accounts/yegl-${suffix}`);
      await expectAccessible(page, `/yegl ${suffix}`);
      await page.getByLabel('类型').selectOption('2');
      await page.getByRole('button', { name: '查询' }).click();
      await page.waitForURL(/\/yegl\?use_type=2$/);

      await page.goto('/jfgl');
      await poll(() => page.getByTestId('wallet-points').textContent()).toBe(balance.body.data.points.toLocaleString('zh-CN'));
      await page.getByRole('table', { name: '积分明细' }).waitFor();
      await shot(page, `accounts/jfgl-${suffix}`);
      await expectAccessible(page, `/jfgl ${suffix}`);

      await page.goto('/addr');
      await page.getByRole('list', { name: '地址列表' }).waitFor();
      await page.getByRole('button', { name: '新增收货地址' }).click();
      await page.getByRole('button', { name: '保存地址' }).click();
      await page.getByText('请输入收货人姓名').waitFor();
      await page.getByLabel('省份').selectOption('河北省');
      await poll(() => page.getByLabel('城市').isEnabled()).toBe(true);
      await shot(page, `accounts/addr-form-${suffix}`);
      await expectAccessible(page, `/addr ${suffix}`);
    }, 180_000);
  }
});

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Adds the first buyable goods of a search to the cart through the page; answers the API's status. */
async function addFromSearch(page: Page, keywords = 'amxl'): Promise<number> {
  await page.goto(`/search?keywords=${keywords}`);
  const button = page.locator('article.goods-card').getByRole('button', { name: '加入购物车' }).first();
  await button.waitFor();
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
  await button.click();
  return (await added).status();
}

const cartTotal = async (page: Page) => (await api<{ data: { total: number } }>(page, 'GET', '/api/cart/total')).body.data.total;

/** kangning's /user, /wdxx, /bdwx and /zzzj: the member home's figures equal the API's; each page shot and audited. */
async function memberHomePages(page: Page, suffix: string) {
  await page.goto('/user');
  const summary = (await api<{ data: { wallet: { balance: string; points: number; coupons: number }; unread_messages: number; order_counts: Array<{ status: number; count: number }> } }>(page, 'GET', '/api/user/summary')).body.data;
  const wallet = (await api<{ data: { balance: string; points: number } }>(page, 'GET', '/api/user/user_money')).body.data;
  const unread = (await api<{ data: { count: number } }>(page, 'GET', '/api/message/unread_count')).body.data.count;
  const pending = (await api<{ data: { status_counts: Array<{ status: number; count: number }> } }>(page, 'GET', '/api/order?page=1&status=1')).body.data.status_counts;
  expect(summary.wallet.balance).toBe(wallet.balance);
  expect(summary.unread_messages).toBe(unread);
  expect(summary.order_counts.find((x) => x.status === 1)?.count).toBe(pending.find((x) => x.status === 1)?.count);

  const [yuan, fen = '00'] = wallet.balance.split('.');
  await poll(() => page.getByTestId('summary-balance').locator('.money').textContent()).toBe(`¥${yuan}.${fen.padEnd(2, '0').slice(0, 2)}`);
  expect(await page.getByTestId('summary-points').textContent()).toContain(wallet.points.toLocaleString('zh-CN'));
  expect(await page.getByTestId('summary-coupons').textContent()).toContain(`${summary.wallet.coupons} 张`);
  expect(await page.getByTestId('summary-orders-1').textContent()).toContain(String(pending.find((x) => x.status === 1)?.count ?? 0));
  await shot(page, `accounts/user-${suffix}`);
  await expectAccessible(page, `/user ${suffix}`);

  await page.goto('/wdxx');
  await page.getByRole('list', { name: '消息列表' }).waitFor();
  await shot(page, `accounts/wdxx-${suffix}`);
  await expectAccessible(page, `/wdxx ${suffix}`);

  await page.goto('/bdwx');
  await page.getByRole('button', { name: '解除绑定' }).or(page.getByText('等待扫码确认', { exact: false })).first().waitFor();
  await shot(page, `accounts/bdwx-${suffix}`);
  await expectAccessible(page, `/bdwx ${suffix}`);

  await page.goto('/zzzj');
  await page.getByRole('list', { name: '证件列表' }).waitFor();
  await shot(page, `accounts/zzzj-kangning-${suffix}`);
  await expectAccessible(page, `/zzzj ${suffix}`);
}

/** baixing's /ddgl, shot and audited. */
async function storesPage(page: Page, suffix: string) {
  await page.goto('/ddgl');
  await page.getByRole('list', { name: '门店列表' }).waitFor();
  await shot(page, `accounts/ddgl-${suffix}`);
  await expectAccessible(page, `/ddgl ${suffix}`);
}

describe('会员中心：首页、资质、门店、消息、微信', () => {
  it('(a) the new pharmacy is approved on the demo clock, logs in and adds a goods to the cart', async ({ world }) => {
    const { page } = await world.open({ bypassCSP: true });
    await page.goto('/404');
    const phone = '13700005688';
    expect((await api(page, 'POST', '/api/user/create_code', { phone, scene: 'register' })).status).toBe(200);
    const s1 = await api<{ data: { token: string } }>(page, 'POST', '/api/register/step1', { phone, code: '123456', password: 'Shop2026ok', password_confirmation: 'Shop2026ok' });
    expect(s1.status).toBe(200);
    const s2 = await api<{ data: { token: string } }>(page, 'POST', '/api/register/step2', {
      token: s1.body.data.token, company_type: 'pharmacy', company: '石家庄审核通过大药房', name: '刘芳', province: '河北省', city: '石家庄市', district: '长安区',
      address: '中山东路 100 号', phone: '0311-86012345', business_scope: ['中成药', '化学药制剂', '抗生素制剂'],
    });
    expect(s2.status).toBe(200);
    const s3 = await api(page, 'POST', '/api/register/step3', {
      token: s2.body.data.token, business_license: '营业执照.png', drug_trade_license: '药品经营许可证.png', drug_trade_license_valid_until: '2030-03-31', purchase_authorization: '采购委托书.pdf',
    });
    expect(s3.status).toBe(201);

    // Under review at first: /zzzj shows 审核中.
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(phone);
    await page.getByLabel('密码', { exact: true }).fill('Shop2026ok');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await poll(async () => (await api<{ data: { show: number } }>(page, 'GET', '/api/user/base')).body.data.show).toBe(1);
    await page.goto('/zzzj');
    await page.getByRole('list', { name: '证件列表' }).waitFor();
    expect(await page.getByText('审核中', { exact: true }).count()).toBeGreaterThan(0);

    // The back office approves after its delay (on this world's demo clock); the account signs the e-contract and buys.
    await world.advanceClock('minutes=3');
    await page.goto('/user');
    await page.getByText('资质已审核通过').waitFor();
    await shot(page, 'accounts/user-new-approved-1366');
    expect((await api(page, 'POST', '/api/contract/sign', { agree: 1, signer: '刘芳' })).status).toBe(200);
    expect(await addFromSearch(page)).toBe(200);
    // The new account's cart was empty: it holds the one goods now.
    await poll(() => cartTotal(page)).toBe(1);
  }, 180_000);

  it('(c) kangning: the member home equals the API; a new default address is preselected at checkout step 2', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning', bypassCSP: true });
    await memberHomePages(page, '1366');

    // Unbind after confirming, then bind again by the QR drawn on the page (the demo confirms the scan after 6 s).
    await page.goto('/bdwx');
    await page.getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('region', { name: '扫码绑定微信' }).getByRole('img', { name: /绑定微信二维码/ }).waitFor();
    await shot(page, 'accounts/bdwx-qr-1366');
    await expectAccessible(page, '/bdwx QR');
    await page.getByText(/绑定成功：已绑定微信「/).waitFor();

    // A new address, then made the default in /addr; checkout step 2 preselects it.
    const detail = '槐安东路 88 号';
    await page.goto('/addr');
    await page.getByRole('list', { name: '地址列表' }).waitFor();
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByLabel(/^\*?收货人$/).fill('赵新');
    await page.getByLabel(/^\*?联系电话$/).fill('13912340077');
    await page.getByLabel('省份').selectOption('河北省');
    await poll(() => page.getByLabel('城市').isEnabled()).toBe(true);
    await page.getByLabel('城市').selectOption('石家庄市');
    await poll(() => page.getByLabel('区县').isEnabled()).toBe(true);
    await page.getByLabel('区县').selectOption('长安区');
    await page.getByLabel(/^\*?详细地址$/).fill(detail);
    await page.getByRole('button', { name: '保存地址' }).click();
    await page.getByText('地址已保存').waitFor();
    const item = page.getByRole('list', { name: '地址列表' }).getByRole('listitem').filter({ hasText: detail });
    await item.getByRole('button', { name: /设为默认/ }).click();
    await page.getByText('已设为默认地址').waitFor();

    expect(await addFromSearch(page)).toBe(200);
    await page.goto('/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const chosen = page.getByRole('radiogroup', { name: '收货地址' }).locator('label').filter({ hasText: detail }).getByRole('radio');
    await poll(() => chosen.isChecked()).toBe(true);
  }, 240_000);

  it('(c) kangning: the member home equals the API at 390 px', async ({ world }) => {
    const { page } = await world.open({ who: 'kangning', phone: true, bypassCSP: true });
    await memberHomePages(page, '390');
  }, 180_000);

  it('(d) anda: the member home names the expired licence; replacing it and the review passing lets anda buy', async ({ world }) => {
    const { page } = await world.open({ who: 'anda', bypassCSP: true });
    await page.goto('/user');
    const warnings = page.getByRole('region', { name: '证件提醒' });
    await warnings.getByText(/「药品经营许可证」已于 2026-10-31 过期/).waitFor();
    await shot(page, 'accounts/user-anda-1366');
    // Before: the goods say why anda cannot buy instead of offering 加入购物车.
    await page.goto('/search?keywords=amxl');
    await page.locator('article.goods-card').first().getByText(/已过期/).waitFor();
    expect(await page.locator('article.goods-card').getByRole('button', { name: '加入购物车' }).count()).toBe(0);

    await page.goto('/user');
    await warnings.getByRole('link', { name: '去更换药品经营许可证' }).click();
    await page.waitForURL(/\/zzzj\?replace=\d+$/);
    const form = page.getByRole('form', { name: '更换药品经营许可证' });
    await form.waitFor();
    await form.getByLabel('新药品经营许可证文件').setInputFiles({ name: '许可证.gif', mimeType: 'image/gif', buffer: PNG_1X1 });
    await form.getByText('药品经营许可证：仅支持 JPG、PNG 或 PDF 格式').waitFor();
    await form.getByLabel('新药品经营许可证文件').setInputFiles({ name: '许可证.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await form.getByRole('img', { name: '新药品经营许可证预览' }).waitFor();
    await form.getByLabel('新证件有效期至').fill('2031-12-14');
    await shot(page, 'accounts/zzzj-replace-1366');
    await expectAccessible(page, '/zzzj replace');
    await form.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已提交，平台将在 1 个工作日内审核').waitFor();
    await shot(page, 'accounts/zzzj-1366');

    // The uploaded file is served back to anda, and to nobody else.
    const docs = (await api<{ data: Array<{ id: number; status: string; image: string }> }>(page, 'GET', '/api/user/zizhi')).body.data;
    const sent = docs.find((d) => d.status === 'pending')!;
    expect(await page.evaluate(async (u) => (await fetch(u)).status, sent.image)).toBe(200);
    const { page: visitor } = await world.open();
    await visitor.goto('/404');
    expect(await visitor.evaluate(async (u) => (await fetch(u)).status, sent.image)).toBe(401);

    // The simulated back office decides the documents in review after its delay, on this world's demo clock.
    await world.advanceClock('minutes=3');
    await page.goto('/zzzj');
    await page.getByRole('list', { name: '证件列表' }).waitFor();
    await poll(() => page.getByText('已过期', { exact: true }).count()).toBe(0);
    await page.goto('/user');
    await page.getByRole('region', { name: '证件提醒' }).getByText(/「GSP证书」将于/).waitFor();
    expect(await page.getByText(/药品经营许可证」已于/).count()).toBe(0);
    expect(await addFromSearch(page)).toBe(200);
  }, 180_000);

  it('(e) baixing switches stores in /ddgl and the cart follows the store', async ({ world }) => {
    const { page } = await world.open({ who: 'baixing', bypassCSP: true });
    await storesPage(page, '1366');

    // The current store gets a goods, and the cart badge shows it; the other approved store has its own cart, empty.
    expect(await addFromSearch(page)).toBe(200);
    await page.goto('/ddgl');
    const list = page.getByRole('list', { name: '门店列表' });
    await list.waitFor();
    const badge = page.locator('.cart-button__badge').first();
    await poll(() => badge.textContent()).toBe('1');
    const target = list.getByRole('listitem').filter({ hasNot: page.getByText('当前采购门店') }).filter({ hasText: '已审核' }).first();
    const name = (await target.getByRole('heading').innerText()).split('\n')[0]!.replace(/已审核$/, '').trim();
    await target.getByRole('button', { name: /^切换到/ }).click();
    await page.getByText(`已切换至 ${name}`).waitFor();
    const after = await cartTotal(page);
    expect(after).toBe(0);
    const base = (await api<{ data: { company: string; cart: number } }>(page, 'GET', '/api/user/base')).body.data;
    expect(base.company).toBe(name);
    expect(base.cart).toBe(after);
    // The page's cart badge follows the store now being bought for: an empty cart shows none.
    await poll(() => badge.count()).toBe(0);
    await list.getByRole('listitem').first().getByText('当前采购门店').waitFor();
    await shot(page, 'accounts/ddgl-switched-1366');
  }, 180_000);

  it('(e) baixing’s stores at 390 px', async ({ world }) => {
    const { page } = await world.open({ who: 'baixing', phone: true, bypassCSP: true });
    await storesPage(page, '390');
  }, 180_000);
});
