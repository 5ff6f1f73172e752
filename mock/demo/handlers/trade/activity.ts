import type { Combination as CombinationView } from '@generated/models/combination';
import type { GroupBuy as GroupBuyView } from '@generated/models/groupBuy';
import { formatBeijing } from '@/domain/datetime';
import { addFen, fen, fenToYuan, mulFen } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, paginate, refuse, reply } from '../../core/respond';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, Combination, GroupBuy } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { currentBuyer, payerOf, requireBuyer, requireContract, type Ctx } from '../shared/buyer';
import { couponOfferView } from '../shared/coupon-offers';
import { blockFor, defaultStock, goodsView } from '../shared/goods-view';
import { nextUserCouponId } from '../shared/ledgers';
import { CartPlanner, findComboLine, isNotMultiple, notMultipleMsg } from './cart-ops';
import { comboAvailable, comboBlock } from './combinations';
import { startTrade } from './lifecycle';
import { cartOf, tradeState } from './state';

/**
 * Promotions: the activity tap record, group buys (a joined quantity becomes a type-2 cart line at the group price),
 * combinations (sold by the set as one type-3 cart line) and the coupon centre. Buying goes through the cart, so
 * checkout, 459 and the 含麻 split stay in one place.
 */
const DAY = 86_400_000;

/** Quantity a store has joined a group buy with: its group-buy cart line plus its orders that are not cancelled. */
function joinedNumber(db: DemoDb, gb: GroupBuy, storeId: number): number {
  const state = tradeState(db);
  let n = 0;
  for (const l of cartOf(state, storeId)) if (l.type === 2 && l.groupBuyId === gb.id) n += l.number;
  for (const o of Object.values(state.orders)) {
    if (o.buyerId !== storeId || o.status === 5) continue;
    for (const l of o.lines) if (l.type === 2 && l.groupBuyId === gb.id) n += l.number;
  }
  return n;
}

function groupBuyView(ctx: Ctx, gb: GroupBuy, buyer: AccountRecord | null): GroupBuyView | null {
  const goods = ctx.db.catalogue.goodsById.get(gb.goodsId);
  if (!goods) return null;
  const view = goodsView(ctx, goods, buyer, { priceFen: gb.priceFen });
  view.type = 2;
  const joined = ctx.db.inventory.groupBuyJoined[gb.id] ?? 0;
  return {
    id: gb.id,
    title: gb.title,
    goods: view,
    price: view.price,
    group_size: gb.minPeople,
    joined_count: joined,
    limit_number: gb.limitNumber,
    is_success: joined >= gb.minPeople ? 1 : 0,
    start_time: formatBeijing(gb.startAt),
    end_time: formatBeijing(gb.endAt),
  };
}

function combinationView(ctx: Ctx, combo: Combination, buyer: AccountRecord | null): CombinationView {
  const cat = ctx.db.catalogue;
  const lines = combo.lines.flatMap((l) => {
    const goods = cat.goodsById.get(l.goodsId);
    return goods ? [{ number: l.number, goods: goodsView(ctx, goods, buyer) }] : [];
  });
  const available = comboAvailable(ctx.db, combo);
  const current = combo.lines.reduce((sum, l) => {
    const goods = cat.goodsById.get(l.goodsId);
    return addFen(sum, goods ? mulFen(defaultStock(ctx.db.inventory, goods).priceFen, l.number) : fen(0));
  }, fen(0));
  return {
    id: combo.id,
    name: combo.name,
    image: combo.image,
    price: buyer ? fenToYuan(combo.priceFen) : null,
    base_price: buyer ? fenToYuan(current) : null,
    number: available,
    limit_number: combo.limitNumber,
    is_buy: buyer && available > 0 && !comboBlock(ctx, combo, buyer) ? 1 : 0,
    lines,
  };
}

/** The goods of a combination that runs out first, for the stock message. */
function weakestGoodsName(ctx: Ctx, combo: Combination): string | null {
  const inventory = ctx.db.inventory;
  let best: { name: string; sets: number } | null = null;
  for (const l of combo.lines) {
    const goods = ctx.db.catalogue.goodsById.get(l.goodsId);
    if (!goods) continue;
    const sets = Math.floor(lineStock(inventory, defaultStock(inventory, goods)) / l.number);
    if (!best || sets < best.sets) best = { name: goods.name, sets };
  }
  return best && best.sets < (inventory.combinationStock[combo.id] ?? 0) ? best.name : null;
}

export const activityHandlers: PartialHandlers<DemoDb> = {
  recordActivityTap(ctx) {
    const taps = tradeState(ctx.db).taps;
    const key = String(ctx.body.id);
    taps[key] = (taps[key] ?? 0) + 1;
    return null;
  },

  listGroupBuys(ctx) {
    const at = startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const q = ctx.query;
    const list = ctx.db.catalogue.groupBuys
      .filter((g) => g.startAt <= at && at <= g.endAt)
      .sort((a, b) => a.endAt - b.endAt || a.id - b.id)
      .map((g) => groupBuyView(ctx, g, buyer))
      .filter((v): v is GroupBuyView => v !== null);
    return paginate(list, q.page ?? 1, q.page_size ?? 20);
  },

  getGroupBuy(ctx) {
    const at = startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const gb = ctx.db.catalogue.groupBuys.find((g) => g.id === Number(ctx.params.id));
    const view = gb ? groupBuyView(ctx, gb, buyer) : null;
    if (!gb || !view) throw notFound('拼团不存在或已下架');
    return { ...view, rule: gb.rule, my_number: buyer ? joinedNumber(ctx.db, gb, buyer.id) : 0, timestamp: Math.floor(at / 1000) };
  },

  joinGroupBuy(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const gb = ctx.db.catalogue.groupBuys.find((g) => g.id === Number(ctx.params.id));
    const goods = gb ? ctx.db.catalogue.goodsById.get(gb.goodsId) : undefined;
    if (!gb || !goods) throw notFound('拼团不存在或已下架');
    requireContract(ctx, buyer);
    if (at < gb.startAt) throw refuse('该拼团尚未开始', 40021);
    if (at > gb.endAt) throw refuse('该拼团已结束', 40021);
    const inventory = ctx.db.inventory;
    const stock = defaultStock(inventory, goods);
    const units = lineStock(inventory, stock);
    const { block } = blockFor(ctx, goods, buyer, units);
    if (block && block.reason !== 'no_stock') throw refuse(block.msg, 40024);
    const number = Number(ctx.body.number);
    if (isNotMultiple(number, goods.zbz, units)) throw invalidField('number', notMultipleMsg(goods.zbz, units, goods.bzdw));
    const mine = joinedNumber(ctx.db, gb, buyer.id);
    if (gb.limitNumber > 0 && mine + number > gb.limitNumber) {
      throw refuse(`每家限购 ${gb.limitNumber} ${goods.bzdw}，您已参团 ${mine} ${goods.bzdw}`, 40022);
    }
    const state = tradeState(ctx.db);
    const cart = cartOf(state, buyer.id);
    const line = cart.find((l) => l.type === 2 && l.groupBuyId === gb.id);
    const inCart = line?.number ?? 0;
    if (inCart + number > units) {
      throw refuse(`拼团库存不足，当前可参团 ${Math.max(0, units - inCart)} ${goods.bzdw}`, 40023);
    }
    let cartId: number;
    if (line) {
      line.number += number;
      line.selected = 1;
      cartId = line.id;
    } else {
      cartId = nextId(ctx.db, 'cartLine', 3001);
      cart.push({
        id: cartId,
        type: 2,
        goodsId: goods.id,
        goodsPriceId: stock.goodsPriceId,
        number,
        selected: 1,
        ladderPriceId: null,
        goodsManjianId: null,
        isYj: 0,
        groupBuyId: gb.id,
        addedAt: at,
      });
    }
    // Buyers, not boxes, make a group: a store counts once however often it joins.
    const key = `${gb.id}:${buyer.id}`;
    if (!state.groupJoins[key]) {
      state.groupJoins[key] = 1;
      inventory.groupBuyJoined[gb.id] = (inventory.groupBuyJoined[gb.id] ?? 0) + 1;
    }
    return reply({ cart_id: cartId, cart: cart.length, joined_count: inventory.groupBuyJoined[gb.id] ?? 0 }, '参团成功，已加入购物车');
  },

  listCombinations(ctx) {
    startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const q = ctx.query;
    const list = ctx.db.catalogue.combinations.filter((c) => c.lines.length >= 2).map((c) => combinationView(ctx, c, buyer));
    return paginate(list, q.page ?? 1, q.page_size ?? 20);
  },

  buyCombination(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const combo = ctx.db.catalogue.combinations.find((c) => c.id === Number(ctx.params.id));
    if (!combo) throw notFound('组合不存在或已下架');
    requireContract(ctx, buyer);
    const blocked = comboBlock(ctx, combo, buyer);
    if (blocked) {
      if (blocked.block.reason === 'out_of_scope') throw refuse(`组合中【${blocked.goods.name}】不在您的经营范围内`, 40013);
      if (blocked.block.reason === 'qualification_expired' || blocked.block.reason === 'not_passed') throw refuse(blocked.block.msg, 40014);
      throw refuse(`组合中【${blocked.goods.name}】${blocked.block.msg}`, 40013);
    }
    const sets = Number(ctx.body.number);
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const existing = findComboLine(cart, combo.id)?.number ?? 0;
    if (combo.limitNumber > 0 && existing + sets > combo.limitNumber) {
      throw refuse(`该组合每家限购 ${combo.limitNumber} 套${existing > 0 ? `，购物车中已有 ${existing} 套` : ''}`, 40012);
    }
    const available = comboAvailable(ctx.db, combo);
    if (existing + sets > available) {
      const weakest = weakestGoodsName(ctx, combo);
      const can = Math.max(0, available - existing);
      throw refuse(weakest ? `组合中【${weakest}】库存不足，当前最多可购 ${can} 套` : `组合库存不足，当前最多可购 ${can} 套`, 40011);
    }
    const planner = new CartPlanner(ctx, buyer, cart);
    const line = planner.apply(planner.planCombo(combo, sets), at)!;
    return reply({ cart_id: line.id, cart: cart.length }, '已加入购物车');
  },

  listCenterCoupons(ctx) {
    const at = startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const payer = buyer ? payerOf(ctx, buyer) : null;
    const q = ctx.query;
    const list = ctx.db.catalogue.couponTemplates
      .filter((t) => t.inCentre === 1 && t.endAt >= at)
      .map((t) => couponOfferView(ctx.db, t, payer));
    return paginate(list, q.page ?? 1, q.page_size ?? 20);
  },

  receiveCoupon(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const payer = payerOf(ctx, buyer);
    const t = ctx.db.catalogue.couponTemplatesById.get(Number(ctx.params.id));
    if (!t || t.inCentre !== 1) throw notFound('优惠券不存在');
    if (payer.coupons.some((c) => c.templateId === t.id)) throw refuse('您已领取过该优惠券', 40041);
    const received = ctx.db.inventory.couponsReceived;
    if ((received[t.id] ?? 0) >= t.total) throw refuse('优惠券已领完，下次早点来哦', 40042);
    if (at > t.endAt) throw refuse('该优惠券活动已结束', 40043);
    if (at < t.startAt) throw refuse('领券活动尚未开始', 40044);
    const expiresAt = Math.min(t.endAt, at + Math.max(1, t.validDays) * DAY);
    const id = nextUserCouponId(ctx.db);
    payer.coupons.push({ id, templateId: t.id, status: 1, receivedAt: at, expiresAt, usedAt: null });
    received[t.id] = (received[t.id] ?? 0) + 1;
    return reply({ user_coupon_id: id, end_time: formatBeijing(expiresAt) }, '领取成功');
  },
};
