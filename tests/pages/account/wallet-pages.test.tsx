/** /yegl and /jfgl against the demo API: figures equal the API's, filters and page live in the address. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getWalletBalance, listMoneyLog, listPointsLog } from '@generated/endpoints/wallet/wallet';
import { fen, formatYuan, wireFen } from '@/domain/money';
import JfglPage from '@/pages/account/jfgl-page';
import YeglPage from '@/pages/account/yegl-page';
import { renderWithApp } from '@tests/render';
import { startDemo } from './account-fixtures';

describe('余额管理', () => {
  it('shows the balance and the first page of the log as the API answers them', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const [balance, log] = await Promise.all([getWalletBalance(), listMoneyLog({ page: 1, page_size: 10 })]);
    renderWithApp(<YeglPage />, { path: '/yegl' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent(formatYuan(wireFen(balance.data.balance, fen(0)))));
    const rows = within(await screen.findByRole('table', { name: '余额明细' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(log.data.list.length);
    expect(rows[0]).toHaveTextContent(log.data.list[0]!.remark);
  });

  it('filters by type and pages through the address', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    const r = renderWithApp(<YeglPage />, { path: '/yegl' });
    await screen.findByRole('table', { name: '余额明细' });
    await ue.selectOptions(screen.getByLabelText('类型'), '订单支付');
    await ue.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/yegl?use_type=2'));
    const paid = await listMoneyLog({ use_type: 2, page: 1, page_size: 10 });
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: '余额明细' })).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(paid.data.list.length);
      for (const row of rows) expect(row).toHaveTextContent('订单支付');
    });
  });

  it('refuses an end date before the start date without asking the server', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<YeglPage />, { path: '/yegl' });
    await screen.findByRole('table', { name: '余额明细' });
    await ue.type(screen.getByLabelText('开始日期'), '2026-11-10');
    await ue.type(screen.getByLabelText('结束日期'), '2026-11-01');
    expect(screen.getByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  });

  it('reads a malformed address as the first page of everything', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    renderWithApp(<YeglPage />, { path: '/yegl?use_type=9&start=2026-02-30&page=abc' });
    await screen.findByRole('table', { name: '余额明细' });
    expect(screen.getByLabelText('类型')).toHaveValue('0');
    expect(screen.getByLabelText('开始日期')).toHaveValue('');
  });

  it('sends a visitor to the login page', async () => {
    const { seen } = startDemo();
    renderWithApp(<YeglPage />, { path: '/yegl' });
    await waitFor(() => expect(seen.redirects.length).toBeGreaterThan(0));
  });
});

describe('积分管理', () => {
  it('shows the points held and the log; the 使用 tab lists spending only', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const balance = await getWalletBalance();
    const ue = userEvent.setup();
    const r = renderWithApp(<JfglPage />, { path: '/jfgl' });
    await waitFor(() => expect(screen.getByTestId('wallet-points')).toHaveTextContent(balance.data.points.toLocaleString('zh-CN')));
    await ue.click(screen.getByRole('link', { name: '使用 / 过期' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/jfgl?type=2'));
    const spent = await listPointsLog({ type: 2, page: 1, page_size: 10 });
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: '积分明细' })).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(spent.data.list.length);
    });
  });
});
