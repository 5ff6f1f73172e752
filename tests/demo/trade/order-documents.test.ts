// @vitest-environment node
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ACC, clearCart, DAY, pickGoods, TradeDemo } from './harness';

const pdfHex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');

describe('order documents (检验报告 and 首营资料)', () => {
  it('lists four documents per line of a shipped order, downloads one PDF and all of them as one zip', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const shipped = b.call('listOrders', { query: { status: 3 } }).data.list[0]!;
    const order = b.call('getOrderDetail', { path: { id: shipped.id } }).data;
    const docs = b.call('listOrderDocuments', { path: { id: order.id } }).data;
    expect(docs.list).toHaveLength(order.lines.length * 4);
    const first = docs.list[0]!;
    expect(first).toMatchObject({ kind: 'inspection', line_id: order.lines[0]!.id, batch: order.lines[0]!.ph });
    const one = demo.api.handle({ method: 'GET', url: first.url, cookie: b.cookie });
    expect(one.status).toBe(200);
    expect(one.headers['Content-Type']).toBe('application/pdf');
    const pdf = Buffer.from(one.body as Uint8Array).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(pdfHex(order.lines[0]!.name));
    expect(pdf).toContain(pdfHex(order.lines[0]!.ph));

    const zip = demo.api.handle({ method: 'GET', url: docs.archive_url, cookie: b.cookie });
    expect(zip.status).toBe(200);
    expect(zip.headers['Content-Type']).toBe('application/zip');
    const entries = unzipSync(zip.body as Uint8Array);
    const names = Object.keys(entries);
    expect(names).toHaveLength(docs.list.length);
    for (const d of docs.list) expect(names.some((n) => n.endsWith(`/${d.file_name}`))).toBe(true);
    for (const bytes of Object.values(entries)) expect(Buffer.from(bytes.slice(0, 8)).toString('latin1')).toBe('%PDF-1.4');
  });

  it('has none before the order leaves the warehouse, and none for another store', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const unpaid = b.call('listOrders', { query: { status: 1 } }).data.list[0]!;
    expect(b.call('listOrderDocuments', { path: { id: unpaid.id } }).code).toBe(40025);
    const shipped = b.call('listOrders', { query: { status: 3 } }).data.list[0]!;
    expect(demo.as(ACC.clinic).call('listOrderDocuments', { path: { id: shipped.id } }).status).toBe(404);
    expect(demo.as(ACC.clinic).call('downloadOrderDocumentArchive', { path: { id: shipped.id } }).status).toBe(404);
  });
});

describe('after-sales by quantity', () => {
  it('returns part of a line twice, refusing more than is left, and lists both with their order', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const done = b.call('listOrders', { query: { status: 4, page_size: 100 } }).data.list;
    const order = b.call('getOrderDetail', { path: { id: done[0]!.id } }).data;
    const line = order.lines.find((l) => l.number >= 2) ?? order.lines[0]!;
    const half = Math.max(1, Math.floor(line.number / 2));
    const first = b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 2, line_ids: [line.id], numbers: [half], reason: '外包装破损' } });
    expect(first.status).toBe(201);
    const left = line.number - half;
    if (left > 0) {
      const tooMany = b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 1, line_ids: [line.id], numbers: [left + 1], reason: '质量问题' } });
      expect(tooMany.status).toBe(422);
      expect(tooMany.errors?.numbers?.[0]).toContain(`最多还可申请 ${left}`);
      expect(b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 1, line_ids: [line.id], numbers: [left], reason: '质量问题' } }).status).toBe(201);
    }
    expect(b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 1, line_ids: [line.id], numbers: [1], reason: '质量问题' } }).code).toBe(40024);
    const detail = b.call('getOrderDetail', { path: { id: order.id } }).data;
    expect(detail.lines.find((l) => l.id === line.id)!.returned_number).toBe(line.number);
    const list = b.call('listAfterSales').data.list.filter((a) => a.order_id === order.id);
    expect(list).toHaveLength(left > 0 ? 2 : 1);
    expect(list.every((a) => a.order_no === order.order_no)).toBe(true);
    const as = b.call('getAfterSalesDetail', { path: { id: first.data.id } }).data;
    expect(as.lines[0]!.number).toBe(half);
    expect(as.refund_to).toBe(order.pay_method === '余额支付' ? '退至余额' : '原路退回');
  });

  it('keeps an uploaded photo for its store only', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const up = b.call('uploadAfterSalesImage', { multipart: { file: { name: '外箱压损.png', type: 'image/png', size: 64 } } });
    expect(up.status).toBe(201);
    const mine = demo.api.handle({ method: 'GET', url: up.data.url, cookie: b.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers['Content-Type']).toBe('image/png');
    expect((mine.body as Uint8Array).length).toBe(64);
    expect(demo.as(ACC.clinic).call('getAfterSalesImage', { path: { id: up.data.id } }).status).toBe(404);
    const big = b.call('uploadAfterSalesImage', { multipart: { file: { name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 } } });
    expect(big.status).toBe(422);
  });
});

describe('含麻 receipts and points orders', () => {
  it('replaces a receipt awaiting confirmation and serves the file to the buying store only', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    clearCart(b);
    const g = pickGoods(demo.db, { hm: true });
    b.add(g, g.zbz);
    const address = demo.account(ACC.pharmacy).addresses[0]!.id;
    const hm = b.call('submitOrder', { body: { ids: b.cart().data.map((l) => l.id), address_id: address } }).data.find((o) => o.is_hm === 1)!;
    expect(b.call('uploadPayReceipt', { path: { id: hm.id }, multipart: { file: { name: 'a.png', type: 'image/png', size: 10 } } }).status).toBe(201);
    expect(b.call('uploadPayReceipt', { path: { id: hm.id }, multipart: { file: { name: 'b.jpg', type: 'image/jpeg', size: 20 } } }).status).toBe(201);
    const row = b.call('listHmOrders').data.list.find((o) => o.id === hm.id)!;
    expect(row.receipt_status).toBe(1);
    const file = demo.api.handle({ method: 'GET', url: row.receipt_image!, cookie: b.cookie });
    expect(file.status).toBe(200);
    expect(file.headers['Content-Type']).toBe('image/jpeg');
    expect(demo.as(ACC.clinic).call('getPayReceipt', { path: { id: hm.id } }).status).toBe(404);
  });

  it('shows a points order with its traces once shipped', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const goods = b.call('listPointsGoods').data.list.find((x) => x.stock > 0)!;
    demo.account(ACC.pharmacy).points += goods.points;
    const o = b.call('exchangePointsGoods', { path: { id: goods.id }, body: { number: 1, address_id: demo.account(ACC.pharmacy).addresses[0]!.id } }).data;
    expect(b.call('getPointsOrder', { path: { id: o.id } }).data.traces).toEqual([]);
    demo.advance(3 * DAY);
    const d = b.call('getPointsOrder', { path: { id: o.id } }).data;
    expect(d.order_no).toBe(o.order_no);
    expect(d.status).toBe(2);
    expect(d.traces.length).toBeGreaterThan(0);
    expect(demo.as(ACC.clinic).call('getPointsOrder', { path: { id: o.id } }).status).toBe(404);
  });
});

describe('再次购买 of an order with a goods sold out since', () => {
  it('adds the others and names the sold-out goods with its reason', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const done = b.call('listOrders', { query: { status: 4, page_size: 100 } }).data.list;
    const results = done.map((o) => b.call('buyOrderAgain', { path: { id: o.id } })).filter((r) => r.status === 200);
    const refused = results.flatMap((r) => r.data.lines.filter((l) => l.success === 0));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((l) => l.msg)).toContain('该商品暂时缺货');
  });
});
