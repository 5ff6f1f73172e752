/** /forget/step1 → step2 → step3 against the demo API: the code, the reset, and the old password refused afterwards. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import ForgetStep1Page from '@/pages/account/forget-step1-page';
import ForgetStep2Page from '@/pages/account/forget-step2-page';
import { isApiError } from '@/lib/http';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

const KANGNING_PHONE = '13803110000';

afterEach(() => sessionStorage.clear());

async function verify(ue: ReturnType<typeof userEvent.setup>, phone: string, code: string) {
  await ue.type(screen.getByLabelText(/^\*?手机号$/), phone);
  await ue.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: /秒后重新获取/ });
  await ue.type(screen.getByLabelText(/^\*?短信验证码$/), code);
  await ue.click(screen.getByRole('button', { name: '下一步' }));
}

describe('找回密码', () => {
  it('resets the password: the new one logs in, the old one is refused', async () => {
    startDemo();
    const ue = userEvent.setup();
    const step1 = renderWithApp(<ForgetStep1Page />, { path: '/forget/step1' });
    await verify(ue, KANGNING_PHONE, '123456');
    await waitFor(() => expect(step1.location.history?.at(-1)).toBe('/forget/step2'));
    step1.unmount();

    const step2 = renderWithApp(<ForgetStep2Page />, { path: '/forget/step2' });
    await ue.type(screen.getByLabelText(/^\*?新密码$/), 'Newpass2027');
    await ue.type(screen.getByLabelText(/^\*?确认新密码$/), 'Newpass2027');
    await ue.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(step2.location.history?.at(-1)).toBe('/forget/step3'));

    await expect(loginByPassword({ username: 'kangning', password: 'Demo2026' }, { silent: true })).rejects.toSatisfy((e) => isApiError(e) && e.code === 40051);
    const ok = await loginByPassword({ username: 'kangning', password: 'Newpass2027' }, { silent: true });
    expect(ok.data?.username).toBe('kangning');
  });

  it('puts a wrong code under the code field and keeps the mobile typed', async () => {
    startDemo();
    const ue = userEvent.setup();
    const r = renderWithApp(<ForgetStep1Page />, { path: '/forget/step1' });
    await verify(ue, KANGNING_PHONE, '654321');
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.getByLabelText(/^\*?短信验证码$/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^\*?手机号$/)).toHaveValue(KANGNING_PHONE);
    expect(r.location.history?.at(-1)).toBe('/forget/step1');
  });

  it('says an unknown mobile is not registered when the code is asked for', async () => {
    startDemo();
    const ue = userEvent.setup();
    renderWithApp(<ForgetStep1Page />, { path: '/forget/step1' });
    await ue.type(screen.getByLabelText(/^\*?手机号$/), '13900001111');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号尚未注册，请先注册')).toBeInTheDocument();
  });

  it('checks the mobile once it is left, and before anything is sent', async () => {
    startDemo();
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<ForgetStep1Page />, { path: '/forget/step1' });
    await ue.type(screen.getByLabelText(/^\*?手机号$/), '1234');
    expect(screen.queryByText('请输入正确的 11 位手机号')).not.toBeInTheDocument();
    await ue.tab();
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    expect(requests.of('POST /api/forget/step1')).toBe(0);
    requests.stop();
  });

  it('sends a double-clicked submit once', async () => {
    startDemo();
    const ue = userEvent.setup();
    const requests = countRequests();
    const r = renderWithApp(<ForgetStep1Page />, { path: '/forget/step1' });
    await ue.type(screen.getByLabelText(/^\*?手机号$/), KANGNING_PHONE);
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await ue.type(screen.getByLabelText(/^\*?短信验证码$/), '123456');
    await ue.dblClick(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/forget/step2'));
    expect(requests.of('POST /api/forget/step1')).toBe(1);
    requests.stop();
  });

  it('step 2 refuses two different passwords without sending them', async () => {
    startDemo();
    sessionStorage.setItem('yc.flow.forget', JSON.stringify({ token: 'fg_x', expiresAt: Date.now() + 60_000, step: 2 }));
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<ForgetStep2Page />, { path: '/forget/step2' });
    await ue.type(screen.getByLabelText(/^\*?新密码$/), 'Newpass2027');
    await ue.type(screen.getByLabelText(/^\*?确认新密码$/), 'Newpass2028');
    await ue.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(requests.of('POST /api/forget/step2')).toBe(0);
    requests.stop();
  });

  it('step 2 without a verified mobile goes back to step 1', async () => {
    startDemo();
    const r = renderWithApp(<ForgetStep2Page />, { path: '/forget/step2' });
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/forget/step1?expired=1'));
  });
});
