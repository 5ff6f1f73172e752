import type { BuyBlock } from '@generated/models/buyBlock';
import { maxQuantity, quantityStep } from '@/domain/packing';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, Combination, GoodsRecord, GoodsStock } from '../../data/types';
import { nextId } from '../../state';
import type { Ctx } from '../shared/buyer';
import { blockFor } from '../shared/goods-view';
import { comboAvailable, comboBlock } from './combinations';
import type { CartLineRecord } from './records';

/**
 * Adding to a cart, planned before anything changes: each wanted line is checked (buy block, 中包装, stock, per-order
 * limit) against what the cart already holds plus what earlier lines of the same request will add, and the plan is
 * applied only once the whole request is known to succeed. Handlers are synchronous, so plan and apply see the same
 * state and parallel requests simply queue: that is what keeps 100 parallel adds summing exactly.
 */
interface GoodsAddWish {
  goods: GoodsRecord;
  stock: GoodsStock;
  number: number;
  ladderPriceId?: number | null;
  goodsManjianId?: number | null;
  isYj?: number;
}

type PlanOutcome = 'ok' | 'reduced' | 'no_stock' | 'blocked';

export interface AddPlan {
  key: string;
  type: 1 | 3;
  goodsId: number;
  goodsPriceId: number | null;
  name: string;
  unit: string;
  wanted: number;
  existing: number;
  added: number;
  outcome: PlanOutcome;
  block: BuyBlock;
  msg: string;
  /** For the quick add's 422: what the buyer may still add. */
  available: number;
  extra: Pick<CartLineRecord, 'ladderPriceId' | 'goodsManjianId' | 'isYj'>;
}

const goodsKey = (goodsId: number, goodsPriceId: number | null) => `1:${goodsId}:${goodsPriceId ?? 0}`;
const comboKey = (comboId: number) => `3:${comboId}`;

function findGoodsLine(cart: readonly CartLineRecord[], goodsId: number, goodsPriceId: number | null): CartLineRecord | undefined {
  return cart.find((l) => l.type === 1 && l.goodsId === goodsId && l.goodsPriceId === goodsPriceId);
}

export function findComboLine(cart: readonly CartLineRecord[], comboId: number): CartLineRecord | undefined {
  return cart.find((l) => l.type === 3 && l.goodsId === comboId);
}

/** Quantity message for a number that is not a whole step (the step falls to the stock below one 中包装). */
export function notMultipleMsg(zbz: number, stock: number, unit: string): string {
  const step = quantityStep(zbz, stock);
  if (step > 0 && step < zbz) return `库存不足一个中包装（${zbz}），仅可购买剩余库存 ${stock} ${unit}`;
  return `数量必须是中包装（${zbz}）的整数倍`;
}

/**
 * True when `n` is neither a whole number of 中包装 nor, below one 中包装 of stock, exactly what is left. A whole
 * number of 中包装 above the stock is a stock shortfall (reduced or refused as such), not a packing error.
 */
export function isNotMultiple(n: number, zbz: number, stock: number): boolean {
  const z = Math.max(1, Math.floor(zbz));
  if (n % z === 0) return false;
  return !(stock > 0 && stock < z && n === stock);
}

export class CartPlanner {
  /** Quantities this request has already planned per merge key, on top of the cart. */
  private readonly planned = new Map<string, number>();

  constructor(
    private readonly ctx: Ctx,
    private readonly buyer: AccountRecord,
    private readonly cart: CartLineRecord[],
  ) {}

  private existing(key: string, line: CartLineRecord | undefined): number {
    return this.planned.get(key) ?? line?.number ?? 0;
  }

  /** A goods line: blocked, or as much as stock and the per-order limit allow (reduced when less than wanted). */
  planGoods(wish: GoodsAddWish): AddPlan {
    const { goods, stock } = wish;
    const key = goodsKey(goods.id, stock.goodsPriceId);
    const existing = this.existing(key, findGoodsLine(this.cart, goods.id, stock.goodsPriceId));
    const unit = goods.bzdw;
    const base = {
      key,
      type: 1 as const,
      goodsId: goods.id,
      goodsPriceId: stock.goodsPriceId,
      name: goods.name,
      unit,
      wanted: wish.number,
      existing,
      extra: { ladderPriceId: wish.ladderPriceId ?? null, goodsManjianId: wish.goodsManjianId ?? goods.manjianId, isYj: wish.isYj ?? 0 },
    };
    const units = lineStock(this.ctx.db.inventory, stock);
    const { block } = blockFor(this.ctx, goods, this.buyer, units);
    if (block && block.reason !== 'no_stock') {
      return { ...base, added: 0, outcome: 'blocked', block, msg: block.msg, available: 0 };
    }
    let cap = maxQuantity(goods.zbz, units);
    let capMsg = `库存不足，当前可售 ${units} ${unit}`;
    if (goods.limitNumber > 0 && goods.limitNumber < cap) {
      cap = goods.limitNumber;
      capMsg = `${goods.isHm ? '含麻商品' : '该商品'}每单限购 ${goods.limitNumber} ${unit}`;
    }
    const total = Math.min(existing + wish.number, cap);
    const added = Math.max(0, total - existing);
    const available = Math.max(0, cap - existing);
    if (added === 0) {
      const msg = existing > 0 ? `${capMsg}，购物车中已有 ${existing} ${unit}` : capMsg;
      return { ...base, added: 0, outcome: 'no_stock', block, msg, available };
    }
    this.planned.set(key, existing + added);
    if (added < wish.number) {
      const why = capMsg.startsWith('库存不足') ? `库存不足，已按可售库存 ${added} ${unit}加入` : `${capMsg}，已按 ${added} ${unit}加入`;
      return { ...base, added, outcome: 'reduced', block: null, msg: why, available };
    }
    return { ...base, added, outcome: 'ok', block: null, msg: '加入购物车成功', available };
  }

  /** A combination line (sets): blocked by any of its goods, or limited by its stock and per-buyer limit. */
  planCombo(combo: Combination, sets: number): AddPlan {
    const key = comboKey(combo.id);
    const existing = this.existing(key, findComboLine(this.cart, combo.id));
    const base = {
      key,
      type: 3 as const,
      goodsId: combo.id,
      goodsPriceId: null,
      name: combo.name,
      unit: '套',
      wanted: sets,
      existing,
      extra: { ladderPriceId: null, goodsManjianId: null, isYj: 0 },
    };
    const blocked = comboBlock(this.ctx, combo, this.buyer);
    if (blocked) {
      const msg = `组合中【${blocked.goods.name}】${blocked.block.msg}`;
      return { ...base, added: 0, outcome: 'blocked', block: { reason: blocked.block.reason, msg }, msg, available: 0 };
    }
    let cap = comboAvailable(this.ctx.db, combo);
    let capMsg = `组合库存不足，当前最多可购 ${cap} 套`;
    if (combo.limitNumber > 0 && combo.limitNumber < cap) {
      cap = combo.limitNumber;
      capMsg = `该组合每家限购 ${combo.limitNumber} 套`;
    }
    const total = Math.min(existing + sets, cap);
    const added = Math.max(0, total - existing);
    const available = Math.max(0, cap - existing);
    if (added === 0) return { ...base, added: 0, outcome: 'no_stock', block: null, msg: capMsg, available };
    this.planned.set(key, existing + added);
    if (added < sets) return { ...base, added, outcome: 'reduced', block: null, msg: `${capMsg}，已按 ${added} 套加入`, available };
    return { ...base, added, outcome: 'ok', block: null, msg: '加入购物车成功', available };
  }

  /** Applies one planned line: merges into the cart's line or adds a new, selected line. Returns the line. */
  apply(plan: AddPlan, at: number): CartLineRecord | null {
    if (plan.added <= 0) return null;
    const line = plan.type === 3 ? findComboLine(this.cart, plan.goodsId) : findGoodsLine(this.cart, plan.goodsId, plan.goodsPriceId);
    if (line) {
      line.number += plan.added;
      line.selected = 1;
      return line;
    }
    const created: CartLineRecord = {
      id: nextId(this.ctx.db, 'cartLine', 3001),
      type: plan.type,
      goodsId: plan.goodsId,
      goodsPriceId: plan.goodsPriceId,
      number: plan.added,
      selected: 1,
      ladderPriceId: plan.extra.ladderPriceId,
      goodsManjianId: plan.extra.goodsManjianId,
      isYj: plan.extra.isYj,
      groupBuyId: null,
      addedAt: at,
    };
    this.cart.push(created);
    return created;
  }
}
