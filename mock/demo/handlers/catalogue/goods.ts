import type { CouponOffer } from '@generated/models/couponOffer';
import type { GoodsDetail } from '@generated/models/goodsDetail';
import { couponAppliesTo } from '@/domain/coupon';
import { formatBeijing } from '@/domain/datetime';
import { manjianTiers } from '@/domain/manjian';
import { fen, fenToYuan, type Fen } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { notFound } from '../../core/respond';
import { hasStock, lineStock, spikeKey } from '../../data/inventory';
import type { AccountRecord, Catalogue, GoodsRecord, ScopeName } from '../../data/types';
import type { DemoDb } from '../../state';
import { payerOf, type Ctx } from '../shared/buyer';
import { couponOfferView } from '../shared/coupon-offers';
import { everydayPriceGoodsIds, spikeSessionsAt } from '../shared/catalogue-activities';
import { blockFor, defaultStock } from '../shared/goods-view';
import { priceLines, totalsOf } from '../trade/pricing';
import { tradeState } from '../trade/state';
import {
  F_JXQ,
  F_KX,
  F_QX,
  F_STOCK,
  F_YOUX,
  F_ZY,
  goodsByIds,
  listIndex,
  makerIdByName,
  queryGoods,
  type GoodsQuery,
  type SortKey,
  type SortOrder,
} from './goods-index';
import { keywordGoodsIds, searchIndex, suggestions } from './search';
import { isRunning, pageArgs, unixSeconds, viewer } from './support';
import { goodsPage, goodsViews, jxqLine, present } from './views';

/** Tag `goods`: search suggestions, the goods list, detail, promotions and the home page's goods blocks. */

const SUGGESTIONS_MAX = 10;
const HOT_MAX = 10;
const RECOMMENDED_MAX = 12;
const RELATED_MAX = 10;

interface ListParams {
  keywords?: string;
  type?: 0 | 1;
  categoryId?: number;
}

/**
 * Filters shared by every list call: keywords (through the search index), category with its sub-categories.
 * `relevance` is the search's own order (best match, then best seller), which a keyword search lists by default.
 */
export function listFilters(cat: Catalogue, p: ListParams): { sets: Array<readonly number[]>; relevance: readonly number[] | null } {
  const sets: Array<readonly number[]> = [];
  let relevance: readonly number[] | null = null;
  const keywords = p.keywords?.trim();
  if (keywords) {
    relevance = keywordGoodsIds(cat, keywords, p.type ?? 0);
    sets.push(relevance);
  }
  if (p.categoryId !== undefined) sets.push(cat.goodsIdsByCategory.get(p.categoryId) ?? []);
  return { sets, relevance };
}

const SORT_KEYS: readonly SortKey[] = ['default', 'sales', 'price', 'new'];
const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc'];
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => values.some((x) => x === v);

/** The sort of a goods list (shared by every list operation, each of which declares these enums in its query). */
export function sortArgs(ctx: Ctx): { sort: SortKey; order: SortOrder } {
  const { sort, order } = ctx.query;
  return { sort: oneOf(SORT_KEYS, sort) ? sort : 'default', order: oneOf(SORT_ORDERS, order) ? order : 'desc' };
}

function listGoodsQuery(ctx: Ctx): GoodsQuery {
  const q = ctx.query;
  const cat = ctx.db.catalogue;
  let flags = 0;
  if (q.is_jxq === 1) flags |= F_JXQ;
  if (q.is_kx === 1) flags |= F_KX;
  if (q.is_youx === 1) flags |= F_YOUX;
  if (q.is_zy === 1) flags |= F_ZY;
  if (q.is_qx === 1) flags |= F_QX;
  if (q.in_stock === 1) flags |= F_STOCK;
  const { sets, relevance } = listFilters(cat, {
    keywords: typeof q.keywords === 'string' ? q.keywords : undefined,
    type: q.type === 1 ? 1 : 0,
    categoryId: typeof q.category_id === 'number' ? q.category_id : undefined,
  });
  const sccj = typeof q.sccj === 'string' ? q.sccj.trim() : '';
  const query: GoodsQuery = {
    idSets: sets,
    flags,
    ...(typeof q.brand_id === 'number' ? { brandId: q.brand_id } : {}),
    ...(sccj ? { makerId: makerIdByName(cat, sccj) } : {}),
    ...(relevance ? { defaultOrder: relevance } : {}),
    ...sortArgs(ctx),
  };
  const kw = typeof q.keywords === 'string' ? q.keywords.trim() : '';
  query.cacheKey = JSON.stringify(['list', kw, kw ? q.type : 0, q.category_id, flags, query.brandId, query.makerId, query.sort, query.order]);
  return query;
}

const DOSAGE_FORMS: Array<[RegExp, string]> = [
  [/缓释胶囊$/, '缓释胶囊剂'],
  [/肠溶胶囊$/, '肠溶胶囊剂'],
  [/胶囊$/, '胶囊剂'],
  [/缓释片$/, '缓释片'],
  [/肠溶片$/, '肠溶片'],
  [/分散片$/, '分散片'],
  [/含片$/, '含片'],
  [/泡腾片$/, '泡腾片'],
  [/片$/, '片剂'],
  [/颗粒$/, '颗粒剂'],
  [/散$/, '散剂'],
  [/(口服液|口服溶液)$/, '口服溶液剂'],
  [/糖浆$/, '糖浆剂'],
  [/丸$/, '丸剂'],
  [/(软膏|乳膏)$/, '软膏剂'],
  [/栓$/, '栓剂'],
  [/注射液$|^注射用/, '注射剂'],
  [/滴眼液$/, '滴眼剂'],
  [/喷雾剂$/, '喷雾剂'],
  [/贴$|贴膏$/, '贴膏剂'],
];

function dosageForm(g: GoodsRecord): string | undefined {
  if (g.scope === '医疗器械' || g.scope === '消毒用品' || g.scope === '保健食品') return undefined;
  if (g.scope === '中药饮片') return '饮片';
  return DOSAGE_FORMS.find(([re]) => re.test(g.commonName))?.[1];
}

const SHELF_LIFE: Record<ScopeName, string> = {
  化学药制剂: '24个月',
  中成药: '36个月',
  抗生素: '24个月',
  生化药品: '24个月',
  中药饮片: '24个月',
  医疗器械: '36个月',
  保健食品: '24个月',
  消毒用品: '24个月',
};

/** 贮藏 as the insert states it (the 说明书 is the source of truth), else the general rule. */
function storageOf(g: GoodsRecord): string {
  const m = /【(?:贮藏|储存条件|贮存)】<\/strong>([^<]+)/.exec(g.insertHtml);
  return m?.[1]?.trim() ?? '密封，置阴凉干燥处保存。';
}

function related(cat: Catalogue, g: GoodsRecord): GoodsRecord[] {
  const out: GoodsRecord[] = [];
  for (const id of cat.goodsIdsByCategory.get(g.categoryId) ?? []) {
    if (out.length >= RELATED_MAX) break;
    if (id === g.id) continue;
    const other = cat.goodsById.get(id);
    if (other) out.push(other);
  }
  return out;
}

function findGoods(ctx: Ctx, id: number): GoodsRecord {
  const g = ctx.db.catalogue.goodsById.get(id);
  if (!g) throw notFound('商品不存在或已下架');
  return g;
}

/**
 * The caller's selected coupon-eligible cart total, which 满减 tiers are measured against (a tier is reached when the
 * selected goods that count toward coupons add up to its amount), priced by the trade area exactly as its cart prices
 * it. 0 for visitors and empty carts.
 */
function selectedEligibleFen(ctx: Ctx, buyer: AccountRecord | null): Fen {
  if (!buyer) return fen(0);
  const recs = tradeState(ctx.db).carts[String(buyer.id)] ?? [];
  if (recs.length === 0) return fen(0);
  const at = ctx.now.getTime();
  return totalsOf(ctx, priceLines(ctx, buyer, recs, at), at).couponEligibleTotalFen;
}

function couponOffers(ctx: Ctx, g: GoodsRecord, account: AccountRecord | null): CouponOffer[] {
  const now = ctx.now.getTime();
  const payer = account ? payerOf(ctx, account) : null;
  const line = { goodsId: g.id, categoryId: g.categoryId, amountFen: fen(1), couponEligible: g.couponEligible === 1 };
  const topLine = { ...line, categoryId: g.topCategoryId };
  return ctx.db.catalogue.couponTemplates
    .filter((t) => t.endAt >= now && (couponAppliesTo(t, line) || couponAppliesTo(t, topLine)))
    .map((t) => couponOfferView(ctx.db, t, payer));
}

export const goodsHandlers: PartialHandlers<DemoDb> = {
  listSearchSuggestions: (ctx) =>
    [...suggestions(ctx.db.catalogue, String(ctx.query.keywords ?? ''), ctx.query.type === 1 ? 1 : 0, SUGGESTIONS_MAX)],

  listHotGoods: (ctx) => {
    const slice = queryGoods(ctx.db, { sort: 'sales', order: 'desc', flags: F_STOCK, firstPageOnly: true }, 1, HOT_MAX);
    return goodsViews(ctx, slice.items);
  },

  listGoods: (ctx) => {
    const { page, pageSize } = pageArgs(ctx);
    const q = listGoodsQuery(ctx);
    const jxqOnly = ctx.query.is_jxq === 1;
    // With is_jxq=1 each goods is shown with its near-expiry batch, which is what the filter selected it for.
    return goodsPage(ctx, queryGoods(ctx.db, q, page, pageSize), jxqOnly ? (g) => ({ ckId: jxqLine(ctx.db.inventory, g)?.ckId }) : undefined);
  },

  getGoodsDetail: (ctx) => {
    const g = findGoods(ctx, ctx.params.id);
    const account = viewer(ctx);
    const view = present(ctx, g, account, { withWarehouses: true });
    const detail: GoodsDetail = {
      ...view,
      gallery: g.images.slice(1).map((src) => ({ list: src, big: src })),
      storage: storageOf(g),
      shelf_life: SHELF_LIFE[g.scope],
      instructions: g.insertHtml,
      related: goodsViews(ctx, related(ctx.db.catalogue, g), undefined, account),
    };
    const form = dosageForm(g);
    if (form) detail.dosage_form = form;
    return detail;
  },

  getGoodsActivities: (ctx) => {
    const g = findGoods(ctx, ctx.query.goods_id);
    const cat = ctx.db.catalogue;
    const account = viewer(ctx);
    const running = (a: { startAt: number; endAt: number }) => isRunning(ctx, a.startAt, a.endAt);
    const eligibleFen = g.manjianId === null ? fen(0) : selectedEligibleFen(ctx, account);
    const manjian = cat.manjians
      .filter((m) => m.id === g.manjianId && running(m) && m.rules.length > 0)
      .map((m) => ({
        id: m.id,
        name: m.name,
        start_time: formatBeijing(m.startAt),
        end_time: formatBeijing(m.endAt),
        tiers: manjianTiers(m.rules, eligibleFen)
          .sort((a, b) => a.amountFen - b.amountFen)
          .map((t) => ({ amount: fenToYuan(t.amountFen), reduce: fenToYuan(t.reduceFen), status: t.status })),
      }));
    const gifts = cat.gifts
      .filter((a) => (a.id === g.giftActivityId || a.goodsIds.includes(g.id)) && running(a))
      .map((a) => ({
        id: a.id,
        name: a.name,
        type: a.type,
        rule: a.rule,
        gift_name: a.giftName,
        start_time: formatBeijing(a.startAt),
        end_time: formatBeijing(a.endAt),
      }));
    const seePrice = blockFor(ctx, g, account, lineStock(ctx.db.inventory, defaultStock(ctx.db.inventory, g))).seePrice;
    const groupBuys = cat.groupBuys
      .filter((b) => b.goodsId === g.id && running(b))
      .map((b) => ({
        id: b.id,
        price: seePrice ? fenToYuan(b.priceFen) : null,
        group_size: b.minPeople,
        joined_count: ctx.db.inventory.groupBuyJoined[b.id] ?? 0,
        end_time: formatBeijing(b.endAt),
      }));
    return { manjian, gifts, coupons: couponOffers(ctx, g, account), group_buys: groupBuys };
  },

  listRecommendedGoods: (ctx) => {
    const cat = ctx.db.catalogue;
    const account = viewer(ctx);
    if (!account) {
      // Visitors get the platform's picks: best sellers tagged 优 (preferred).
      const query: GoodsQuery = { sort: 'sales', order: 'desc', flags: F_STOCK, where: (g) => g.tags.includes('优'), firstPageOnly: true };
      const slice = queryGoods(ctx.db, query, 1, RECOMMENDED_MAX);
      return goodsViews(ctx, slice.items, undefined, account);
    }
    // Members: what they keep (favourites) first, then best sellers inside their business scope.
    const scope = account.scopeCategoryIds;
    const fits = (g: GoodsRecord) => hasStock(ctx.db.inventory, g) && (scope === 'all' || scope.includes(g.topCategoryId));
    const picks = goodsByIds(cat, payerOf(ctx, account).favoriteGoodsIds).filter(fits).slice(0, RECOMMENDED_MAX / 2);
    const taken = new Set(picks.map((g) => g.id));
    const rest = queryGoods(
      ctx.db,
      { sort: 'sales', order: 'desc', flags: F_STOCK, where: (g) => !taken.has(g.id) && fits(g), firstPageOnly: true },
      1,
      RECOMMENDED_MAX - picks.length,
    );
    return goodsViews(ctx, [...picks, ...rest.items], undefined, account);
  },

  getSpikeSessions: (ctx) => {
    const account = viewer(ctx);
    const sessions = spikeSessionsAt(ctx.db.catalogue, ctx.now.getTime()).map((s) => ({
      id: s.id,
      title: s.title,
      start_time: formatBeijing(s.startAt),
      end_time: formatBeijing(s.endAt),
      goods: s.goods.flatMap((sg) => {
        const g = ctx.db.catalogue.goodsById.get(sg.goodsId);
        if (!g) return [];
        const view = present(ctx, g, account);
        const allotment = ctx.db.inventory.spikes[spikeKey(s.id, sg.goodsId)] ?? { stock: 0, sold: 0 };
        return [
          {
            ...view,
            spike_price: view.price === null ? null : fenToYuan(sg.priceFen),
            spike_stock: allotment.stock,
            sold: Math.min(allotment.sold, allotment.stock),
            limit_number: sg.limitNumber,
          },
        ];
      }),
    }));
    return { timestamp: unixSeconds(ctx), sessions };
  },

  listEverydayPriceGoods: (ctx) => {
    const account = viewer(ctx);
    // price is the everyday wholesale price and base_price the suggested retail price it undercuts.
    return goodsViews(ctx, goodsByIds(ctx.db.catalogue, everydayPriceGoodsIds(ctx.db.catalogue, ctx.db.inventory)), undefined, account);
  },
};

/** Builds the list and search indexes ahead of the first request (a server may call it at start). */
export function warmGoodsIndexes(db: DemoDb): void {
  listIndex(db);
  searchIndex(db.catalogue);
}
