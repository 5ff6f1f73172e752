/** /dzfp against the demo API: the invoices by order with status, type and amount; the PDF download; the filters. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listInvoices } from '@generated/endpoints/invoice/invoice';
import { fen, formatYuan, wireFen } from '@/domain/money';
import DzfpPage from '@/pages/self-service/dzfp-page';
import { renderWithApp } from '@tests/render';
import { server } from '@tests/msw-server';
import { startDemo } from '../account/account-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('电子发票', () => {
  it('lists the invoices as the API answers them: order, type, amount, status', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const page = await listInvoices({ page: 1, page_size: 10 });
    expect(page.data.list.length).toBeGreaterThan(0);
    renderWithApp(<DzfpPage />, { path: '/dzfp' });
    const table = await screen.findByRole('table', { name: '电子发票' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(page.data.list.length);
    const first = page.data.list[0]!;
    expect(rows[0]).toHaveTextContent(first.order_no);
    expect(rows[0]).toHaveTextContent(formatYuan(wireFen(first.amount, fen(0))));
    expect(rows[0]).toHaveTextContent(first.type === 'special' ? '增值税电子专用发票' : '增值税电子普通发票');
  });

  it('downloads an issued invoice as a PDF, once on a double click', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const issued = (await listInvoices({ page: 1, page_size: 10 })).data.list.find((i) => i.status === 1)!;
    const saved: Blob[] = [];
    // Spies, put back after the test (restoreMocks), so no other test sees this URL.createObjectURL.
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved.push(b as Blob);
      return 'blob:invoice';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const ue = userEvent.setup();
    renderWithApp(<DzfpPage />, { path: '/dzfp' });
    const row = (await screen.findByRole('table', { name: '电子发票' })).querySelector(`tr[data-invoice-id="${issued.id}"]`) as HTMLElement;
    await ue.dblClick(within(row).getByRole('button', { name: `下载 PDF：订单 ${issued.order_no}` }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(1);
    expect(saved[0]!.type).toMatch(/pdf/);
    const head = new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5);
    expect(String.fromCharCode(...head)).toBe('%PDF-');
  });

  it('refuses a reversed date range and a malformed order number before asking', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<DzfpPage />, { path: '/dzfp' });
    await screen.findByRole('table', { name: '电子发票' });
    await ue.type(screen.getByLabelText('开票开始日期'), '2026-11-10');
    await ue.type(screen.getByLabelText('开票结束日期'), '2026-11-01');
    expect(screen.getByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
    await ue.clear(screen.getByLabelText('开票结束日期'));
    await ue.type(screen.getByLabelText('订单号'), 'YC-1');
    expect(screen.getByText('订单号只包含字母和数字，最多 32 位')).toBeInTheDocument();
  });

  it('filters by order number through the address', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const first = (await listInvoices({ page: 1, page_size: 10 })).data.list[0]!;
    const ue = userEvent.setup();
    const r = renderWithApp(<DzfpPage />, { path: '/dzfp' });
    await screen.findByRole('table', { name: '电子发票' });
    await ue.type(screen.getByLabelText('订单号'), first.order_no);
    await ue.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe(`/dzfp?order_no=${first.order_no}`));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '电子发票' })).getAllByRole('row')).toHaveLength(2));
  });

  it('tells an empty filter result and a failed list apart', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    renderWithApp(<DzfpPage />, { path: '/dzfp?order_no=YC000000000000' });
    expect(await screen.findByText('没有符合条件的发票')).toBeInTheDocument();
  });

  it('survives a malformed list answer: a failure to load with 重新加载, not an empty list', async () => {
    startDemo();
    server.use(http.get('*/api/invoice', () => HttpResponse.json({ code: 10000, msg: 'ok', data: { list: 'oops', total: 'x' } })));
    renderWithApp(<DzfpPage />, { path: '/dzfp' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('发票列表加载失败，请稍后重试。');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.queryByText(/还没有电子发票/)).toBeNull();
  });
});
