import type { BuyBlock } from '@generated/models/buyBlock';
import type { Manjian } from '@generated/models/manjian';
import { computeCartTotals, effectiveSelected, type CartLineInput, type CartTotals } from '@/domain/cart-totals';
import type { ManjianRule } from '@/domain/manjian';
import { fen, fenToYuan } from '@/domain/money';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, Combination, GoodsRecord, GoodsStock, GroupBuy } from '../../data/types';
import type { DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';
import { comboAvailable, comboBlock } from './combinations';
import type { CartLineRecord } from './records';

/**
 * How a cart line is priced: the trade rules come from src/domain (ladder prices, 满减 tiers, shipping, buy blocks);
 * this file gathers each rule's inputs from the catalogue and the inventory.
 *
 * Decisions (the contract leaves them open):
 * - The cart's 满减 tiers are those of the first running 满减 activity (the platform-wide one): the tiers are reached
 *   by the selected coupon-eligible total, so one rule list applies to the whole cart (computeCartTotals). A goods'
 *   own `goods_manjian_id` is passed through unchanged, as the contract asks.
 * - 含麻 goods never count toward coupons or 满减 (their order takes no discount), whatever the catalogue says.
 * - A chain's store buys with its head's wallet, points and coupons (payerOf); carts and orders belong to the store.
 */
export function cartManjianRules(db: DemoDb, at: number): ManjianRule[] {
  const m = db.catalogue.manjians.find((x) => x.startAt <= at && at <= x.endAt && x.rules.length > 0);
  return m ? m.rules.map((r) => ({ amountFen: r.amountFen, reduceFen: r.reduceFen })) : [];
}

export function shippingRule(db: DemoDb) {
  const c = db.catalogue.commonConfig;
  return { shippingAmountFen: c.shippingFeeFen, freeThresholdFen: c.shippingThresholdFen };
}

export function totalsOptions(db: DemoDb, at: number) {
  return { manjian: cartManjianRules(db, at), ...shippingRule(db) };
}

/** The warehouse line a cart line names, else the goods' default one. */
export function stockLineOf(db: DemoDb, goods: GoodsRecord, goodsPriceId: number | null | undefined): GoodsStock {
  return (goodsPriceId ? goods.stocks.find((s) => s.goodsPriceId === goodsPriceId) : undefined) ?? defaultStock(db.inventory, goods);
}

export interface PricedLine {
  rec: CartLineRecord;
  /** What computeCartTotals needs (src/domain/cart-totals). */
  input: CartLineInput;
  goods: GoodsRecord | null;
  stock: GoodsStock | null;
  combo: Combination | null;
  groupBuy: GroupBuy | null;
  /** Why the buyer cannot buy this line now, stock aside (null when only the stock is missing). */
  issue: string | null;
  /** The domain's block for the goods (incl. no_stock), for codes and views. */
  block: BuyBlock;
  /** Stock of the chosen warehouse, or sets of a combination. */
  available: number;
  /** Quantity step base: the goods' 中包装, 1 for a combination. */
  zbz: number;
  /** Per-line cap besides stock (含麻 per-order limit, group-buy or combination limit); 0 for none. */
  limit: number;
  name: string;
  unit: string;
}

function missingLine(rec: CartLineRecord, msg: string): PricedLine {
  return {
    rec,
    input: {
      id: rec.id,
      goodsId: rec.goodsId,
      quantity: rec.number,
      baseFen: fen(0),
      ladder: [],
      selected: false,
      buyable: false,
      stock: 0,
      couponEligible: false,
      isHm: false,
      type: rec.type,
    },
    goods: null,
    stock: null,
    combo: null,
    groupBuy: null,
    issue: msg,
    block: { reason: 'no_stock', msg },
    available: 0,
    zbz: 1,
    limit: 0,
    name: '已下架商品',
    unit: '',
  };
}

export function priceLine(ctx: Ctx, buyer: AccountRecord, rec: CartLineRecord, at: number): PricedLine {
  const catalogue = ctx.db.catalogue;
  if (rec.type === 3) {
    const combo = catalogue.combinations.find((c) => c.id === rec.goodsId);
    if (!combo) return missingLine(rec, '该组合已下架');
    const available = comboAvailable(ctx.db, combo);
    const blocked = comboBlock(ctx, combo, buyer);
    const issue = blocked ? `组合中【${blocked.goods.name}】${blocked.block.msg}` : null;
    const isHm = combo.lines.some((l) => catalogue.goodsById.get(l.goodsId)?.isHm === 1);
    return {
      rec,
      input: {
        id: rec.id,
        goodsId: combo.id,
        quantity: rec.number,
        baseFen: combo.priceFen,
        ladder: [],
        selected: rec.selected === 1,
        buyable: issue === null,
        stock: available,
        couponEligible: false,
        isHm,
        type: 3,
        unit: '套',
      },
      goods: null,
      stock: null,
      combo,
      groupBuy: null,
      issue,
      block: blocked ? { reason: blocked.block.reason, msg: issue! } : available > 0 ? null : { reason: 'no_stock', msg: '组合库存不足' },
      available,
      zbz: 1,
      limit: combo.limitNumber,
      name: combo.name,
      unit: '套',
    };
  }
  const goods = catalogue.goodsById.get(rec.goodsId);
  if (!goods) return missingLine(rec, '该商品已下架');
  const stock = stockLineOf(ctx.db, goods, rec.goodsPriceId);
  const units = lineStock(ctx.db.inventory, stock);
  const { block } = blockFor(ctx, goods, buyer, units);
  let issue = block && block.reason !== 'no_stock' ? block.msg : null;
  let groupBuy: GroupBuy | null = null;
  let baseFen = stock.priceFen;
  let ladder = goods.ladder.map((t) => ({ number: t.number, priceFen: t.priceFen }));
  let limit = goods.limitNumber;
  if (rec.type === 2) {
    groupBuy = catalogue.groupBuys.find((g) => g.id === rec.groupBuyId) ?? null;
    if (!groupBuy) issue ??= '该拼团已下架';
    else {
      baseFen = groupBuy.priceFen;
      ladder = [];
      limit = groupBuy.limitNumber;
      if (at > groupBuy.endAt) issue ??= '该拼团已结束';
    }
  }
  const isHm = goods.isHm === 1;
  return {
    rec,
    input: {
      id: rec.id,
      goodsId: goods.id,
      categoryId: goods.categoryId,
      quantity: rec.number,
      baseFen,
      ladder,
      selected: rec.selected === 1,
      buyable: issue === null,
      stock: units,
      couponEligible: rec.type === 1 && !isHm && goods.couponEligible === 1,
      isHm,
      freeShippingNumber: goods.freeShippingNumber,
      manjianId: goods.manjianId,
      type: rec.type,
      unit: goods.bzdw,
    },
    goods,
    stock,
    combo: null,
    groupBuy,
    issue,
    block,
    available: units,
    zbz: goods.zbz,
    limit,
    name: goods.name,
    unit: goods.bzdw,
  };
}

export function priceLines(ctx: Ctx, buyer: AccountRecord, recs: readonly CartLineRecord[], at: number): PricedLine[] {
  return recs.map((r) => priceLine(ctx, buyer, r, at));
}

/** Totals of these lines; `allSelected` counts every line passed (checkout) instead of the stored selection. */
export function totalsOf(ctx: Ctx, lines: readonly PricedLine[], at: number, allSelected = false): CartTotals {
  const inputs = lines.map((l) => (allSelected ? { ...l.input, selected: true } : l.input));
  return computeCartTotals(inputs, totalsOptions(ctx.db, at));
}

export function isEffectivelySelected(line: PricedLine): boolean {
  return effectiveSelected(line.input);
}

export function manjianView(totals: CartTotals): Manjian[] {
  return totals.tiers.map((t) => ({ amount: fenToYuan(t.amountFen), reduce: fenToYuan(t.reduceFen), status: t.status }));
}
