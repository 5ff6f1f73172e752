/**
 * The trade tests' client of the demo API's engine: sessions made directly (api.sessions), bodies form-encoded as
 * the site sends them (encodeForm), a clock the test moves, and every answer checked against the contract — a
 * violation (undeclared status, wrong shape, non-Chinese refusal) fails the test at the call that caused it.
 */
import { expect } from 'vitest';
import { createDemoApi, type DemoApi } from '@mock/demo/app';
import type { OperationData, OperationId } from '@mock/demo/core/operations';
import { lineStock } from '@mock/demo/data/inventory';
import type { AccountRecord, Catalogue, GoodsRecord, GoodsStock } from '@mock/demo/data/types';
import type { DemoDb } from '@mock/demo/state';
import { encodeForm } from '@/lib/http/form';
import { operation } from '@yaocai/contract-kit';
import { callEngine, problemsOf } from '../support/engine-calls';

export const START = Date.parse('2026-11-22T02:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  errors: Record<string, string[]> | undefined;
}

export interface CallInput {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** Multipart fields; a `{ name, type, size }` value is sent as a file part of that many bytes. */
  multipart?: Record<string, string | { name: string; type: string; size: number }>;
}

function multipartBody(fields: NonNullable<CallInput['multipart']>): { type: string; body: Uint8Array } {
  const boundary = '----tradeTestBoundary7f3a';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`));
      chunks.push(Buffer.alloc(value.size, 0x41));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(Buffer.concat(chunks)) };
}

export class TradeDemo {
  t = START;
  readonly warnings: string[] = [];
  readonly api: DemoApi;
  private sessionSeq = 0;

  constructor() {
    this.api = createDemoApi({ now: () => new Date(this.t), log: (line) => this.warnings.push(line) });
  }

  get db(): DemoDb {
    return this.api.db;
  }

  get catalogue(): Catalogue {
    return this.api.db.catalogue;
  }

  advance(ms: number): void {
    this.t += ms;
  }

  account(id: number): AccountRecord {
    const a = this.api.db.members.byId.get(id);
    if (!a) throw new Error(`no account ${id}`);
    return a;
  }

  /** A logged-in browser of the account, buying for `storeId` (a chain's store), without going through login. */
  as(accountId: number, storeId = accountId): Buyer {
    const token = `trade-${accountId}-${storeId}-${++this.sessionSeq}`;
    this.api.sessions.set(token, { token, accountId, storeId });
    return new Buyer(this, `yc_session=${token}`);
  }

  visitor(): Buyer {
    return new Buyer(this, null);
  }
}

export class Buyer {
  constructor(
    readonly demo: TradeDemo,
    readonly cookie: string | null,
  ) {}

  call<K extends OperationId>(operationId: K, input: CallInput = {}): Answer<OperationData[K]> {
    const op = operation(operationId);
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(input.path?.[name])));
    const qs = input.query ? encodeForm(input.query).toString() : '';
    let contentType: string | null = null;
    let body: string | Uint8Array | null = null;
    if (input.multipart) {
      const mp = multipartBody(input.multipart);
      contentType = mp.type;
      body = mp.body;
    } else if (input.body) {
      contentType = 'application/x-www-form-urlencoded';
      body = encodeForm(input.body).toString();
    }
    const url = path + (qs ? `?${qs}` : '');
    const ans = callEngine(this.demo.api, op, { method: op.method, url, cookie: this.cookie, contentType, body });
    expect(problemsOf(ans), `${operationId} ${url} → ${ans.status} ${ans.text.slice(0, 300)}`).toEqual([]);
    const json = (ans.json ?? {}) as { code?: number; msg?: string; data?: unknown; errors?: Record<string, string[]> };
    return { status: ans.status, code: json.code ?? 0, msg: json.msg ?? '', data: json.data as OperationData[K], errors: json.errors };
  }

  /** Adds goods from its given warehouse line (default: the first) in one POST /api/cart. */
  add(goods: GoodsRecord, number: number, stock: GoodsStock = goods.stocks[0]!) {
    return this.call('addCartLines', {
      body: { params: [{ id: goods.id, number, ck_id: stock.ckId, goods_price_id: stock.goodsPriceId }] },
    });
  }

  cart() {
    const r = this.call('listCartLines', { query: { new: 1 } });
    expect(r.status).toBe(200);
    return r.data;
  }

  lineOf(goodsId: number) {
    return this.cart().data.find((l) => l.goods.id === goodsId && l.type === 1);
  }
}

// ---------------------------------------------------------------- picking goods from the seed

export const ACC = { pharmacy: 1, clinic: 2, expired: 3, chain: 4, storeA: 5, storeB: 6, storeC: 7, unsigned: 8 } as const;

export interface GoodsWish {
  hm?: boolean;
  kx?: boolean;
  ladder?: boolean;
  coupon?: boolean;
  zbzAtLeast?: number;
  topCategory?: number;
  warehouses?: number;
  freeShipping?: boolean;
  exclude?: number[];
}

/** Sets the units in stock of a warehouse line (tests set the stock they need). */
export function setStock(db: DemoDb, line: GoodsStock, units: number): void {
  db.inventory.stock[line.goodsPriceId] = units;
}

/** Units in stock of a warehouse line now. */
export function stockOf(db: DemoDb, line: GoodsStock): number {
  return lineStock(db.inventory, line);
}

/** A goods of the seed matching the wish; its first warehouse gets `stock` units. */
export function pickGoods(db: DemoDb, wish: GoodsWish = {}, stock = 1000): GoodsRecord {
  const g = db.catalogue.goods.find(
    (x) =>
      x.isHm === (wish.hm ? 1 : 0) &&
      x.isKx === (wish.kx ? 1 : 0) &&
      (wish.ladder === undefined || (x.ladder.length > 0) === wish.ladder) &&
      (wish.coupon === undefined || (x.couponEligible === 1) === wish.coupon) &&
      (wish.zbzAtLeast === undefined || x.zbz >= wish.zbzAtLeast) &&
      (wish.topCategory === undefined || x.topCategoryId === wish.topCategory) &&
      (wish.warehouses === undefined || x.stocks.length >= wish.warehouses) &&
      (wish.freeShipping === undefined || (x.freeShippingNumber > 0) === wish.freeShipping) &&
      !(wish.exclude ?? []).includes(x.id) &&
      x.giftActivityId === null,
  );
  if (!g) throw new Error(`no goods for ${JSON.stringify(wish)}`);
  setStock(db, g.stocks[0]!, stock);
  return g;
}

/** Empties a buyer's cart through the API. */
export function clearCart(b: Buyer): void {
  const ids = b.cart().data.map((l) => l.id);
  if (ids.length > 0) expect(b.call('deleteCartLines', { body: { ids } }).status).toBe(200);
  expect(b.cart().data).toHaveLength(0);
}
