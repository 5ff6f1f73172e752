import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeed, DEFAULT_GOODS_COUNT } from '@mock/demo/data/catalogue';
import { JXQ_LIMIT } from '@mock/demo/data/dates';
import { lineStock, spikeKey } from '@mock/demo/data/inventory';
import { DEMO_TODAY, type Seed, type ZoneKey } from '@mock/demo/data/types';
import { defaultCatalogue, defaultSeed, FIXED_NOW, serialise } from './helpers';

const TAG_ORDER = ['优', '秒', '满', '换购', '赠', '特', '新'];

function checkInvariants({ catalogue: c, inventory }: Seed): void {
  const priceIds = new Set<number>();
  for (const g of c.goods) {
    expect(Number.isInteger(g.priceFen) && g.priceFen > 0, `price of ${g.id}`).toBe(true);
    expect(Number.isInteger(g.basePriceFen) && g.basePriceFen >= g.priceFen, `base price of ${g.id}`).toBe(true);
    expect(g.zbz).toBeGreaterThanOrEqual(1);
    expect(g.stocks.length).toBeGreaterThanOrEqual(1);
    expect(g.priceFen).toBe(g.stocks[0]!.priceFen);
    for (const s of g.stocks) {
      expect(priceIds.has(s.goodsPriceId), `duplicate goods_price_id ${s.goodsPriceId}`).toBe(false);
      priceIds.add(s.goodsPriceId);
      expect(Number.isInteger(inventory.stock[s.goodsPriceId]) && lineStock(inventory, s) >= 0, `stock of ${s.goodsPriceId}`).toBe(true);
      expect(s.expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.isJxq).toBe(s.expiry <= JXQ_LIMIT ? 1 : 0);
      expect(s.expiry > DEMO_TODAY).toBe(true);
      expect(c.warehousesById.has(s.ckId)).toBe(true);
    }
    for (let t = 0; t < g.ladder.length; t++) {
      const tier = g.ladder[t]!;
      const prev = t === 0 ? { number: 0, priceFen: g.priceFen } : g.ladder[t - 1]!;
      expect(tier.number).toBeGreaterThan(prev.number);
      expect(tier.priceFen).toBeLessThan(prev.priceFen);
      expect(tier.priceFen).toBeGreaterThan(0);
    }
    expect(g.ladderType === 0).toBe(g.ladder.length === 0);
    if (g.isHm === 1) {
      expect(g.couponEligible).toBe(0);
      expect(g.ladder).toEqual([]);
      expect(g.limitNumber).toBeGreaterThan(0);
    }
    expect(g.isKx === 1).toBe(g.kxRule !== null);
    expect(g.tags).toEqual(TAG_ORDER.filter((t) => g.tags.includes(t as never)));
    expect(c.categoriesById.get(g.categoryId)?.parentId).toBe(g.topCategoryId);
    expect(c.manufacturersById.get(g.manufacturerId)?.name).toBe(g.sccj);
    for (const z of g.zones) expect(c.zones.goodsIds[z]).toContain(g.id);
  }
}

describe('buildSeed', () => {
  it('is deterministic: the same seed and now give an identical catalogue, inventory and accounts', () => {
    const a = buildSeed({ seed: 7, goodsCount: 600, now: FIXED_NOW });
    const b = buildSeed({ seed: 7, goodsCount: 600, now: FIXED_NOW });
    expect(serialise(a)).toBe(serialise(b));
    const other = buildSeed({ seed: 8, goodsCount: 600, now: FIXED_NOW });
    expect(serialise(other.catalogue.goods)).not.toBe(serialise(a.catalogue.goods));
  });

  it('keeps the first goods and their stock identical when the catalogue grows', () => {
    const small = buildSeed({ seed: 3, goodsCount: 600, now: FIXED_NOW });
    const big = buildSeed({ seed: 3, goodsCount: 1500, now: FIXED_NOW });
    const strip = (g: (typeof small.catalogue.goods)[number]): unknown => ({ ...g, zones: [], tags: [], type: 0 });
    expect(serialise(big.catalogue.goods.slice(0, 600).map(strip))).toBe(serialise(small.catalogue.goods.map(strip)));
    const stockOf = (seed: Seed) => seed.catalogue.goods.slice(0, 600).flatMap((g) => g.stocks.map((s) => lineStock(seed.inventory, s)));
    expect(stockOf(big)).toEqual(stockOf(small));
  });

  it('keeps every counter in the inventory, one entry per catalogue line or offer', () => {
    const { catalogue: c, inventory } = defaultSeed();
    const keys = (r: object) => Object.keys(r).map(Number).sort((x, y) => x - y);
    const ids = (list: ReadonlyArray<{ id: number }>) => list.map((x) => x.id).sort((x, y) => x - y);
    expect(keys(inventory.stock)).toEqual(c.goods.flatMap((g) => g.stocks.map((s) => s.goodsPriceId)).sort((x, y) => x - y));
    expect(keys(inventory.combinationStock)).toEqual(ids(c.combinations));
    expect(keys(inventory.pointsGoodsStock)).toEqual(ids(c.pointsGoods));
    expect(keys(inventory.couponsReceived)).toEqual(ids(c.couponTemplates));
    expect(keys(inventory.groupBuyJoined)).toEqual(ids(c.groupBuys));
    expect(keys(inventory.dailySpecialStock)).toEqual(c.dailySpecial.items.map((i) => i.goodsId).sort((x, y) => x - y));
    expect(Object.keys(inventory.spikes).sort()).toEqual(c.spikes.flatMap((s) => s.goods.map((g) => spikeKey(s.id, g.goodsId))).sort());
  });

  it('has the required size and variety', () => {
    const { catalogue: c, inventory } = defaultSeed();
    const stock = (s: (typeof c.goods)[number]['stocks'][number]) => lineStock(inventory, s);
    expect(DEFAULT_GOODS_COUNT).toBeGreaterThanOrEqual(500);
    expect(c.goods.length).toBe(DEFAULT_GOODS_COUNT);
    expect(new Set(c.goods.map((g) => g.name)).size).toBeGreaterThanOrEqual(150);
    for (const zone of Object.keys(c.zones.goodsIds) as ZoneKey[]) expect(c.zones.goodsIds[zone].length, zone).toBeGreaterThan(0);
    expect(c.goods.some((g) => g.stocks.every((s) => stock(s) === 0))).toBe(true);
    expect(c.goods.some((g) => g.stocks.some((s) => stock(s) > 0) && g.stocks.some((s) => stock(s) === 0))).toBe(true);
    expect(c.goods.some((g) => g.stocks.length >= 3)).toBe(true);
    expect(c.goods.filter((g) => g.stocks.some((s) => s.isJxq === 1)).length).toBeGreaterThan(10);
    expect(c.goods.filter((g) => g.isHm === 1).length).toBeGreaterThan(3);
    expect(c.goods.filter((g) => g.isKx === 1).length).toBeGreaterThan(3);
    expect(c.goods.filter((g) => g.ladder.length > 0).length).toBeGreaterThan(50);
    expect(c.goods.filter((g) => g.isFreeShipping === 1).length).toBeGreaterThan(10);
    for (const tag of TAG_ORDER) expect(c.goods.some((g) => g.tags.includes(tag as never)), tag).toBe(true);
    for (const cat of c.categories) expect(c.goodsIdsByCategory.get(cat.id)?.length, cat.name).toBeGreaterThan(0);
  });

  it('contains well-known real goods, with real makers and approval numbers', () => {
    const c = defaultCatalogue();
    const names = new Set(c.goods.map((g) => g.name));
    for (const n of [
      '阿莫西林胶囊', '布洛芬缓释胶囊', '连花清瘟胶囊', '阿司匹林肠溶片', '复方甘草片', '蒙脱石散', '复方盐酸伪麻黄碱缓释胶囊',
      '感冒灵颗粒', '板蓝根颗粒', '头孢克肟分散片', '医用外科口罩', '电子血压计', '血糖试纸', '黄芪饮片', '枸杞子',
    ])
      expect(names.has(n), n).toBe(true);
    const amox = c.goods.find((g) => g.name === '阿莫西林胶囊' && g.sccj === '华北制药股份有限公司');
    expect(amox?.pzwh).toMatch(/^国药准字H\d{8}$/);
    expect(c.goods.find((g) => g.name === '连花清瘟胶囊')?.pzwh).toMatch(/^国药准字Z\d{8}$/);
    expect(c.goods.find((g) => g.name === '复方盐酸伪麻黄碱缓释胶囊')?.isHm).toBe(1);
    expect(c.goods.find((g) => g.name === '复方甘草片')?.isKx).toBe(1);
    expect(c.goods.find((g) => g.name === '医用外科口罩')?.pzwh).toMatch(/械注准/);
    for (const short of ['华北制药', '石药集团', '哈药集团', '修正药业', '云南白药', '北京同仁堂', '以岭药业', '扬子江药业', '白云山', '太极集团', '华润三九', '鱼跃医疗', '三诺生物', '九州通中药'])
      expect(c.manufacturers.some((m) => m.shortName === short && c.goods.some((g) => g.manufacturerId === m.id)), short).toBe(true);
  });

  it('holds its invariants for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        checkInvariants(buildSeed({ seed, goodsCount: 450, now: FIXED_NOW }));
      }),
      { numRuns: 8 },
    );
    checkInvariants(defaultSeed());
  });

  it('places time-bound activities around now', () => {
    const { catalogue: c, inventory } = defaultSeed();
    const now = FIXED_NOW.getTime();
    expect(c.spikes.filter((s) => s.startAt <= now && now < s.endAt)).toHaveLength(1);
    expect(c.spikes.some((s) => s.startAt > now)).toBe(true);
    for (const s of c.spikes) {
      for (const g of s.goods) {
        const allotment = inventory.spikes[spikeKey(s.id, g.goodsId)]!;
        expect(allotment.sold).toBeLessThanOrEqual(allotment.stock);
      }
    }
    expect(c.dailySpecial.date).toBe('2026-11-22');
    expect(c.dailySpecial.endAt).toBeGreaterThan(now);
    for (const gb of c.groupBuys) expect(gb.endAt).toBeGreaterThan(now);
    for (const combo of c.combinations) {
      expect(combo.lines.length).toBeGreaterThanOrEqual(2);
      expect(combo.priceFen).toBe(combo.lines.reduce((s, l) => s + l.number * l.priceFen, 0));
      expect(combo.priceFen).toBeLessThan(combo.basePriceFen);
    }
    const active = c.couponTemplates.filter((t) => t.startAt <= now && now < t.endAt);
    expect(active.some((t) => t.type === 1) && active.some((t) => t.type === 2)).toBe(true);
    expect(c.couponTemplates.some((t) => t.endAt < now)).toBe(true);
    expect(c.couponTemplates.some((t) => (inventory.couponsReceived[t.id] ?? 0) >= t.total)).toBe(true);
    expect(c.lottery.prizes.length).toBeGreaterThan(1);
    expect(c.nav.length).toBeLessThanOrEqual(9);
    expect(c.zones.yjh.some((z) => z.startAt > now)).toBe(true);
  });

  it('has the help tree and news the site links to', () => {
    const c = defaultCatalogue();
    const keys = new Set(c.helpCategories.map((h) => h.key));
    for (const k of ['xrzn/hyzc', 'xrzn/gwzn', 'xrzn/aqgy', 'fwbz/wzzz', 'fwbz/yhxy', 'fwbz/zskf', 'us/tsjy', 'us/link', 'zfps/ddzf', 'zfps/hwps', 'zfps/ypth'])
      expect(keys.has(k), k).toBe(true);
    const withArticle = c.helpCategories.filter((h) => h.articleId !== null);
    expect(withArticle.length, 'help categories with an article').toBeGreaterThan(0);
    for (const h of withArticle) expect(c.articlesById.get(h.articleId!)?.type).toBe('help');
    expect(c.helpCategories.filter((h) => h.parentId === 3).length).toBeGreaterThanOrEqual(3);
    expect(c.articles.filter((a) => a.type === 'hy').length).toBeGreaterThan(5);
    expect(c.articles.filter((a) => a.type === 'company').length).toBeGreaterThan(5);
    for (const slot of Object.values(c.banners)) expect(slot.length).toBeGreaterThan(0);
  });
});
