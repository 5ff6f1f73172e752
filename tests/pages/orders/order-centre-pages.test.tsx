/** The rest of the order centre against the demo API: returns by quantity, the 退款/售后 tab, documents, the return page, points orders and 含麻 receipts. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listAddresses } from '@generated/endpoints/address/address';
import { applyOrderAfterSales, getOrderDetail, listOrders, receiveOrder } from '@generated/endpoints/order/order';
import { payWithBalance } from '@generated/endpoints/pay/pay';
import { exchangePointsGoods, listPointsGoods } from '@generated/endpoints/points/points';
import HmOrdersPage from '@/pages/orders/hm-orders-page';
import OrderDetailPage from '@/pages/orders/order-detail-page';
import OrderListPage from '@/pages/orders/order-list-page';
import PointsOrdersPage from '@/pages/orders/points-orders-page';
import ReturnInfoPage from '@/pages/orders/return-info-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { fileOf, HOUR, placeOrders, startDemo } from '../cart/pay-fixtures';

const renderDetail = (id: number) => renderWithApp(<OrderDetailPage params={{ id: String(id) }} />, { path: `/order/info/${id}` });

/** A paid, shipped and received order of kangning's, by balance. */
async function receivedOrder(clock: { move: (ms: number) => void }, normal = 1) {
  const { normal: order } = await placeOrders({ normal });
  await payWithBalance(order!.id);
  clock.move(HOUR);
  await getOrderDetail(order!.id);
  await receiveOrder(order!.id);
  return (await getOrderDetail(order!.id)).data;
}

describe('申请售后 by quantity', () => {
  it('refuses more than is left before asking the server, then applies for part of a line and shows where the refund goes', async () => {
    const { clock } = startDemo();
    const order = await receivedOrder(clock);
    const line = order.lines[0]!;
    const r = renderWithApp(<OrderDetailPage params={{ id: String(order.id) }} />, { path: `/order/info/${order.id}?apply=1` });
    const form = await screen.findByRole('form', { name: '申请售后' });
    expect(form).toHaveTextContent('退至账户余额');
    fireEvent.click(within(form).getAllByRole('checkbox')[0]!);
    const qty = within(form).getByLabelText('申请数量');
    expect(qty).toHaveValue(line.number);
    fireEvent.change(qty, { target: { value: String(line.number + 1) } });
    fireEvent.change(within(form).getByLabelText('售后原因'), { target: { value: '外包装破损' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(`最多还可申请 ${line.number}`);
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(r.location.history.at(-1)).toMatch(/^\/order\/afterSalesInfo\/\d+$/));
    const after = (await getOrderDetail(order.id)).data;
    expect(after.lines[0]!.returned_number).toBe(1);
    expect(after.after_sales).toHaveLength(1);
  });

  it('refuses a photo that breaks the upload rule and keeps what was typed', async () => {
    const { clock } = startDemo();
    const order = await receivedOrder(clock);
    renderWithApp(<OrderDetailPage params={{ id: String(order.id) }} />, { path: `/order/info/${order.id}?apply=1` });
    const form = await screen.findByRole('form', { name: '申请售后' });
    fireEvent.change(within(form).getByLabelText('问题描述'), { target: { value: '外盒压损 3 盒' } });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('说明.txt', 'text/plain')] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('照片须为 JPG、PNG 或 PDF 格式');
    fireEvent.change(input, { target: { files: [fileOf('外箱.png', 'image/png')] } });
    expect(await within(form).findByRole('img', { name: '售后照片：外箱.png' })).toBeInTheDocument();
    expect(within(form).getByLabelText('问题描述')).toHaveValue('外盒压损 3 盒');
  });
});

describe('/order — 退款/售后 tab', () => {
  it('lists the applications with links to each and to its order', async () => {
    const { clock } = startDemo();
    const order = await receivedOrder(clock);
    const created = (await applyOrderAfterSales(order.id, { type: 2, line_ids: [order.lines[0]!.id], numbers: [1], reason: '外包装破损' })).data;
    renderWithApp(<OrderListPage />, { path: '/order?status=6' });
    const tabs = screen.getByRole('tablist', { name: '订单状态' });
    expect(within(tabs).getByRole('tab', { name: /^退款\/售后/ })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByTestId('after-sales-card');
    expect(within(card).getByRole('link', { name: created.after_sales_no })).toHaveAttribute('href', `/order/afterSalesInfo/${created.id}`);
    expect(within(card).getByRole('link', { name: order.order_no })).toHaveAttribute('href', `/order/info/${order.id}`);
    expect(card).toHaveTextContent('退至余额');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('检验报告与首营资料', () => {
  it('offers each line’s documents and the whole set as one zip once shipped', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const shipped = (await listOrders({ status: 3, page_size: 1 })).data.list[0]!;
    renderDetail(shipped.id);
    const docs = await screen.findByTestId('order-documents');
    expect(within(docs).getByTestId('documents-archive')).toHaveAttribute('href', `/api/order/${shipped.id}/document_archive`);
    const downloads = within(docs).getAllByTestId('document-download');
    expect(downloads.length).toBe(shipped.goods_count * 4);
    expect(downloads[0]).toHaveAttribute('download', expect.stringMatching(/^药品检验报告_.+\.pdf$/));
    expect(docs).toHaveTextContent('首营资料');
  });

  it('says when they come for an unpaid order, and does not follow another host', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const r = renderDetail(normal!.id);
    expect(await screen.findByText('订单出库后可在此查看和下载药品检验报告与首营资料')).toBeInTheDocument();
    r.unmount();
    const shipped = (await listOrders({ status: 3, page_size: 1 })).data.list[0]!;
    server.use(
      http.get(new RegExp(`/api/order/${shipped.id}/documents$`), () =>
        HttpResponse.json({ code: 10000, msg: 'ok', data: { archive_url: 'https://evil.example/x.zip', list: [] } }),
      ),
    );
    renderDetail(shipped.id);
    expect(await screen.findByText(/随货资料信息有误/)).toBeInTheDocument();
    expect(document.querySelector('a[href^="https://evil"]')).toBeNull();
  });
});

describe('/order/returnInfo/{id} — 退货详情', () => {
  it('shows the return, its refund and where to send the goods on a fresh load', async () => {
    const { clock } = startDemo();
    const order = await receivedOrder(clock);
    await applyOrderAfterSales(order.id, { type: 2, line_ids: [order.lines[0]!.id], numbers: [1], reason: '外包装破损' });
    renderWithApp(<ReturnInfoPage params={{ id: String(order.id) }} />, { path: `/order/returnInfo/${order.id}` });
    expect(await screen.findByTestId('return-status')).toHaveTextContent('待审核');
    expect(screen.getByText('退至余额')).toBeInTheDocument();
    expect(screen.getByText(/裕翔街/)).toBeInTheDocument();
  });

  it('says so when the order has no return', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    renderWithApp(<ReturnInfoPage params={{ id: String(normal!.id) }} />, { path: `/order/returnInfo/${normal!.id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('该订单没有退货记录');
  });
});

describe('/jfdd — 积分订单', () => {
  it('lists the points orders and opens one with its delivery', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const goods = (await listPointsGoods()).data.list.find((g) => g.stock > 0)!;
    const address = (await listAddresses()).data[0]!;
    await exchangePointsGoods(goods.id, { number: 1, address_id: address.id });
    renderWithApp(<PointsOrdersPage />, { path: '/jfdd' });
    const cards = await screen.findAllByTestId('points-order-card');
    const mine = cards.find((c) => c.textContent?.includes(goods.name))!;
    expect(mine).toHaveTextContent('待发货');
    fireEvent.click(within(mine).getByRole('button', { name: '订单详情' }));
    expect(await within(mine).findByTestId('points-order-detail')).toHaveTextContent(address.consignee);
  });

  it('does not draw a malformed list', async () => {
    server.use(http.get(/\/api\/points\/orders$/, () => HttpResponse.json({ code: 10000, msg: 'ok', data: { total: 1, page: 1, page_size: 10, list: [{ id: -1 }] } })));
    renderWithApp(<PointsOrdersPage />, { path: '/jfdd' });
    expect(await screen.findByRole('alert')).toHaveTextContent('积分订单有误');
  });
});

describe('/hmdd — 含麻订单回执', () => {
  it('uploads a receipt, then shows it awaiting confirmation with a way to view and replace it', async () => {
    startDemo();
    const { hm } = await placeOrders({ hm: true });
    renderWithApp(<HmOrdersPage />, { path: '/hmdd' });
    const card = (await screen.findAllByTestId('hm-order-card')).find((c) => c.textContent?.includes(hm!.order_no))!;
    expect(within(card).getByTestId('hm-receipt-status')).toHaveTextContent('待上传');
    fireEvent.click(within(card).getByRole('button', { name: /上传回执/ }));
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('回单.png', 'image/png')] } });
    fireEvent.click(within(card).getByRole('button', { name: '提交回执' }));
    await waitFor(() => expect(within(card).getByTestId('hm-receipt-status')).toHaveTextContent('待确认'));
    expect(within(card).getByTestId('hm-receipt-view')).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/api/pay/${hm!.id}/receipt`)));
    expect(within(card).getByRole('button', { name: /更换回执/ })).toBeInTheDocument();
  });

  it('refuses a receipt over 5 MB before sending it', async () => {
    startDemo();
    const { hm } = await placeOrders({ hm: true });
    renderWithApp(<HmOrdersPage />, { path: '/hmdd' });
    const card = (await screen.findAllByTestId('hm-order-card')).find((c) => c.textContent?.includes(hm!.order_no))!;
    fireEvent.click(within(card).getByRole('button', { name: /上传回执/ }));
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('大.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(await within(card).findByRole('alert')).toHaveTextContent('回执文件不能超过 5 MB');
  });
});
