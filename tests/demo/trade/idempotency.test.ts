// @vitest-environment node
/**
 * Idempotency-Key over real HTTP: the same 提交订单 or 付款 request fired 20 times at once with one key makes one order
 * or one payment, and every answer is the first one; the same key with another body is a 409 and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeForm } from '@/lib/http/form';
import { mulFen, toFen } from '@/domain/money';
import { letLocalRequestsThrough, startDemoServer, type RunningDemo } from '../support/demo-server';
import { ACC, pickGoods, stockOf } from './harness';

let demo: RunningDemo;
beforeEach(async () => {
  await letLocalRequestsThrough();
  demo = await startDemoServer({ log: () => {} });
});
afterEach(() => demo.close());

interface Answer {
  status: number;
  text: string;
  json: { code: number; msg: string; data: unknown };
}

async function send(cookie: string, method: string, path: string, body?: Record<string, unknown>, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (key) headers['Idempotency-Key'] = key;
  const res = await fetch(demo.baseUrl + path, { method, headers, body: body ? encodeForm(body).toString() : undefined });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Answer['json'] };
}

let seq = 0;
function session(accountId: number): string {
  const token = `idem-${accountId}-${++seq}`;
  demo.api.sessions.set(token, { token, accountId, storeId: accountId });
  return `yc_session=${token}`;
}

const ordersOf = (buyerId: number) =>
  Object.values((demo.api.db.areas.trade as { orders: Record<string, { buyerId: number }> }).orders).filter((o) => o.buyerId === buyerId).length;

/** A cart of one goods (3 中包装) for the pharmacy, and what submitting it sends. */
async function cartToSubmit(cookie: string) {
  const db = demo.api.db;
  const g = pickGoods(db, { hm: false }, 1000);
  const s = g.stocks[0]!;
  expect((await send(cookie, 'POST', '/api/cart', { params: [{ id: g.id, number: g.zbz * 3, ck_id: s.ckId, goods_price_id: s.goodsPriceId }] })).status).toBe(200);
  const cart = await send(cookie, 'GET', '/api/cart/list?new=1');
  const ids = (cart.json.data as { data: Array<{ id: number }> }).data.map((l) => l.id);
  const address = db.members.byId.get(ACC.pharmacy)!.addresses[0]!.id;
  return { goods: g, stock: s, body: { ids, address_id: address } };
}

describe('Idempotency-Key in the demo API', () => {
  it('the same submit fired 20 times in parallel with one key makes one order and answers the first result to all', async () => {
    const cookie = session(ACC.pharmacy);
    const { goods, stock, body } = await cartToSubmit(cookie);
    const before = ordersOf(ACC.pharmacy);
    const stockBefore = stockOf(demo.api.db, stock);

    const answers = await Promise.all(Array.from({ length: 20 }, () => send(cookie, 'POST', '/api/order', body, 'submit-key-0001')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(ordersOf(ACC.pharmacy)).toBe(before + 1);
    expect(stockOf(demo.api.db, stock)).toBe(stockBefore - goods.zbz * 3);

    // Later, the same key with a different body: 409, nothing done.
    const other = await send(cookie, 'POST', '/api/order', { ...body, remark: '另一张订单' }, 'submit-key-0001');
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ code: 409, data: null });
    expect(ordersOf(ACC.pharmacy)).toBe(before + 1);
  });

  it('a key belongs to one account: another buyer with the same key gets its own answer', async () => {
    const cookie = session(ACC.pharmacy);
    const { body } = await cartToSubmit(cookie);
    expect((await send(cookie, 'POST', '/api/order', body, 'shared-key-0001')).status).toBe(201);
    const stranger = await send(session(ACC.clinic), 'POST', '/api/order', body, 'shared-key-0001');
    expect(stranger.status).not.toBe(201);
    expect(stranger.status).not.toBe(409);
  });

  it('a malformed key is refused before anything is done', async () => {
    const cookie = session(ACC.pharmacy);
    const { body } = await cartToSubmit(cookie);
    const before = ordersOf(ACC.pharmacy);
    const bad = await send(cookie, 'POST', '/api/order', body, 'short');
    expect(bad.status).toBe(422);
    expect(ordersOf(ACC.pharmacy)).toBe(before);
  });

  it('the same balance payment fired 20 times in parallel with one key pays once', async () => {
    const cookie = session(ACC.pharmacy);
    const { body } = await cartToSubmit(cookie);
    const created = await send(cookie, 'POST', '/api/order', body, 'submit-key-0002');
    const order = (created.json.data as Array<{ id: number; pay_amount: string }>)[0]!;
    const payer = demo.api.db.members.byId.get(ACC.pharmacy)!;
    payer.balanceFen = mulFen(toFen(order.pay_amount), 5);
    const logsBefore = payer.moneyLog.length;

    const answers = await Promise.all(Array.from({ length: 20 }, () => send(cookie, 'POST', `/api/pay/${order.id}/balance`, undefined, 'pay-key-0001')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(payer.balanceFen).toBe(toFen(order.pay_amount) * 4);
    expect(payer.moneyLog.length).toBe(logsBefore + 1);
  });

  it('the same online payment started 20 times in parallel with one key opens one session', async () => {
    const cookie = session(ACC.pharmacy);
    const { body } = await cartToSubmit(cookie);
    const created = await send(cookie, 'POST', '/api/order', body, 'submit-key-0003');
    const order = (created.json.data as Array<{ id: number }>)[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(cookie, 'POST', `/api/pay/${order.id}/online`, { channel: 'wechat' }, 'online-key-0001')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  });
});
