/** /register/dd/step1..3 against the demo API: the head office, two stores, the confirmation, 审核中; a reload keeps what passed. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loginByPassword, registerMultiStoreStep1, sendSmsCode } from '@generated/endpoints/auth/auth';
import { listStores } from '@generated/endpoints/store/store';
import RegisterDdStep1Page from '@/pages/account/register-dd-step1-page';
import RegisterDdStep2Page from '@/pages/account/register-dd-step2-page';
import RegisterDdStep3Page from '@/pages/account/register-dd-step3-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

afterEach(() => sessionStorage.clear());

type UE = ReturnType<typeof userEvent.setup>;
const field = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(new RegExp(`^\\*?${label}$`));

/** Step 1 done through the API, its token kept where the page keeps it. */
async function passHead(phone: string, company = '河北仁和医药连锁有限公司') {
  await sendSmsCode({ phone, scene: 'register' });
  const res = await registerMultiStoreStep1({ phone, code: '123456', password: 'Chain2026ok', password_confirmation: 'Chain2026ok', company, name: '王强' });
  sessionStorage.setItem('yc.flow.register_dd', JSON.stringify({ token: res.data.token, expiresAt: Date.now() + 600_000, step: 2 }));
  sessionStorage.setItem('yc.draft.register_dd', JSON.stringify({ company, name: '王强', stores: [] }));
}

async function fillStore(ue: UE, card: HTMLElement, s: { name: string; contact: string; phone: string; district: string; address: string }) {
  await ue.type(field('门店名称', card), s.name);
  await ue.type(field('联系人', card), s.contact);
  await ue.type(field('联系电话', card), s.phone);
  await waitFor(() => expect(within(card).getByLabelText('省份')).toBeEnabled());
  await ue.selectOptions(within(card).getByLabelText('省份'), '河北省');
  await waitFor(() => expect(within(card).getByLabelText('城市')).toBeEnabled());
  await ue.selectOptions(within(card).getByLabelText('城市'), '石家庄市');
  await waitFor(() => expect(within(card).getByLabelText('区县')).toBeEnabled());
  await ue.selectOptions(within(card).getByLabelText('区县'), s.district);
  await ue.type(field('详细地址', card), s.address);
}

const cards = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('chain-store'));

describe('多门店注册', () => {
  it('step 1: the head office as 连锁药店 总部, the token kept (never the password)', async () => {
    startDemo();
    const ue = userEvent.setup();
    const requests = countRequests();
    const r = renderWithApp(<RegisterDdStep1Page />, { path: '/register/dd/step1' });
    expect(screen.getByText('连锁药店（总部）')).toBeInTheDocument();
    await ue.type(field('总部单位名称'), '河北仁和医药连锁有限公司');
    await ue.type(field('联系人'), '王强');
    await ue.type(field('手机号'), '13712388001');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await ue.type(field('短信验证码'), '123456');
    await ue.type(field('登录密码'), 'Chain2026ok');
    await ue.type(field('确认密码'), 'Chain2026o');
    await ue.click(screen.getByRole('button', { name: '下一步：添加门店' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(requests.of('POST /api/register/dd/step1')).toBe(0);
    await ue.type(field('确认密码'), 'k');
    await ue.dblClick(screen.getByRole('button', { name: '下一步：添加门店' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/register/dd/step2'));
    expect(requests.of('POST /api/register/dd/step1')).toBe(1);
    const kept = JSON.stringify({ ...sessionStorage });
    expect(JSON.parse(sessionStorage.getItem('yc.flow.register_dd')!)).toMatchObject({ step: 2, token: expect.stringMatching(/^rg_dd_/) });
    expect(kept).toContain('河北仁和医药连锁有限公司');
    expect(kept).not.toContain('Chain2026ok');
    requests.stop();
  });

  it('step 1: a registered mobile is refused at once', async () => {
    startDemo();
    const ue = userEvent.setup();
    renderWithApp(<RegisterDdStep1Page />, { path: '/register/dd/step1' });
    await ue.type(field('手机号'), '13803110000');
    await ue.tab();
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  });

  it('steps 2 and 3: two stores, each message under its store, then 审核中; the chain logs in with its stores', async () => {
    startDemo();
    await passHead('13712388002');
    const ue = userEvent.setup();
    const requests = countRequests();
    const two = renderWithApp(<RegisterDdStep2Page />, { path: '/register/dd/step2' });
    await ue.click(screen.getByRole('button', { name: '＋ 添加门店' }));
    expect(cards()).toHaveLength(2);
    await ue.click(screen.getByRole('button', { name: '下一步：确认提交' }));
    expect(within(cards()[0]!).getByText('请输入门店名称')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('请选择所在地区：省份')).toBeInTheDocument();
    expect(requests.of('POST /api/register/dd/step2')).toBe(0);

    await fillStore(ue, cards()[0]!, { name: '仁和大药房中山路店', contact: '李娜', phone: '13712388003', district: '长安区', address: '中山东路 88 号' });
    await fillStore(ue, cards()[1]!, { name: '仁和大药房中山路店', contact: '赵磊', phone: '0311-86012345', district: '裕华区', address: '裕华东路 136 号' });
    await ue.click(screen.getByRole('button', { name: '下一步：确认提交' }));
    expect(within(cards()[1]!).getByText('门店名称重复')).toBeInTheDocument();
    await ue.clear(field('门店名称', cards()[1]!));
    await ue.type(field('门店名称', cards()[1]!), '仁和大药房裕华路店');
    await ue.dblClick(screen.getByRole('button', { name: '下一步：确认提交' }));
    await waitFor(() => expect(two.location.history?.at(-1)).toBe('/register/dd/step3'));
    expect(requests.of('POST /api/register/dd/step2')).toBe(1);
    two.unmount();

    renderWithApp(<RegisterDdStep3Page />, { path: '/register/dd/step3' });
    const summary = screen.getByRole('region', { name: '门店（2 家）' });
    expect(summary).toHaveTextContent('仁和大药房裕华路店');
    expect(screen.getByRole('region', { name: '总部' })).toHaveTextContent('河北仁和医药连锁有限公司');
    await ue.click(screen.getByRole('button', { name: '提交注册' }));
    expect(screen.getByText('请阅读并同意用户协议')).toBeInTheDocument();
    await ue.click(screen.getByRole('checkbox'));
    await ue.dblClick(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('注册资料已提交，审核中')).toBeInTheDocument();
    expect(screen.getByText(/共 2 家门店/)).toBeInTheDocument();
    expect(requests.of('POST /api/register/dd/step3')).toBe(1);
    expect(sessionStorage.getItem('yc.flow.register_dd')).toBeNull();
    expect(sessionStorage.getItem('yc.draft.register_dd')).toBeNull();
    requests.stop();

    await loginByPassword({ username: '13712388002', password: 'Chain2026ok' });
    const stores = await listStores();
    expect(stores.data.map((s) => s.name)).toEqual(expect.arrayContaining(['仁和大药房中山路店', '仁和大药房裕华路店']));
  });

  it('step 2: a reload keeps the stores typed; without the head office step it starts at step 1', async () => {
    startDemo();
    await passHead('13712388004');
    const ue = userEvent.setup();
    const first = renderWithApp(<RegisterDdStep2Page />, { path: '/register/dd/step2' });
    await ue.type(field('门店名称', cards()[0]!), '仁和大药房建华店');
    first.unmount();
    renderWithApp(<RegisterDdStep2Page />, { path: '/register/dd/step2' });
    expect(field('门店名称', cards()[0]!)).toHaveValue('仁和大药房建华店');
    sessionStorage.clear();
    const none = renderWithApp(<RegisterDdStep2Page />, { path: '/register/dd/step2' });
    await waitFor(() => expect(none.location.history?.at(-1)).toBe('/register/dd/step1'));
  });
  it('step 2: a 422 puts each message under its store and keeps what was typed; an expired token says how to start again', async () => {
    startDemo();
    await passHead('13712388005');
    let answer: 'invalid' | 'expired' = 'invalid';
    server.use(
      http.post('*/api/register/dd/step2', () =>
        answer === 'invalid'
          ? HttpResponse.json(
              { code: 422, msg: '请输入正确的手机号或固定电话', data: null, errors: { 'stores.1.phone': ['请输入正确的手机号或固定电话'] } },
              { status: 422 },
            )
          : HttpResponse.json({ code: 40057, msg: '注册信息已过期，请重新开始注册', data: null }, { status: 400 }),
      ),
    );
    const ue = userEvent.setup();
    const r = renderWithApp(<RegisterDdStep2Page />, { path: '/register/dd/step2' });
    await ue.click(screen.getByRole('button', { name: '＋ 添加门店' }));
    await fillStore(ue, cards()[0]!, { name: '仁和大药房建华店', contact: '李娜', phone: '13712388006', district: '长安区', address: '建华南大街 9 号' });
    await fillStore(ue, cards()[1]!, { name: '仁和大药房槐安店', contact: '赵磊', phone: '13712388007', district: '裕华区', address: '槐安东路 20 号' });
    await ue.click(screen.getByRole('button', { name: '下一步：确认提交' }));
    expect(await within(cards()[1]!).findByText('请输入正确的手机号或固定电话')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText('请输入正确的手机号或固定电话')).not.toBeInTheDocument();
    expect(field('门店名称', cards()[1]!)).toHaveValue('仁和大药房槐安店');
    expect(r.store.ui.toasts.map((t) => t.text)).toContain('请输入正确的手机号或固定电话');
    answer = 'expired';
    await ue.clear(field('联系电话', cards()[1]!));
    await ue.type(field('联系电话', cards()[1]!), '13712388008');
    await ue.click(screen.getByRole('button', { name: '下一步：确认提交' }));
    expect(await screen.findByText('注册信息已过期，请重新开始注册')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新开始注册' })).toHaveAttribute('href', '/register/dd/step1');
  });
});
