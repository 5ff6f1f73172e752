// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCartTotals, type CartLineInput } from '@/domain/cart-totals';
import { fen, fenToYuan, toFen } from '@/domain/money';
import type { GoodsRecord } from '@mock/demo/data/types';
import { cartManjianRules, shippingRule } from '@mock/demo/handlers/trade/pricing';
import { ACC, DAY, HOUR, MINUTE, pickGoods, setStock, stockOf, TradeDemo, type Buyer } from './harness';

function inputOf(demo: TradeDemo, g: GoodsRecord, quantity: number, id: number, hm = false): CartLineInput {
  return {
    id,
    goodsId: g.id,
    quantity,
    baseFen: g.stocks[0]!.priceFen,
    ladder: g.ladder.map((t) => ({ number: t.number, priceFen: t.priceFen })),
    selected: true,
    buyable: true,
    stock: stockOf(demo.db, g.stocks[0]!),
    couponEligible: !hm && g.couponEligible === 1,
    isHm: hm,
  };
}

function totalsFor(demo: TradeDemo, inputs: CartLineInput[]) {
  return computeCartTotals(inputs, { manjian: cartManjianRules(demo.api.db, demo.t), ...shippingRule(demo.api.db) });
}

function addressId(demo: TradeDemo, accountId: number): number {
  return demo.account(accountId).addresses[0]!.id;
}

function submitAll(b: Buyer, demo: TradeDemo, accountId: number, extra: Record<string, unknown> = {}) {
  const ids = b.cart().data.map((l) => l.id);
  return b.call('submitOrder', { body: { ids, address_id: addressId(demo, accountId), invoice_type: 3, ...extra } });
}

describe('submitting orders', () => {
  it('property: a submitted order’s amounts equal src/domain computeCartTotals for the same lines, to the fen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pick: fc.nat(400), packs: fc.integer({ min: 1, max: 60 }) }), { minLength: 1, maxLength: 4 }),
        (wanted) => {
          const demo = new TradeDemo();
          const pool = demo.catalogue.goods.filter((g) => g.isHm === 0 && g.isKx === 0 && g.giftActivityId === null);
          const chosen = new Map<number, { g: GoodsRecord; qty: number }>();
          for (const w of wanted) {
            const g = pool[w.pick % pool.length]!;
            if (!chosen.has(g.id)) chosen.set(g.id, { g, qty: g.zbz * w.packs });
          }
          const b = demo.as(ACC.pharmacy);
          const stockBefore = new Map<number, number>();
          for (const { g, qty } of chosen.values()) {
            setStock(demo.db, g.stocks[0]!, qty + g.zbz * 7);
            stockBefore.set(g.id, stockOf(demo.db, g.stocks[0]!));
            expect(b.add(g, qty).data.partial).toBe(0);
          }
          const expected = totalsFor(demo, [...chosen.values()].map(({ g, qty }, i) => inputOf(demo, g, qty, i)));
          const r = submitAll(b, demo, ACC.pharmacy);
          expect(r.status).toBe(201);
          expect(r.data).toHaveLength(1);
          const detail = b.call('getOrderDetail', { path: { id: r.data[0]!.id } }).data;
          expect(detail.amounts.goods_amount).toBe(fenToYuan(expected.goodsTotalFen));
          expect(detail.amounts.manjian_amount).toBe(fenToYuan(expected.manjianReduceFen));
          expect(detail.amounts.shipping_amount).toBe(fenToYuan(expected.shippingFen));
          expect(detail.amounts.pay_amount).toBe(fenToYuan(expected.payableFen));
          expect(detail.lines.reduce((s, l) => s + toFen(l.amount), 0)).toBe(expected.goodsTotalFen);
          // Stock is taken at submission, and the lines leave the cart.
          for (const { g, qty } of chosen.values()) expect(stockOf(demo.db, g.stocks[0]!)).toBe(stockBefore.get(g.id)! - qty);
          expect(b.cart().data).toHaveLength(0);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('splits 含麻 goods into their own order; the two orders add up to the checkout totals', () => {
    const demo = new TradeDemo();
    const hm = pickGoods(demo.db, { hm: true });
    const g = pickGoods(demo.db, { coupon: true, ladder: false }, 100_000);
    const b = demo.as(ACC.pharmacy);
    b.add(hm, hm.zbz);
    const units = Math.ceil(120_000 / g.stocks[0]!.priceFen / g.zbz) * g.zbz;
    b.add(g, units);
    const confirm = b.call('getOrderConfirm', { query: { ids: b.cart().data.map((l) => l.id) } });
    expect(confirm.status).toBe(200);
    expect(confirm.data.groups.map((x) => x.is_hm)).toEqual([0, 1]);
    expect(confirm.data.groups[1]!.notice).toContain('对公转账');
    expect(b.call('getOrderConfirm', { query: { ids: [987_654_321] } }).code).toBe(40010);
    const r = submitAll(b, demo, ACC.pharmacy);
    expect(r.status).toBe(201);
    expect(r.data.map((o) => o.is_hm)).toEqual([0, 1]);
    const [normal, hmOrder] = r.data.map((o) => b.call('getOrderDetail', { path: { id: o.id } }).data);
    const t = totalsFor(demo, [inputOf(demo, hm, hm.zbz, 0, true), inputOf(demo, g, units, 1)]);
    const sum = (k: 'goods_amount' | 'manjian_amount' | 'shipping_amount' | 'pay_amount') => toFen(normal!.amounts[k]) + toFen(hmOrder!.amounts[k]);
    expect(sum('goods_amount')).toBe(t.goodsTotalFen);
    expect(sum('manjian_amount')).toBe(t.manjianReduceFen);
    expect(sum('shipping_amount')).toBe(t.shippingFen);
    expect(sum('pay_amount')).toBe(t.payableFen);
    expect(hmOrder!.lines.every((l) => l.is_hm === 1)).toBe(true);
    expect(hmOrder!.amounts.manjian_amount).toBe('0.00');
    // 24 h for the ordinary order, 48 h for the transfer.
    expect(Date.parse(r.data[1]!.pay_deadline.replace(' ', 'T') + '+08:00') - Date.parse(r.data[0]!.pay_deadline.replace(' ', 'T') + '+08:00')).toBe(DAY);
  });

  it('uses a coupon, points and the balance, and cancelling returns stock, coupon, balance and points', () => {
    const demo = new TradeDemo();
    const payer = demo.account(ACC.pharmacy);
    const g = pickGoods(demo.db, { coupon: true, ladder: false, topCategory: 1 }, 100_000);
    const b = demo.as(ACC.pharmacy);
    const units = Math.ceil(300_000 / g.stocks[0]!.priceFen / g.zbz) * g.zbz;
    b.add(g, units);
    const ids = b.cart().data.map((l) => l.id);
    const confirm = b.call('getOrderConfirm', { query: { ids } }).data;
    expect(confirm.coupons.length).toBeGreaterThan(0);
    const best = confirm.coupons.find((c) => c.is_best === 1)!;
    expect(confirm.coupon_id).toBe(best.id);
    expect(Math.max(...confirm.coupons.map((c) => toFen(c.saving)))).toBe(toFen(best.saving));
    payer.points = 5_000;
    payer.balanceFen = fen(100_000);
    const stockBefore = stockOf(demo.db, g.stocks[0]!);
    const maxPoints = b.call('getOrderConfirm', { query: { ids } }).data.points_rule.max_points;
    expect(maxPoints).toBe(5_000);
    const tooMany = b.call('submitOrder', { body: { ids, address_id: addressId(demo, ACC.pharmacy), use_points: 5_001 } });
    expect(tooMany.status).toBe(422);
    const moneyLogs = payer.moneyLog.length;
    const r = b.call('submitOrder', {
      body: { ids, address_id: addressId(demo, ACC.pharmacy), coupon_id: best.id, use_points: 2_000, use_balance: 1 },
    });
    expect(r.status).toBe(201);
    const order = b.call('getOrderDetail', { path: { id: r.data[0]!.id } }).data;
    expect(order.amounts.coupon_amount).toBe(best.saving);
    expect(order.amounts.points_amount).toBe('20.00');
    expect(order.amounts.balance_amount).toBe('1000.00');
    expect(payer.coupons.find((c) => c.id === best.id)?.status).toBe(2);
    expect(payer.points).toBe(3_000);
    expect(payer.balanceFen).toBe(0);
    expect(payer.moneyLog.length).toBe(moneyLogs + 1);
    expect(payer.moneyLog[0]!.changeFen).toBe(-100_000);
    expect(stockOf(demo.db, g.stocks[0]!)).toBe(stockBefore - units);
    // Used coupons cannot be used twice.
    b.add(g, units);
    const again = b.call('submitOrder', { body: { ids: b.cart().data.map((l) => l.id), address_id: addressId(demo, ACC.pharmacy), coupon_id: best.id } });
    expect(again.status).toBe(400);
    expect(again.code).toBe(40012);

    const c = b.call('cancelOrder', { path: { id: order.id }, body: { reason: '商品选错/多选' } });
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ status: 5, returned_balance: '1000.00', returned_points: 2_000, returned_coupon_ids: [best.id] });
    expect(payer.coupons.find((x) => x.id === best.id)?.status).toBe(1);
    expect(payer.points).toBe(5_000);
    expect(payer.balanceFen).toBe(100_000);
    expect(stockOf(demo.db, g.stocks[0]!)).toBe(stockBefore - units + units);
    expect(payer.messages[0]!.title).toBe('订单已取消');
    expect(b.call('cancelOrder', { path: { id: order.id }, body: { reason: '再取消' } }).code).toBe(40020);
  });

  it('refuses a submission above the stock with 400 40011 and takes nothing', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz * 3);
    setStock(demo.db, g.stocks[0]!, g.zbz);
    const r = submitAll(b, demo, ACC.pharmacy);
    expect(r.status).toBe(400);
    expect(r.code).toBe(40011);
    expect(stockOf(demo.db, g.stocks[0]!)).toBe(g.zbz);
    expect(b.cart().data).toHaveLength(1);
  });
});

describe('order lifecycle', () => {
  it('unpaid orders are cancelled after their deadline and give their stock back', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const before = stockOf(demo.db, g.stocks[0]!);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz * 2);
    const id = submitAll(b, demo, ACC.pharmacy).data[0]!.id;
    expect(stockOf(demo.db, g.stocks[0]!)).toBe(before - g.zbz * 2);
    demo.advance(23 * HOUR);
    expect(b.call('getOrderDetail', { path: { id } }).data.status).toBe(1);
    demo.advance(HOUR + 1000);
    const d = b.call('getOrderDetail', { path: { id } }).data;
    expect(d.status).toBe(5);
    expect(d.can_cancel).toBe(0);
    expect(stockOf(demo.db, g.stocks[0]!)).toBe(before);
    const pay = b.call('payWithBalance', { path: { id } });
    expect(pay.status).toBe(400);
    expect(pay.code).toBe(40032);
    expect(demo.account(ACC.pharmacy).messages.some((m) => m.title === '订单已自动取消')).toBe(true);
  });

  it('awaiting payment → paid → shipped → received, then after-sales within 7 days', () => {
    const demo = new TradeDemo();
    const g = pickGoods(demo.db);
    const g2 = pickGoods(demo.db, { exclude: [g.id] });
    const payer = demo.account(ACC.pharmacy);
    payer.balanceFen = fen(10_000_000);
    const b = demo.as(ACC.pharmacy);
    b.add(g, g.zbz);
    b.add(g2, g2.zbz);
    const id = submitAll(b, demo, ACC.pharmacy).data[0]!.id;
    expect(b.call('getOrderLogistics', { path: { id } }).code).toBe(40025);
    expect(b.call('receiveOrder', { path: { id } }).code).toBe(40021);
    const paid = b.call('payWithBalance', { path: { id } });
    expect(paid.status).toBe(200);
    expect(paid.data.status).toBe(2);
    expect(payer.messages[0]!.title).toBe('订单支付成功');
    expect(b.call('cancelOrder', { path: { id }, body: { reason: '不想要了' } }).code).toBe(40020);
    demo.advance(5 * MINUTE);
    const shipped = b.call('getOrderDetail', { path: { id } }).data;
    expect(shipped.status).toBe(3);
    expect(shipped.logistics?.carrier).toBeTruthy();
    expect(shipped.lines.every((l) => l.ph !== '')).toBe(true);
    expect(payer.messages[0]!.title).toBe('订单已发货');
    const traces = b.call('getOrderLogistics', { path: { id } }).data.traces;
    expect(traces.length).toBeGreaterThan(0);
    expect(b.call('receiveOrder', { path: { id } }).status).toBe(200);
    const done = b.call('getOrderDetail', { path: { id } }).data;
    expect(done.status).toBe(4);
    expect(done.can_after_sales).toBe(1);
    const lineId = done.lines[0]!.id;
    const as = b.call('applyOrderAfterSales', { path: { id }, body: { type: 2, line_ids: [lineId], reason: '外包装破损' } });
    expect(as.status).toBe(201);
    expect(as.data.status).toBe(1);
    expect(b.call('applyOrderAfterSales', { path: { id }, body: { type: 1, line_ids: [lineId], reason: '重复' } }).code).toBe(40024);
    expect(b.call('getOrderReturn', { path: { id } }).data.lines.map((l) => l.id)).toEqual([lineId]);
    demo.advance(HOUR);
    const detail = b.call('getAfterSalesDetail', { path: { id: as.data.id } }).data;
    expect(detail.status).toBe(2);
    expect(detail.steps.filter((s) => s.is_done === 1)).toHaveLength(2);
    expect(b.call('getAfterSalesDetail', { path: { id: 999_999 } }).status).toBe(404);
    demo.advance(8 * DAY);
    const late = b.call('applyOrderAfterSales', { path: { id }, body: { type: 1, line_ids: [done.lines[1]!.id], reason: '迟到' } });
    expect(late.code).toBe(40023);
    // The return was refunded to the balance it was paid from.
    expect(b.call('getAfterSalesDetail', { path: { id: as.data.id } }).data.status).toBe(4);
    expect(payer.moneyLog[0]!.memo).toContain('售后退款');
  });

  it('buy again adds the order’s goods at today’s stock, reporting the ones that cannot be added', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const history = b.call('listOrders', { query: { status: 4 } }).data.list;
    expect(history.length).toBeGreaterThan(0);
    const order = b.call('getOrderDetail', { path: { id: history[0]!.id } }).data;
    const goods = order.lines.map((l) => demo.catalogue.goodsById.get(l.goods_id)!);
    for (const g of goods) g.stocks.forEach((s) => setStock(demo.db, s, 100_000));
    if (goods.length > 1) goods[0]!.stocks.forEach((s) => setStock(demo.db, s, 0));
    const r = b.call('buyOrderAgain', { path: { id: order.id } });
    expect(r.status).toBe(200);
    expect(r.data.added).toBe(goods.length > 1 ? goods.length - 1 : goods.length);
    expect(r.data.cart_total).toBe(r.data.added);
    for (const g of goods) g.stocks.forEach((s) => setStock(demo.db, s, 0));
    expect(b.call('buyOrderAgain', { path: { id: order.id } }).code).toBe(40022);
    // Someone else's order is unknown here.
    expect(demo.as(ACC.clinic).call('buyOrderAgain', { path: { id: order.id } }).status).toBe(404);
  });

  it('lists orders by status, keyword and date range', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const all = b.call('listOrders').data;
    expect(all.total).toBeGreaterThan(3);
    const dates = all.list.map((o) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const cancelled = b.call('listOrders', { query: { status: 5 } }).data.list;
    expect(cancelled.every((o) => o.status === 5)).toBe(true);
    const one = all.list[0]!;
    expect(b.call('listOrders', { query: { keywords: one.order_no } }).data.list.map((o) => o.id)).toEqual([one.id]);
    const day = one.created_at.slice(0, 10);
    expect(b.call('listOrders', { query: { start_time: day, end_time: day } }).data.list.every((o) => o.created_at.startsWith(day))).toBe(true);
    const bad = b.call('listOrders', { query: { start_time: '2026-11-20', end_time: '2026-11-01' } });
    expect(bad.status).toBe(422);
    expect(bad.errors?.end_time).toBeDefined();
  });
});

describe('含麻 orders', () => {
  it('pay only by transfer with a receipt, and a missing receipt blocks the next 含麻 order', () => {
    const demo = new TradeDemo();
    const hm = pickGoods(demo.db, { hm: true });
    const b = demo.as(ACC.pharmacy);
    demo.account(ACC.pharmacy).balanceFen = fen(10_000_000);
    demo.account(ACC.pharmacy).points = 10_000_000;
    b.add(hm, hm.zbz);
    const created = submitAll(b, demo, ACC.pharmacy);
    expect(created.data).toHaveLength(1);
    const id = created.data[0]!.id;
    expect(created.data[0]!.is_hm).toBe(1);
    const methods = b.call('getPayMethods', { path: { id } }).data;
    expect(methods.methods.map((m) => m.type)).toEqual(['transfer']);
    expect(b.call('payWithBalance', { path: { id } }).code).toBe(40033);
    expect(b.call('payWithPoints', { path: { id } }).code).toBe(40033);
    expect(b.call('startOnlinePay', { path: { id }, body: { channel: 'alipay' } }).code).toBe(40033);
    expect(b.call('getPayTransfer', { path: { id } }).data.reference).toBe(created.data[0]!.order_no);
    expect(b.call('listHmOrders').data.list.find((o) => o.id === id)?.receipt_status).toBe(0);

    // The receipt of this one is missing: no new 含麻 order.
    b.add(hm, hm.zbz);
    const ids = b.cart().data.map((l) => l.id);
    expect(b.call('checkoutCart', { body: { ids } }).code).toBe(40024);
    expect(b.call('submitOrder', { body: { ids, address_id: addressId(demo, ACC.pharmacy) } }).code).toBe(40013);

    const big = b.call('uploadPayReceipt', { path: { id }, multipart: { file: { name: '回单.png', type: 'image/png', size: 6 * 1024 * 1024 } } });
    expect(big.status).toBe(422);
    expect(big.errors?.file?.[0]).toContain('5 MB');
    const exe = b.call('uploadPayReceipt', { path: { id }, multipart: { file: { name: '回单.exe', type: 'application/x-msdownload', size: 100 } } });
    expect(exe.status).toBe(422);
    const up = b.call('uploadPayReceipt', { path: { id }, multipart: { file: { name: '回单.png', type: 'image/png', size: 2048 }, remark: '已转账' } });
    expect(up.status).toBe(201);
    expect(up.data.receipt_status).toBe(1);
    expect(b.call('cancelOrder', { path: { id }, body: { reason: '不要了' } }).code).toBe(40020);
    expect(b.call('listHmOrders').data.list.find((o) => o.id === id)?.receipt_image).toBe(up.data.receipt_image);
    expect(b.call('submitOrder', { body: { ids, address_id: addressId(demo, ACC.pharmacy) } }).code).toBe(40013);

    // Finance confirms: the order is paid and a new 含麻 order may be placed.
    demo.advance(3 * MINUTE);
    const hmRow = b.call('listHmOrders').data.list.find((o) => o.id === id)!;
    expect(hmRow.receipt_status).toBe(2);
    expect(hmRow.status).toBeGreaterThanOrEqual(2);
    expect(b.call('checkoutCart', { body: { ids } }).status).toBe(200);
    expect(b.call('submitOrder', { body: { ids, address_id: addressId(demo, ACC.pharmacy) } }).status).toBe(201);
  });

  it('limits a 含麻 goods per order', () => {
    const demo = new TradeDemo();
    const hm = pickGoods(demo.db, { hm: true }, 100_000);
    expect(hm.limitNumber).toBeGreaterThan(0);
    const b = demo.as(ACC.pharmacy);
    const r = b.add(hm, hm.limitNumber + hm.zbz);
    expect(r.data.partial).toBe(1);
    expect(r.data.results[0]!.number).toBe(hm.limitNumber);
    expect(r.data.results[0]!.msg).toContain('限购');
  });
});
