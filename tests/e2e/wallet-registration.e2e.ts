/**
 * The wallet's coupons and the other ways to sign up, in Chromium against the built site and a demo API of each
 * test's own, each journey at 1366 px and at 390 px (a test for each width), with screenshots
 * (test-results/screenshots/wallet-registration/) and axe (0 serious or critical) of the states the route walk does
 * not reach (renhe's wallet, forms with their messages, the steps reached by filling in the forms):
 *   renhe's /yhq and /xjq: each tab's count and the cards equal the API's, and 去使用 lands on the goods list;
 *   a WeChat registration: the QR code drawn locally, the demo's simulated scan (confirmed 6 s after the code was
 *     shown) seen by the polling, the mobile bound, on to the company step;
 *   a chain registers its head office and two stores and reaches 审核中; a reload in the middle keeps what passed.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { audit, describeViolations, serious } from './axe';
import { api, poll, shot } from './helpers';
import { test as it } from './world';

type Width = '1366' | '390';
const WIDTHS: Width[] = ['1366', '390'];

async function expectAccessible(page: Page, where: string) {
  const found = serious(await audit(page));
  expect(found, `${where}: ${describeViolations(found).join('\n')}`).toEqual([]);
}

/** No sideways scrolling at this width. */
async function expectNoSideways(page: Page, where: string) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(over, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

interface Counts {
  unused: number;
  used: number;
  expired: number;
  voucher_unused: number;
  voucher_used: number;
  voucher_expired: number;
}
interface CouponPage {
  total: number;
  list: Array<{ name: string }>;
}

describe('优惠券与现金券', () => {
  // renhe's seed holds a coupon and two cash vouchers, none used; it takes a second coupon from the coupon centre first.
  it.for(WIDTHS)("renhe's /yhq and /xjq at %s px show the API's figures, and 去使用 lands on goods", async (suffix, { world }) => {
    const { page } = await world.open({ who: 'renhe', phone: suffix === '390', bypassCSP: true });
    await page.goto('/404');
    const got = await api(page, 'POST', '/api/coupon/9/receive');
    expect(got.status).toBe(200);
    const counts = (await api<{ data: Counts }>(page, 'GET', '/api/user/couponNum')).body.data;
    const coupons = (await api<{ data: CouponPage }>(page, 'GET', '/api/user/coupon?type=1&status=1&page=1&page_size=10')).body.data;
    const vouchers = (await api<{ data: CouponPage }>(page, 'GET', '/api/user/coupon?type=2&status=1&page=1&page_size=10')).body.data;

    await page.goto('/yhq');
    const list = page.getByRole('list', { name: '未使用的优惠券' });
    await list.waitFor();
    await poll(() => page.getByTestId('coupon-tab-1').textContent()).toBe(`未使用（${counts.unused}）`);
    expect(await page.getByTestId('coupon-tab-2').textContent()).toBe(`已使用（${counts.used}）`);
    expect(await page.getByTestId('coupon-tab-3').textContent()).toBe(`已过期（${counts.expired}）`);
    expect(await list.getByRole('listitem').count()).toBe(coupons.list.length);
    expect(await list.getByRole('listitem').first().textContent()).toContain(coupons.list[0]!.name);
    await shot(page, `wallet-registration/yhq-${suffix}`);
    await expectAccessible(page, `/yhq ${suffix}`);
    await expectNoSideways(page, `/yhq ${suffix}`);

    await page.getByTestId('coupon-tab-2').click();
    await page.waitForURL(/\/yhq\?status=2$/);
    // The used tab shows what the API counts: renhe has used none, so its empty-state line.
    expect(counts.used).toBe(0);
    await page.getByText('没有已使用的优惠券').waitFor();
    await shot(page, `wallet-registration/yhq-used-${suffix}`);
    await expectAccessible(page, `/yhq used ${suffix}`);

    await page.goto('/xjq');
    const vlist = page.getByRole('list', { name: '未使用的现金券' });
    await vlist.waitFor();
    await poll(() => page.getByTestId('coupon-tab-1').textContent()).toBe(`未使用（${counts.voucher_unused}）`);
    expect(await vlist.getByRole('listitem').count()).toBe(vouchers.list.length);
    await shot(page, `wallet-registration/xjq-${suffix}`);
    await expectAccessible(page, `/xjq ${suffix}`);
    await expectNoSideways(page, `/xjq ${suffix}`);

    await vlist.getByRole('link', { name: '去使用' }).first().click();
    await page.waitForURL(/\/list(\?|$)/);
    await poll(() => page.locator('main#main').getAttribute('data-route')).toBe('list_index');
    await poll(() => page.locator('article.goods-card').count()).toBeGreaterThan(0);
  });
});

describe('微信注册', () => {
  it.for(WIDTHS)('at %s px: the QR code, the simulated scan, the mobile, then the company step', async (suffix, { world }) => {
    const { page } = await world.open({ phone: suffix === '390', bypassCSP: true });
    await page.goto('/register/wechat');
    await page.getByRole('img', { name: '微信扫码注册二维码' }).waitFor();
    await page.getByText('请使用微信「扫一扫」扫描二维码').waitFor();
    await expectNoSideways(page, `/register/wechat ${suffix}`);

    // The demo confirms the code 6 s after it was shown; the page sees it at its next 2 s poll.
    await page.getByRole('form', { name: '绑定手机号' }).waitFor();
    const phone = suffix === '1366' ? '13700007701' : '13700007702';
    await page.getByLabel('手机号', { exact: true }).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel('短信验证码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('请阅读并同意用户协议').waitFor();
    await shot(page, `wallet-registration/register-wechat-bind-${suffix}`);
    await expectAccessible(page, `/register/wechat bind ${suffix}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/register\/step2$/);
    await page.getByRole('checkbox', { name: '中成药' }).waitFor();
    const kept = await page.evaluate(() => sessionStorage.getItem('yc.flow.register') ?? '');
    expect(JSON.parse(kept)).toMatchObject({ step: 2, token: expect.stringMatching(/^rg_wx_/) });
  });
});

describe('多门店注册', () => {
  it.for(WIDTHS)('at %s px: a chain registers its head office and two stores and reaches 审核中', async (suffix, { world }) => {
    const { page } = await world.open({ phone: suffix === '390', bypassCSP: true });
    const phone = suffix === '1366' ? '13700007711' : '13700007712';
    const company = `河北仁和医药连锁${suffix}有限公司`;
    await page.goto('/register/dd/step1');
    await page.getByText('连锁药店（总部）').waitFor();
    await page.getByRole('button', { name: '下一步：添加门店' }).click();
    await page.getByText('请输入总部单位名称').waitFor();
    await shot(page, `wallet-registration/register-dd-step1-errors-${suffix}`);
    await expectAccessible(page, `/register/dd/step1 ${suffix}`);
    await expectNoSideways(page, `/register/dd/step1 ${suffix}`);

    await page.getByLabel('总部单位名称', { exact: true }).fill(company);
    await page.getByLabel('联系人', { exact: true }).fill('王强');
    await page.getByLabel('手机号', { exact: true }).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByLabel('短信验证码', { exact: true }).fill('123456');
    await page.getByLabel('登录密码', { exact: true }).fill('Chain2026ok');
    await page.getByLabel('确认密码', { exact: true }).fill('Chain2026ok');
    await page.getByRole('button', { name: '下一步：添加门店' }).click();
    await page.waitForURL(/\/register\/dd\/step2$/);

    const stores = [
      { name: `仁和大药房中山路店${suffix}`, contact: '李娜', phone: '0311-86012345', district: '长安区', address: '中山东路 88 号' },
      { name: `仁和大药房裕华路店${suffix}`, contact: '赵磊', phone: '13700007799', district: '裕华区', address: '裕华东路 136 号' },
    ];
    await page.getByRole('button', { name: '＋ 添加门店' }).click();
    const cards = page.locator('li.chain-store');
    await poll(() => cards.count()).toBe(2);
    await page.getByRole('button', { name: '下一步：确认提交' }).click();
    await cards.nth(1).getByText('请输入门店名称').waitFor();
    await shot(page, `wallet-registration/register-dd-step2-errors-${suffix}`);
    await expectAccessible(page, `/register/dd/step2 ${suffix}`);
    await expectNoSideways(page, `/register/dd/step2 ${suffix}`);

    for (const [i, s] of stores.entries()) {
      const card = cards.nth(i);
      await card.getByLabel('门店名称', { exact: true }).fill(s.name);
      await card.getByLabel('联系人', { exact: true }).fill(s.contact);
      await card.getByLabel('联系电话', { exact: true }).fill(s.phone);
      await card.getByLabel('省份').selectOption('河北省');
      await poll(() => card.getByLabel('城市').isEnabled()).toBe(true);
      await card.getByLabel('城市').selectOption('石家庄市');
      await poll(() => card.getByLabel('区县').isEnabled()).toBe(true);
      await card.getByLabel('区县').selectOption(s.district);
      await card.getByLabel('详细地址', { exact: true }).fill(s.address);
    }
    // A reload in the middle keeps the head office step and everything typed.
    await page.reload();
    await poll(() => cards.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/register/dd/step2');
    expect(await cards.nth(1).getByLabel('门店名称', { exact: true }).inputValue()).toBe(stores[1]!.name);
    await poll(() => cards.nth(1).getByLabel('区县').inputValue()).toBe('裕华区');
    await shot(page, `wallet-registration/register-dd-step2-filled-${suffix}`);
    await page.getByRole('button', { name: '下一步：确认提交' }).click();
    await page.waitForURL(/\/register\/dd\/step3$/);

    await page.getByRole('region', { name: '门店（2 家）' }).waitFor();
    await page.getByRole('checkbox').check();
    await shot(page, `wallet-registration/register-dd-step3-${suffix}`);
    await expectAccessible(page, `/register/dd/step3 ${suffix}`);
    await page.getByRole('button', { name: '提交注册' }).click();
    await page.getByText('注册资料已提交，审核中').waitFor();
    await page.getByText(/共 2 家门店/).waitFor();
    await shot(page, `wallet-registration/register-dd-submitted-${suffix}`);
    await expectAccessible(page, `/register/dd/step3 done ${suffix}`);
    await expectNoSideways(page, `/register/dd/step3 done ${suffix}`);

    const logged = await api<{ data: { is_passed: number } }>(page, 'POST', '/api/auth/login', { username: phone, password: 'Chain2026ok' });
    expect(logged.status).toBe(200);
    expect(logged.body.data.is_passed).toBe(0);
    const mine = await api<{ data: Array<{ name: string }> }>(page, 'GET', '/api/store');
    expect(mine.body.data.map((s) => s.name)).toEqual(expect.arrayContaining(stores.map((s) => s.name)));
  });
});
