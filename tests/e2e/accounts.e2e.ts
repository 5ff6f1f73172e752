/**
 * Accounts in Chromium against the built site and the stateful demo API, with screenshots at 1366 px and 390 px
 * (test-results/screenshots/accounts/) and axe on every page of the area (0 serious or critical):
 *   (b) anda forgets its password: /forget/step1 → step2 → step3, after which the old password is refused and the
 *       new one logs in through /login (the password is put back afterwards);
 *   (a, up to review) a new pharmacy registers in the browser: a taken mobile refused at once, the region cascade and
 *       经营范围 from the server, a reload keeping the passed step, its documents uploaded (a wrong file refused), 审核中,
 *       and it logs in under review;
 *   kangning's /basic, /yegl, /jfgl and /addr: the figures equal the API's; the address form's messages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, quietShell } from '../../scripts/lib/chromium';
import { audit, describeViolations, serious } from './axe';
import { PHONE } from './built-routes';
import { login, poll, shot, api } from './helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function context(phone = false): Promise<{ context: BrowserContext; page: Page }> {
  const c = await browser.newContext({ ...(phone ? PHONE : DESKTOP), bypassCSP: true });
  await quietShell(c);
  const page = await c.newPage();
  return { context: c, page };
}

async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(found, `${where}: ${describeViolations(found).join('\n')}`).toEqual([]);
}

async function both(name: string, run: (page: Page, width: 'desktop' | 'phone') => Promise<void>, member?: string) {
  for (const width of ['desktop', 'phone'] as const) {
    const { context: c, page } = await context(width === 'phone');
    if (member) await login(page, member);
    await run(page, width);
    await c.close();
  }
  void name;
}

describe('找回密码', () => {
  it('(b) forgot password → reset → the old password is refused, the new one logs in', async () => {
    // anda: no other journey of the suite logs in as anda, and the password is put back at the end.
    const { context: c, page } = await context();
    const phone = '13511098765';
    await page.goto(`${baseUrl}/forget/step1`);
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
    await page.getByRole('button', { name: '登录' }).click();
    await poll(async () => (await api<{ data: { show: number; username?: string } }>(page, 'GET', '/api/user/base')).body.data.username).toBe('anda');
    const back = await api(page, 'POST', '/api/user/resetPassword', { old_password: 'New2027pass', password: 'Demo2026', password_confirmation: 'Demo2026' });
    expect(back.status).toBe(200);
    await c.close();
  }, 120_000);

  it('the forget pages at 390 px', async () => {
    const { context: c, page } = await context(true);
    await page.goto(`${baseUrl}/forget/step1`);
    await page.getByLabel('手机号', { exact: true }).fill('1380311');
    await page.getByLabel('手机号', { exact: true }).blur();
    await page.getByText('请输入正确的 11 位手机号').waitFor();
    await shot(page, 'accounts/forget-step1-390');
    await expectAccessible(page, '/forget/step1 phone');
    await c.close();
  }, 120_000);
});

describe('注册', () => {
  it('step 1 refuses a taken mobile at once; step 2 chooses the region and 经营范围', async () => {
    await both('register', async (page, width) => {
      const suffix = width === 'desktop' ? '1366' : '390';
      await page.goto(`${baseUrl}/register/step1`);
      await page.getByLabel('手机号', { exact: true }).fill('13803110000');
      await page.getByLabel('手机号', { exact: true }).blur();
      await page.getByText('该手机号已注册，请直接登录').waitFor();
      await page.getByLabel('登录密码', { exact: true }).fill('abcdefgh');
      await page.getByLabel('登录密码', { exact: true }).blur();
      await page.getByText('密码须同时包含字母和数字').waitFor();
      await shot(page, `accounts/register-step1-errors-${suffix}`);
      await expectAccessible(page, `/register/step1 ${suffix}`);

      const phone = width === 'desktop' ? '13700005601' : '13700005602';
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
    });
  }, 180_000);
});

describe('会员中心', () => {
  it('kangning: /basic, /yegl, /jfgl and /addr show what the API answers', async () => {
    await both(
      'member',
      async (page, width) => {
        const suffix = width === 'desktop' ? '1366' : '390';
        const balance = await api<{ data: { balance: string; points: number } }>(page, 'GET', '/api/user/user_money');
        const base = await api<{ data: { name: string } }>(page, 'GET', '/api/user/base');

        await page.goto(`${baseUrl}/basic`);
        await poll(() => page.getByLabel('联系人', { exact: true }).inputValue()).toBe(base.body.data.name);
        await shot(page, `accounts/basic-${suffix}`);
        await expectAccessible(page, `/basic ${suffix}`);

        await page.goto(`${baseUrl}/yegl`);
        const [yuan, fen = '00'] = balance.body.data.balance.split('.');
        await poll(() => page.getByTestId('wallet-balance').textContent()).toBe(`¥${yuan}.${fen.padEnd(2, '0').slice(0, 2)}`);
        await page.getByRole('table', { name: '余额明细' }).waitFor();
        await shot(page, `accounts/yegl-${suffix}`);
        await expectAccessible(page, `/yegl ${suffix}`);
        await page.getByLabel('类型').selectOption('2');
        await page.getByRole('button', { name: '查询' }).click();
        await page.waitForURL(/\/yegl\?use_type=2$/);

        await page.goto(`${baseUrl}/jfgl`);
        await poll(() => page.getByTestId('wallet-points').textContent()).toBe(balance.body.data.points.toLocaleString('zh-CN'));
        await page.getByRole('table', { name: '积分明细' }).waitFor();
        await shot(page, `accounts/jfgl-${suffix}`);
        await expectAccessible(page, `/jfgl ${suffix}`);

        await page.goto(`${baseUrl}/addr`);
        await page.getByRole('list', { name: '地址列表' }).waitFor();
        await page.getByRole('button', { name: '新增收货地址' }).click();
        await page.getByRole('button', { name: '保存地址' }).click();
        await page.getByText('请输入收货人姓名').waitFor();
        await page.getByLabel('省份').selectOption('河北省');
        await poll(() => page.getByLabel('城市').isEnabled()).toBe(true);
        await shot(page, `accounts/addr-form-${suffix}`);
        await expectAccessible(page, `/addr ${suffix}`);
      },
      'kangning',
    );
  }, 180_000);
});
