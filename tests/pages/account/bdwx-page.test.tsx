/** /bdwx against the demo API: unbind after confirming, then a QR drawn locally until the simulated scan binds. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getUserBase, unbindWechat } from '@generated/endpoints/user/user';
import { getGetBindWechatQrMockHandler } from '@generated/endpoints/user/user.msw';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { qrValiditySeconds } from '@/features/wechat-binding/wechat-binding';
import BdwxPage from '@/pages/account/bdwx-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

describe('绑定微信', () => {
  it('unbinds after confirming, shows a bind QR and binds once the scan is confirmed', async () => {
    startDemo();
    // A demo API whose clock the test moves, so the simulated scan is confirmed without waiting for it.
    let offset = 0;
    const api = createDemoApi({ goodsCount: 60, now: () => new Date(Date.now() + offset) });
    server.use(...demoMswHandlers(api));
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const nickname = (await getUserBase()).data.wechat;
    expect(nickname).toBeTruthy();
    const ue = userEvent.setup();
    const requests = countRequests();
    renderWithApp(<BdwxPage />, { path: '/bdwx' });
    expect(await screen.findByText(String(nickname))).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: '解除绑定' }));
    const dialog = await screen.findByRole('alertdialog');
    await ue.click(within(dialog).getByRole('button', { name: '取消' }));
    expect((await getUserBase()).data.wechat).toBe(nickname);
    await ue.click(screen.getByRole('button', { name: '解除绑定' }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('微信解绑成功')).toBeInTheDocument();
    expect(requests.of('DELETE /api/user/unbind_wechat')).toBe(1);

    expect(await screen.findByRole('region', { name: '扫码绑定微信' })).toBeInTheDocument();
    expect(await screen.findByText(/等待扫码确认/)).toBeInTheDocument();
    offset += 7_000;
    expect(await screen.findByText(/已绑定微信「/)).toBeInTheDocument();
    expect((await getUserBase()).data.wechat).toBeTruthy();
    requests.stop();
  });

  it('keeps a code whose validity the server overstates: no expiry at once, and 5 minutes said', async () => {
    startDemo();
    const api = createDemoApi({ goodsCount: 60 });
    server.use(...demoMswHandlers(api));
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    await unbindWechat();
    // 2^40 s: the contract sets no maximum, and a timer that long overflows and runs at once in a browser.
    server.use(getGetBindWechatQrMockHandler({ code: 10000, msg: 'ok', data: { scene: 's1', qr_url: '/qr/s1', expires_in: 2 ** 40, expires_at: 1795497900 } }));
    const requests = countRequests();
    renderWithApp(<BdwxPage />, { path: '/bdwx' });
    expect(await screen.findByText('等待扫码确认…（二维码 5 分钟内有效）')).toBeInTheDocument();
    const before = requests.of('GET /api/user/base');
    // The page polls the user state every 2 s while the code is valid: a poll after the code showed proves time passed
    // with the code still standing (an expired code stops the polling and says so).
    await waitFor(() => expect(requests.of('GET /api/user/base')).toBeGreaterThan(before), { timeout: 10_000 });
    expect(screen.queryByText('二维码已过期。')).toBeNull();
    expect(screen.getByText(/等待扫码确认/)).toBeInTheDocument();
    requests.stop();
  });

  it('believes a code validity of 1 s to 30 days, and 5 minutes for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(undefined), fc.constant(null), fc.string()), (value) => {
        const seconds = qrValiditySeconds(value);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(30 * 24 * 3600);
        const believable = typeof value === 'number' && value > 0 && value <= 30 * 24 * 3600;
        expect(seconds).toBe(believable ? value : 300);
      }),
    );
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<BdwxPage />, { path: '/bdwx' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fbdwx');
  });
});
