/** /cart/hm against the demo API: the 含麻 order's transfer account and the receipt upload (multipart). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listHmOrders } from '@generated/endpoints/order/order';
import { getPayTransfer, uploadPayReceipt } from '@generated/endpoints/pay/pay';
import { tradeState } from '@mock/demo/handlers/trade/state';
import { formatYuan, toFen } from '@/domain/money';
import { step3Href } from '@/lib/routes';
import HmPage from '@/pages/cart/hm-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { fileOf, placeOrders, startDemo } from './pay-fixtures';

function renderHm(query: string) {
  const r = renderWithApp(<HmPage />, { path: `/cart/hm${query}` });
  // The file input's accept list is the browser's hint only; the page must check what it is given anyway.
  return { ...r, ue: userEvent.setup({ applyAccept: false }) };
}

async function receiptOf(id: number) {
  return (await listHmOrders()).data.list.find((o) => o.id === id);
}

const fileInput = () => screen.getByLabelText('回执文件') as HTMLInputElement;
const form = () => screen.getByRole('form', { name: '上传转账回执' });

describe('/cart/hm', () => {
  it('shows the transfer account with copy buttons and uploads a receipt, refusing a wrong file first', async () => {
    startDemo();
    const { hm } = await placeOrders({ hm: true });
    const order = hm!;
    const transfer = (await getPayTransfer(order.id)).data;
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValueOnce('blob:receipt-1').mockReturnValueOnce('blob:receipt-2');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { ue, unmount } = renderHm(`?order_id=${order.id}`);

    expect(await screen.findByText('含麻订单仅支持对公转账')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '支付订单' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: '对公转账账户' });
    expect(account).toHaveTextContent(transfer.bank);
    expect(account).toHaveTextContent(transfer.account_name);
    expect(account).toHaveTextContent(transfer.account_no);
    expect(account).toHaveTextContent(order.order_no); // the 附言
    expect(account).toHaveTextContent(formatYuan(toFen(order.pay_amount)));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^剩余付款时间 (2天0小时0分0秒|1天23小时59分5\d秒)$/);

    await ue.click(within(account).getByRole('button', { name: '复制账号' }));
    expect(await within(account).findByText('已复制')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(transfer.account_no.replace(/\s+/g, ''));
    await ue.click(within(account).getByRole('button', { name: '复制转账附言' }));
    expect(await navigator.clipboard.readText()).toBe(order.order_no);

    // Refused on the client, nothing sent.
    await ue.upload(fileInput(), fileOf('receipt.txt', 'text/plain'));
    expect(within(form()).getByRole('alert')).toHaveTextContent('回执文件须为 JPG、PNG 或 PDF 格式');
    await ue.upload(fileInput(), fileOf('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(within(form()).getByRole('alert')).toHaveTextContent('回执文件不能超过 5 MB（所选文件 5.1 MB）');
    await ue.click(screen.getByRole('button', { name: '提交回执' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('请选择转账回执文件');
    expect((await receiptOf(order.id))?.receipt_status).toBe(0);

    // An image gets a preview; choosing another file revokes the old preview.
    await ue.upload(fileInput(), fileOf('receipt.png', 'image/png'));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '回执预览：receipt.png' })).toHaveAttribute('src', 'blob:receipt-1');
    await ue.upload(fileInput(), fileOf('receipt.pdf', 'application/pdf'));
    expect(revoke).toHaveBeenCalledWith('blob:receipt-1');
    expect(screen.queryByRole('img', { name: /回执预览/ })).not.toBeInTheDocument();
    expect(screen.getByText(/PDF 文件：receipt\.pdf/)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    await ue.upload(fileInput(), fileOf('receipt-2.png', 'image/png'));
    expect(screen.getByRole('img', { name: '回执预览：receipt-2.png' })).toHaveAttribute('src', 'blob:receipt-2');

    await ue.type(screen.getByLabelText('备注（选填）'), '已通过工行对公账户转账');
    await ue.click(screen.getByRole('button', { name: '提交回执' }));
    const done = await screen.findByRole('status', { name: '回执已上传，等待财务确认' });
    expect(done).toHaveTextContent('待确认');
    expect(done).toHaveTextContent(/上传时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(within(done).getByRole('link', { name: '含麻订单' })).toHaveAttribute('href', '/order_hmdd');
    expect(within(done).getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
    const saved = await receiptOf(order.id);
    expect(saved?.receipt_status).toBe(1);
    // The receipt is served back to this store only, by the pay API (getPayReceipt).
    expect(saved?.receipt_image).toMatch(new RegExp(`^/api/pay/${order.id}/receipt`));
    expect(revoke).not.toHaveBeenCalledWith('blob:receipt-2');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:receipt-2');
  });

  it('says 40013 (an earlier receipt not yet confirmed) and a 422 inline, keeping the file and the remark', async () => {
    const { api } = startDemo();
    const { hm: first } = await placeOrders({ hm: true });
    await uploadPayReceipt(first!.id, { file: fileOf('a.png', 'image/png') });
    // A second 含麻 order can only exist if the first receipt was confirmed when it was placed; put it back to
    // 待确认 afterwards, which is the state 40013 guards.
    const earlier = tradeState(api.db).orders[String(first!.id)]!;
    earlier.receipt!.status = 2;
    const { hm: second } = await placeOrders({ hm: true }, 'kangning', false);
    earlier.receipt!.status = 1;

    const { ue } = renderHm(`?order_id=${second!.id}`);
    expect(await screen.findByText(/上一笔含麻订单回执尚未确认/)).toBeInTheDocument();
    await ue.upload(fileInput(), fileOf('second.jpg', 'image/jpeg'));
    await ue.type(screen.getByLabelText('备注（选填）'), '第二笔');
    await ue.click(screen.getByRole('button', { name: '提交回执' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('上一笔含麻订单回执尚未确认，请等待确认后再支付本订单');
    expect(fileInput().files?.[0]?.name).toBe('second.jpg');
    expect(screen.getByTestId('receipt-file-name')).toHaveTextContent('second.jpg（2 KB）');
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('第二笔');
    expect((await receiptOf(second!.id))?.receipt_status).toBe(0);

    server.use(
      http.post(/\/api\/pay\/\d+\/receipt$/, () => HttpResponse.json({ code: 422, msg: '参数错误', errors: { remark: ['备注不能包含链接'] } }, { status: 422 }), {
        once: true,
      }),
    );
    await ue.click(screen.getByRole('button', { name: '提交回执' }));
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('备注不能包含链接'));
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('第二笔');
    expect(screen.getByLabelText('备注（选填）')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a later visit shows a receipt that waits for finance, and asks again for a rejected one', async () => {
    const { api } = startDemo();
    const { hm } = await placeOrders({ hm: true });
    await uploadPayReceipt(hm!.id, { file: fileOf('a.png', 'image/png') });
    const first = renderHm(`?order_id=${hm!.id}`);
    const done = await screen.findByRole('status', { name: '回执已上传，等待财务确认' });
    expect(done).toHaveTextContent('待确认');
    expect(screen.queryByRole('form', { name: '上传转账回执' })).not.toBeInTheDocument();
    // Finance holds the order while it checks the receipt, so no countdown runs out on the buyer.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('转账回执正在等待财务确认，确认期间订单不会超时取消。')).toBeInTheDocument();
    first.unmount();

    const receipt = tradeState(api.db).orders[String(hm!.id)]!.receipt!;
    receipt.status = 3;
    receipt.rejectReason = '转账金额与订单不符';
    renderHm(`?order_id=${hm!.id}`);
    expect(await screen.findByText('上次上传的回执已被驳回：转账金额与订单不符，请核对后重新上传。')).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it('sends an ordinary order to step 3 and refuses a bad order_id', async () => {
    startDemo();
    const { normal } = await placeOrders({ normal: 1 });
    const r = renderHm(`?order_id=${normal!.id}`);
    await waitFor(() => expect(r.location.history.at(-1)).toBe(step3Href(normal!.id)));
    r.unmount();
    renderHm('?order_id=-3');
    expect(screen.getByRole('alert')).toHaveTextContent('订单编号无效');
  });
});
