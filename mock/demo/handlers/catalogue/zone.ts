import { formatBeijing } from '@/domain/datetime';
import { applyRate, fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse } from '../../core/respond';
import type { AccountRecord, Catalogue, GoodsRecord, Inventory } from '../../data/types';
import type { DemoDb } from '../../state';
import { controlledAuthorisedFor, type Ctx } from '../shared/buyer';
import { dailySpecialAt } from '../shared/catalogue-activities';
import { showsFreeShippingZone } from '../shared/catalogue-visibility';
import { defaultStock } from '../shared/goods-view';
import { listFilters, sortArgs } from './goods';
import { goodsByIds, queryGoods, type GoodsQuery } from './goods-index';
import { bannerView, htmlToText, isRunning, pageArgs, unixSeconds, viewer } from './support';
import { goodsPage, goodsViews, jxqLine, type ViewOptionsOf } from './views';

/** Tag `zone`: the special areas of the site, each a page of goods with its own frame (rules, floors, countdowns). */

const FLOOR_MAX = 8;
const TEMPLATE_SECTION_MAX = 20;
const YYH_SECTION_MAX = 10;
const CENTRE_GOODS_MAX = 60;
const NOT_AUTHORISED = '您暂未开通控销品种采购权限，请联系专属客户经理申请授权。';
const VISITOR_NOTICE = '控销品种仅限授权客户采购，请登录后查看授权状态。';

/** Per-catalogue lookups that never change: brand → goods ids. */
const brandGoodsCache = new WeakMap<Catalogue, Map<number, number[]>>();

function brandGoods(cat: Catalogue): Map<number, number[]> {
  let map = brandGoodsCache.get(cat);
  if (!map) {
    map = new Map();
    for (const g of cat.goods) {
      if (g.brandId === null) continue;
      const list = map.get(g.brandId) ?? [];
      list.push(g.id);
      map.set(g.brandId, list);
    }
    brandGoodsCache.set(cat, map);
  }
  return map;
}

/**
 * A zone's list: its goods in display order by default, filtered by category/keywords, sorted on request. `zone`
 * names the id list (it must determine `ids`) so the result can be cached.
 */
function zoneList(ctx: Ctx, zone: string, ids: readonly number[], extra: Partial<GoodsQuery> = {}, opts?: ViewOptionsOf) {
  const q = ctx.query;
  const { page, pageSize } = pageArgs(ctx);
  const keywords = typeof q.keywords === 'string' ? q.keywords.trim() : '';
  const categoryId = typeof q.category_id === 'number' ? q.category_id : undefined;
  const { sets } = listFilters(ctx.db.catalogue, { keywords, categoryId });
  const { sort, order } = sortArgs(ctx);
  const query: GoodsQuery = {
    idSets: [ids, ...sets],
    defaultOrder: ids,
    sort,
    order,
    cacheKey: JSON.stringify(['zone', zone, keywords, categoryId, sort, order]),
    ...extra,
  };
  return goodsPage(ctx, queryGoods(ctx.db, query, page, pageSize), opts);
}

/** A zone's goods in the zone's own order; `zone` names the list so the result is cached. */
const inDisplayOrder = (zone: string, ids: readonly number[]): GoodsQuery => ({
  idSets: [ids],
  defaultOrder: ids,
  cacheKey: JSON.stringify(['zone', zone]),
});

/** Buyer-level controlled-sales authorisation: some controlled goods of the zone admits this buyer. */
function controlledAuthorised(cat: Catalogue, account: AccountRecord | null): boolean {
  if (!account) return false;
  for (const id of cat.zones.goodsIds.kxzq) {
    const g = cat.goodsById.get(id);
    if (g && g.isKx === 1 && controlledAuthorisedFor(g.kxRule, account)) return true;
  }
  return false;
}

function controlledNotice(cat: Catalogue, account: AccountRecord | null, authorised: boolean): string {
  if (!account) return VISITOR_NOTICE;
  return authorised ? cat.zones.kxzq.notice : NOT_AUTHORISED;
}

/** The contract wants the sub-page's url key ('cfy'), whatever form the entry link was stored in. */
const subZoneKey = (url: string) => url.replace(/^\/?kxzq\/goods\//, '').replace(/\/.*$/, '');

function requireFreeShippingZone(ctx: Ctx): void {
  if (!showsFreeShippingZone(viewer(ctx))) throw notFound('包邮专区暂未对您开放');
}

const welfarePrice = (cat: Catalogue, inventory: Inventory) => (g: GoodsRecord) => {
  const before = defaultStock(inventory, g).priceFen;
  return { priceFen: applyRate(before, cat.zones.welfare.discountPermille, 1000), basePriceFen: before };
};

export const zoneHandlers: PartialHandlers<DemoDb> = {
  listNearExpiryGoods: (ctx) => {
    const { sort } = sortArgs(ctx);
    // The zone sells the near-expiry batch, so its default order (soonest expiry) and its prices follow that line.
    const inventory = ctx.db.inventory;
    const lineOf = (g: GoodsRecord) => jxqLine(inventory, g) ?? defaultStock(inventory, g);
    const customKey =
      sort === 'default'
        ? (g: GoodsRecord) => Date.parse(lineOf(g).expiry)
        : sort === 'price'
          ? (g: GoodsRecord) => lineOf(g).priceFen
          : undefined;
    const ids = ctx.db.catalogue.zones.goodsIds.jxqzc;
    return zoneList(ctx, 'jxqzc', ids, customKey ? { customKey } : {}, (g) => ({ ckId: lineOf(g).ckId }));
  },

  listDeviceGoods: (ctx) => zoneList(ctx, 'qxzq', ctx.db.catalogue.zones.goodsIds.qxzq),

  listHerbalGoods: (ctx) => zoneList(ctx, 'zyyp', ctx.db.catalogue.zones.goodsIds.zyyp),

  getControlledZone: (ctx) => {
    const cat = ctx.db.catalogue;
    const account = viewer(ctx);
    const authorised = controlledAuthorised(cat, account);
    const { page, pageSize } = pageArgs(ctx);
    const slice = queryGoods(ctx.db, inDisplayOrder('kxzq', cat.zones.goodsIds.kxzq), page, pageSize);
    return {
      is_authorized: authorised ? 1 : 0,
      notice: controlledNotice(cat, account, authorised),
      entries: cat.zones.kxzq.entries.map((e) => ({ name: e.name, url: subZoneKey(e.url), image: e.image })),
      ...goodsPage(ctx, slice),
    };
  },

  getControlledZoneNew: (ctx) => {
    const cat = ctx.db.catalogue;
    const account = viewer(ctx);
    const authorised = controlledAuthorised(cat, account);
    return {
      is_authorized: authorised ? 1 : 0,
      notice: controlledNotice(cat, account, authorised),
      floors: cat.zones.kxzq.floors.map((f) => ({
        title: f.title,
        url: f.url,
        image: f.image,
        goods: goodsViews(ctx, goodsByIds(cat, f.goodsIds.slice(0, FLOOR_MAX)), undefined, account),
      })),
    };
  },

  getControlledSubZone: (ctx) => {
    const cat = ctx.db.catalogue;
    const floor = cat.zones.kxzq.floors.find((f) => f.url === ctx.params.url);
    if (!floor) throw notFound('控销专区不存在');
    const account = viewer(ctx);
    const { page, pageSize } = pageArgs(ctx);
    const slice = queryGoods(ctx.db, inDisplayOrder(`kxzq:${floor.url}`, floor.goodsIds), page, pageSize);
    return {
      title: floor.title,
      banner: floor.image,
      is_authorized: controlledAuthorised(cat, account) ? 1 : 0,
      ...goodsPage(ctx, slice),
    };
  },

  listBrandZoneBrands: (ctx) => {
    const cat = ctx.db.catalogue;
    const { page, pageSize } = pageArgs(ctx);
    const brands = goodsBrandViews(cat, cat.zones.ppzqBrandIds);
    return { total: brands.length, page, page_size: pageSize, list: brands.slice((page - 1) * pageSize, page * pageSize) };
  },

  getBrandZoneDetail: (ctx) => {
    const cat = ctx.db.catalogue;
    const id = ctx.params.id;
    if (!cat.zones.ppzqBrandIds.includes(id)) throw notFound('品牌不存在或已下架');
    const [brand] = goodsBrandViews(cat, [id]);
    const ids = brandGoods(cat).get(id) ?? [];
    const { page, pageSize } = pageArgs(ctx);
    const { sort, order } = sortArgs(ctx);
    const query: GoodsQuery = { idSets: [ids], sort, order, cacheKey: JSON.stringify(['brand', id, sort, order]) };
    return { brand: brand!, ...goodsPage(ctx, queryGoods(ctx.db, query, page, pageSize)) };
  },

  getFreeShippingZone: (ctx) => {
    requireFreeShippingZone(ctx);
    const cat = ctx.db.catalogue;
    return { rule: cat.zones.yx.rule, ...zoneList(ctx, 'yx', cat.zones.goodsIds.yx) };
  },

  getFreeShippingRule: (ctx) => {
    requireFreeShippingZone(ctx);
    const yx = ctx.db.catalogue.zones.yx;
    return { title: '包邮专区活动规则', content: yx.ruleHtml, updated_at: formatBeijing(yx.ruleUpdatedAt) };
  },

  getActivityZone: (ctx) => {
    const zone = ctx.db.catalogue.zones.yjh.find((z) => z.id === ctx.params.id);
    const now = ctx.now.getTime();
    if (!zone || now > zone.endAt) throw notFound('活动不存在或已结束');
    if (now < zone.startAt) throw refuse('活动暂未开始，敬请期待', 40071);
    return {
      id: zone.id,
      title: zone.title,
      banner: zone.banner,
      background_color: zone.backgroundColor,
      start_time: formatBeijing(zone.startAt),
      end_time: formatBeijing(zone.endAt),
      timestamp: unixSeconds(ctx),
      ...zoneList(ctx, `yjh:${zone.id}`, zone.goodsIds),
    };
  },

  getActivityCentre: (ctx) => {
    const cat = ctx.db.catalogue;
    const ids = ctx.query.ids ?? [];
    const tabs = ids.flatMap((id) => {
      const tab = cat.zones.hdzx.find((t) => t.id === id);
      return tab && isRunning(ctx, tab.startAt, tab.endAt) ? [tab] : [];
    });
    const unique = tabs.filter((t, i) => tabs.findIndex((x) => x.id === t.id) === i);
    if (unique.length === 0) throw notFound('活动不存在或已结束');
    const selected = unique.find((t) => t.id === ctx.query.id) ?? unique[0]!;
    return {
      tabs: unique.map((t) => ({ id: t.id, title: t.title, image: t.image || null, start_time: formatBeijing(t.startAt), end_time: formatBeijing(t.endAt) })),
      id: selected.id,
      title: selected.title,
      banner: selected.banner || null,
      rule: htmlToText(selected.rule),
      draw_id: selected.drawId > 0 && cat.draws.some((d) => d.id === selected.drawId) ? selected.drawId : null,
      goods: goodsViews(ctx, goodsByIds(cat, selected.goodsIds.slice(0, CENTRE_GOODS_MAX))),
    };
  },

  getDailySpecial: (ctx) => {
    const cat = ctx.db.catalogue;
    const special = cat.dailySpecial;
    if (special.items.length === 0) throw notFound('今日暂无特价商品');
    const today = dailySpecialAt(cat, ctx.now.getTime());
    const byId = new Map(special.items.map((i) => [i.goodsId, i] as const));
    const ids = special.items.map((i) => i.goodsId);
    const { page, pageSize } = pageArgs(ctx);
    const slice = queryGoods(ctx.db, inDisplayOrder('mrtj', ids), page, pageSize);
    return {
      date: today.date,
      end_time: formatBeijing(today.endAt),
      timestamp: unixSeconds(ctx),
      ...goodsPage(ctx, slice, (g) => {
        const item = byId.get(g.id)!;
        return {
          priceFen: item.priceFen,
          basePriceFen: defaultStock(ctx.db.inventory, g).priceFen,
          number: ctx.db.inventory.dailySpecialStock[g.id] ?? 0,
        };
      }),
    };
  },

  getCashbackZone: (ctx) => {
    const cat = ctx.db.catalogue;
    const hb = cat.zones.hb;
    if (!isRunning(ctx, hb.startAt, hb.endAt) || hb.tiers.length === 0) throw notFound('满额返红包活动不存在或已结束');
    const { page, pageSize } = pageArgs(ctx);
    const ids = cat.zones.goodsIds.hb;
    const slice = queryGoods(ctx.db, inDisplayOrder('hb', ids), page, pageSize);
    return {
      title: hb.title,
      start_time: formatBeijing(hb.startAt),
      end_time: formatBeijing(hb.endAt),
      rule: htmlToText(hb.rule),
      tiers: [...hb.tiers]
        .sort((a, b) => a.amountFen - b.amountFen)
        .map((t) => ({ amount: fenToYuan(t.amountFen), cashback: fenToYuan(t.cashbackFen) })),
      ...goodsPage(ctx, slice),
    };
  },

  getWelfareZone: (ctx) => {
    const cat = ctx.db.catalogue;
    const w = cat.zones.welfare;
    if (!isRunning(ctx, w.startAt, w.endAt)) throw notFound('全场折扣活动不存在或已结束');
    const { page, pageSize } = pageArgs(ctx);
    const ids = cat.zones.goodsIds.welfare;
    const slice = queryGoods(ctx.db, inDisplayOrder('welfare', ids), page, pageSize);
    return {
      title: w.title,
      discount_rate: w.discountRate,
      discount_text: w.discountText,
      start_time: formatBeijing(w.startAt),
      end_time: formatBeijing(w.endAt),
      rule: htmlToText(w.rule),
      ...goodsPage(ctx, slice, welfarePrice(cat, ctx.db.inventory)),
    };
  },

  getZoneTemplate: (ctx) => {
    const cat = ctx.db.catalogue;
    const t = cat.zones.templates.find((x) => x.id === ctx.params.id);
    if (!t) throw notFound('页面不存在或未发布');
    const account = viewer(ctx);
    return {
      id: t.id,
      type: t.type,
      title: t.title,
      banner: t.banner || null,
      background_color: t.backgroundColor,
      sections: t.sections.map((s) => ({
        title: s.title,
        image: s.image,
        more_url: s.moreUrl,
        goods: goodsViews(ctx, goodsByIds(cat, s.goodsIds.slice(0, TEMPLATE_SECTION_MAX)), undefined, account),
      })),
    };
  },

  getYyhHub: (ctx) => {
    const cat = ctx.db.catalogue;
    const account = viewer(ctx);
    return {
      title: cat.zones.yyh.title,
      banners: cat.banners.yyh.map(bannerView),
      sections: cat.zones.yyh.sections.map((s) => ({
        id: s.id,
        name: s.name,
        image: s.image || null,
        goods: goodsViews(ctx, goodsByIds(cat, s.goodsIds.slice(0, YYH_SECTION_MAX)), undefined, account),
      })),
    };
  },

  listYyhGoods: (ctx) => {
    const sections = ctx.db.catalogue.zones.yyh.sections;
    const sectionId = ctx.query.section_id;
    if (typeof sectionId === 'number') {
      const section = sections.find((s) => s.id === sectionId);
      if (!section) throw notFound('版块不存在');
      return zoneList(ctx, `yyh:${section.id}`, section.goodsIds);
    }
    return zoneList(ctx, 'yyh', [...new Set(sections.flatMap((s) => s.goodsIds))]);
  },
};

function goodsBrandViews(cat: Catalogue, brandIds: readonly number[]) {
  const counts = brandGoods(cat);
  return brandIds.flatMap((id) => {
    const b = cat.brandsById.get(id);
    if (!b) return [];
    return [{ id: b.id, name: b.name, logo: b.logo, banner: b.banner || null, intro: b.description, goods_count: counts.get(id)?.length ?? 0 }];
  });
}
