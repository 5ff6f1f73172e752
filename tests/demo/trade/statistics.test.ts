/** getPurchaseStatistics (/cgtj) against the seeded orders: kangning starts with orders in every status. */
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@generated/models/orderDetail';
import { formatBeijingDate } from '@/domain/datetime';
import { toFen } from '@/domain/money';
import { ACC, DAY, HOUR, START, TradeDemo, type Buyer } from './harness';

const PERIOD = { start: '2026-09-01', end: '2026-11-22' };
const yuan = (s: string | undefined) => toFen(s ?? '0') as number;

/** Every order of the buyer, in detail (the order list answers summaries). */
function ordersOf(b: Buyer): OrderDetail[] {
  const list = b.call('listOrders', { query: { page_size: 100 } }).data.list;
  return list.map((o) => b.call('getOrderDetail', { path: { id: o.id } }).data);
}

/** What the statistics must count of an order: paid (待发货, 待收货, 已完成) and placed within the period. */
const counts = (o: OrderDetail, p = PERIOD) => [2, 3, 4].includes(o.status) && o.created_at.slice(0, 10) >= p.start && o.created_at.slice(0, 10) <= p.end;
/** The goods paid for: goods less 满减, coupon and voucher (freight and the balance are not goods). */
const goodsPaid = (o: OrderDetail) => yuan(o.amounts.goods_amount) - yuan(o.amounts.manjian_amount) - yuan(o.amounts.coupon_amount) - yuan(o.amounts.voucher_amount);
const sum = (list: readonly { amount: string }[]) => list.reduce((n, x) => n + yuan(x.amount), 0);

describe('getPurchaseStatistics for a pharmacy', () => {
  it('counts kangning’s paid orders of the period, not the unpaid or cancelled ones, and every breakdown adds up', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const orders = ordersOf(b);
    // The seed holds every status, so the unpaid and the cancelled order are there to be left out.
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const mine = orders.filter((o) => counts(o));
    expect(mine.length).toBeGreaterThanOrEqual(6);

    const s = b.call('getPurchaseStatistics', { query: PERIOD }).data;
    expect(s.start).toBe(PERIOD.start);
    expect(s.end).toBe(PERIOD.end);
    expect(s.order_count).toBe(mine.length);
    expect(yuan(s.total)).toBe(mine.reduce((n, o) => n + goodsPaid(o), 0));
    expect(yuan(s.saved.manjian)).toBe(mine.reduce((n, o) => n + yuan(o.amounts.manjian_amount), 0));
    expect(yuan(s.saved.total)).toBe(yuan(s.saved.manjian) + yuan(s.saved.coupon) + yuan(s.saved.voucher) + yuan(s.saved.points));
    expect(s.goods_count).toBe(new Set(mine.flatMap((o) => o.lines.map((l) => l.goods_id))).size);

    expect(s.by_month.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(s.by_month.reduce((n, m) => n + m.orders, 0)).toBe(mine.length);
    for (const m of s.by_month) {
      const of = mine.filter((o) => o.created_at.startsWith(m.month));
      expect(yuan(m.amount), m.month).toBe(of.reduce((n, o) => n + goodsPaid(o), 0));
      expect(m.orders, m.month).toBe(of.length);
    }
    for (const list of [s.by_month, s.by_category, s.by_manufacturer]) expect(sum(list)).toBe(yuan(s.total));
    // The seed's purchase rhythm (补货建议) makes kangning buy more goods than the top list holds: it holds the 20
    // largest, which add up to less than the total.
    expect(s.goods_count).toBeGreaterThan(20);
    expect(s.top_goods).toHaveLength(20);
    expect(sum(s.top_goods)).toBeLessThan(yuan(s.total));

    // Categories are the catalogue's top categories; makers and goods are the lines'.
    const tops = new Map(demo.catalogue.categories.filter((c) => c.parentId === null).map((c) => [c.id, c.name]));
    for (const c of s.by_category) expect(tops.get(c.category_id)).toBe(c.name);
    const makers = new Set(mine.flatMap((o) => o.lines.map((l) => l.sccj)));
    for (const m of s.by_manufacturer) expect(m.name === '其他' || makers.has(m.name)).toBe(true);
    const bought = new Map<number, number>();
    for (const o of mine) for (const l of o.lines) bought.set(l.goods_id, (bought.get(l.goods_id) ?? 0) + l.number);
    for (const g of s.top_goods) expect(g.number, g.name).toBe(bought.get(g.goods_id));
    const amounts = s.top_goods.map((g) => yuan(g.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
  });

  it('answers an empty period with zeros and its months', () => {
    const b = new TradeDemo().as(ACC.pharmacy);
    const s = b.call('getPurchaseStatistics', { query: { start: '2026-01-01', end: '2026-02-15' } }).data;
    expect(s).toMatchObject({ total: '0.00', order_count: 0, goods_count: 0, by_category: [], by_manufacturer: [], top_goods: [] });
    expect(s.by_month).toEqual([
      { month: '2026-01', amount: '0.00', orders: 0 },
      { month: '2026-02', amount: '0.00', orders: 0 },
    ]);
  });

  it('takes off what a completed return refunded, and the pieces sent back', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const before = b.call('getPurchaseStatistics', { query: PERIOD }).data;
    const order = ordersOf(b).find((o) => o.can_after_sales === 1)!;
    expect(order, 'a completed order within the after-sales window').toBeDefined();
    const line = order.lines[0]!;
    const applied = b.call('applyOrderAfterSales', { path: { id: order.id }, body: { type: 2, line_ids: [line.id], numbers: [1], reason: '外包装破损' } });
    expect(applied.status).toBe(201);
    // Not yet refunded: nothing changes until the after-sales completes.
    expect(b.call('getPurchaseStatistics', { query: PERIOD }).data.total).toBe(before.total);
    demo.advance(3 * DAY);
    const done = b.call('getAfterSalesDetail', { path: { id: applied.data.id } }).data;
    expect(done.status).toBe(4);
    const refund = yuan(done.refund_amount!);
    expect(refund).toBeGreaterThan(0);
    const after = b.call('getPurchaseStatistics', { query: PERIOD }).data;
    expect(yuan(after.total)).toBe(yuan(before.total) - refund);
    expect(after.order_count).toBe(before.order_count);
    const month = order.created_at.slice(0, 7);
    const m = (s: typeof after) => yuan(s.by_month.find((x) => x.month === month)!.amount);
    expect(m(after)).toBe(m(before) - refund);
    const pieces = (s: typeof after) => s.top_goods.find((g) => g.goods_id === line.goods_id)?.number ?? 0;
    expect(pieces(after)).toBe(pieces(before) - 1);
    for (const list of [after.by_month, after.by_category, after.by_manufacturer]) expect(sum(list)).toBe(yuan(after.total));
  });

  it('counts an order once it is paid, and no longer once an unpaid one is cancelled', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const today = formatBeijingDate(START);
    const period = { start: '2026-11-01', end: today };
    const before = b.call('getPurchaseStatistics', { query: period }).data;
    const unpaid = b.call('listOrders', { query: { status: 1 } }).data.list[0]!;
    b.call('cancelOrder', { path: { id: unpaid.id }, body: { reason: '商品选错/多选' } });
    expect(b.call('getPurchaseStatistics', { query: period }).data).toEqual(before);
    demo.advance(HOUR);
    expect(b.call('getPurchaseStatistics', { query: period }).data.order_count).toBe(before.order_count);
  });

  it('refuses a period longer than 366 days or ending before it starts, naming end', () => {
    const b = new TradeDemo().as(ACC.pharmacy);
    const long = b.call('getPurchaseStatistics', { query: { start: '2025-11-01', end: '2026-11-22' } });
    expect(long.status).toBe(422);
    expect(long.errors).toEqual({ end: ['统计期间不能超过 366 天'] });
    const back = b.call('getPurchaseStatistics', { query: { start: '2026-11-22', end: '2026-11-01' } });
    expect(back.status).toBe(422);
    expect(back.errors?.end).toEqual(['截止日期不能早于起始日期']);
    expect(b.call('getPurchaseStatistics', { query: { start: '2025-11-21', end: '2026-11-22' } }).status).toBe(200);
  });

  it('answers 401 to a visitor and 404 for a store that is not the pharmacy’s own', () => {
    const demo = new TradeDemo();
    expect(demo.visitor().call('getPurchaseStatistics', { query: PERIOD }).status).toBe(401);
    const b = demo.as(ACC.pharmacy);
    expect(b.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.storeA } }).status).toBe(404);
    expect(b.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.pharmacy } }).data).toEqual(b.call('getPurchaseStatistics', { query: PERIOD }).data);
  });
});

describe('getPurchaseStatistics for a chain', () => {
  it('shows the head office all its stores, or one by store_id, and no one else’s', () => {
    const demo = new TradeDemo();
    const head = demo.as(ACC.chain, ACC.storeA);
    const all = head.call('getPurchaseStatistics', { query: PERIOD }).data;
    const each = [ACC.storeA, ACC.storeB, ACC.storeC].map((id) => head.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: id } }).data);
    expect(all.order_count).toBeGreaterThan(0);
    expect(all.order_count).toBe(each.reduce((n, s) => n + s.order_count, 0));
    expect(yuan(all.total)).toBe(each.reduce((n, s) => n + yuan(s.total), 0));
    // A store's figures are that store's orders.
    const storeA = demo.as(ACC.storeA);
    const own = ordersOf(storeA).filter((o) => counts(o));
    expect(each[0]!.order_count).toBe(own.length);
    expect(yuan(each[0]!.total)).toBe(own.reduce((n, o) => n + goodsPaid(o), 0));
    expect(head.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.pharmacy } }).status).toBe(404);
  });

  it('shows a store itself only', () => {
    const demo = new TradeDemo();
    const store = demo.as(ACC.storeA);
    const s = store.call('getPurchaseStatistics', { query: PERIOD }).data;
    expect(s).toEqual(demo.as(ACC.chain, ACC.storeA).call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.storeA } }).data);
    expect(store.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.storeB } }).status).toBe(404);
    expect(store.call('getPurchaseStatistics', { query: { ...PERIOD, store_id: ACC.chain } }).status).toBe(404);
  });
});
