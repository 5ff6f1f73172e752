import type { CartTotals } from '@/domain/cart-totals';
import { couponEligibility } from '@/domain/coupon';
import { formatBeijing } from '@/domain/datetime';
import { addFen, fen, subFen, sumFen, type Fen } from '@/domain/money';
import { maxQuantity } from '@/domain/packing';
import { invalid, notFound, refuse } from '../../core/respond';
import type { AccountRecord, WalletCouponRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';
import { isNotMultiple, notMultipleMsg } from './cart-ops';
import { couponGoodsLines, couponLinesFor, couponRuleOf, refreshCoupons } from './coupons';
import { priceLine, totalsOf, type PricedLine } from './pricing';
import type { OrderRecord, StockTake } from './records';
import { refuseBlock } from './refusals';
import { cartOf, tradeState } from './state';

/**
 * From selected cart lines to orders. The amounts are src/domain's computeCartTotals over the lines being bought, so
 * the cart, step 2 and the submitted orders agree to the fen. Decision: 满减 and the shipping fee are decided once on
 * the whole checkout, as the cart showed them (a 含麻 split does not cost the buyer a second shipping fee nor the
 * 满减 tier), and booked on the ordinary order — on the 含麻 order only when there is nothing else. 含麻 goods never
 * count toward 满减 or coupons, so the split leaves every discount on the ordinary order.
 */
export interface CheckoutGroup {
  isHm: boolean;
  lines: PricedLine[];
  /** Index of each line in the plan's totals. */
  indexes: number[];
  goodsFen: Fen;
  manjianFen: Fen;
  shippingFen: Fen;
}

export interface CheckoutPlan {
  lines: PricedLine[];
  totals: CartTotals;
  normal: CheckoutGroup | null;
  hm: CheckoutGroup | null;
}

/**
 * The cart lines named by `ids` (each once), priced for the buyer. An id that is not in the cart is a 404 where the
 * operation declares one (checkout, submit) and a 400 40010 where it does not (step 2's GET /api/order/confirm).
 */
export function checkoutLines(ctx: Ctx, buyer: AccountRecord, ids: readonly number[], at: number, unknown: 'not_found' | 'refuse' = 'not_found'): PricedLine[] {
  const cart = cartOf(tradeState(ctx.db), buyer.id);
  const seen = new Set<number>();
  const out: PricedLine[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const rec = cart.find((l) => l.id === id);
    if (!rec) {
      const msg = `购物车中没有编号为 ${id} 的商品，请刷新购物车`;
      throw unknown === 'refuse' ? refuse(msg, 40010) : notFound(msg);
    }
    out.push(priceLine(ctx, buyer, rec, at));
  }
  return out;
}

export function lineLabel(l: PricedLine): string {
  return l.goods ? `${l.goods.name} ${l.goods.ypgg}` : l.name;
}

/** Largest quantity the line may have now: stock in 中包装 steps, and the per-order or per-buyer limit. */
export function lineCap(l: PricedLine): number {
  const cap = maxQuantity(l.zbz, l.available);
  return l.limit > 0 ? Math.min(cap, l.limit) : cap;
}

/** Earlier 含麻 orders whose transfer receipt is not confirmed yet: while one is, the buyer may not order 含麻 goods again. */
export function hmReceiptBlockers(db: DemoDb, buyerId: number, exceptOrderId?: number): OrderRecord[] {
  return Object.values(tradeState(db).orders).filter(
    (o) => o.buyerId === buyerId && o.isHm === 1 && o.status !== 5 && o.id !== exceptOrderId && o.receipt !== null && o.receipt.status !== 2,
  );
}

/**
 * The refusals step 2 and submission share, thrown before anything changes: a line the buyer may not buy (400 with
 * the block's reason), a quantity that is not a whole 中包装 step (422 on `ids`), more than the stock or the limit
 * (400 40011), nothing to buy (400 40010).
 */
export function assertLinesBuyable(lines: readonly PricedLine[]): void {
  if (lines.length === 0) throw refuse('请至少选择一件可购买的商品', 40010);
  for (const l of lines) {
    if (l.issue) throw l.block && l.block.reason !== 'no_stock' ? refuseBlock(l.block, lineLabel(l)) : refuse(`${lineLabel(l)}：${l.issue}`, 40010);
  }
  const errors: string[] = [];
  for (const l of lines) if (isNotMultiple(l.rec.number, l.zbz, l.available)) errors.push(`${l.name}：${notMultipleMsg(l.zbz, l.available, l.unit)}`);
  if (errors.length > 0) throw invalid({ ids: errors });
  for (const l of lines) {
    if (l.available <= 0 || l.rec.number > maxQuantity(l.zbz, l.available)) {
      throw refuse(`${lineLabel(l)} 库存不足，当前可售 ${Math.max(0, l.available)} ${l.unit}`, 40011);
    }
    if (l.limit > 0 && l.rec.number > l.limit) {
      const what = l.rec.type === 3 ? '该组合每家限购' : l.rec.type === 2 ? '该拼团每家限购' : l.input.isHm ? '含麻商品每单限购' : '该商品每单限购';
      throw refuse(`${lineLabel(l)}：${what} ${l.limit} ${l.unit}`, 40014);
    }
  }
}

export function planCheckout(ctx: Ctx, lines: PricedLine[], at: number): CheckoutPlan {
  const totals = totalsOf(ctx, lines, at, true);
  const group = (isHm: boolean): CheckoutGroup | null => {
    const indexes = lines.map((l, i) => (l.input.isHm === isHm ? i : -1)).filter((i) => i >= 0);
    if (indexes.length === 0) return null;
    return {
      isHm,
      lines: indexes.map((i) => lines[i]!),
      indexes,
      goodsFen: sumFen(indexes.map((i) => totals.lines[i]?.amountFen ?? fen(0))),
      manjianFen: fen(0),
      shippingFen: fen(0),
    };
  };
  const normal = group(false);
  const hm = group(true);
  const main = normal ?? hm;
  if (main) {
    main.manjianFen = totals.manjianReduceFen;
    main.shippingFen = totals.shippingFen;
  }
  return { lines, totals, normal, hm };
}

export const groupPayable = (g: CheckoutGroup): Fen => addFen(subFen(g.goodsFen, g.manjianFen), g.shippingFen);

/** The ordinary order's lines as coupons see them. */
function normalCouponLines(plan: CheckoutPlan) {
  if (!plan.normal) return [];
  const lines = plan.normal.lines;
  const sub = { ...plan.totals, lines: plan.normal.indexes.map((i) => plan.totals.lines[i]!) };
  return couponGoodsLines(lines, sub, false);
}

export interface CouponChoice {
  wc: WalletCouponRecord;
  name: string;
  type: 1 | 2;
  reduceFen: Fen;
  thresholdFen: Fen;
  savingFen: Fen;
  reason: string | null;
  endAt: number;
}

/** Every unused coupon (type 1) or voucher (type 2) of the payer, with what it saves on the ordinary order. */
export function couponChoices(ctx: Ctx, payer: AccountRecord, plan: CheckoutPlan, type: 1 | 2, at: number): CouponChoice[] {
  refreshCoupons(payer, at);
  const goodsLines = normalCouponLines(plan);
  const now = formatBeijing(at);
  const out: CouponChoice[] = [];
  for (const wc of payer.coupons) {
    if (wc.status !== 1) continue;
    const rule = couponRuleOf(ctx.db, wc);
    if (!rule || rule.type !== type) continue;
    const e = couponEligibility(rule, couponLinesFor(rule.categoryIds, goodsLines), now);
    out.push({
      wc,
      name: rule.template.name,
      type,
      reduceFen: rule.reduceFen,
      thresholdFen: rule.thresholdFen,
      savingFen: e.ok ? e.savingFen : fen(0),
      reason: e.ok ? null : e.reason,
      endAt: wc.expiresAt,
    });
  }
  return out;
}

/** Usable ones, best first: the largest saving; ties go to the one ending first, then the lower id. */
export function usableChoices(choices: readonly CouponChoice[]): CouponChoice[] {
  return choices
    .filter((c) => c.reason === null && c.savingFen > 0)
    .sort((a, b) => b.savingFen - a.savingFen || a.endAt - b.endAt || a.wc.id - b.wc.id);
}

/**
 * Stock each line takes, planned across the whole submission so two lines drawing on the same warehouse line (a goods
 * and a combination holding it, say) can never take more than there is. Returns the takes or the first shortfall.
 */
export function planTakes(
  db: DemoDb,
  lines: readonly PricedLine[],
): { takes: StockTake[][]; comboSets: number[] } | { shortfall: string } {
  const inventory = db.inventory;
  const remaining = new Map<number, number>();
  const left = (gpid: number) => remaining.get(gpid) ?? inventory.stock[gpid] ?? 0;
  const comboLeft = new Map<number, number>();
  const takes: StockTake[][] = [];
  const comboSets: number[] = [];
  for (const l of lines) {
    if (l.combo) {
      const sets = l.rec.number;
      const cl = comboLeft.get(l.combo.id) ?? inventory.combinationStock[l.combo.id] ?? 0;
      if (cl < sets) return { shortfall: `组合【${l.combo.name}】库存不足，当前最多可购 ${Math.max(0, cl)} 套` };
      comboLeft.set(l.combo.id, cl - sets);
      const lineTakes: StockTake[] = [];
      for (const part of l.combo.lines) {
        const goods = db.catalogue.goodsById.get(part.goodsId);
        const need = part.number * sets;
        const stock = goods?.stocks.find((s) => left(s.goodsPriceId) >= need);
        if (!goods || !stock) return { shortfall: `组合中【${goods?.name ?? '商品'}】库存不足` };
        remaining.set(stock.goodsPriceId, left(stock.goodsPriceId) - need);
        lineTakes.push({ goodsId: goods.id, goodsPriceId: stock.goodsPriceId, number: need });
      }
      takes.push(lineTakes);
      comboSets.push(sets);
      continue;
    }
    const s = l.stock!;
    const have = left(s.goodsPriceId);
    if (have < l.rec.number) return { shortfall: `${lineLabel(l)} 库存不足，当前可售 ${Math.max(0, have)} ${l.unit}` };
    remaining.set(s.goodsPriceId, have - l.rec.number);
    takes.push([{ goodsId: l.rec.goodsId, goodsPriceId: s.goodsPriceId, number: l.rec.number }]);
    comboSets.push(0);
  }
  return { takes, comboSets };
}

/** Per-order limits (含麻 goods) summed over lines of the same goods in different warehouses. */
export function limitShortfall(lines: readonly PricedLine[]): string | null {
  const byGoods = new Map<number, { n: number; l: PricedLine }>();
  for (const l of lines) {
    if (!l.goods || l.rec.type !== 1 || l.goods.limitNumber <= 0) continue;
    const cur = byGoods.get(l.goods.id) ?? { n: 0, l };
    cur.n += l.rec.number;
    byGoods.set(l.goods.id, cur);
  }
  for (const { n, l } of byGoods.values()) {
    if (n > l.goods!.limitNumber) return `${lineLabel(l)}：${l.input.isHm ? '含麻商品' : '该商品'}每单限购 ${l.goods!.limitNumber} ${l.unit}`;
  }
  return null;
}
