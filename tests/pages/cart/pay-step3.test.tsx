/** /cart/step3/{id} against the stateful demo API: balance, the unavailable points, the simulated gateway, time. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getOrderDetail } from '@generated/endpoints/order/order';
import { getPayMethods, getPayTransfer, payWithBalance } from '@generated/endpoints/pay/pay';
import { getWalletBalance } from '@generated/endpoints/wallet/wallet';
import { fen, formatYuan, toFen } from '@/domain/money';
import { hmHref, step4Href } from '@/lib/routes';
import Step3Page from '@/pages/cart/step3-page';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { HOUR, placeOrders, startDemo } from './pay-fixtures';

function renderStep3(id: number | string, hm?: number) {
  const path = `/cart/step3/${id}${hm ? `?hm=${hm}` : ''}`;
  const store = new RootStore();
  return { ...renderWithApp(<Step3Page params={{ id: String(id) }} />, { store, path }), ue: userEvent.setup() };
}

const payButton = () => screen.getByRole('button', { name: '确认支付' });

describe('/cart/step3/{id}', () => {
  it('pays by balance: the wallet falls by exactly the amount due and the buyer reaches step 4', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 2 });
    const order = normal!;
    const before = toFen((await getWalletBalance()).data.balance);
    const { ue, location } = renderStep3(order.id);

    expect(await screen.findByTestId('pay-order-no')).toHaveTextContent(order.order_no);
    expect(screen.getByTestId('pay-amount')).toHaveTextContent(formatYuan(toFen(order.pay_amount)));
    expect(screen.getByRole('heading', { name: '支付订单' })).toBeInTheDocument();
    expect(screen.getByText('支付订单', { selector: '.cart-steps__label' }).closest('li')).toHaveAttribute('aria-current', 'step');
    const balance = screen.getByRole('radio', { name: /余额支付/ });
    expect(balance).toBeChecked();
    expect(balance.closest('label')).toHaveTextContent(`余额 ${formatYuan(before)}`);

    await ue.click(payButton());
    await waitFor(() => expect(location.history.at(-1)).toBe(step4Href(order.id)));
    const after = toFen((await getWalletBalance()).data.balance);
    expect(before - after).toBe(toFen(order.pay_amount));
    expect((await getOrderDetail(order.id)).data.pay_method).toBe('余额支付');
  });

  it('keeps an unavailable method disabled with its reason, and pays online through the simulated gateway', async () => {
    startDemo();
    const { normal, hm } = await placeOrders({ normal: 2, hm: true });
    const order = normal!;
    const points = (await getPayMethods(order.id)).data.methods.find((m) => m.type === 'points')!;
    expect(points.is_available).toBe(0);
    const { ue, location } = renderStep3(order.id, hm!.id);

    const radio = await screen.findByRole('radio', { name: /积分支付/ });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(points.reason!);
    expect(screen.getByText(points.reason!)).toBeVisible();
    await ue.click(radio);
    expect(radio).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    // The 含麻 order of the same checkout is pointed to.
    expect(screen.getByRole('link', { name: '去支付含麻订单' })).toHaveAttribute('href', hmHref(hm!.id));

    await ue.click(screen.getByRole('radio', { name: /在线支付/ }));
    await ue.click(screen.getByRole('radio', { name: '微信支付' }));
    await ue.click(payButton());
    const gateway = await screen.findByRole('dialog', { name: '模拟支付网关' });
    expect(gateway).toHaveTextContent('微信支付');
    expect(gateway).toHaveTextContent(formatYuan(toFen(order.pay_amount)));
    expect(gateway).toHaveTextContent(/ps_[0-9a-f]{16}/);

    // 取消 closes the gateway and leaves the order unpaid.
    await ue.click(within(gateway).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '模拟支付网关' })).not.toBeInTheDocument());
    expect(screen.getByText(/已取消支付/)).toHaveAttribute('role', 'status');
    expect((await getOrderDetail(order.id)).data.status).toBe(1);

    await ue.click(payButton());
    await ue.click(within(await screen.findByRole('dialog', { name: '模拟支付网关' })).getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(step4Href(order.id, hm!.id)));
    const detail = (await getOrderDetail(order.id)).data;
    expect(detail.status).toBe(2);
    expect(detail.pay_method).toBe('在线支付');
  });

  it('shows the server\'s remaining time, and stops paying when the countdown runs out', async () => {
    const { clock } = startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    // The server is 23 hours further on than this machine: only the server's clock may decide.
    clock.move(23 * HOUR);
    const { store } = renderStep3(normal!.id);
    const timer = await screen.findByRole('timer');
    expect(timer.getAttribute('aria-label')).toMatch(/^剩余付款时间 (1小时0分0秒|0小时59分5\d秒)$/);
    expect(payButton()).toBeEnabled();

    // An hour passes on the shared clock.
    act(() => store.session.tick(Date.now() + HOUR + 2000));
    expect(await screen.findByText('订单已超时取消，请重新下单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
  });

  it('tells the buyer an order that timed out on the server is cancelled, with the way back to the cart', async () => {
    const { clock } = startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    clock.move(24 * HOUR + 60_000);
    renderStep3(normal!.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('订单已超时取消，请重新下单');
    expect(within(alert).getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });

  it('says an insufficient balance next to the button, keeps the page and shows the new figures', async () => {
    const { api } = startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const { ue } = renderStep3(normal!.id);
    const balance = await screen.findByRole('radio', { name: /余额支付/ });
    expect(balance).toBeChecked();
    // Someone else spends the wallet between the page load and the click.
    for (const a of api.db.members.byId.values()) if (a.username === 'kangning') a.balanceFen = fen(100);
    await ue.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/余额不足/);
    await waitFor(() => expect(screen.getByRole('radio', { name: /余额支付/ })).toBeDisabled());
    expect(screen.getByTestId('pay-order-no')).toHaveTextContent(normal!.order_no);
    // Online payment still works from here.
    expect(screen.getByRole('radio', { name: /在线支付/ })).toBeChecked();
    expect(payButton()).toBeEnabled();
  });

  it('shows the transfer account, without a receipt upload, when an ordinary order offers transfer', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const real = (await getPayMethods(normal!.id)).data;
    const transfer = (await getPayTransfer(normal!.id)).data;
    // The demo offers transfer to 含麻 orders only; the contract allows it for any order.
    const methods = [...real.methods, { type: 'transfer', name: '对公转账', is_available: 1, reason: null }];
    server.use(http.get(/\/api\/pay\/\d+\/methods$/, () => HttpResponse.json({ code: 10000, msg: 'ok', data: { ...real, methods } })));
    const { ue } = renderStep3(normal!.id);
    await ue.click(await screen.findByRole('radio', { name: /对公转账/ }));
    const account = await screen.findByRole('region', { name: '对公转账账户' });
    expect(account).toHaveTextContent(transfer.account_no);
    expect(account).toHaveTextContent(transfer.reference);
    expect(within(account).getByRole('button', { name: '复制账号' })).toBeInTheDocument();
    expect(screen.queryByLabelText('回执文件')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await ue.click(screen.getByRole('radio', { name: /余额支付/ }));
    expect(screen.queryByRole('region', { name: '对公转账账户' })).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('goes to step 4 for an order already paid, and to /cart/hm for a 含麻 order', async () => {
    startDemo();
    const { normal, hm } = await placeOrders({ normal: 1, hm: true });
    await payWithBalance(normal!.id);
    const first = renderStep3(normal!.id, hm!.id);
    await waitFor(() => expect(first.location.history.at(-1)).toBe(step4Href(normal!.id, hm!.id)));
    first.unmount();
    const second = renderStep3(hm!.id);
    await waitFor(() => expect(second.location.history.at(-1)).toBe(hmHref(hm!.id)));
  });

  it('refuses a bad id without calling the API, says 订单不存在 for an unknown one, and retries after a server fault', async () => {
    let calls = 0;
    server.use(
      http.all(/\/api\//, () => {
        calls += 1;
        return HttpResponse.json({ code: 500, msg: 'x' }, { status: 500 });
      }),
    );
    const bad = renderStep3('12abc');
    expect(screen.getByRole('alert')).toHaveTextContent('订单编号无效');
    expect(calls).toBe(0);
    bad.unmount();

    server.resetHandlers();
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const missing = renderStep3(normal!.id + 1000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('订单不存在');
    expect(within(alert).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    missing.unmount();

    server.use(http.get(/\/api\/pay\/\d+\/methods$/, () => HttpResponse.json({ code: 500, msg: '服务器错误' }, { status: 500 }), { once: true }));
    const { ue } = renderStep3(normal!.id);
    const fault = await screen.findByRole('alert');
    expect(fault).toHaveTextContent('系统繁忙');
    await ue.click(within(fault).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('pay-order-no')).toHaveTextContent(normal!.order_no);
  });

  it('says a malformed answer is wrong instead of drawing it, and recovers on 重试', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    server.use(http.get(/\/api\/pay\/\d+\/methods$/, () => HttpResponse.json({ code: 10000, msg: 'ok', data: { order_id: 'x', methods: null } }), { once: true }));
    const { ue } = renderStep3(normal!.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('支付信息有误，请稍后重试');
    await ue.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('pay-order-no')).toHaveTextContent(normal!.order_no);
  });
});
