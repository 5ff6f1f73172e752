/**
 * 优惠券 (type 1) and 现金券 (type 2, cash voucher): both take reduceFen off when the applicable goods reach
 * thresholdFen within [startAt, endAt] Beijing time. A voucher with no threshold has thresholdFen 0.
 */
import { parseBeijing } from './datetime';
import { fen, formatYuan, maxFen, minFen, subFen, sumFen, type Fen } from './money';

export interface CouponRule {
  id: number;
  /** 1 coupon, 2 cash voucher. */
  type: 1 | 2;
  thresholdFen: Fen;
  reduceFen: Fen;
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time, inclusive. */
  startAt: string;
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time, inclusive. */
  endAt: string;
  goodsIds?: number[] | null;
  categoryIds?: number[] | null;
  status?: 'unused' | 'used' | 'expired';
}

export interface CouponLine {
  goodsId: number;
  categoryId?: number;
  amountFen: Fen;
  /** The cart line's with_coupon flag: false for goods excluded from coupons (specials, controlled…). */
  couponEligible: boolean;
}

interface CouponEligibility {
  ok: boolean;
  /** Chinese reason when not ok: 已使用 / 券已过期 / 未到使用时间 / 没有适用商品 / 未达到使用门槛，还差 ¥x. */
  reason: string | null;
  /** What the coupon takes off now (0 when not ok): min(reduceFen, applicable total). */
  savingFen: Fen;
}

function restricted(ids: readonly number[] | null | undefined): ids is readonly number[] {
  return Array.isArray(ids) && ids.length > 0;
}

/**
 * Whether the coupon covers a line: it must be coupon-eligible, and when the coupon names goods or categories the
 * line must match one of them. Decision: goods and category lists are alternatives (a line matching either is
 * covered), since a coupon "for these goods and this category" is read by buyers as covering both sets.
 */
export function couponAppliesTo(coupon: Pick<CouponRule, 'goodsIds' | 'categoryIds'>, line: CouponLine): boolean {
  if (!line.couponEligible) return false;
  const byGoods = restricted(coupon.goodsIds);
  const byCategory = restricted(coupon.categoryIds);
  if (!byGoods && !byCategory) return true;
  if (byGoods && coupon.goodsIds?.includes(line.goodsId)) return true;
  return byCategory && line.categoryId !== undefined && (coupon.categoryIds?.includes(line.categoryId) ?? false);
}

/**
 * Can the coupon be used now on these lines, and what does it save? Checks in this order: used, expired (status or
 * now > endAt), not yet started, no covered goods (no covered line with a positive amount), threshold.
 * Times compare as Beijing instants; an unreadable startAt/endAt makes the coupon unusable (reported as expired).
 */
export function couponEligibility(coupon: CouponRule, lines: readonly CouponLine[], now: string): CouponEligibility {
  const no = (reason: string): CouponEligibility => ({ ok: false, reason, savingFen: fen(0) });
  if (coupon.status === 'used') return no('已使用');
  if (coupon.status === 'expired') return no('券已过期');
  const at = parseBeijing(now).getTime();
  let start: number;
  let end: number;
  try {
    start = parseBeijing(coupon.startAt).getTime();
    end = parseBeijing(coupon.endAt).getTime();
  } catch {
    return no('券已过期');
  }
  if (at > end) return no('券已过期');
  if (at < start) return no('未到使用时间');
  const covered = lines.filter((l) => couponAppliesTo(coupon, l) && l.amountFen > 0);
  if (covered.length === 0) return no('没有适用商品');
  const total = sumFen(covered.map((l) => l.amountFen));
  if (total < coupon.thresholdFen) return no(`未达到使用门槛，还差 ${formatYuan(subFen(coupon.thresholdFen, total))}`);
  return { ok: true, reason: null, savingFen: maxFen(fen(0), minFen(coupon.reduceFen, total)) };
}

/** Where a coupon stands in its validity on a given day (the wallet's 即将到期 and 未生效 marks). */
type CouponValidityState = 'upcoming' | 'active' | 'ending' | 'ended';

/** A coupon is 即将到期 within this many days of its last valid day (that day included). */
export const COUPON_ENDING_DAYS = 3;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

/**
 * A coupon's validity on `today` (all 'YYYY-MM-DD', Beijing days, both ends valid): not yet started, usable, usable
 * but ending within COUPON_ENDING_DAYS, or ended. `daysLeft` counts the valid days from today to the end, today
 * included (1 on the last day, 0 once ended). Unreadable dates read as ended, as couponEligibility reads them.
 */
export function couponValidity(startDate: string, endDate: string, today: string): { state: CouponValidityState; daysLeft: number } {
  const [s, e, t] = [dayNumber(startDate), dayNumber(endDate), dayNumber(today)];
  if (s === null || e === null || t === null || t > e) return { state: 'ended', daysLeft: 0 };
  const daysLeft = e - t + 1;
  if (t < s) return { state: 'upcoming', daysLeft };
  return { state: daysLeft <= COUPON_ENDING_DAYS ? 'ending' : 'active', daysLeft };
}

/** The threshold as the wallet words it: 无门槛 for 0, else 满¥1000.00可用. */
export function couponThresholdText(thresholdFen: Fen): string {
  return thresholdFen > 0 ? `满${formatYuan(thresholdFen)}可用` : '无门槛';
}
