/**
 * /register/wechat against the demo API on a clock the test moves: the QR code drawn, the status polled until the
 * simulated scan is confirmed (the demo confirms a code 6 s after it was shown), the mobile bound, step 2's token
 * kept; an expired code refreshed; the polling stops once done.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { prefetchRouteData } from '@/app/route-data';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { setHttpEffects } from '@/lib/http';
import RegisterWechatPage from '@/pages/account/register-wechat-page';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests } from './account-fixtures';

afterEach(() => sessionStorage.clear());

/** A fresh demo API whose clock moves only when the test says. */
function startDemoWithClock() {
  let offset = 0;
  const api = createDemoApi({ goodsCount: 60, now: () => new Date(Date.now() + offset) });
  server.use(...demoMswHandlers(api));
  const toasts: string[] = [];
  setHttpEffects({
    toast: (t) => void toasts.push(t),
    alert: () => Promise.resolve(),
    redirect: () => undefined,
    currentPath: () => '/register/wechat',
  });
  return { advance: (ms: number) => (offset += ms), toasts };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));
/**
 * The simulated scan is seen at the next 2 s poll; drawing the code loads the encoder first. A limit for a hung page,
 * far above the one poll a test waits for, since a busy host may run that poll late.
 */
const POLL = { timeout: 30_000 };

describe('微信注册', () => {
  it('draws the code, waits for the simulated scan, binds the mobile and goes on to step 2', async () => {
    const clock = startDemoWithClock();
    const ue = userEvent.setup();
    const requests = countRequests();
    const r = renderWithApp(<RegisterWechatPage />, { path: '/register/wechat' });
    expect(await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL)).toBeInTheDocument();
    await screen.findByText('请使用微信「扫一扫」扫描二维码');
    clock.advance(7_000); // the demo confirms a code 6 s after it was shown
    await screen.findByRole('form', { name: '绑定手机号' }, POLL);
    const polls = requests.of('GET /api/register/wechat/status');
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('绑定手机'));

    await ue.type(field('手机号'), '13712399001');
    await ue.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await ue.type(field('短信验证码'), '123456');
    await ue.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请阅读并同意用户协议')).toBeInTheDocument();
    await ue.click(screen.getByRole('checkbox'));
    await ue.dblClick(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/register/step2'));
    expect(requests.of('POST /api/register/wechat')).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('yc.flow.register')!)).toMatchObject({ step: 2, token: expect.stringMatching(/^rg_wx_/) });
    // Confirmed: nothing watches the status any more, so nothing polls it, and it was not asked again.
    const watching = r.queryClient
      .getQueryCache()
      .findAll()
      .filter((q) => String(q.queryKey[0]).includes('/api/register/wechat/status') && q.getObserversCount() > 0);
    expect(watching).toHaveLength(0);
    expect(requests.of('GET /api/register/wechat/status')).toBe(polls);
    requests.stop();
  });

  it('offers a new code once the shown one expired', async () => {
    const clock = startDemoWithClock();
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<RegisterWechatPage />, { path: '/register/wechat' });
    await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL);
    clock.advance(301_000);
    await screen.findByText('二维码已过期，请刷新后重新扫码', undefined, POLL);
    expect(screen.queryByRole('img', { name: '微信扫码注册二维码' })).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '刷新二维码' }));
    await screen.findByText('请使用微信「扫一扫」扫描二维码');
    expect(await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL)).toBeInTheDocument();
    expect(requests.of('GET /api/register/wechat/qr')).toBe(2);
    requests.stop();
  });

  it('shows the code asked for at boot without asking again, and asks for a new one when the page is opened again', async () => {
    startDemoWithClock();
    const requests = countRequests();
    const queryClient = createQueryClient();
    const store = new RootStore();
    prefetchRouteData(queryClient, store, '/register/wechat', '');
    // The answer arrives before the page's code, and waits in the cache: an unwatched query with no time to wait
    // (gcTime 0) would be gone after the task that follows its answer.
    await waitFor(() => expect(queryClient.getQueryState(['/api/register/wechat/qr'])?.status).toBe('success'));
    await new Promise((r) => setTimeout(r, 0));
    const first = renderWithApp(<RegisterWechatPage />, { path: '/register/wechat', queryClient, store });
    expect(await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL)).toBeInTheDocument();
    expect(requests.of('GET /api/register/wechat/qr')).toBe(1);
    const scene = (queryClient.getQueryData(['/api/register/wechat/qr']) as { data: { scene: string } }).data.scene;
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryState(['/api/register/wechat/qr'])).toBeUndefined());
    renderWithApp(<RegisterWechatPage />, { path: '/register/wechat', queryClient, store });
    await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL);
    expect(requests.of('GET /api/register/wechat/qr')).toBe(2);
    expect((queryClient.getQueryData(['/api/register/wechat/qr']) as { data: { scene: string } }).data.scene).not.toBe(scene);
    requests.stop();
  });

  it('keeps a confirmed scan across a reload and refuses a registered mobile at once', async () => {
    const clock = startDemoWithClock();
    const ue = userEvent.setup();
    const first = renderWithApp(<RegisterWechatPage />, { path: '/register/wechat' });
    await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL);
    clock.advance(7_000);
    await screen.findByRole('form', { name: '绑定手机号' }, POLL);
    first.unmount();
    renderWithApp(<RegisterWechatPage />, { path: '/register/wechat' });
    expect(screen.getByRole('form', { name: '绑定手机号' })).toBeInTheDocument();
    await ue.type(field('手机号'), '13803110000');
    await ue.tab();
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  });

  it('says the code could not be made and gets one on request', async () => {
    startDemoWithClock();
    const { http, HttpResponse } = await import('msw');
    let fail = true;
    server.use(http.get('*/api/register/wechat/qr', () => (fail ? HttpResponse.error() : undefined)));
    const ue = userEvent.setup();
    renderWithApp(<RegisterWechatPage />, { path: '/register/wechat' });
    await screen.findByText('二维码生成失败，请检查网络后重试');
    fail = false;
    await ue.click(screen.getByRole('button', { name: '重新获取二维码' }));
    expect(await screen.findByRole('img', { name: '微信扫码注册二维码' }, POLL)).toBeInTheDocument();
  });
});
