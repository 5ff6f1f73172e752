// @vitest-environment node
/**
 * Concurrency over real HTTP: the demo API served by Node's http module on a free port
 * (http.createServer(nodeHandler(createDemoApi(...))) in tests/demo/support/demo-server.ts), requests fired with
 * fetch in parallel. Handlers are synchronous, so each request is applied whole; these tests prove the trade's
 * invariants hold under that interleaving.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember } from '@mock/demo/data/members';
import type { AccountRecord } from '@mock/demo/data/types';
import { encodeForm } from '@/lib/http/form';
import { addFen, fen, mulFen, subFen, toFen, type Fen } from '@/domain/money';
import { letLocalRequestsThrough, startDemoServer, type RunningDemo } from '../support/demo-server';
import { ACC, pickGoods, setStock, stockOf } from './harness';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

let demo: RunningDemo;

beforeEach(async () => {
  await letLocalRequestsThrough();
  demo = await startDemoServer({ log: () => {} });
});

afterEach(async () => {
  await demo.close();
});

let sessionSeq = 0;
function session(accountId: number, storeId = accountId): string {
  const token = `conc-${accountId}-${storeId}-${++sessionSeq}`;
  demo.api.sessions.set(token, { token, accountId, storeId });
  return `yc_session=${token}`;
}

async function post<T>(cookie: string, path: string, body?: Record<string, unknown>): Promise<{ status: number; json: Envelope<T> }> {
  const res = await fetch(demo.baseUrl + path, {
    method: 'POST',
    headers: { cookie, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: body ? encodeForm(body).toString() : undefined,
  });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
}

async function get<T>(cookie: string, path: string): Promise<{ status: number; json: Envelope<T> }> {
  const res = await fetch(demo.baseUrl + path, { headers: { cookie } });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
}

type CartList = { data: Array<{ id: number; number: number; goods: { id: number } }> };
type Created = Array<{ id: number; pay_amount: string }>;

/** Buyers that are copies of the valid pharmacy (own cart, own wallet), so 50 stores can check out at once. */
function cloneBuyers(n: number): AccountRecord[] {
  const members = demo.api.db.members;
  const base = members.byId.get(ACC.pharmacy)!;
  return Array.from({ length: n }, (_, i) => {
    const a: AccountRecord = {
      ...base,
      id: 10_000 + i,
      username: `conc${i}`,
      coupons: [],
      messages: [],
      moneyLog: [],
      pointsLog: [],
      favoriteGoodsIds: [],
      addresses: base.addresses.map((x) => ({ ...x })),
    };
    addMember(members, a);
    return a;
  });
}

describe('concurrency over HTTP', () => {
  it('100 parallel adds of one goods (one 中包装 each): the cart quantity is their sum', async () => {
    const g = pickGoods(demo.api.db, { hm: false }, 1_000_000);
    const s = g.stocks[0]!;
    const cookie = session(ACC.pharmacy);
    const body = { params: [{ id: g.id, number: g.zbz, ck_id: s.ckId, goods_price_id: s.goodsPriceId }] };
    const answers = await Promise.all(Array.from({ length: 100 }, () => post<{ results: Array<{ number: number }> }>(cookie, '/api/cart', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const cart = await get<CartList>(cookie, '/api/cart/list?new=1');
    const lines = cart.json.data.data.filter((l) => l.goods.id === g.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.number).toBe(100 * g.zbz);
  });

  it('100 parallel adds against a short stock never put more than the stock in the cart', async () => {
    const g = pickGoods(demo.api.db, { hm: false }, 0);
    setStock(demo.api.db, g.stocks[0]!, 37 * g.zbz);
    const s = g.stocks[0]!;
    const cookie = session(ACC.pharmacy);
    const body = { params: [{ id: g.id, number: g.zbz, ck_id: s.ckId, goods_price_id: s.goodsPriceId }] };
    const answers = await Promise.all(Array.from({ length: 100 }, () => post<{ results: Array<{ number: number }> }>(cookie, '/api/cart', body)));
    const added = answers.filter((a) => a.status === 200).reduce((n, a) => n + a.json.data.results[0]!.number, 0);
    expect(added).toBe(37 * g.zbz);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(63);
    const cart = await get<CartList>(cookie, '/api/cart/list');
    expect(cart.json.data.data.find((l) => l.goods.id === g.id)!.number).toBe(37 * g.zbz);
  });

  it('50 parallel checkouts and submissions of a goods with stock 10: at most 10 sold, stock never negative', async () => {
    const db = demo.api.db;
    const g = pickGoods(db, { hm: false }, 10);
    g.zbz = 1;
    for (const s of g.stocks.slice(1)) setStock(db, s, 0);
    const s = g.stocks[0]!;
    const buyers = cloneBuyers(50);
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const cookie = session(buyer.id);
        const add = await post(cookie, '/api/cart', { params: [{ id: g.id, number: 1, ck_id: s.ckId, goods_price_id: s.goodsPriceId }] });
        if (add.status !== 200) return { stage: 'add', status: add.status };
        const cart = await get<CartList>(cookie, '/api/cart/list');
        const ids = cart.json.data.data.map((l) => l.id);
        const check = await post(cookie, '/api/cart/checkout', { ids, new: 1 });
        if (check.status !== 200) return { stage: 'checkout', status: check.status };
        const sub = await post<Created>(cookie, '/api/order', { ids, address_id: buyer.addresses[0]!.id });
        return { stage: 'submit', status: sub.status, orders: sub.status === 201 ? sub.json.data : [] };
      }),
    );
    const sold = outcomes.filter((o) => o.stage === 'submit' && o.status === 201);
    expect(sold.length).toBeLessThanOrEqual(10);
    expect(sold.length).toBe(10); // every buyer could add (stock 10 ≥ 1), so the first ten submissions win
    expect(stockOf(db, s)).toBe(0);
    // Everyone else was refused with a stock reason, never a server error.
    for (const o of outcomes.filter((x) => !(x.stage === 'submit' && x.status === 201))) expect([400, 422]).toContain(o.status);
    // The orders hold exactly the 10 units that left the stock.
    const orders = Object.values((demo.api.db.areas.trade as { orders: Record<string, { buyerId: number; lines: Array<{ goodsId: number; number: number }> }> }).orders).filter(
      (o) => o.buyerId >= 10_000,
    );
    expect(orders.reduce((n, o) => n + o.lines.filter((l) => l.goodsId === g.id).reduce((m, l) => m + l.number, 0), 0)).toBe(10);
  });

  it('a balance is never spent twice: one order paid in parallel, and two orders that together exceed the balance', async () => {
    const db = demo.api.db;
    const payer = db.members.byId.get(ACC.pharmacy)!;
    const cookie = session(ACC.pharmacy);
    const address = payer.addresses[0]!.id;
    async function order(): Promise<{ id: number; fen: Fen }> {
      const g = pickGoods(db, { hm: false, exclude: (await get<CartList>(cookie, '/api/cart/list')).json.data.data.map((l) => l.goods.id) }, 100_000);
      const s = g.stocks[0]!;
      expect((await post(cookie, '/api/cart', { params: [{ id: g.id, number: g.zbz * 3, ck_id: s.ckId, goods_price_id: s.goodsPriceId }] })).status).toBe(200);
      const ids = (await get<CartList>(cookie, '/api/cart/list')).json.data.data.map((l) => l.id);
      const sub = await post<Created>(cookie, '/api/order', { ids, address_id: address });
      expect(sub.status).toBe(201);
      return { id: sub.json.data[0]!.id, fen: toFen(sub.json.data[0]!.pay_amount) };
    }

    // The same order, 20 times at once.
    const one = await order();
    payer.balanceFen = mulFen(one.fen, 5);
    const logsBefore = payer.moneyLog.length;
    const same = await Promise.all(Array.from({ length: 20 }, () => post(cookie, `/api/pay/${one.id}/balance`)));
    expect(same.filter((a) => a.status === 200)).toHaveLength(1);
    expect(same.filter((a) => a.status === 400).every((a) => a.json.code === 40034)).toBe(true);
    expect(payer.balanceFen).toBe(one.fen * 4);
    expect(payer.moneyLog.length).toBe(logsBefore + 1);

    // Two orders, each affordable alone, not together: exactly one is paid, the balance never goes below zero.
    const a = await order();
    const b = await order();
    const start = subFen(addFen(a.fen, b.fen), fen(1));
    payer.balanceFen = start;
    const both = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(cookie, `/api/pay/${i % 2 === 0 ? a.id : b.id}/balance`)),
    );
    const paid = both.filter((x) => x.status === 200);
    expect(paid).toHaveLength(1);
    expect(both.filter((x) => x.status === 400).every((x) => x.json.code === 40031 || x.json.code === 40034)).toBe(true);
    const paidId = (paid[0]!.json.data as { order_id: number }).order_id;
    expect(payer.balanceFen).toBe(start - (paidId === a.id ? a.fen : b.fen));
    expect(payer.balanceFen).toBeGreaterThanOrEqual(0);
  });
});
