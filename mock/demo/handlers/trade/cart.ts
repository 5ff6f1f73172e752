import type { CartAddLineResult } from '@generated/models/cartAddLineResult';
import type { CartCheckoutResult } from '@generated/models/cartCheckoutResult';
import type { CartCopyStoreResult } from '@generated/models/cartCopyStoreResult';
import type { CartHint } from '@generated/models/cartHint';
import type { CartHintGoods } from '@generated/models/cartHintGoods';
import type { CartState } from '@generated/models/cartState';
import { CART_FILTER_ALL } from '@/domain/cart-filter';
import { ladderText, sortLadder } from '@/domain/ladder';
import { manjianNext } from '@/domain/manjian';
import { fenToYuan, formatYuan } from '@/domain/money';
import { maxQuantity, normalizeQuantity } from '@/domain/packing';
import { freeShippingNeed } from '@/domain/shipping';
import type { PartialHandlers } from '../../core/engine';
import { invalid, invalidField, notFound, refuse, reply } from '../../core/respond';
import type { FieldErrors } from '../../core/validate';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, GoodsRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { loggedInAccount, requireBuyer, requireContract, type Ctx } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';
import { CartPlanner, isNotMultiple, notMultipleMsg, type AddPlan } from './cart-ops';
import { cartLineView } from './cart-views';
import { checkoutLines, hmReceiptBlockers, lineCap, lineLabel, planCheckout } from './checkout';
import { startTrade } from './lifecycle';
import { checkoutTokenFor } from './numbers';
import {
  cartManjianRules,
  isEffectivelySelected,
  manjianView,
  priceLine,
  priceLines,
  stockLineOf,
  totalsOf,
  type PricedLine,
} from './pricing';
import type { CartLineRecord } from './records';
import { refuseBlock } from './refusals';
import { cartCount, cartOf, tradeState } from './state';

/**
 * The cart: one cart per buying store (a chain's store switch changes carts). Every quantity rule is
 * src/domain's: 中包装 steps (packing), ladder prices, 满减 tiers and shipping (cart-totals), buy blocks (buy-rules
 * through goodsView/blockFor). Refusals follow the contract's examples: 400 40021 scope, 40022 documents, 40023 控销,
 * 422 with `params.N.number` / `number` / `ids` field messages, 459 without the e-contract.
 */
const FILTERS: ReadonlyArray<{ id: number; name: string }> = [
  { id: CART_FILTER_ALL, name: '全部商品' },
  { id: 1, name: '满减商品' },
  { id: 2, name: '近效期商品' },
  { id: 3, name: '含麻商品' },
  { id: 4, name: '失效商品' },
];

/** Finds the price line a request names: by goods_price_id, else the goods' line in warehouse ck_id. */
function stockFor(goods: GoodsRecord, goodsPriceId: number | undefined, ckId: number | undefined) {
  return (
    (goodsPriceId ? goods.stocks.find((s) => s.goodsPriceId === goodsPriceId) : undefined) ??
    (ckId ? goods.stocks.find((s) => s.ckId === ckId) : undefined) ??
    null
  );
}

function cartLinesById(cart: readonly CartLineRecord[], ids: readonly number[]): CartLineRecord[] {
  return ids.map((id) => {
    const line = cart.find((l) => l.id === id);
    if (!line) throw notFound(`购物车中没有编号为 ${id} 的商品，请刷新购物车`);
    return line;
  });
}

function applyAll(planner: CartPlanner, plans: readonly AddPlan[], at: number): void {
  for (const p of plans) planner.apply(p, at);
}

function filterMatches(id: number, l: PricedLine): boolean {
  switch (id) {
    case 1:
      return l.input.couponEligible;
    case 2:
      return l.stock?.isJxq === 1;
    case 3:
      return l.input.isHm;
    case 4:
      return l.issue !== null || l.available <= 0;
    default:
      return true;
  }
}

function goodsOrNotFound(ctx: Ctx, id: number): GoodsRecord {
  const goods = ctx.db.catalogue.goodsById.get(id);
  if (!goods) throw notFound(`商品不存在或已下架（编号 ${id}）`);
  return goods;
}

/** 凑单 suggestions: buyable goods of the same 满减 activity, else of the same category, best sellers first. */
function suggestionsFor(ctx: Ctx, buyer: AccountRecord, goods: GoodsRecord, cart: readonly CartLineRecord[]): CartHintGoods[] {
  const cat = ctx.db.catalogue;
  const inCart = new Map<number, number>();
  for (const l of cart) if (l.type === 1) inCart.set(l.goodsId, (inCart.get(l.goodsId) ?? 0) + l.number);
  const pool = (cat.goodsIdsByCategory.get(goods.categoryId) ?? []).map((id) => cat.goodsById.get(id)).filter((g): g is GoodsRecord => Boolean(g));
  const candidates = pool.filter((g) => g.id !== goods.id && g.isHm === 0 && !inCart.has(g.id));
  const sameManjian = goods.manjianId ? candidates.filter((g) => g.manjianId === goods.manjianId) : [];
  const ordered = [...sameManjian, ...candidates.filter((g) => !sameManjian.includes(g))];
  const out: CartHintGoods[] = [];
  for (const g of ordered) {
    if (out.length >= 6) break;
    const s = defaultStock(ctx.db.inventory, g);
    if (blockFor(ctx, g, buyer, lineStock(ctx.db.inventory, s)).block) continue;
    out.push({
      id: g.id,
      price: fenToYuan(s.priceFen),
      cartNum: inCart.get(g.id) ?? 0,
      zbz: g.zbz,
      ck_id: s.ckId,
      goods_price_id: s.goodsPriceId,
      ladder_price_id: null,
      goods_manjian_id: g.manjianId,
      is_yj: 0,
      is_jxq: s.isJxq,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      bzdw: g.bzdw,
      image: g.images[0] ?? null,
    });
  }
  return out;
}

/** What every add answers in a line result: never the internal plan. */
function lineResult(p: AddPlan): CartAddLineResult {
  return { id: p.goodsId, added: p.added > 0 ? 1 : 0, number: p.added, msg: p.msg };
}

// ---------------------------------------------------------------- handlers

export const cartHandlers: PartialHandlers<DemoDb> = {
  listCartLines(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const filter = typeof ctx.query.filters === 'number' ? ctx.query.filters : CART_FILTER_ALL;
    if (!FILTERS.some((f) => f.id === filter)) throw invalidField('filters', '筛选项不存在');
    const recs = [...cartOf(tradeState(ctx.db), buyer.id)].sort((a, b) => b.addedAt - a.addedAt || b.id - a.id);
    const lines = priceLines(ctx, buyer, recs, at);
    // A line that cannot be bought or has no stock is unselected on load, and stays so once it can again.
    for (const l of lines) {
      if (l.rec.selected === 1 && !isEffectivelySelected(l)) {
        l.rec.selected = 0;
        l.input.selected = false;
      }
    }
    const totals = totalsOf(ctx, lines, at);
    const cfg = ctx.db.catalogue.commonConfig;
    const state: CartState = {
      action: ctx.query.new === 1 ? 'new' : 'old',
      data: lines.flatMap((l, i) => (filterMatches(filter, l) ? [cartLineView(ctx, buyer, l, totals, i, at)] : [])),
      shipping_data: { shipping_amount: fenToYuan(cfg.shippingFeeFen), no_trans_order_amount: fenToYuan(cfg.shippingThresholdFen) },
      activity_data: { manjians: manjianView(totals) },
      filter_data: FILTERS.map((f) => ({ id: f.id, name: f.name, count: lines.filter((l) => filterMatches(f.id, l)).length })),
    };
    return state;
  },

  getCartTotal(ctx) {
    startTrade(ctx);
    return { total: cartCount(ctx.db, requireBuyer(ctx).id) };
  },

  addCartLines(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const params = ctx.body.params;
    const errors: FieldErrors = {};
    const wishes = params.map((p, i) => {
      const goods = goodsOrNotFound(ctx, p.id);
      const stock = stockFor(goods, p.goods_price_id, p.ck_id);
      if (!stock) {
        errors[`params.${i}.goods_price_id`] = ['商品价格信息已变更，请刷新后重试'];
        return null;
      }
      const units = lineStock(ctx.db.inventory, stock);
      if (isNotMultiple(p.number, goods.zbz, units)) errors[`params.${i}.number`] = [notMultipleMsg(goods.zbz, units, goods.bzdw)];
      return { goods, stock, number: p.number, ladderPriceId: p.ladder_price_id ?? null, goodsManjianId: p.goods_manjian_id ?? null, isYj: p.is_yj ?? 0 };
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const planner = new CartPlanner(ctx, buyer, cart);
    const plans = wishes.map((w) => planner.planGoods(w!));
    if (!plans.some((p) => p.added > 0)) {
      // Nothing can be added: a whole-request refusal says why (the buy block first, then the stock per line).
      const blocked = plans.find((p) => p.outcome === 'blocked');
      if (blocked?.block) throw refuseBlock(blocked.block, plans.length > 1 ? blocked.name : '');
      const stockErrors: FieldErrors = {};
      plans.forEach((p, i) => {
        stockErrors[`params.${i}.number`] = [p.msg];
      });
      throw invalid(stockErrors);
    }
    applyAll(planner, plans, at);
    const partial = plans.some((p) => p.outcome !== 'ok');
    const notes = plans.filter((p) => p.outcome !== 'ok').map((p) => `${p.name} ${p.msg}`);
    const summary = partial ? `部分商品未能全部加入购物车：${notes.join('；')}` : '加入购物车成功';
    return reply(
      { results: plans.map(lineResult), partial: partial ? 1 : 0, summary, total: cart.length },
      partial ? '部分商品未能全部加入购物车' : '加入购物车成功',
    );
  },

  quickAddCartLine(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const goods = goodsOrNotFound(ctx, Number(ctx.params.id));
    const body = ctx.body;
    const stock = stockFor(goods, body.goods_price_id, body.ck_id);
    if (!stock) throw invalidField('goods_price_id', '商品价格信息已变更，请刷新后重试');
    const units = lineStock(ctx.db.inventory, stock);
    const { block } = blockFor(ctx, goods, buyer, units);
    if (block && block.reason !== 'no_stock') throw refuseBlock(block);
    if (isNotMultiple(body.number, goods.zbz, units)) throw invalidField('number', notMultipleMsg(goods.zbz, units, goods.bzdw));
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const planner = new CartPlanner(ctx, buyer, cart);
    const plan = planner.planGoods({
      goods,
      stock,
      number: body.number,
      ladderPriceId: body.ladder_price_id ?? null,
      goodsManjianId: body.goods_manjian_id ?? null,
      isYj: body.is_yj ?? 0,
    });
    // A quick add takes exactly what was asked or nothing (the contract's 422 stockShort), unlike a batch add.
    if (plan.outcome !== 'ok') throw invalidField('number', plan.outcome === 'reduced' ? `库存不足，当前还可加购 ${plan.available} ${goods.bzdw}` : plan.msg);
    const line = planner.apply(plan, at)!;
    const msg = `已加入购物车，当前共 ${line.number} ${goods.bzdw}`;
    return reply({ id: goods.id, added: 1, number: plan.added, msg, total: cart.length }, msg);
  },

  editCartLine(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const rec = cart.find((l) => l.id === Number(ctx.params.id));
    if (!rec) throw notFound('购物车中没有该商品，请刷新购物车');
    requireContract(ctx, buyer);
    const line = priceLine(ctx, buyer, rec, at);
    if (line.issue) throw line.block && line.block.reason !== 'no_stock' ? refuseBlock(line.block) : refuse(line.issue, 40011);
    const wanted = Number(ctx.body.number);
    const norm = normalizeQuantity(wanted, { zbz: line.zbz, stock: line.available });
    if (norm.reason === 'no_stock') throw invalidField('number', `库存不足，当前可售 0 ${line.unit}`);
    let quantity = norm.quantity;
    let msg = norm.message;
    if (line.limit > 0 && quantity > line.limit) {
      quantity = maxQuantity(line.zbz, line.limit);
      msg = `每单限购 ${line.limit} ${line.unit}，已调整为 ${quantity}`;
    }
    rec.number = quantity;
    const priced = priceLine(ctx, buyer, rec, at);
    const totals = totalsOf(ctx, [priced], at);
    const unit = priced.unit;
    const fsn = priced.goods?.freeShippingNumber ?? 0;
    const need = freeShippingNeed(quantity, fsn);
    const text = priced.goods && rec.type === 1 ? ladderText(priced.input.ladder, quantity, unit) : null;
    const adjusted = quantity !== wanted;
    return reply(
      {
        line: cartLineView(ctx, buyer, priced, totals, 0, at),
        ladder_text: text ? [text] : [],
        free_shipping_text: fsn > 0 ? (need > 0 ? `还差 ${need} ${unit}单品包邮` : `已满 ${fsn} ${unit}，本商品单品包邮`) : null,
        adjusted: adjusted ? 1 : 0,
      },
      adjusted ? (msg ?? `数量已调整为 ${quantity}`) : '修改成功',
    );
  },

  selectCartLines(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    const recs = cartLinesById(cart, ctx.body.ids);
    const select = ctx.body.is_selected === 1;
    for (const rec of recs) {
      // A line that cannot be bought stays unselected.
      rec.selected = select && isEffectivelySelected(priceLine(ctx, buyer, { ...rec, selected: 1 }, at)) ? 1 : 0;
    }
    return null;
  },

  deleteCartLines(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const state = tradeState(ctx.db);
    const cart = cartOf(state, buyer.id);
    const ids = new Set(cartLinesById(cart, ctx.body.ids).map((l) => l.id));
    state.carts[String(buyer.id)] = cart.filter((l) => !ids.has(l.id));
    return reply({ total: state.carts[String(buyer.id)]!.length }, '删除成功');
  },

  checkoutCart(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const lines = checkoutLines(ctx, buyer, ctx.body.ids, at);
    const rejected: CartCheckoutResult['rejected'] = [];
    const accepted: PricedLine[] = [];
    const adjust: Array<{ line: PricedLine; to: number; byLimit: boolean }> = [];
    const notMultiple: string[] = [];
    let firstBlocked: PricedLine | null = null;
    for (const l of lines) {
      if (l.issue) {
        rejected.push({ id: l.rec.id, msg: `${lineLabel(l)} ${l.issue}，未加入结算` });
        firstBlocked ??= l;
        continue;
      }
      const cap = lineCap(l);
      if (l.available <= 0 || cap <= 0) {
        rejected.push({ id: l.rec.id, msg: `${lineLabel(l)} 已售罄，未加入结算` });
        continue;
      }
      if (l.rec.number > cap) adjust.push({ line: l, to: cap, byLimit: l.limit > 0 && cap === l.limit });
      else if (isNotMultiple(l.rec.number, l.zbz, l.available)) notMultiple.push(`${l.name}：${notMultipleMsg(l.zbz, l.available, l.unit)}`);
      accepted.push(l);
    }
    if (notMultiple.length > 0) throw invalid({ ids: notMultiple });
    if (accepted.length === 0) {
      if (firstBlocked) {
        const b = firstBlocked.block;
        throw b && b.reason !== 'no_stock' ? refuseBlock(b, lineLabel(firstBlocked)) : refuse(`${lineLabel(firstBlocked)}：${firstBlocked.issue}`, 40010);
      }
      throw invalid({ ids: lines.map((l) => `${l.name}：库存不足`) });
    }
    const hmLines = accepted.filter((l) => l.input.isHm);
    if (hmLines.length > 0) {
      const pending = hmReceiptBlockers(ctx.db, buyer.id);
      if (pending.length > 0) throw refuse(`您有 ${pending.length} 笔含麻订单回执尚未确认，请先在含麻订单中确认回执`, 40024);
    }
    for (const a of adjust) a.line.rec.number = a.to;
    const repriced = accepted.map((l) => priceLine(ctx, buyer, l.rec, at));
    const plan = planCheckout(ctx, repriced, at);
    const warnings: string[] = [];
    if (adjust.some((a) => !a.byLimit)) warnings.push('部分商品库存不足已调整');
    if (adjust.some((a) => a.byLimit)) warnings.push('部分商品超出限购数量已调整');
    if (hmLines.length > 0) warnings.push(`${hmLines.map((l) => l.name).join('、')} 为含麻商品，将单独生成订单`);
    const t = plan.totals;
    const seq = nextId(ctx.db, 'checkout');
    return reply(
      {
        ids: repriced.map((l) => l.rec.id),
        rejected,
        warnings,
        token: checkoutTokenFor(buyer.id, seq, at),
        summary: {
          line_count: t.selectedCount,
          total_number: t.selectedQuantity,
          goods_amount: fenToYuan(t.goodsTotalFen),
          manjian_amount: fenToYuan(t.manjianReduceFen),
          shipping_amount: fenToYuan(t.shippingFen),
          pay_amount: fenToYuan(t.payableFen),
          has_hm: hmLines.length > 0 ? 1 : 0,
        },
      },
      warnings[0] ?? (rejected.length > 0 ? '部分商品不能结算' : '操作成功'),
    );
  },

  copyCartLines(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const me = loggedInAccount(ctx) ?? buyer;
    requireContract(ctx, buyer);
    const cat = ctx.db.catalogue;
    const members = ctx.db.members.byId;
    const head = me.parentId ? (members.get(me.parentId) ?? me) : me;
    const own = new Set(head.storeIds);
    const targets = [...new Set(ctx.body.other_user_ids)].map((id) => {
      if (id === buyer.id) throw refuse('不能复制到当前采购门店，请选择其他门店', 40025);
      const store = members.get(id);
      if (!store || !own.has(id)) throw refuse('所选门店不属于您的多店账号', 40025);
      return store;
    });
    const state = tradeState(ctx.db);
    const recs = cartLinesById(cartOf(state, buyer.id), ctx.body.ids);
    const work = targets.map((target) => {
      const planner = new CartPlanner(ctx, target, cartOf(state, target.id));
      const plans = recs.map((rec): AddPlan | { skip: string; name: string } => {
        if (rec.type === 2) return { skip: '拼团商品不能复制，已跳过', name: cat.goodsById.get(rec.goodsId)?.name ?? '拼团商品' };
        if (rec.type === 3) {
          const combo = cat.combinations.find((c) => c.id === rec.goodsId);
          return combo ? planner.planCombo(combo, rec.number) : { skip: '该组合已下架，已跳过', name: '组合' };
        }
        const goods = cat.goodsById.get(rec.goodsId);
        if (!goods) return { skip: '该商品已下架，已跳过', name: '商品' };
        return planner.planGoods({
          goods,
          stock: stockLineOf(ctx.db, goods, rec.goodsPriceId),
          number: rec.number,
          ladderPriceId: rec.ladderPriceId,
          goodsManjianId: rec.goodsManjianId,
          isYj: rec.isYj,
        });
      });
      return { target, planner, plans };
    });
    let totalCopied = 0;
    const list: CartCopyStoreResult[] = work.map(({ target, planner, plans }) => {
      let copied = 0;
      const notes: string[] = [];
      for (const p of plans) {
        if ('skip' in p) {
          notes.push(`${p.name} ${p.skip}`);
          continue;
        }
        if (p.added > 0) {
          planner.apply(p, at);
          copied++;
          if (p.outcome === 'reduced') notes.push(`${p.name} ${p.msg}`);
        } else notes.push(`${p.name} ${p.msg}，已跳过`);
      }
      totalCopied += copied;
      const skipped = plans.length - copied;
      return {
        user_id: target.id,
        company: target.company,
        copied,
        skipped,
        msg: notes.length > 0 ? notes.join('；') : `已复制 ${copied} 种商品`,
      };
    });
    return reply({ total_copied: totalCopied, list }, totalCopied > 0 ? '复制成功' : '没有可复制到所选门店的商品');
  },

  getCartNextHint(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const goods = goodsOrNotFound(ctx, Number(ctx.query.goods_id));
    const number = Number(ctx.query.number ?? 0);
    const hints: CartHint[] = [];
    const next = sortLadder(goods.ladder).find((t) => t.number > number);
    if (next) {
      const need = next.number - number;
      hints.push({ type: 'ladder', text: `再买 ${need} ${goods.bzdw}享阶梯价 ${formatYuan(next.priceFen)}`, need_number: need, need_amount: null });
    }
    const cart = cartOf(tradeState(ctx.db), buyer.id);
    if (goods.couponEligible === 1 && goods.isHm === 0) {
      const totals = totalsOf(ctx, priceLines(ctx, buyer, cart, at), at);
      const m = manjianNext(cartManjianRules(ctx.db, at), totals.couponEligibleTotalFen);
      if (m) {
        hints.push({
          type: 'manjian',
          text: `还差 ${formatYuan(m.needFen)} 可减 ${formatYuan(m.reduceFen)}`,
          need_number: null,
          need_amount: fenToYuan(m.needFen),
        });
      }
    }
    const need = freeShippingNeed(number, goods.freeShippingNumber);
    if (need > 0) hints.push({ type: 'free_shipping', text: `还差 ${need} ${goods.bzdw}单品包邮`, need_number: need, need_amount: null });
    return { hints, goods: suggestionsFor(ctx, buyer, goods, cart) };
  },
};
