/**
 * The GSP 验收单 exports against the demo API: 下载 GSP 验收单 on a shipped order's detail, 导出 GSP 验收单 for a date
 * range on /order — the saved .xlsx read back; the range checked before asking; refusals, failures and malformed
 * answers said in place without a file.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getOrderDetail, listAcceptanceRecords, listOrders } from '@generated/endpoints/order/order';
import type { AcceptanceRecord } from '@generated/models';
import { formatBeijingDate } from '@/domain/datetime';
import { fenToYuan, toFen } from '@/domain/money';
import OrderDetailPage from '@/pages/orders/order-detail-page';
import OrderListPage from '@/pages/orders/order-list-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { startDemo } from '../cart/pay-fixtures';

const HEADER = ['通用名', '商品名', '剂型/规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至', '数量', '单位', '单价', '金额', '供货单位', '到货日期'];
const DAY = 86_400_000;
const ACCEPTANCE = /\/api\/order\/acceptance$/;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Files the page saves (a Blob URL clicked with a download name), instead of the browser's download. */
function captureSaves() {
  const blobs = new Map<string, Blob>();
  const saved: Array<{ name: string; blob: Blob }> = [];
  let n = 0;
  // Spies, put back after the test, so no other test sees this URL.createObjectURL.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:acceptance-${++n}`;
    blobs.set(url, b as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** jsdom's Blob has no arrayBuffer(): its FileReader reads the bytes. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function sheetOf(blob: Blob): Promise<unknown[][]> {
  const [sheet] = await readXlsxFile(Buffer.from(await bytesOf(blob)));
  return sheet!.data;
}

/** The row an API row must become in the file. */
const expectedRow = (r: AcceptanceRecord, supplier: string) => [
  r.name,
  r.trade_name,
  r.ypgg,
  r.sccj,
  r.pzwh,
  r.batch,
  r.produced_on,
  r.expires_on,
  r.number,
  r.bzdw,
  fenToYuan(toFen(r.price)),
  fenToYuan(toFen(r.amount)),
  supplier,
  r.received_on,
];

async function completedOrder() {
  startDemo();
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  const done = (await listOrders({ status: 4, page_size: 1 })).data.list[0]!;
  return (await getOrderDetail(done.id)).data;
}

const renderDetail = (id: number) => renderWithApp(<OrderDetailPage params={{ id: String(id) }} />, { path: `/order/info/${id}` });

describe('下载 GSP 验收单 on the order detail', () => {
  it('saves 验收单-<订单号>.xlsx with the 14 columns and the API’s rows, showing that it is busy meanwhile', async () => {
    const order = await completedOrder();
    const api = (await listAcceptanceRecords({ order_id: order.id })).data;
    expect(api.rows.length).toBeGreaterThan(0);
    const saved = captureSaves();
    renderDetail(order.id);
    const section = await screen.findByTestId('order-acceptance');
    fireEvent.click(within(section).getByRole('button', { name: '下载 GSP 验收单' }));
    const busy = within(section).getByRole('button', { name: '正在生成验收单…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`验收单-${order.order_no}.xlsx`);
    const data = await sheetOf(saved[0]!.blob);
    expect(data[0]).toEqual(HEADER);
    expect(data.slice(1)).toEqual(api.rows.map((r) => expectedRow(r, api.supplier)));
    expect(await within(section).findByRole('status')).toHaveTextContent(`已生成 验收单-${order.order_no}.xlsx（${api.rows.length} 行）`);
    expect(within(section).getByRole('button', { name: '下载 GSP 验收单' })).toBeEnabled();
  });

  it('is not offered before the order has shipped', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    for (const status of [1, 2] as const) {
      const o = (await listOrders({ status, page_size: 1 })).data.list[0]!;
      const r = renderDetail(o.id);
      expect(await screen.findByTestId('order-status')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '下载 GSP 验收单' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('order-acceptance')).not.toBeInTheDocument();
      r.unmount();
    }
  });

  it('says the server’s message on a failure, saves nothing and keeps the page working', async () => {
    const order = await completedOrder();
    const saved = captureSaves();
    let calls = 0;
    server.use(
      http.get(ACCEPTANCE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 500, msg: '系统繁忙，请稍候再试', data: null }, { status: 500 })
          : HttpResponse.json({ code: 40004, msg: '订单不存在', data: null }, { status: 404 });
      }),
    );
    renderDetail(order.id);
    const section = await screen.findByTestId('order-acceptance');
    fireEvent.click(within(section).getByRole('button', { name: '下载 GSP 验收单' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('系统繁忙，请稍候再试');
    fireEvent.click(within(section).getByRole('button', { name: '下载 GSP 验收单' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('订单不存在'));
    expect(saved).toEqual([]);
    // The rest of the detail is still there and usable.
    expect(screen.getByTestId('order-status')).toHaveTextContent(order.status_text);
    expect(screen.getAllByTestId('order-line')).toHaveLength(order.lines.length);
  });

  it.each([
    ['rows not a list', { supplier: '河北药采网络科技有限公司', rows: { length: 1 } }],
    ['a row without its batch', { supplier: '河北药采网络科技有限公司', rows: [{ name: '阿莫西林胶囊', number: 1 }] }],
    ['no supplier', { rows: [] }],
  ])('writes no file from a malformed answer (%s) and says so', async (_what, data) => {
    const order = await completedOrder();
    const saved = captureSaves();
    server.use(http.get(ACCEPTANCE, () => HttpResponse.json({ code: 10000, msg: '操作成功', data })));
    renderDetail(order.id);
    const section = await screen.findByTestId('order-acceptance');
    fireEvent.click(within(section).getByRole('button', { name: '下载 GSP 验收单' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('验收记录数据有误，未生成文件');
    expect(saved).toEqual([]);
  });

  it('says so instead of saving an empty file when nothing of the order has left the warehouse', async () => {
    const order = await completedOrder();
    const saved = captureSaves();
    server.use(http.get(ACCEPTANCE, () => HttpResponse.json({ code: 10000, msg: '操作成功', data: { supplier: '河北药采网络科技有限公司', rows: [] } })));
    renderDetail(order.id);
    const section = await screen.findByTestId('order-acceptance');
    fireEvent.click(within(section).getByRole('button', { name: '下载 GSP 验收单' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('该订单暂无已出库的商品，未生成验收单');
    expect(saved).toEqual([]);
  });
});

describe('导出 GSP 验收单 on /order', () => {
  const form = () => screen.getByRole('form', { name: '导出 GSP 验收单' });
  const setRange = (start: string, end: string) => {
    fireEvent.change(within(form()).getByLabelText('到货开始日期'), { target: { value: start } });
    fireEvent.change(within(form()).getByLabelText('到货结束日期'), { target: { value: end } });
  };

  it('saves 验收单-<start>至<end>.xlsx holding the range’s rows as the API gives them', async () => {
    const { clock } = startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const start = formatBeijingDate(clock.at - 60 * DAY);
    const end = formatBeijingDate(clock.at);
    const api = (await listAcceptanceRecords({ start, end })).data;
    expect(new Set(api.rows.map((r) => r.order_id)).size).toBeGreaterThan(1);
    const saved = captureSaves();
    renderWithApp(<OrderListPage />, { path: '/order' });
    setRange(start, end);
    fireEvent.click(within(form()).getByRole('button', { name: '导出 GSP 验收单' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`验收单-${start}至${end}.xlsx`);
    const data = await sheetOf(saved[0]!.blob);
    expect(data[0]).toEqual(HEADER);
    expect(data.slice(1)).toEqual(api.rows.map((r) => expectedRow(r, api.supplier)));
    expect(await within(form()).findByRole('status')).toHaveTextContent(`（${api.rows.length} 行）`);
  });

  it('defaults to this month so far in Beijing time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:30:00Z')); // 2026-12-01 01:30 in Beijing
    startDemo();
    renderWithApp(<OrderListPage />, { path: '/order' });
    expect(within(form()).getByLabelText('到货开始日期')).toHaveValue('2026-12-01');
    expect(within(form()).getByLabelText('到货结束日期')).toHaveValue('2026-12-01');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the range in Chinese before asking: both dates, start not after end, at most 366 days', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    let asked = 0;
    server.use(
      http.get(ACCEPTANCE, () => {
        asked += 1;
        return HttpResponse.json({ code: 10000, msg: '操作成功', data: { supplier: '河北药采网络科技有限公司', rows: [] } });
      }),
    );
    const saved = captureSaves();
    renderWithApp(<OrderListPage />, { path: '/order' });
    const button = within(form()).getByRole('button', { name: '导出 GSP 验收单' });
    const cases: Array<[string, string, string, string]> = [
      ['', '2026-11-26', '请选择开始日期和结束日期', '到货开始日期'],
      ['2026-11-01', '', '请选择开始日期和结束日期', '到货结束日期'],
      ['2026-11-26', '2026-11-01', '开始日期不能晚于结束日期', '到货结束日期'],
      ['2025-11-01', '2026-11-03', '日期范围不能超过 366 天', '到货结束日期'],
    ];
    for (const [start, end, message, field] of cases) {
      setRange(start, end);
      expect(within(form()).getByRole('alert')).toHaveTextContent(message);
      fireEvent.click(button);
      expect(within(form()).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form()).getByLabelText(field)).toHaveFocus();
    }
    expect(asked).toBe(0);
    // 366 days is allowed; a range without arrivals says so and saves nothing.
    setRange('2025-11-01', '2026-11-02');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(await within(form()).findByRole('status')).toHaveTextContent('2025-11-01 至 2026-11-02 没有到货的药品，未生成验收单');
    expect(asked).toBe(1);
    expect(saved).toEqual([]);
  });

  it('says the server’s refusal and stays usable', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    server.use(
      http.get(ACCEPTANCE, () =>
        HttpResponse.json({ code: 422, msg: '日期范围不能超过 366 天', data: null, errors: { end: ['日期范围不能超过 366 天'] } }, { status: 422 }),
      ),
    );
    const saved = captureSaves();
    renderWithApp(<OrderListPage />, { path: '/order' });
    setRange('2026-11-01', '2026-11-20');
    fireEvent.click(within(form()).getByRole('button', { name: '导出 GSP 验收单' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('日期范围不能超过 366 天');
    expect(within(form()).getByRole('button', { name: '导出 GSP 验收单' })).toBeEnabled();
    expect(saved).toEqual([]);
    expect((await screen.findAllByTestId('order-card')).length).toBeGreaterThan(0);
  });
});
