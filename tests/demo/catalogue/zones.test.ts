import { describe, expect, it } from 'vitest';
import type { ActivityCentre } from '@generated/models/activityCentre';
import type { ControlledZone } from '@generated/models/controlledZone';
import type { ControlledZoneNew } from '@generated/models/controlledZoneNew';
import type { DailySpecial } from '@generated/models/dailySpecial';
import type { Goods } from '@generated/models/goods';
import type { GoodsListPage } from '@generated/models/goodsListPage';
import type { WelfareZone } from '@generated/models/welfareZone';
import type { ZoneRule } from '@generated/models/zoneRule';
import type { ZoneTemplate } from '@generated/models/zoneTemplate';
import { applyRate, fenToYuan } from '@/domain/money';
import { lineStock } from '@mock/demo/data/inventory';
import { ACCOUNTS, demo, get, sessionFor } from './helpers';

/** The zones: each answers real goods for its frame, with prices and purchase rights following the buyer. */
const api = demo();
const cat = api.db.catalogue;
const pharmacy = sessionFor(api, ACCOUNTS.pharmacy);
const unsigned = sessionFor(api, ACCOUNTS.unsigned);

const ZONE_URLS = [
  '/api/zone/jxqzc',
  '/api/zone/qxzq',
  '/api/zone/zyyp',
  '/api/zone/kxzq',
  '/api/zone/kxzq/new',
  `/api/zone/kxzq/goods/${cat.zones.kxzq.floors[0]!.url}`,
  '/api/zone/ppzq',
  `/api/zone/ppzq/${cat.zones.ppzqBrandIds[0]}`,
  '/api/zone/yx',
  '/api/zone/yx/rule',
  `/api/zone/yjh/${cat.zones.yjh[0]!.id}`,
  `/api/zone/hdzx?ids=${cat.zones.hdzx[0]!.id}`,
  '/api/zone/mrtj',
  '/api/zone/hb',
  '/api/zone/welfare',
  `/api/zone/template/${cat.zones.templates[0]!.id}`,
  '/api/zone/yyh',
  '/api/zone/yyh/list',
];

/** Every goods list anywhere in an answer. */
function goodsIn(data: unknown): Goods[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data)) return data.flatMap(goodsIn);
  const o = data as Record<string, unknown>;
  if (typeof o.id === 'number' && typeof o.sccj === 'string' && 'is_buy' in o) return [o as unknown as Goods];
  return Object.values(o).flatMap(goodsIn);
}

describe('zones', () => {
  it('every zone endpoint answers non-empty data, for visitors and members', () => {
    for (const url of ZONE_URLS) {
      for (const cookie of [undefined, pharmacy]) {
        const r = get<Record<string, unknown>>(api, url, cookie);
        expect(r.status, url).toBe(200);
        expect(Object.keys(r.data).length, url).toBeGreaterThan(0);
        const goods = goodsIn(r.data);
        if (url === '/api/zone/yx/rule') expect((r.data as unknown as ZoneRule).content).toContain('包邮');
        else if (url === '/api/zone/ppzq') expect((r.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
        else expect(goods.length, url).toBeGreaterThan(0);
        if (!cookie) expect(goods.every((g) => g.price === null && g.buy_block?.reason === 'visitor'), url).toBe(true);
      }
    }
  });

  it('the near-expiry zone shows each goods with its near-expiry batch, soonest expiry first', () => {
    const page = get<GoodsListPage>(api, '/api/zone/jxqzc?page_size=100', pharmacy).data;
    expect(page.total).toBe(cat.zones.goodsIds.jxqzc.length);
    expect(page.list.every((g) => g.is_jxq === 1)).toBe(true);
    const expiries = page.list.map((g) => g.yxq!);
    expect(expiries).toEqual([...expiries].sort());
  });

  it('the controlled zone shows its goods to everyone, prices only to authorised buyers', () => {
    const authorised = get<ControlledZone>(api, '/api/zone/kxzq?page_size=100', pharmacy).data;
    expect(authorised.is_authorized).toBe(1);
    expect(authorised.total).toBe(cat.zones.goodsIds.kxzq.length);
    expect(authorised.entries.every((e) => /^[A-Za-z0-9_-]+$/.test(e.url))).toBe(true);
    const outsider = get<ControlledZone>(api, '/api/zone/kxzq?page_size=100', unsigned).data;
    expect(outsider.is_authorized).toBe(0);
    expect(outsider.notice).toMatch(/未开通|授权/);
    expect(outsider.list.map((g) => g.id)).toEqual(authorised.list.map((g) => g.id));
    for (const g of outsider.list) {
      if (g.buy_block?.reason === 'controlled') expect(g.price).toBeNull();
    }
    expect(outsider.list.some((g) => g.buy_block?.reason === 'controlled')).toBe(true);
    const floors = get<ControlledZoneNew>(api, '/api/zone/kxzq/new').data.floors;
    expect(floors.every((f) => f.goods.length <= 8)).toBe(true);
  });

  it('welfare prices are 94折 of the price before, floored to the fen', () => {
    const w = get<WelfareZone>(api, '/api/zone/welfare?page_size=100', pharmacy).data;
    expect(w.discount_rate).toBe('0.94');
    expect(w.discount_text).toBe('94折');
    expect(w.rule).not.toMatch(/</);
    for (const g of w.list.filter((x) => x.price !== null)) {
      const rec = cat.goodsById.get(g.id)!;
      const before = (rec.stocks.find((s) => lineStock(api.db.inventory, s) > 0) ?? rec.stocks[0]!).priceFen;
      expect(g.base_price).toBe(fenToYuan(before));
      expect(g.price).toBe(fenToYuan(applyRate(before, 94, 100)));
    }
  });

  it('daily specials carry the special price and today’s end', () => {
    const d = get<DailySpecial>(api, '/api/zone/mrtj', pharmacy).data;
    expect(d.date).toBe('2026-11-22');
    expect(d.end_time).toBe('2026-11-22 23:59:59');
    for (const g of d.list) {
      const item = cat.dailySpecial.items.find((i) => i.goodsId === g.id)!;
      expect(g.price).toBe(fenToYuan(item.priceFen));
      expect(g.number).toBe(api.db.inventory.dailySpecialStock[item.goodsId]);
    }
  });

  it('templates take their title from data (zqmb and hdmb)', () => {
    for (const t of cat.zones.templates) {
      const r = get<ZoneTemplate>(api, `/api/zone/template/${t.id}`).data;
      expect(r.title).toBe(t.title);
      expect(r.type).toBe(t.type);
      expect(r.sections.every((s) => s.goods.length <= 20)).toBe(true);
    }
    expect(new Set(cat.zones.templates.map((t) => t.type))).toEqual(new Set(['zqmb', 'hdmb']));
  });

  it('the free-shipping zone lists goods with their free-shipping quantity, and its rule page', () => {
    const page = get<GoodsListPage & { rule: string }>(api, '/api/zone/yx?page_size=100', pharmacy).data;
    expect(page.rule.length).toBeGreaterThan(0);
    expect(page.list.every((g) => g.is_free_shipping === 1 && (g.free_shipping_number ?? 0) > 0)).toBe(true);
    const rule = get<ZoneRule>(api, '/api/zone/yx/rule').data;
    expect(rule.content).toBe(cat.zones.yx.ruleHtml);
  });

  it('activity zones: not started answers 400, unknown 404; the centre keeps the order of ids', () => {
    const future = cat.zones.yjh.find((z) => z.startAt > cat.builtAt)!;
    const r = get(api, `/api/zone/yjh/${future.id}`);
    expect(r.status).toBe(400);
    expect(r.code).toBe(40071);
    expect(get(api, '/api/zone/yjh/424242').status).toBe(404);
    const [a, b] = cat.zones.hdzx;
    const centre = get<ActivityCentre>(api, `/api/zone/hdzx?ids=${b!.id}&ids=${a!.id}&ids=424242`).data;
    expect(centre.tabs.map((t) => t.id)).toEqual([b!.id, a!.id]);
    expect(centre.id).toBe(b!.id);
    expect(centre.draw_id).toBe(b!.drawId);
    expect(get<ActivityCentre>(api, `/api/zone/hdzx?ids=${b!.id}&ids=${a!.id}&id=${a!.id}`).data.title).toBe(a!.title);
  });

  it('zone lists filter by keywords and category and sort on request', () => {
    const all = get<GoodsListPage>(api, '/api/zone/qxzq?page_size=100', pharmacy).data;
    const sub = all.list[0]!.category_id!;
    const byCategory = get<GoodsListPage>(api, `/api/zone/qxzq?category_id=${sub}&page_size=100`, pharmacy).data;
    expect(byCategory.list.every((g) => g.category_id === sub)).toBe(true);
    const mask = get<GoodsListPage>(api, `/api/zone/qxzq?keywords=${encodeURIComponent('口罩')}&page_size=100`, pharmacy).data;
    expect(mask.total).toBeGreaterThan(0);
    expect(mask.list.every((g) => g.name.includes('口罩'))).toBe(true);
    const bySales = get<GoodsListPage>(api, '/api/zone/zyyp?sort=sales&order=asc&page_size=100', pharmacy).data;
    const sales = bySales.list.map((g) => cat.goodsById.get(g.id)!.sales);
    expect(sales).toEqual([...sales].sort((x, y) => x - y));
  });

  it('unknown sub-zones, brands, templates and sections answer 404 in Chinese', () => {
    for (const url of ['/api/zone/kxzq/goods/nowhere', '/api/zone/ppzq/424242', '/api/zone/template/424242', '/api/zone/yyh/list?section_id=424242']) {
      const r = get(api, url);
      expect(r.status, url).toBe(404);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
