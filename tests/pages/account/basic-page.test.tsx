/** /basic against the demo API: the contact saved, the password changed, a visitor sent to log in. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getUserBase } from '@generated/endpoints/user/user';
import { isApiError } from '@/lib/http';
import BasicPage from '@/pages/account/basic-page';
import { renderWithApp } from '@tests/render';
import { startDemo } from './account-fixtures';

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));

describe('基本信息', () => {
  it('saves the contact name', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<BasicPage />, { path: '/basic' });
    const name = await screen.findByLabelText(/^\*?联系人$/);
    expect(name).toHaveValue('张敏');
    await ue.clear(name);
    await ue.type(name, '张晓敏');
    await ue.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect((await getUserBase()).data.name).toBe('张晓敏');
  });

  it('asks for a code when the mobile changes', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<BasicPage />, { path: '/basic' });
    const phone = await screen.findByLabelText(/^\*?手机号$/);
    await ue.clear(phone);
    await ue.type(phone, '13712340000');
    await ue.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
  });

  it('changes the password; a wrong current password is said under its field', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<BasicPage />, { path: '/basic' });
    await screen.findByLabelText(/^\*?原密码$/);
    await ue.type(field('原密码'), 'Wrong2026');
    await ue.type(field('新密码'), 'Fresh2027a');
    await ue.type(field('确认新密码'), 'Fresh2027a');
    await ue.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    await ue.clear(field('原密码'));
    await ue.type(field('原密码'), 'Demo2026');
    await ue.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText(/密码修改成功/)).toBeInTheDocument();
    expect(field('原密码')).toHaveValue('');
    await expect(loginByPassword({ username: 'kangning', password: 'Demo2026' }, { silent: true })).rejects.toSatisfy((e) => isApiError(e) && e.code === 40051);
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<BasicPage />, { path: '/basic' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fbasic');
  });
});
