/**
 * The cart computation shared by the MobX cart store and the demo API, so both agree to the fen. A line counts only
 * when it is selected, buyable and in stock (other lines are forced unselected).
 */
import { ladderText, ladderUnitPrice, type LadderTier } from './ladder';
import { manjianReduction, manjianTiers, type ManjianRule } from './manjian';
import { addFen, fen, maxFen, mulFen, subFen, type Fen } from './money';
import { freeShippingNeed, shippingFee } from './shipping';

export interface CartLineInput {
  id: number;
  goodsId: number;
  categoryId?: number;
  quantity: number;
  baseFen: Fen;
  ladder: LadderTier[];
  selected: boolean;
  buyable: boolean;
  stock: number;
  /** with_coupon: the line counts toward the coupon / 满减 eligible total. */
  couponEligible: boolean;
  /** 含麻黄碱 goods: ordered separately (splitHm). */
  isHm: boolean;
  freeShippingNumber?: number;
  /** Carried for callers; the 满减 total follows couponEligible, not this id. */
  manjianId?: number | null;
  /** goods_type: 3 is a combination whose price is the combination's. */
  type?: 1 | 2 | 3;
  /** 包装单位 (bzdw) for the ladder hint, e.g. 盒; empty when unknown. */
  unit?: string;
}

interface CartTotalsOptions {
  manjian: ManjianRule[];
  shippingAmountFen: Fen;
  freeThresholdFen: Fen;
}

interface CartLineTotals {
  id: number;
  unitFen: Fen;
  amountFen: Fen;
  ladderText: string | null;
  freeShippingNeed: number;
}

export interface CartTotals {
  selectedCount: number;
  selectedQuantity: number;
  goodsTotalFen: Fen;
  couponEligibleTotalFen: Fen;
  tiers: ReturnType<typeof manjianTiers>;
  manjianReduceFen: Fen;
  shippingFen: Fen;
  payableFen: Fen;
  /** One entry per input line, in input order, counted or not (the cart shows prices of unselected lines too). */
  lines: CartLineTotals[];
}

/** A line that is not buyable or has no stock is treated as unselected whatever its flag says. */
export function effectiveSelected(line: Pick<CartLineInput, 'selected' | 'buyable' | 'stock'>): boolean {
  return line.selected && line.buyable && line.stock > 0;
}

function lineQuantity(q: number): number {
  return Number.isInteger(q) && q > 0 ? q : 0;
}

/**
 * Totals of the cart. Per line: unit price from the ladder at the line's quantity, amount = unit × quantity.
 * Over counted lines: goods total; coupon-eligible total (the 满减 base); 满减 reduction and tiers on that
 * base; shipping on the goods total before 满减 (the threshold is about the value of goods shipped);
 * payable = goods − 满减 + shipping. 满减 never exceeds the eligible total, so payable is never negative.
 * A fractional or non-positive quantity counts as 0 rather than throwing, so a half-typed input cannot break the cart.
 */
export function computeCartTotals(lines: readonly CartLineInput[], opts: CartTotalsOptions): CartTotals {
  let selectedCount = 0;
  let selectedQuantity = 0;
  let goodsTotalFen = fen(0);
  let couponEligibleTotalFen = fen(0);
  const out: CartLineTotals[] = lines.map((line) => {
    const qty = lineQuantity(line.quantity);
    const unitFen = ladderUnitPrice(line.baseFen, line.ladder, qty).priceFen;
    const amountFen = mulFen(unitFen, qty);
    if (effectiveSelected(line) && qty > 0) {
      selectedCount += 1;
      selectedQuantity += qty;
      goodsTotalFen = addFen(goodsTotalFen, amountFen);
      if (line.couponEligible) couponEligibleTotalFen = addFen(couponEligibleTotalFen, amountFen);
    }
    return {
      id: line.id,
      unitFen,
      amountFen,
      ladderText: ladderText(line.ladder, qty, line.unit ?? ''),
      freeShippingNeed: freeShippingNeed(qty, line.freeShippingNumber),
    };
  });
  const manjianBase = maxFen(fen(0), couponEligibleTotalFen);
  const manjianReduceFen = manjianReduction(opts.manjian, manjianBase);
  const shippingFen = shippingFee(goodsTotalFen, {
    shippingAmountFen: opts.shippingAmountFen,
    freeThresholdFen: opts.freeThresholdFen,
  });
  return {
    selectedCount,
    selectedQuantity,
    goodsTotalFen,
    couponEligibleTotalFen,
    tiers: manjianTiers(opts.manjian, manjianBase),
    manjianReduceFen,
    shippingFen,
    payableFen: addFen(subFen(goodsTotalFen, manjianReduceFen), shippingFen),
    lines: out,
  };
}

/** Splits lines into the normal order and the separate 含麻 order, keeping their order. */
export function splitHm<T extends { isHm: boolean }>(lines: readonly T[]): { normal: T[]; hm: T[] } {
  const normal: T[] = [];
  const hm: T[] = [];
  for (const line of lines) (line.isHm ? hm : normal).push(line);
  return { normal, hm };
}
