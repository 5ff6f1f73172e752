/** /user against the demo API: the figures equal the API's, anda's expired licence named with its link, failures. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getWalletBalance } from '@generated/endpoints/wallet/wallet';
import { getUnreadMessageCount } from '@generated/endpoints/message/message';
import { readSummary, warningText } from '@/features/member-home';
import UserPage from '@/pages/account/user-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from './account-fixtures';

describe('会员首页', () => {
  it('shows kangning\'s wallet, orders and messages as the API answers them, each linking to its page', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const wallet = (await getWalletBalance()).data;
    const unread = (await getUnreadMessageCount()).data.count;
    const requests = countRequests();
    renderWithApp(<UserPage />, { path: '/user' });
    const balance = await screen.findByTestId('summary-balance');
    const [yuan, fen = '00'] = wallet.balance.split('.');
    expect(balance).toHaveTextContent(`¥${Number(yuan).toLocaleString('en-US')}.${fen.padEnd(2, '0').slice(0, 2)}`.replace(/,/g, ''));
    expect(balance).toHaveAttribute('href', '/yegl');
    expect(screen.getByTestId('summary-points')).toHaveTextContent(wallet.points.toLocaleString('zh-CN'));
    expect(screen.getByTestId('summary-coupons')).toHaveAttribute('href', '/yhq');
    expect(screen.getByTestId('summary-vouchers')).toHaveAttribute('href', '/xjq');
    expect(screen.getByTestId('summary-orders-1')).toHaveAttribute('href', '/order?status=1');
    expect(screen.getByTestId('summary-unread')).toHaveTextContent(unread > 0 ? `${unread} 条未读消息` : '暂无未读消息');
    expect(screen.queryByRole('region', { name: '证件提醒' })).toBeNull();
    // The route loads its own summary, never the base user.
    expect(requests.of('GET /api/user/summary')).toBe(1);
    expect(requests.of('GET /api/user/base')).toBe(0);
    requests.stop();
  });

  it('tells the header who is logged in from the summary, since this route loads no base user', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const { store } = renderWithApp(<UserPage />, { path: '/user' });
    await screen.findByTestId('summary-balance');
    await waitFor(() => expect(store.session.isMember).toBe(true));
    expect(store.session.user?.company).toBe('石家庄康宁大药房有限公司');
  });

  it('names anda\'s expired licence and links to replacing it', async () => {
    startDemo();
    await loginByPassword({ username: 'anda', password: 'Demo2026' });
    renderWithApp(<UserPage />, { path: '/user' });
    const warnings = await screen.findByRole('region', { name: '证件提醒' });
    expect(within(warnings).getByText(/「药品经营许可证」已于 2026-10-31 过期/)).toBeInTheDocument();
    const link = within(warnings).getByRole('link', { name: '去更换药品经营许可证' });
    expect(link.getAttribute('href')).toMatch(/^\/zzzj\?replace=\d+$/);
    expect(within(warnings).getByText(/GSP证书」将于 2026-12-10 到期/)).toBeInTheDocument();
    expect(screen.getByText('专属服务')).toBeInTheDocument();
  });

  it('a malformed answer or a failure shows 重新加载 and never a half-drawn page', async () => {
    startDemo();
    server.use(http.get('*/api/user/summary', () => HttpResponse.json({ code: 10000, msg: 'ok', data: { company: 1 } })));
    renderWithApp(<UserPage />, { path: '/user' });
    expect(await screen.findByText('会员信息加载失败，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { seen } = startDemo();
    renderWithApp(<UserPage />, { path: '/user' });
    await waitFor(() => expect(seen.redirects).toHaveLength(1));
    expect(seen.redirects[0]).toContain('redirect=%2Fuser');
  });
});

describe('member home rules', () => {
  it('reads a summary, dropping unreadable warnings and putting expired first', () => {
    const base = { company: 'x', rank: '', is_passed: 1, admin: { name: 'a', phone: '1', is_default: 1 }, wallet: { balance: '1.00', points: 1, coupons: 0, vouchers: 0 }, order_counts: [], unread_messages: 0 };
    const s = readSummary({
      ...base,
      qualification_warnings: [
        { id: 2, type: 'other', name: 'GSP证书', status: 'expiring', valid_until: '2026-12-10', days_left: 18 },
        { id: 1, type: 'drug_trade_license', name: '药品经营许可证', status: 'expired', valid_until: '2026-10-31', days_left: -22 },
        { id: 3, type: 'other', name: '坏', status: 'expired', valid_until: '2026-02-30', days_left: -1 },
      ],
    });
    expect(s?.qualification_warnings.map((w) => w.id)).toEqual([1, 2]);
    expect(warningText(s!.qualification_warnings[1]!)).toBe('「GSP证书」将于 2026-12-10 到期（还剩 18 天）');
    expect(readSummary({ ...base, wallet: { balance: '1.00', points: -1, coupons: 0, vouchers: 0 }, qualification_warnings: [] })).toBeNull();
    expect(readSummary(null)).toBeNull();
  });
});
