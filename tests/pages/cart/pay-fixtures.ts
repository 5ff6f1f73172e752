/** Shared set-up of the pay-page tests: the demo API behind MSW, a movable server clock, and real orders. */
import { expect } from 'vitest';
import { listAddresses } from '@generated/endpoints/address/address';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { addCartLines, listCartLines } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import { submitOrder } from '@generated/endpoints/order/order';
import type { Goods, OrderCreated } from '@generated/models';
import { createDemoApi, type DemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { tryToFen } from '@/domain/money';
import { server } from '@tests/msw-server';

export const HOUR = 3_600_000;

/** The demo API's clock, moved by the test (the API reads it on every trade call). */
export interface Clock {
  at: number;
  move(ms: number): void;
}

export function startDemo(): { api: DemoApi; clock: Clock } {
  const clock: Clock = {
    at: Date.now(),
    move(ms) {
      this.at += ms;
    },
  };
  const api = createDemoApi({ goodsCount: 500, now: () => new Date(clock.at), log: () => undefined });
  server.use(...demoMswHandlers(api));
  return { api, clock };
}

async function goodsPool(): Promise<Goods[]> {
  const out: Goods[] = [];
  for (let page = 1; page <= 6; page++) {
    const res = await listGoods({ page, page_size: 100 });
    out.push(...res.data!.list);
    if (res.data!.list.length < 100) break;
  }
  return out.filter((g) => g.is_buy === 1 && tryToFen(g.price) !== null && g.number >= g.zbz * 4 && g.ck_id && g.goods_price_id);
}

export interface OrderPlan {
  /** Ordinary goods in the order (cheapest first, so the balance covers them). */
  normal?: number;
  /** Adds one 含麻 goods, which the server splits into its own order. */
  hm?: boolean;
  /** Orders the most expensive ordinary goods instead, so points cannot cover the amount. */
  dear?: boolean;
}

/** Logs in, fills the cart as planned and submits it; returns the created orders (ordinary first, 含麻 last). */
export async function placeOrders(plan: OrderPlan, username = 'kangning', login = true): Promise<{ normal?: OrderCreated; hm?: OrderCreated }> {
  if (login) await loginByPassword({ username, password: 'Demo2026' });
  const pool = await goodsPool();
  const price = (g: Goods) => tryToFen(g.price) ?? 0;
  const ordinary = pool.filter((g) => g.is_hm !== 1).sort((a, b) => (plan.dear ? price(b) - price(a) : price(a) - price(b)));
  const picked = ordinary.slice(0, plan.normal ?? 0);
  if (plan.hm) {
    const hm = pool.find((g) => g.is_hm === 1);
    expect(hm, 'the demo catalogue has a 含麻 goods to buy').toBeDefined();
    picked.push(hm!);
  }
  await addCartLines({ params: picked.map((g) => ({ id: g.id, number: g.zbz, ck_id: g.ck_id!, goods_price_id: g.goods_price_id! })) });
  const lines = (await listCartLines({ filters: 99999, new: 1 })).data.data;
  const address = (await listAddresses()).data[0]!;
  const created = (await submitOrder({ ids: lines.map((l) => l.id), address_id: address.id })).data;
  return { normal: created.find((o) => o.is_hm !== 1), hm: created.find((o) => o.is_hm === 1) };
}

/** A small file as a browser would hand it over. */
export function fileOf(name: string, type: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes).fill(65)], name, { type });
}
