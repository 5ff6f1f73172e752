/** Login (password and SMS), the return-path safety, the session login flag, logout and bfcache restores. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginByPasswordMockHandler, getLoginBySmsMockHandler, getLogoutUserMockHandler, getSendSmsCodeMockHandler } from '@generated/endpoints/auth/auth.msw';
import { App } from '@/app/app';
import { setHttpEffects } from '@/lib/http';
import { browser } from '@/features/session/browser';
import { hasLoginFlag, LOGIN_FLAG_KEY, setLoginFlag, watchRestores } from '@/features/session/login-flag';
import { returnPathFrom } from '@/pages/login/login-page';
import { MEMBER, ok, shellHandlers } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

let replace: ReturnType<typeof vi.fn<(url: string) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let bodies: Array<{ path: string; body: URLSearchParams }> = [];

const LOGGED_IN = ok({ username: 'hbyf001', company: '石家庄康宁大药房有限公司', is_passed: 1 as const });

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  replace = vi.fn<(url: string) => void>();
  reload = vi.fn<() => void>();
  vi.spyOn(browser, 'replace').mockImplementation(replace);
  vi.spyOn(browser, 'reload').mockImplementation(reload);
  bodies = [];
  const record = async (request: Request) => {
    bodies.push({ path: new URL(request.url).pathname, body: new URLSearchParams(await request.clone().text()) });
  };
  server.use(
    ...shellHandlers(),
    getLoginByPasswordMockHandler(async ({ request }) => {
      await record(request);
      return LOGGED_IN;
    }),
    getLoginBySmsMockHandler(async ({ request }) => {
      await record(request);
      return LOGGED_IN;
    }),
    getSendSmsCodeMockHandler(async ({ request }) => {
      await record(request);
      return ok({ resend_after: 60, expires_in: 300 });
    }),
  );
});

async function openLogin(query = '') {
  const r = renderWithApp(<App />, { path: `/login${query}` });
  await screen.findByRole('heading', { name: '会员登录' });
  return { ...r, ue: userEvent.setup() };
}

describe('login return path', () => {
  it.each([
    ['?redirect=%2Fcart%3Fx%3D1', '/cart?x=1'],
    ['?redirect=%2Flist%2Finfo%2F88%23spec', '/list/info/88#spec'],
    ['', '/'],
    ['?redirect=https%3A%2F%2Fevil.example%2Fsteal', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=javascript%3Aalert(1)', '/'],
    ['?redirect=%2Flogin%3Fredirect%3D%252Fcart', '/'],
  ])('%s → %s', (query, expected) => {
    expect(returnPathFrom(query)).toBe(expected);
  });
});

describe('password login', () => {
  it('posts the form, sets the session flag and loads the (safe) return path in full — the one reload', async () => {
    const { ue } = await openLogin('?redirect=%2Fcart%3Fx%3D1');
    await ue.type(screen.getByPlaceholderText('账号 / 手机号'), 'hbyf001');
    await ue.type(screen.getByPlaceholderText('请输入密码'), 'Kn2026pharm');
    await ue.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace).toHaveBeenCalledWith('/cart?x=1');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.path).toBe('/api/auth/login');
    expect(Object.fromEntries(bodies[0]?.body ?? [])).toEqual({ username: 'hbyf001', password: 'Kn2026pharm' });
    expect(window.sessionStorage.getItem(LOGIN_FLAG_KEY)).toBe('1');
  });

  it('never returns to another site', async () => {
    const { ue } = await openLogin('?redirect=https%3A%2F%2Fevil.example%2F');
    await ue.type(screen.getByPlaceholderText('账号 / 手机号'), 'hbyf001');
    await ue.type(screen.getByPlaceholderText('请输入密码'), 'Kn2026pharm');
    await ue.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('asks for the missing field before calling', async () => {
    const { ue } = await openLogin();
    // The form's own alert (the page's footer, whose help list these fixtures leave empty, has one of its own).
    const form = screen.getByRole('form', { name: '账号登录' });
    await ue.click(screen.getByRole('button', { name: '登录' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请输入账号或手机号');
    await ue.type(screen.getByPlaceholderText('账号 / 手机号'), 'hbyf001');
    await ue.click(screen.getByRole('button', { name: '登录' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请输入密码');
    expect(bodies).toEqual([]);
  });

  it('wrong credentials: the server message in the shared 温馨提示, no reload, no flag', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ code: 40051, msg: '账号或密码错误', data: null }, { status: 400 })));
    const { ue, store } = await openLogin();
    await ue.type(screen.getByPlaceholderText('账号 / 手机号'), 'hbyf001');
    await ue.type(screen.getByPlaceholderText('请输入密码'), 'wrong1');
    await ue.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(store.ui.dialogs[0]).toMatchObject({ type: 'alert', title: '温馨提示', text: '账号或密码错误' }));
    expect(replace).not.toHaveBeenCalled();
    expect(hasLoginFlag()).toBe(false);
  });
});

describe('SMS login', () => {
  it('checks the mobile, sends the login code, counts down, and logs in with phone and code', async () => {
    const { ue } = await openLogin('?redirect=%2Fstar');
    await ue.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    await ue.type(screen.getByPlaceholderText('注册手机号'), '12345');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(within(screen.getByRole('form', { name: '短信登录' })).getByRole('alert')).toHaveTextContent('请输入正确的 11 位手机号');
    expect(bodies).toEqual([]);

    await ue.clear(screen.getByPlaceholderText('注册手机号'));
    await ue.type(screen.getByPlaceholderText('注册手机号'), '13912345678');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(Object.fromEntries(bodies[0]?.body ?? [])).toEqual({ phone: '13912345678', scene: 'login' });

    await ue.type(screen.getByPlaceholderText('6 位验证码'), '386204');
    await ue.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/star'));
    expect(bodies[1]?.path).toBe('/api/auth/login_sms');
    expect(Object.fromEntries(bodies[1]?.body ?? [])).toEqual({ phone: '13912345678', code: '386204' });
  });

  it('arrow keys switch between the two tabs', async () => {
    const { ue } = await openLogin();
    screen.getByRole('tab', { name: '账号登录' }).focus();
    await ue.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('logout', () => {
  it('安全退出 calls DELETE /api/user/logout, clears the login flag and reloads', async () => {
    let logouts = 0;
    server.use(...shellHandlers(MEMBER), getLogoutUserMockHandler(() => {
      logouts += 1;
      return ok(null) as never;
    }));
    setLoginFlag();
    const ue = userEvent.setup();
    renderWithApp(<App />, { path: '/404' });
    await ue.click(await screen.findByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logouts).toBe(1);
    expect(hasLoginFlag()).toBe(false);
  });

  it('a failed logout goes to the shared handler and keeps the session', async () => {
    server.use(...shellHandlers(MEMBER));
    server.use(http.delete('*/api/user/logout', () => HttpResponse.json({ code: 500, msg: 'x', data: null }, { status: 500 })));
    setLoginFlag();
    const ue = userEvent.setup();
    const { store } = renderWithApp(<App />, { path: '/404' });
    await ue.click(await screen.findByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toEqual(['系统繁忙，请稍候再试']));
    expect(reload).not.toHaveBeenCalled();
    expect(hasLoginFlag()).toBe(true);
  });
});

describe('expired session', () => {
  it('10001 from a member call sends the browser to the login page with this page as the return path', async () => {
    server.use(...shellHandlers(MEMBER));
    server.use(http.delete('*/api/user/logout', () => HttpResponse.json({ code: 10001, msg: '登录已过期，请重新登录', data: null })));
    const redirect = vi.fn<(url: string) => void>();
    setHttpEffects({ redirect });
    const ue = userEvent.setup();
    renderWithApp(<App />, { path: '/404?from=mail' });
    await ue.click(await screen.findByRole('button', { name: '安全退出' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login?redirect=%2F404%3Ffrom%3Dmail'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('session flag', () => {
  it('a visitor answer clears a stale login flag (the session ended elsewhere)', async () => {
    setLoginFlag();
    const { store } = renderWithApp(<App />, { path: '/404' });
    await waitFor(() => expect(store.session.status).toBe('ready'));
    expect(hasLoginFlag()).toBe(false);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '请登录' })).toBeInTheDocument();
  });

  it('a page restored from the back-forward cache reloads once when the flag no longer matches', () => {
    let member = false;
    const stop = watchRestores(() => member);
    const show = (persisted: boolean) => {
      const e = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(e, 'persisted', { value: persisted });
      window.dispatchEvent(e);
    };
    show(true); // visitor page, no flag: matches
    expect(reload).not.toHaveBeenCalled();
    setLoginFlag(); // logged in in the meantime
    show(false); // a normal load is not a restore
    expect(reload).not.toHaveBeenCalled();
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
    member = true;
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
