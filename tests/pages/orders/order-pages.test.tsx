/** The order centre against the demo API: the list with its tabs, the detail with its amounts and actions, after-sales. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getOrderDetail, listOrders } from '@generated/endpoints/order/order';
import { payWithBalance } from '@generated/endpoints/pay/pay';
import { formatYuan, subFen, toFen } from '@/domain/money';
import AfterSalesPage from '@/pages/orders/after-sales-page';
import OrderDetailPage from '@/pages/orders/order-detail-page';
import OrderListPage from '@/pages/orders/order-list-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { HOUR, placeOrders, startDemo } from '../cart/pay-fixtures';

const renderDetail = (id: number | string) => renderWithApp(<OrderDetailPage params={{ id: String(id) }} />, { path: `/order/info/${id}` });

describe('/order — 我的订单', () => {
  it('shows every tab with its count and lists the orders of the chosen tab', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const unpaid = (await listOrders({ status: 1, page_size: 1 })).data.total;
    expect(unpaid).toBeGreaterThan(0);
    const r = renderWithApp(<OrderListPage />, { path: '/order' });
    const tabs = screen.getByRole('tablist', { name: '订单状态' });
    for (const label of ['全部', '待付款', '待发货', '待收货', '已完成', '已取消']) {
      // every tab has orders in the seeded demo, so every count is drawn
      await waitFor(() => expect(within(tabs).getByRole('tab', { name: new RegExp(`^${label}\\s*\\d+$`) })).toBeInTheDocument());
    }
    expect(within(tabs).getByRole('tab', { name: new RegExp(`^待付款\\s*${unpaid}$`) })).toBeInTheDocument();
    expect((await screen.findAllByTestId('order-card')).length).toBeGreaterThan(0);
    fireEvent.click(within(tabs).getByRole('tab', { name: /^待付款/ }));
    await waitFor(() => expect(r.location.history.at(-1)).toBe('/order?status=1'));
  });

  it('refuses an end date before the start date without asking the server', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    renderWithApp(<OrderListPage />, { path: '/order' });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
    expect(screen.getByRole('button', { name: '搜索' })).toBeDisabled();
  });

  it('says a server failure in place and offers to retry', async () => {
    server.use(http.get(/\/api\/order$/, () => HttpResponse.json({ code: 500, msg: '系统繁忙，请稍候再试', data: null }, { status: 500 })));
    renderWithApp(<OrderListPage />, { path: '/order' });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('订单列表加载失败。');
    expect(panel).toHaveTextContent('系统繁忙');
    expect(within(panel).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('does not draw a malformed list', async () => {
    server.use(http.get(/\/api\/order$/, () => HttpResponse.json({ code: 10000, msg: 'ok', data: { total: 1, page: 1, page_size: 10, list: [{ id: 'x' }] } })));
    renderWithApp(<OrderListPage />, { path: '/order' });
    expect(await screen.findByRole('alert')).toHaveTextContent('订单列表有误');
    expect(screen.queryByTestId('order-card')).not.toBeInTheDocument();
  });
});

describe('/order/info/{id} — 订单详情', () => {
  it('shows the amounts of checkout to the fen, then follows shipment, receipt and an after-sales request', async () => {
    const { clock } = startDemo();
    const { normal } = await placeOrders({ normal: 2 });
    await payWithBalance(normal!.id);
    const r = renderDetail(normal!.id);
    const amounts = await screen.findByTestId('order-amounts');
    expect(within(amounts).getByTestId('order-amount-pay')).toHaveTextContent(formatYuan(toFen(normal!.pay_amount)));
    expect(screen.getByTestId('order-status')).toHaveTextContent('待发货');
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.queryByText(/金额明细与实付金额不一致/)).not.toBeInTheDocument();

    clock.move(HOUR);
    r.unmount();
    renderDetail(normal!.id);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('待收货');
    expect(await screen.findByTestId('order-logistics')).toHaveTextContent('已揽收');
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('已完成'));

    fireEvent.click(screen.getByRole('button', { name: '申请售后' }));
    const form = screen.getByRole('form', { name: '申请售后' });
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(within(form).getByText('请选择申请售后的商品')).toBeInTheDocument();
    fireEvent.click(within(form).getAllByRole('checkbox')[0]!);
    fireEvent.change(within(form).getByLabelText('售后原因'), { target: { value: '外包装破损' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(r.location.history.length).toBeGreaterThan(0));
    const detail = (await getOrderDetail(normal!.id)).data;
    expect(detail.after_sales).toHaveLength(1);
  });

  it('cancels an unpaid order only with a reason', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    renderDetail(normal!.id);
    expect(await screen.findByText(/超时订单将自动取消/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择取消原因');
    fireEvent.click(within(dialog).getByLabelText('暂时不需要了'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('已取消'));
    expect((await getOrderDetail(normal!.id)).data.cancel_reason).toBe('暂时不需要了');
  });

  it('says when the order is not found, and when the address holds no valid id', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const r = renderDetail(999999);
    expect(await screen.findByRole('alert')).toHaveTextContent('没有找到该订单');
    r.unmount();
    renderDetail('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('订单编号无效');
  });

  it('flags amounts that do not add up instead of printing them as if they did', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const real = (await getOrderDetail(normal!.id)).data;
    server.use(
      http.get(new RegExp(`/api/order/${normal!.id}$`), () =>
        HttpResponse.json({ code: 10000, msg: 'ok', data: { ...real, amounts: { ...real.amounts, pay_amount: '0.01' } } }),
      ),
    );
    renderDetail(normal!.id);
    expect(await screen.findByText(/金额明细与实付金额不一致/)).toBeInTheDocument();
  });
});

describe('/order/afterSalesInfo/{id} — 售后详情', () => {
  it('shows a request, its progress and refund on a fresh load', async () => {
    const { clock } = startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    await payWithBalance(normal!.id);
    clock.move(HOUR);
    const { receiveOrder, applyOrderAfterSales } = await import('@generated/endpoints/order/order');
    await getOrderDetail(normal!.id);
    await receiveOrder(normal!.id);
    const line = (await getOrderDetail(normal!.id)).data.lines[0]!;
    const created = (await applyOrderAfterSales(normal!.id, { type: 1, line_ids: [line.id], reason: '质量问题' })).data;
    renderWithApp(<AfterSalesPage params={{ id: String(created.id) }} />, { path: `/order/afterSalesInfo/${created.id}` });
    expect(await screen.findByTestId('after-sales-status')).toHaveTextContent('待审核');
    expect(screen.getByRole('list', { name: '售后进度' })).toHaveTextContent('提交申请');
    // One line bought: the refund is what was paid for it, without the shipping.
    const a = (await getOrderDetail(normal!.id)).data.amounts;
    const paidForGoods = subFen(toFen(a.goods_amount), toFen(a.manjian_amount), toFen(a.coupon_amount), toFen(a.voucher_amount ?? '0'));
    expect(screen.getByTestId('after-sales-refund')).toHaveTextContent(formatYuan(paidForGoods));
  });
});
