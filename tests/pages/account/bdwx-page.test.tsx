/** /bdwx against the demo API: unbind after confirming, then a QR drawn locally until the simulated scan binds. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getUserBase } from '@generated/endpoints/user/user';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
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

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<BdwxPage />, { path: '/bdwx' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fbdwx');
  });
});
