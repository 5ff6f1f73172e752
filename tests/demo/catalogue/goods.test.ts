import { describe, expect, it } from 'vitest';
import type { Goods } from '@generated/models/goods';
import type { GoodsActivities } from '@generated/models/goodsActivities';
import type { GoodsDetail } from '@generated/models/goodsDetail';
import type { SearchSuggestion } from '@generated/models/searchSuggestion';
import type { SpikeState } from '@generated/models/spikeState';
import { parseBeijing } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import { hasStock, lineStock, spikeKey } from '@mock/demo/data/inventory';
import { ACCOUNTS, call, demo, get, sessionFor } from './helpers';

/** Suggestions, detail, promotions and the home page's goods blocks. */
const api = demo();
const cat = api.db.catalogue;
const pharmacy = sessionFor(api, ACCOUNTS.pharmacy);
const clinic = sessionFor(api, ACCOUNTS.clinic);

describe('search suggestions', () => {
  /** The suggestions' names (drugs, or manufacturers with type 1). */
  const names = (path: string) => get<SearchSuggestion[]>(api, path).data.map((s) => s.name);

  it('amxl suggests 阿莫西林… first, by pinyin initials, saying so', () => {
    const r = get<SearchSuggestion[]>(api, '/api/goods/search?keywords=amxl');
    expect(r.status).toBe(200);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.length).toBeLessThanOrEqual(10);
    expect(r.data[0]).toMatchObject({ name: expect.stringMatching(/^阿莫西林/), matched: 'pinyin' });
    expect(r.data.every((s) => s.name.startsWith('阿莫西林'))).toBe(true);
  });

  it('hbzy with type 1 suggests the manufacturer 华北制药…', () => {
    expect(names('/api/goods/search?keywords=hbzy&type=1')[0]).toMatch(/^华北制药/);
    expect(names('/api/goods/search?keywords=hbzy').some((s) => s.startsWith('华北制药'))).toBe(false);
  });

  it('answers full pinyin and Chinese, and nothing for nonsense', () => {
    expect(names('/api/goods/search?keywords=lianhua')[0]).toMatch(/^连花/);
    expect(names(`/api/goods/search?keywords=${encodeURIComponent('布洛芬')}`).every((s) => s.includes('布洛芬'))).toBe(true);
    expect(names('/api/goods/search?keywords=xqzvbk')).toEqual([]);
  });

  it('a trade name suggests its drug; a barcode names its goods', () => {
    expect(get<SearchSuggestion[]>(api, `/api/goods/search?keywords=${encodeURIComponent('芬必得')}`).data[0]).toMatchObject({
      name: '布洛芬缓释胶囊',
      trade_name: '芬必得',
      matched: 'trade_name',
    });
    const goods = cat.goods[3]!;
    expect(get<SearchSuggestion[]>(api, `/api/goods/search?keywords=${goods.barcode}`).data).toEqual([
      { keywords: goods.barcode, name: goods.name, trade_name: goods.tradeName, matched: 'barcode', matched_text: goods.barcode, goods_id: goods.id },
    ]);
  });
});

describe('goods detail', () => {
  const amoxicillin = cat.goods.find((g) => g.name === '阿莫西林胶囊' && g.stocks.length > 1)!;

  it('carries every warehouse line and the 说明书', () => {
    const d = get<GoodsDetail>(api, `/api/goods/detail/${amoxicillin.id}`, pharmacy).data;
    expect(d.id).toBe(amoxicillin.id);
    expect(d.warehouses?.length).toBe(amoxicillin.stocks.length);
    expect(d.warehouses?.map((w) => w.goods_price_id)).toEqual(amoxicillin.stocks.map((s) => s.goodsPriceId));
    expect(d.warehouses?.map((w) => w.price)).toEqual(amoxicillin.stocks.map((s) => fenToYuan(s.priceFen)));
    expect(d.warehouses?.every((w) => w.name.length > 0 && typeof w.yxq === 'string')).toBe(true);
    expect(d.instructions).toContain('说明书');
    expect(d.instructions).toContain('【');
    expect(d.storage.length).toBeGreaterThan(0);
    expect(d.dosage_form).toBe('胶囊剂');
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related.length).toBeLessThanOrEqual(10);
    expect(d.related.every((r) => r.id !== d.id)).toBe(true);
  });

  it('hides warehouse prices from visitors', () => {
    const d = get<GoodsDetail>(api, `/api/goods/detail/${amoxicillin.id}`).data;
    expect(d.price).toBeNull();
    expect(d.buy_block?.reason).toBe('visitor');
    expect(d.warehouses?.every((w) => w.price === null)).toBe(true);
    expect(d.related.every((r) => r.price === null)).toBe(true);
  });

  it('a clinic sees a device but may not buy it (out_of_scope)', () => {
    const device = cat.goods.find((g) => g.scope === '医疗器械' && g.isKx === 0 && hasStock(api.db.inventory, g))!;
    const d = get<GoodsDetail>(api, `/api/goods/detail/${device.id}`, clinic).data;
    expect(d.is_buy).toBe(0);
    expect(d.buy_block?.reason).toBe('out_of_scope');
    expect(d.buy_block?.msg).toContain('医疗器械');
    expect(d.price).not.toBeNull();
    // The same clinic may buy an antibiotic.
    const ok = get<GoodsDetail>(api, `/api/goods/detail/${amoxicillin.id}`, clinic).data;
    expect(ok.buy_block).toBeNull();
  });

  it('answers 404 with a Chinese message for unknown goods', () => {
    for (const url of ['/api/goods/detail/987654321', '/api/goods/activities?goods_id=987654321']) {
      const r = get(api, url, pharmacy);
      expect(r.status).toBe(404);
      expect(r.code).toBe(40004);
      expect(r.msg).toMatch(/商品不存在/);
    }
  });
});

describe('goods activities', () => {
  it('lists the running 满减 with ascending tiers, gifts, applicable coupons and group buys', () => {
    const g = cat.goods.find((x) => x.manjianId !== null && x.giftActivityId !== null);
    if (!g) throw new Error('the seed has no goods with both a 满减 and a gift');
    const a = get<GoodsActivities>(api, `/api/goods/activities?goods_id=${g.id}`, pharmacy).data;
    expect(a.manjian.map((m) => m.id)).toEqual([g.manjianId]);
    const amounts = a.manjian[0]!.tiers.map((t) => Number(t.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    expect(a.gifts.map((x) => x.id)).toContain(g.giftActivityId);
    // Category coupons apply to their category only; store-wide ones to everything coupon-eligible.
    const ids = a.coupons.map((c) => c.id);
    for (const t of cat.couponTemplates.filter((t) => t.endAt >= api.db.catalogue.builtAt && !t.goodsIds && !t.categoryIds)) {
      expect(ids.includes(t.id)).toBe(g.couponEligible === 1);
    }
    const grouped = cat.groupBuys[0]!;
    const gb = get<GoodsActivities>(api, `/api/goods/activities?goods_id=${grouped.goodsId}`, pharmacy).data.group_buys;
    expect(gb[0]).toMatchObject({ id: grouped.id, price: fenToYuan(grouped.priceFen), group_size: grouped.minPeople });
    expect(get<GoodsActivities>(api, `/api/goods/activities?goods_id=${grouped.goodsId}`).data.group_buys[0]!.price).toBeNull();
  });

  it('measures 满减 tiers against the buyer’s selected cart, as the cart does', () => {
    const own = demo();
    const me = sessionFor(own, ACCOUNTS.pharmacy);
    const g = own.db.catalogue.goods.find((x) => x.manjianId !== null && x.couponEligible === 1 && x.isKx === 0 && x.ladder.length === 0 && lineStock(own.db.inventory, x.stocks[0]!) >= x.zbz * 40)!;
    const line = g.stocks[0]!;
    const rules = own.db.catalogue.manjians.find((m) => m.id === g.manjianId)!.rules;
    const tiers = () => get<GoodsActivities>(own, `/api/goods/activities?goods_id=${g.id}`, me).data.manjian[0]!.tiers;
    expect(tiers().every((t) => t.status === 0)).toBe(true);
    const qty = Math.ceil(rules[0]!.amountFen / line.priceFen / g.zbz) * g.zbz;
    const body = `params[0][id]=${g.id}&params[0][number]=${qty}&params[0][goods_price_id]=${line.goodsPriceId}&params[0][ck_id]=${line.ckId}`;
    expect(call(own, 'POST', '/api/cart', me, body).status).toBe(200);
    const reached = tiers().map((t) => t.status);
    expect(reached[0]).toBe(1);
    expect(reached).toEqual(rules.map((r) => (qty * line.priceFen >= r.amountFen ? 1 : 0)));
    expect(get<GoodsActivities>(own, `/api/goods/activities?goods_id=${g.id}`).data.manjian[0]!.tiers.every((t) => t.status === 0)).toBe(true);
  });

  it('marks coupons the buyer already holds', () => {
    const held = api.db.members.byId.get(ACCOUNTS.pharmacy)!.coupons.map((c) => c.templateId);
    const g = cat.goods.find((x) => x.couponEligible === 1)!;
    const a = get<GoodsActivities>(api, `/api/goods/activities?goods_id=${g.id}`, pharmacy).data;
    for (const c of a.coupons) expect(c.is_received).toBe(held.includes(c.id) ? 1 : 0);
  });
});

describe('home page goods blocks', () => {
  it('hot goods are the best sellers in stock', () => {
    const hot = get<Goods[]>(api, '/api/goods/hot', pharmacy).data;
    expect(hot.length).toBe(10);
    const sales = hot.map((g) => cat.goodsById.get(g.id)!.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const best = Math.max(...cat.goods.filter((g) => hasStock(api.db.inventory, g)).map((g) => g.sales));
    expect(sales[0]).toBe(best);
  });

  it('recommendations stay inside the member’s business scope', () => {
    const clinicAccount = api.db.members.byId.get(ACCOUNTS.clinic)!;
    const scope = clinicAccount.scopeCategoryIds as number[];
    const rec = get<Goods[]>(api, '/api/index_wntj/1', clinic).data;
    expect(rec.length).toBeGreaterThan(0);
    expect(rec.every((g) => scope.includes(cat.goodsById.get(g.id)!.topCategoryId))).toBe(true);
    expect(get<Goods[]>(api, '/api/index_wntj/1').data.every((g) => g.price === null)).toBe(true);
  });

  it('everyday prices undercut the list price', () => {
    const list = get<Goods[]>(api, '/api/activity/everyday_price', pharmacy).data;
    expect(list.length).toBeGreaterThan(0);
    for (const g of list) expect(Number(g.price)).toBeLessThan(Number(g.base_price));
  });
});

describe('spike sessions', () => {
  it('answer the server time and sessions around it, with spike prices for members only', () => {
    const r = get<SpikeState>(api, '/api/index/spike', pharmacy).data;
    const now = api.db.catalogue.builtAt;
    expect(r.timestamp).toBe(Math.floor(now / 1000));
    const starts = r.sessions.map((s) => parseBeijing(s.start_time).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const running = r.sessions.filter((s) => parseBeijing(s.start_time).getTime() <= now && now <= parseBeijing(s.end_time).getTime());
    expect(running.length).toBe(1);
    const session = cat.spikes.find((s) => s.id === running[0]!.id)!;
    const line = session.goods[0]!;
    const allotment = api.db.inventory.spikes[spikeKey(session.id, line.goodsId)]!;
    expect(running[0]!.goods[0]).toMatchObject({ id: line.goodsId, spike_price: fenToYuan(line.priceFen), spike_stock: allotment.stock });
    expect(get<SpikeState>(api, '/api/index/spike').data.sessions.every((s) => s.goods.every((g) => g.spike_price === null))).toBe(true);
  });

  it('move with the clock: days later there is still one session running now', () => {
    let clock = new Date('2026-11-22T02:00:00Z');
    const live = demo({ now: () => clock });
    clock = new Date(clock.getTime() + 3 * 86_400_000 + 5 * 3_600_000 + 17 * 60_000);
    const r = get<SpikeState>(live, '/api/index/spike').data;
    const now = clock.getTime();
    expect(r.timestamp).toBe(Math.floor(now / 1000));
    const running = r.sessions.filter((s) => parseBeijing(s.start_time).getTime() <= now && now <= parseBeijing(s.end_time).getTime());
    expect(running.length).toBe(1);
    expect(running[0]!.title).toBe(`${running[0]!.start_time.slice(11, 16)}场`);
  });
});
