// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addFen, fen, subFen, toFen, type Fen } from '@/domain/money';
import { ACC, HOUR, MINUTE, pickGoods, TradeDemo, type Buyer } from './harness';

function orderFor(demo: TradeDemo, b: Buyer, accountId: number, packs = 2): { id: number; payFen: Fen } {
  const g = pickGoods(demo.db, { exclude: b.cart().data.map((l) => l.goods.id) }, 100_000);
  b.add(g, g.zbz * packs);
  const ids = b.cart().data.map((l) => l.id);
  const r = b.call('submitOrder', { body: { ids, address_id: demo.account(accountId).addresses[0]!.id } });
  expect(r.status).toBe(201);
  return { id: r.data[0]!.id, payFen: toFen(r.data[0]!.pay_amount) };
}

describe('paying an order', () => {
  it('offers balance, points and online payment with the reasons a method is unavailable', () => {
    const demo = new TradeDemo();
    const payer = demo.account(ACC.pharmacy);
    const b = demo.as(ACC.pharmacy);
    const o = orderFor(demo, b, ACC.pharmacy);
    payer.balanceFen = subFen(o.payFen, fen(1));
    payer.points = 0;
    const m = b.call('getPayMethods', { path: { id: o.id } }).data;
    expect(m.countdown).toBe(24 * 3600);
    expect(m.points_needed).toBe(o.payFen);
    expect(m.methods.map((x) => [x.type, x.is_available])).toEqual([
      ['balance', 0],
      ['points', 0],
      ['online', 1],
    ]);
    expect(m.methods[0]!.reason).toContain('余额不足');
    demo.advance(HOUR);
    expect(b.call('getPayMethods', { path: { id: o.id } }).data.countdown).toBe(23 * 3600);
  });

  it('pays from the balance once: logs the money, refuses a second payment and a short balance', () => {
    const demo = new TradeDemo();
    const payer = demo.account(ACC.pharmacy);
    const b = demo.as(ACC.pharmacy);
    const o = orderFor(demo, b, ACC.pharmacy);
    payer.balanceFen = subFen(o.payFen, fen(1));
    const short = b.call('payWithBalance', { path: { id: o.id } });
    expect(short.status).toBe(400);
    expect(short.code).toBe(40031);
    expect(payer.balanceFen).toBe(o.payFen - 1);
    payer.balanceFen = addFen(o.payFen, fen(500));
    const logs = payer.moneyLog.length;
    const ok = b.call('payWithBalance', { path: { id: o.id } });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ order_id: o.id, status: 2, pay_method: 'balance', balance: '5.00' });
    expect(payer.balanceFen).toBe(500);
    expect(payer.moneyLog).toHaveLength(logs + 1);
    expect(payer.moneyLog[0]).toMatchObject({ changeFen: -o.payFen, balanceAfterFen: 500 });
    const twice = b.call('payWithBalance', { path: { id: o.id } });
    expect(twice.code).toBe(40034);
    expect(payer.balanceFen).toBe(500);
  });

  it('pays with points at 100 积分 = ¥1 and logs them', () => {
    const demo = new TradeDemo();
    const payer = demo.account(ACC.pharmacy);
    const b = demo.as(ACC.pharmacy);
    const o = orderFor(demo, b, ACC.pharmacy);
    payer.points = o.payFen - 1;
    expect(b.call('payWithPoints', { path: { id: o.id } }).code).toBe(40035);
    payer.points = o.payFen + 7;
    const r = b.call('payWithPoints', { path: { id: o.id } });
    expect(r.status).toBe(200);
    expect(r.data.points).toBe(7);
    expect(payer.pointsLog[0]).toMatchObject({ change: -o.payFen, pointsAfter: 7 });
  });

  it('simulated online payment: start → session → confirm, once, before the session expires', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const o = orderFor(demo, b, ACC.pharmacy);
    const s1 = b.call('startOnlinePay', { path: { id: o.id }, body: { channel: 'wechat' } });
    expect(s1.status).toBe(201);
    expect(s1.data.session).toMatch(/^ps_[0-9a-f]{16}$/);
    expect(s1.data.return_path).toBe(`/cart/step4?order_id=${o.id}`);
    demo.advance(16 * MINUTE);
    expect(b.call('confirmOnlinePay', { path: { session: s1.data.session } }).code).toBe(40037);
    const s2 = b.call('startOnlinePay', { path: { id: o.id }, body: { channel: 'alipay' } }).data.session;
    expect(s2).not.toBe(s1.data.session);
    // Another buyer cannot confirm it.
    expect(demo.as(ACC.clinic).call('confirmOnlinePay', { path: { session: s2 } }).status).toBe(404);
    const ok = b.call('confirmOnlinePay', { path: { session: s2 } });
    expect(ok.status).toBe(200);
    expect(ok.data.pay_method).toBe('online');
    expect(b.call('confirmOnlinePay', { path: { session: s2 } }).code).toBe(40034);
    expect(b.call('confirmOnlinePay', { path: { session: 'ps_0000000000000000' } }).status).toBe(404);
    expect(b.call('getOrderDetail', { path: { id: o.id } }).data.pay_method).toBe('在线支付');
  });

  it('a chain’s store pays with its head’s wallet', () => {
    const demo = new TradeDemo();
    const head = demo.account(ACC.chain);
    const store = demo.account(ACC.storeA);
    const b = demo.as(ACC.chain, ACC.storeA);
    const o = orderFor(demo, b, ACC.storeA);
    head.balanceFen = o.payFen;
    store.balanceFen = fen(0);
    expect(b.call('payWithBalance', { path: { id: o.id } }).status).toBe(200);
    expect(head.balanceFen).toBe(0);
    expect(head.messages[0]!.title).toBe('订单支付成功');
    expect(store.messages[0]!.title).toBe('订单支付成功');
  });
});
