/** Goods fixtures for the catalogue tests: realistic values, each test overrides what it checks. */
import type { CartAddResult, Goods } from '@generated/models';
import { MEMBER, VISITOR, ok } from '@tests/app/shell-fixtures';
import { RootStore } from '@/stores';

export { ok, MEMBER, VISITOR };

let seq = 1000;

export function goods(over: Partial<Goods> = {}): Goods {
  const id = over.id ?? ++seq;
  return {
    id,
    name: '阿莫西林胶囊',
    trade_name: null,
    barcode: '6900010000004',
    sccj: '华北制药股份有限公司',
    ypgg: '0.25g*24粒',
    bzdw: '盒',
    zbz: 10,
    pzwh: '国药准字H13023964',
    category_id: 301,
    category_name: '青霉素类',
    brand_id: null,
    goods_image: [{ list: `/static/goods/${id}.svg`, big: `/static/goods/${id}.svg` }],
    is_buy: 1,
    buy_block: null,
    number: 330,
    price: '12.349',
    base_price: '15.50',
    ladder_price: [],
    ladder_price_type: 0,
    is_youx: 0,
    type: 1,
    is_free_shipping: 0,
    free_shipping_number: 0,
    tags: [],
    ph: '2026032013',
    yxq: '2028-03-19',
    is_jxq: 0,
    is_hm: 0,
    is_kx: 0,
    ck_id: 3,
    goods_price_id: 10060,
    ladder_price_id: null,
    goods_manjian_id: null,
    is_yj: 0,
    is_favorite: 0,
    ...over,
  };
}

export function memberStore(): RootStore {
  const store = new RootStore();
  store.session.setUser(MEMBER);
  return store;
}

export function visitorStore(): RootStore {
  const store = new RootStore();
  store.session.setUser(VISITOR);
  return store;
}

export function addResult(over: Partial<CartAddResult> = {}): CartAddResult {
  return { results: [{ id: 1, added: 1, number: 10, msg: '已加入购物车' }], partial: 0, summary: '加入购物车成功', total: 7, ...over };
}

/** Reads a form-encoded body into a plain map (params[0][number] → '20'). */
export async function formBody(request: Request): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(await request.text())) (out[k] ??= []).push(v);
  return out;
}
