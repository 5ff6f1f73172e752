import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Goods } from '@generated/models/goods';
import { lineStock } from '@mock/demo/data/inventory';
import type { GoodsRecord, GoodsStock } from '@mock/demo/data/types';
import { buildSearchIndex, searchGoodsIds } from '@mock/demo/search';
import { fenToYuan } from '@/domain/money';
import { ACCOUNTS, demo, get, sessionFor } from './helpers';

/**
 * The goods list against a brute-force model written from the records alone: whatever the filters, sort, direction,
 * page and page size, the page holds exactly the right goods in the right order and the total counts every match.
 */
interface Page {
  total: number;
  page: number;
  page_size: number;
  list: Goods[];
}

const api = demo();
const cat = api.db.catalogue;
const member = sessionFor(api, ACCOUNTS.pharmacy);
const search = buildSearchIndex(cat);

const inStock = (s: GoodsStock) => lineStock(api.db.inventory, s) > 0;
const defaultLine = (g: GoodsRecord) => g.stocks.find(inStock) ?? g.stocks[0]!;

interface Filters {
  keywords?: { text: string; type: 0 | 1 };
  category_id?: number;
  brand_id?: number;
  is_kx?: 1;
  is_jxq?: 1;
  is_youx?: 1;
  is_zy?: 1;
  is_qx?: 1;
  in_stock?: 1;
  sort: 'default' | 'sales' | 'price' | 'new';
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
}

function expected(f: Filters): GoodsRecord[] {
  const hits = f.keywords ? searchGoodsIds(search, f.keywords.text, f.keywords.type) : null;
  const hitSet = hits ? new Set(hits) : null;
  const matches = cat.goods.filter(
    (g) =>
      (!hitSet || hitSet.has(g.id)) &&
      (f.category_id === undefined || g.categoryId === f.category_id || g.topCategoryId === f.category_id) &&
      (f.brand_id === undefined || g.brandId === f.brand_id) &&
      (!f.is_kx || g.isKx === 1) &&
      (!f.is_jxq || g.stocks.some((s) => s.isJxq === 1)) &&
      (!f.is_youx || g.zones.includes('yx')) &&
      (!f.is_zy || g.scope === '中药饮片') &&
      (!f.is_qx || g.scope === '医疗器械') &&
      (!f.in_stock || g.stocks.some(inStock)),
  );
  if (f.sort === 'default') {
    if (hits) return hits.filter((id, i) => hits.indexOf(id) === i).flatMap((id) => matches.filter((g) => g.id === id));
    const rank = (g: GoodsRecord) => (inStock(defaultLine(g)) ? 0 : 1);
    return matches.sort((a, b) => rank(a) - rank(b) || b.sales - a.sales || a.id - b.id);
  }
  const key = (g: GoodsRecord) => (f.sort === 'sales' ? g.sales : f.sort === 'price' ? defaultLine(g).priceFen : g.createdAt);
  const asc = matches.sort((a, b) => key(a) - key(b) || a.id - b.id);
  return f.order === 'asc' ? asc : asc.reverse();
}

function url(f: Filters): string {
  const q = new URLSearchParams();
  if (f.keywords) {
    q.set('keywords', f.keywords.text);
    q.set('type', String(f.keywords.type));
  }
  for (const k of ['category_id', 'brand_id', 'is_kx', 'is_jxq', 'is_youx', 'is_zy', 'is_qx', 'in_stock'] as const) {
    if (f[k] !== undefined) q.set(k, String(f[k]));
  }
  q.set('sort', f.sort);
  q.set('order', f.order);
  q.set('page', String(f.page));
  q.set('page_size', String(f.page_size));
  return `/api/goods/list?${q.toString()}`;
}

const categoryIds = cat.categories.map((c) => c.id);
const brandIds = cat.brands.map((b) => b.id);
/** A filter present one time in `oneIn`, so that combinations stay mostly non-empty. */
const sometimes = <T>(arb: fc.Arbitrary<T>, oneIn = 4): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: oneIn - 1 }, { arbitrary: arb, weight: 1 });

const filters: fc.Arbitrary<Filters> = fc
  .record({
    keywords: sometimes(
      fc.constantFrom(
        { text: 'amxl', type: 0 as const },
        { text: '阿莫西林', type: 0 as const },
        { text: '胶囊', type: 0 as const },
        { text: 'ganmao', type: 0 as const },
        { text: 'hbzy', type: 1 as const },
        { text: '药业', type: 1 as const },
        { text: 'zzzzzz', type: 0 as const },
      ),
    ),
    category_id: sometimes(fc.constantFrom(...categoryIds)),
    brand_id: sometimes(fc.constantFrom(...brandIds), 8),
    is_kx: sometimes(fc.constant(1 as const), 8),
    is_jxq: sometimes(fc.constant(1 as const), 8),
    is_youx: sometimes(fc.constant(1 as const), 8),
    is_zy: sometimes(fc.constant(1 as const), 8),
    is_qx: sometimes(fc.constant(1 as const), 8),
    in_stock: sometimes(fc.constant(1 as const), 3),
    sort: fc.constantFrom('default' as const, 'sales' as const, 'price' as const, 'new' as const),
    order: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 40 }), weight: 1 }),
    page_size: fc.integer({ min: 1, max: 100 }),
  })
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as unknown as Filters);

describe('GET /api/goods/list', () => {
  it('any filters, sort, direction and page give the model’s page and total', () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(filters, (f) => {
        const r = get<Page>(api, url(f), member);
        expect(r.status).toBe(200);
        const all = expected(f);
        expect(r.data.total).toBe(all.length);
        expect(r.data.page).toBe(f.page);
        expect(r.data.page_size).toBe(f.page_size);
        const want = all.slice((f.page - 1) * f.page_size, f.page * f.page_size).map((g) => g.id);
        expect(r.data.list.map((g) => g.id)).toEqual(want);
        if (want.length > 1) nonEmpty++;
      }),
      { numRuns: 300 },
    );
    // The generator must reach real pages, not only empty results, for the comparison to mean something.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('walking every page of a sort lists each match once, in order', () => {
    for (const [sort, order] of [['price', 'asc'], ['sales', 'desc'], ['new', 'desc']] as const) {
      const seen: Goods[] = [];
      let total = -1;
      for (let page = 1; page < 100; page++) {
        const r = get<Page>(api, `/api/goods/list?category_id=3&sort=${sort}&order=${order}&page=${page}&page_size=17`, member);
        total = r.data.total;
        if (r.data.list.length === 0) break;
        seen.push(...r.data.list);
      }
      expect(seen.length).toBe(total);
      expect(new Set(seen.map((g) => g.id)).size).toBe(total);
      expect(seen.some((g) => g.price !== null), 'the member sees prices').toBe(true);
      const keys = seen.map((g) => {
        const rec = cat.goodsById.get(g.id)!;
        // The price shown, when the buyer may see it, is the default line's: sort by that line.
        if (g.price !== null) expect(g.price).toBe(fenToYuan(defaultLine(rec).priceFen));
        return sort === 'price' ? defaultLine(rec).priceFen : sort === 'sales' ? rec.sales : rec.createdAt;
      });
      const sorted = [...keys].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(keys).toEqual(sorted);
      expect(seen.every((g) => cat.goodsById.get(g.id)!.topCategoryId === 3)).toBe(true);
    }
  });

  it('keywords match names by pinyin initials, and manufacturers with type 1', () => {
    const drugs = get<Page>(api, '/api/goods/list?keywords=amxl&page_size=100', member).data;
    expect(drugs.total).toBeGreaterThan(0);
    expect(drugs.list.every((g) => g.name.startsWith('阿莫西林'))).toBe(true);
    const makers = get<Page>(api, '/api/goods/list?keywords=hbzy&type=1&page_size=100', member).data;
    expect(makers.total).toBeGreaterThan(0);
    expect(makers.list.every((g) => g.sccj.startsWith('华北制药'))).toBe(true);
    const sccj = get<Page>(api, `/api/goods/list?sccj=${encodeURIComponent('华北制药股份有限公司')}&page_size=100`, member).data;
    expect(sccj.total).toBe(cat.goods.filter((g) => g.sccj === '华北制药股份有限公司').length);
    expect(get<Page>(api, `/api/goods/list?sccj=${encodeURIComponent('不存在的厂家')}`, member).data.total).toBe(0);
  });

  it('a category lists its sub-categories’ goods', () => {
    const top = cat.categories.find((c) => c.parentId === null && (cat.goodsIdsByCategory.get(c.id)?.length ?? 0) > 0)!;
    const subs = cat.categories.filter((c) => c.parentId === top.id).map((c) => c.id);
    const r = get<Page>(api, `/api/goods/list?category_id=${top.id}&page_size=100`, member).data;
    expect(r.total).toBe(cat.goods.filter((g) => g.topCategoryId === top.id).length);
    expect(r.list.every((g) => subs.includes(g.category_id!))).toBe(true);
  });

  it('the free-shipping menu’s categories with is_youx=1 list that zone’s goods', () => {
    const menu = get<{ category_yx: Array<{ id: number; children?: Array<{ id: number }> }> }>(api, '/api/global/common').data.category_yx;
    const sub = menu.flatMap((m) => m.children ?? [])[0]!;
    const r = get<Page>(api, `/api/goods/list?category_id=${sub.id}&is_youx=1&page_size=100`, member).data;
    expect(r.total).toBeGreaterThan(0);
    expect(r.list.every((g) => g.category_id === sub.id && g.is_free_shipping === 1)).toBe(true);
    expect(r.total).toBe(cat.zones.goodsIds.yx.filter((id) => cat.goodsById.get(id)!.categoryId === sub.id).length);
  });

  it('shows visitors no price, and says why they cannot buy', () => {
    const r = get<Page>(api, '/api/goods/list?page_size=50').data;
    expect(r.list.length).toBe(50);
    for (const g of r.list) {
      expect(g.price).toBeNull();
      expect(g.base_price).toBeNull();
      expect(g.ladder_price).toEqual([]);
      expect(g.is_buy).toBe(0);
      expect(g.buy_block?.reason).toBe('visitor');
    }
    const m = get<Page>(api, '/api/goods/list?page_size=50&in_stock=1&is_kx=0', member).data;
    expect(m.list.filter((g) => g.is_kx === 0).every((g) => typeof g.price === 'string' && g.buy_block === null)).toBe(true);
  });

  it('controlled goods: prices follow the buyer’s authorisation', () => {
    const unsigned = sessionFor(api, ACCOUNTS.unsigned); // 山东省, rank 1: admitted by no regional or rank rule
    const kx = get<Page>(api, '/api/goods/list?is_kx=1&page_size=100', unsigned).data;
    expect(kx.total).toBeGreaterThan(0);
    const refused = kx.list.filter((g) => g.buy_block?.reason === 'controlled');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((g) => g.price === null && g.is_buy === 0)).toBe(true);
    const pharmacy = get<Page>(api, '/api/goods/list?is_kx=1&page_size=100', member).data;
    expect(pharmacy.list.some((g) => g.price !== null)).toBe(true);
  });
});
