/** The order centre's side of the demo API: tab counts, the seeded statuses, the detail's progress and after-sales, the clock. */
import { describe, expect, it } from 'vitest';
import { createDemoClock, MAX_ADVANCE_MS, readAdvance } from '@mock/demo/clock';
import { ACC, DAY, HOUR, TradeDemo } from './harness';

describe('listOrders for the order centre', () => {
  it('starts the pharmacy with an order in every status and counts each tab under the same filters', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const all = b.call('listOrders', { query: { page_size: 100 } }).data;
    const counts = new Map(all.status_counts!.map((c) => [c.status, c.count]));
    expect(counts.get(0)).toBe(all.total);
    for (const s of [1, 2, 3, 4, 5] as const) {
      expect(counts.get(s), `status ${s}`).toBeGreaterThan(0);
      expect(all.list.filter((o) => o.status === s)).toHaveLength(counts.get(s)!);
    }
    // The status filter narrows the list, not the counts.
    const unpaid = b.call('listOrders', { query: { status: 1 } }).data;
    expect(unpaid.list.every((o) => o.status === 1)).toBe(true);
    expect(unpaid.status_counts).toEqual(all.status_counts);
  });

  it('honours page_size', () => {
    const demo = new TradeDemo();
    const page = demo.as(ACC.pharmacy).call('listOrders', { query: { page_size: 2 } }).data;
    expect(page.list).toHaveLength(2);
    expect(page.page_size).toBe(2);
  });

  it('keeps the seeded 待发货 order waiting for its batch, then ships it with a waybill', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const waiting = b.call('listOrders', { query: { status: 2 } }).data.list[0]!;
    demo.advance(HOUR);
    expect(b.call('getOrderDetail', { path: { id: waiting.id } }).data.status).toBe(2);
    demo.advance(3 * DAY);
    const shipped = b.call('getOrderDetail', { path: { id: waiting.id } }).data;
    expect(shipped.status).toBe(3);
    expect(shipped.shipped_at).not.toBeNull();
    expect(shipped.logistics?.waybill_no).toMatch(/^7831\d{10}$/);
  });
});

describe('getOrderDetail progress and after-sales references', () => {
  it('dates each step and lists every after-sales request of the order', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const done = b.call('listOrders', { query: { status: 4, page_size: 100 } }).data.list;
    // The most recent completed order is still inside the 7-day window.
    const order = b.call('getOrderDetail', { path: { id: done[0]!.id } }).data;
    expect(order.received_at).not.toBeNull();
    expect(order.shipped_at! <= order.received_at!).toBe(true);
    expect(order.after_sales).toEqual([]);
    const lines = order.lines.map((l) => l.id);
    b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 1, line_ids: [lines[0]], reason: '质量问题' } });
    if (lines.length > 1) b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 2, line_ids: [lines[1]], reason: '外包装破损' } });
    const after = b.call('getOrderDetail', { path: { id: order.id } }).data.after_sales!;
    expect(after).toHaveLength(Math.min(lines.length, 2));
    expect(after.at(-1)!.line_ids).toEqual([lines[0]]);
    expect(after.every((a) => a.status_text === '待审核')).toBe(true);
  });

  it('dates a cancellation with its reason', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const unpaid = b.call('listOrders', { query: { status: 1 } }).data.list[0]!;
    b.call('cancelOrder', { path: { id: unpaid.id }, body: { reason: '暂时不需要了' } });
    const d = b.call('getOrderDetail', { path: { id: unpaid.id } }).data;
    expect(d.status).toBe(5);
    expect(d.cancel_reason).toBe('暂时不需要了');
    expect(d.cancelled_at).not.toBeNull();
  });
});

describe('the demo clock', () => {
  it('only moves forward, by a readable step of at most a year', () => {
    const clock = createDemoClock(() => new Date(0));
    expect(clock.advance(HOUR)).toBe(HOUR);
    expect(clock.now().getTime()).toBe(HOUR);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(MAX_ADVANCE_MS + 1)).toThrow(RangeError);
    expect(readAdvance(new URLSearchParams('hours=2'))).toBe(2 * HOUR);
    expect(readAdvance(new URLSearchParams('days=1.5'))).toBe(1.5 * DAY);
    expect(readAdvance(new URLSearchParams('hours=1&days=1'))).toBeNull();
    expect(readAdvance(new URLSearchParams('hours=-1'))).toBeNull();
    expect(readAdvance(new URLSearchParams('days=400'))).toBeNull();
    expect(readAdvance(new URLSearchParams(''))).toBeNull();
  });
});
