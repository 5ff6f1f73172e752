/** /cart/step4 against the demo API: the paid order, the 含麻 order still to pay, and the page without an order. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { payWithBalance } from '@generated/endpoints/pay/pay';
import { formatYuan, toFen } from '@/domain/money';
import { hmHref, step3Href } from '@/lib/routes';
import Step4Page from '@/pages/cart/step4-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { placeOrders, startDemo } from './pay-fixtures';

const renderStep4 = (query: string) => renderWithApp(<Step4Page />, { path: `/cart/step4${query}` });

describe('/cart/step4', () => {
  it('shows the paid order with its links, and the 含麻 order that still needs a transfer', async () => {
    startDemo();
    const { normal, hm } = await placeOrders({ normal: 2, hm: true });
    const paid = (await payWithBalance(normal!.id)).data;
    renderStep4(`?order_id=${normal!.id}&hm=${hm!.id}`);

    const panel = await screen.findByRole('region', { name: '支付成功' });
    expect(within(panel).getByTestId('pay-result-order-no')).toHaveTextContent(normal!.order_no);
    expect(within(panel).getByTestId('pay-result-amount')).toHaveTextContent(formatYuan(toFen(paid.paid_amount)));
    expect(panel).toHaveTextContent('余额支付');
    expect(within(panel).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `/order/info/${normal!.id}`);
    expect(within(panel).getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
    expect(screen.getByText('您还有一笔含麻订单尚未支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去支付含麻订单' })).toHaveAttribute('href', hmHref(hm!.id));
    // Step 4 shows the step bar at 4 and no route-title heading.
    expect(screen.getByText('支付完成', { selector: '.cart-steps__label' }).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('heading', { name: '支付完成' })).not.toBeInTheDocument();
  });

  it('without hm shows no 含麻 notice; an unpaid order is offered its pay page', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const r = renderStep4(`?order_id=${normal!.id}`);
    expect(await screen.findByRole('heading', { name: '订单尚未支付' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute('href', step3Href(normal!.id));
    expect(screen.queryByText('您还有一笔含麻订单尚未支付')).not.toBeInTheDocument();
    r.unmount();
  });

  it('is a neutral page, not an error, without a valid order_id, and calls no API', async () => {
    let calls = 0;
    server.use(
      http.all(/\/api\//, () => {
        calls += 1;
        return HttpResponse.json({ code: 500, msg: 'x' }, { status: 500 });
      }),
    );
    renderStep4('?order_id=abc');
    const panel = screen.getByRole('region', { name: '没有需要显示的支付结果' });
    expect(within(panel).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
    expect(within(panel).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
