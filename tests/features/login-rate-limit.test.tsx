/**
 * The login form after a 429: it says the wait in Chinese under the fields and keeps the login button closed, counting
 * the wait down (too many logins, or the account locked after 5 wrong passwords); an SMS 429 starts the resend
 * countdown at Retry-After.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/session/login-form';
import { setHttpEffects } from '@/lib/http';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

const LOCKED = '密码错误次数过多，账号已锁定，请 15 分钟后再试';

beforeEach(() => {
  setHttpEffects({ toast: vi.fn(), alert: vi.fn(() => Promise.resolve()), timeoutDialog: vi.fn(), redirect: vi.fn(), navigate: vi.fn() });
});

describe('login form after 429', () => {
  it('says the lock and its wait, and keeps the button closed during it', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ code: 429, msg: LOCKED, data: null }, { status: 429, headers: { 'Retry-After': '900' } })));
    const user = userEvent.setup();
    renderWithApp(<LoginForm returnPath="/" />, { path: '/login' });
    await user.type(screen.getByPlaceholderText('账号 / 手机号'), 'kangning');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.getByRole('button', { name: '请 15 分钟后再试' })).toBeDisabled();
  });

  it('starts the SMS resend countdown at Retry-After', async () => {
    server.use(http.post('*/api/user/create_code', () => HttpResponse.json({ code: 429, msg: '操作过于频繁', data: null }, { status: 429, headers: { 'Retry-After': '42' } })));
    const user = userEvent.setup();
    renderWithApp(<LoginForm returnPath="/" />, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    await user.type(screen.getByPlaceholderText('注册手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '42秒后重新获取' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('操作过于频繁，请 42 秒后再试');
  });
});
