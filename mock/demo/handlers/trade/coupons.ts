import type { CartTotals } from '@/domain/cart-totals';
import { formatBeijing } from '@/domain/datetime';
import { fen, type Fen } from '@/domain/money';
import type { AccountRecord, GoodsRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { isEffectivelySelected, type PricedLine } from './pricing';

/**
 * The payer's coupons as src/domain/coupon sees them: the received copy's rule, the lines it may apply to, and
 * expiry (a chain's stores use their head's coupons).
 */

/** Unused coupons past their validity become expired (3) when next looked at. */
export function refreshCoupons(account: AccountRecord, at: number): void {
  for (const c of account.coupons) if (c.status === 1 && c.expiresAt < at) c.status = 3;
}

interface CouponGoodsLine {
  goods: GoodsRecord;
  amountFen: Fen;
  couponEligible: boolean;
}

/** The coupon's rule for src/domain/coupon: valid from the offer's start until the received copy expires. */
export function couponRuleOf(db: DemoDb, wc: AccountRecord['coupons'][number]) {
  const t = db.catalogue.couponTemplatesById.get(wc.templateId);
  if (!t) return null;
  return {
    id: wc.id,
    type: t.type,
    thresholdFen: t.thresholdFen,
    reduceFen: t.reduceFen,
    startAt: formatBeijing(t.startAt),
    endAt: formatBeijing(wc.expiresAt),
    goodsIds: t.goodsIds,
    categoryIds: t.categoryIds,
    status: wc.status === 1 ? ('unused' as const) : wc.status === 2 ? ('used' as const) : ('expired' as const),
    template: t,
  };
}

/**
 * Lines as the coupon sees them. A coupon may name top categories (经营范围) or sub-categories, so each line carries
 * whichever of its two category ids the coupon names.
 */
export function couponLinesFor(categoryIds: readonly number[] | null, lines: readonly CouponGoodsLine[]) {
  return lines.map((l) => ({
    goodsId: l.goods.id,
    categoryId: categoryIds?.includes(l.goods.topCategoryId) ? l.goods.topCategoryId : l.goods.categoryId,
    amountFen: l.amountFen,
    couponEligible: l.couponEligible,
  }));
}

/** Counted lines of a cart or checkout as coupon lines (combinations and group buys carry no goods coupon). */
export function couponGoodsLines(lines: readonly PricedLine[], totals: CartTotals, onlyCounted: boolean): CouponGoodsLine[] {
  const out: CouponGoodsLine[] = [];
  lines.forEach((l, i) => {
    if (!l.goods || l.rec.type !== 1) return;
    if (onlyCounted && !isEffectivelySelected(l)) return;
    out.push({ goods: l.goods, amountFen: totals.lines[i]?.amountFen ?? fen(0), couponEligible: l.input.couponEligible });
  });
  return out;
}
