// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fen } from '@/domain/money';
import { ACC, MINUTE, pickGoods, TradeDemo } from './harness';

describe('e-invoices', () => {
  it('lists the buyer’s invoices and downloads an issued one as a valid PDF', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const list = b.call('listInvoices').data.list;
    const issued = list.find((i) => i.status === 1)!;
    expect(issued.invoice_no).toMatch(/^\d{20}$/);
    const res = demo.api.handle({ method: 'GET', url: `/api/invoice/${issued.id}/download`, cookie: b.cookie });
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/pdf');
    expect(res.headers['Content-Disposition']).toBe(`attachment; filename="${issued.invoice_no}.pdf"`);
    const pdf = Buffer.from(res.body as Uint8Array).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object exactly.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((off, i) => expect(pdf.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    // The invoice number is in the text (UTF-16BE hex).
    const hex = [...issued.invoice_no!].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
    expect(pdf).toContain(hex);
    // Someone else's invoice is unknown.
    expect(demo.as(ACC.clinic).call('downloadInvoice', { path: { id: issued.id } }).status).toBe(404);
  });

  it('requests an invoice on payment, issues it a little later, and filters by order number and dates', () => {
    const demo = new TradeDemo();
    demo.account(ACC.pharmacy).balanceFen = fen(100_000_000);
    const b = demo.as(ACC.pharmacy);
    const g = pickGoods(demo.db);
    b.add(g, g.zbz);
    const order = b.call('submitOrder', {
      body: { ids: b.cart().data.map((l) => l.id), address_id: demo.account(ACC.pharmacy).addresses[0]!.id, invoice_type: 2 },
    }).data[0]!;
    expect(b.call('listInvoices', { query: { order_no: order.order_no } }).data.total).toBe(0);
    b.call('payWithBalance', { path: { id: order.id } });
    const pending = b.call('listInvoices', { query: { order_no: order.order_no } }).data.list;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 0, invoice_no: null, issued_at: null, type: 'special' });
    expect(b.call('downloadInvoice', { path: { id: pending[0]!.id } }).code).toBe(40070);
    demo.advance(3 * MINUTE);
    const done = b.call('listInvoices', { query: { order_no: order.order_no } }).data.list[0]!;
    expect(done.status).toBe(1);
    const day = done.issued_at!.slice(0, 10);
    expect(b.call('listInvoices', { query: { start_time: day, end_time: day } }).data.list.map((i) => i.id)).toContain(done.id);
    expect(b.call('listInvoices', { query: { start_time: '2026-12-01', end_time: '2026-11-01' } }).status).toBe(422);
    expect(b.call('getOrderDetail', { path: { id: order.id } }).data.invoice?.url).toBe(`/api/invoice/${done.id}/download`);
  });
});

describe('quick re-purchase (fast buy)', () => {
  it('lists goods bought before with quick-add fields, most recent or most frequent first', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const recent = b.call('listFastBuy').data;
    expect(recent.total).toBeGreaterThan(0);
    const dates = recent.list.map((r) => r.last_buy_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const frequent = b.call('listFastBuy', { query: { order: 'frequent' } }).data.list.map((r) => r.buy_times);
    expect([...frequent].sort((x, y) => y - x)).toEqual(frequent);
    // The row adds straight to the cart, and cartNum follows the cart.
    const row = recent.list.find((r) => (demo.db.inventory.stock[r.goods_price_id ?? 0] ?? 0) >= (r.zbz ?? 1))!;
    const add = b.call('quickAddCartLine', { path: { id: row.id }, body: { number: row.zbz, ck_id: row.ck_id, goods_price_id: row.goods_price_id } });
    expect(add.status).toBe(200);
    expect(b.call('listFastBuy').data.list.find((r) => r.id === row.id)?.cartNum).toBe(row.zbz);
    // A store that bought nothing has nothing to re-purchase.
    expect(demo.as(ACC.unsigned).call('listFastBuy').data.total).toBe(0);
  });
});
