import type { CouponOffer } from '@generated/models/couponOffer';
import { formatBeijing } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import type { AccountRecord, CouponTemplate } from '../../data/types';
import type { DemoDb } from '../../state';

/**
 * A coupon offer as the coupon centre and a goods' activities show it: how much of it is taken (from the inventory)
 * and whether the payer — a chain's head for its stores — already holds one.
 */
export function couponOfferView(db: DemoDb, t: CouponTemplate, payer: AccountRecord | null): CouponOffer {
  const received = db.inventory.couponsReceived[t.id] ?? 0;
  return {
    id: t.id,
    name: t.name,
    amount: fenToYuan(t.reduceFen),
    min_amount: fenToYuan(t.thresholdFen),
    scope: t.scopeText,
    start_time: formatBeijing(t.startAt),
    end_time: formatBeijing(t.endAt),
    total: t.total,
    received_percent: t.total > 0 ? Math.min(100, Math.floor((received * 100) / t.total)) : 100,
    is_received: payer?.coupons.some((c) => c.templateId === t.id) ? 1 : 0,
    is_sold_out: received >= t.total ? 1 : 0,
  };
}
