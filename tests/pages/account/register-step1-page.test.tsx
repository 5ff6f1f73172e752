/** /register/step1 against the demo API: a taken mobile refused at once, the agreement, the token kept for step 2. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import RegisterStep1Page from '@/pages/account/register-step1-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

afterEach(() => sessionStorage.clear());

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

async function fillAccount(ue: ReturnType<typeof userEvent.setup>, phone: string, password = 'Shop2026ok', again = password) {
  await ue.type(field('手机号'), phone);
  await ue.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /秒后重新获取/ });
  await ue.type(field('短信验证码'), '123456');
  await ue.type(field('登录密码'), password);
  await ue.type(field('确认密码'), again);
}

describe('注册 第一步', () => {
  it('refuses a registered mobile as soon as it is left', async () => {
    startDemo();
    const ue = userEvent.setup();
    renderWithApp(<RegisterStep1Page />, { path: '/register/step1' });
    await ue.type(field('手机号'), '13803110000');
    await ue.tab();
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  });

  it('needs the user agreement, then keeps the registration token (never the password) and goes to step 2', async () => {
    startDemo();
    const ue = userEvent.setup();
    const requests = countRequests();
    const r = renderWithApp(<RegisterStep1Page />, { path: '/register/step1' });
    await fillAccount(ue, '13712345678');
    await ue.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请阅读并同意用户协议')).toBeInTheDocument();
    expect(requests.of('POST /api/register/step1')).toBe(0);

    await ue.click(screen.getByRole('checkbox'));
    await ue.dblClick(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/register/step2'));
    expect(requests.of('POST /api/register/step1')).toBe(1);
    const kept = sessionStorage.getItem('yc.flow.register') ?? '';
    expect(JSON.parse(kept)).toMatchObject({ step: 2, token: expect.stringMatching(/^rg_/) });
    expect(kept).not.toContain('Shop2026ok');
    requests.stop();
  });

  it('says what is wrong with the password as it is typed, once the field was left', async () => {
    startDemo();
    const ue = userEvent.setup();
    renderWithApp(<RegisterStep1Page />, { path: '/register/step1' });
    await ue.type(field('登录密码'), 'abcdefgh');
    await ue.tab();
    expect(screen.getByText('密码须同时包含字母和数字')).toBeInTheDocument();
    await ue.type(field('登录密码'), '1');
    expect(screen.queryByText('密码须同时包含字母和数字')).not.toBeInTheDocument();
  });

  it('puts a wrong SMS code under its field and keeps everything typed', async () => {
    startDemo();
    const ue = userEvent.setup();
    renderWithApp(<RegisterStep1Page />, { path: '/register/step1' });
    await ue.type(field('手机号'), '13712345670');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await ue.type(field('短信验证码'), '000000');
    await ue.type(field('登录密码'), 'Shop2026ok');
    await ue.type(field('确认密码'), 'Shop2026ok');
    await ue.click(screen.getByRole('checkbox'));
    await ue.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(field('登录密码')).toHaveValue('Shop2026ok');
    expect(field('手机号')).toHaveValue('13712345670');
  });
});
