import type { Coupon } from '@generated/models/coupon';
import type { CouponUseFilter } from '@generated/models/couponUseFilter';
import { couponEligibility } from '@/domain/coupon';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fenToYuan, type Fen } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { paginate } from '../../core/respond';
import type { CouponTemplate, WalletCouponRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { payerOf, requireBuyer } from '../shared/buyer';
import { couponGoodsLines, couponLinesFor, couponRuleOf, refreshCoupons } from './coupons';
import { startTrade } from './lifecycle';
import { priceLines, totalsOf } from './pricing';
import { cartOf, tradeState } from './state';

/**
 * The payer's coupons (优惠券, type 1) and cash vouchers (现金券, type 2): a chain's stores use their head's wallet.
 * Eligibility and savings are src/domain/coupon's, on the lines selected in the cart.
 */
/**
 * Where the wallet's 去使用 leads: a coupon limited to categories opens the list of its first category; one limited to
 * named goods opens a search for the name those goods share (连花清瘟胶囊, 连花清瘟颗粒 → 连花清瘟); storewide, the whole list.
 */
function couponUseFilter(db: DemoDb, t: CouponTemplate): CouponUseFilter {
  const categoryId = t.categoryIds?.[0] ?? null;
  let keywords: string | null = null;
  const names = (t.goodsIds ?? []).map((id) => db.catalogue.goodsById.get(id)?.name ?? '').filter(Boolean);
  if (categoryId === null && names.length > 0) {
    let prefix = Array.from(names[0]!);
    for (const n of names.slice(1)) {
      const chars = Array.from(n);
      let i = 0;
      while (i < prefix.length && i < chars.length && prefix[i] === chars[i]) i += 1;
      prefix = prefix.slice(0, i);
    }
    keywords = prefix.length >= 2 ? prefix.slice(0, 50).join('') : null;
  }
  return { category_id: categoryId, keywords };
}

function couponView(db: DemoDb, wc: WalletCouponRecord, savingFen?: Fen): Coupon | null {
  const t = db.catalogue.couponTemplatesById.get(wc.templateId);
  if (!t) return null;
  const view: Coupon = {
    id: wc.id,
    name: t.name,
    type: t.type,
    amount: fenToYuan(t.reduceFen),
    min_amount: fenToYuan(t.thresholdFen),
    scope: t.scopeText,
    start_date: formatBeijingDate(t.startAt),
    end_date: formatBeijingDate(wc.expiresAt),
    status: wc.status,
    use_filter: couponUseFilter(db, t),
  };
  if (savingFen !== undefined) view.saving = fenToYuan(savingFen);
  return view;
}

export const couponHandlers: PartialHandlers<DemoDb> = {
  listAvailableCoupons(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const payer = payerOf(ctx, buyer);
    const type = ctx.query.type ?? 1;
    refreshCoupons(payer, at);
    const lines = priceLines(ctx, buyer, cartOf(tradeState(ctx.db), buyer.id), at);
    const totals = totalsOf(ctx, lines, at);
    const goodsLines = couponGoodsLines(lines, totals, true);
    const now = formatBeijing(at);
    const usable: Array<{ wc: WalletCouponRecord; saving: Fen }> = [];
    if (goodsLines.length > 0) {
      for (const wc of payer.coupons) {
        if (wc.status !== 1) continue;
        const rule = couponRuleOf(ctx.db, wc);
        if (!rule || rule.type !== type) continue;
        const e = couponEligibility(rule, couponLinesFor(rule.categoryIds, goodsLines), now);
        if (e.ok && e.savingFen > 0) usable.push({ wc, saving: e.savingFen });
      }
    }
    usable.sort((a, b) => b.saving - a.saving || a.wc.expiresAt - b.wc.expiresAt || a.wc.id - b.wc.id);
    const list = usable.map((u) => couponView(ctx.db, u.wc, u.saving)).filter((c): c is Coupon => c !== null);
    return paginate(list, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
  },

  listCoupons(ctx) {
    const at = startTrade(ctx);
    const payer = payerOf(ctx, requireBuyer(ctx));
    refreshCoupons(payer, at);
    const type = ctx.query.type ?? 1;
    const status = ctx.query.status ?? 1;
    const rows = payer.coupons
      .filter((wc) => wc.status === status && ctx.db.catalogue.couponTemplatesById.get(wc.templateId)?.type === type)
      .sort((a, b) =>
        status === 1 ? a.expiresAt - b.expiresAt || a.id - b.id : status === 2 ? (b.usedAt ?? 0) - (a.usedAt ?? 0) || b.id - a.id : b.expiresAt - a.expiresAt || b.id - a.id,
      )
      .map((wc) => couponView(ctx.db, wc))
      .filter((c): c is Coupon => c !== null);
    return paginate(rows, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
  },

  getCouponCounts(ctx) {
    const at = startTrade(ctx);
    const payer = payerOf(ctx, requireBuyer(ctx));
    refreshCoupons(payer, at);
    const typeOf = (wc: WalletCouponRecord) => ctx.db.catalogue.couponTemplatesById.get(wc.templateId)?.type;
    const count = (type: 1 | 2, status: 1 | 2 | 3) => payer.coupons.filter((wc) => wc.status === status && typeOf(wc) === type).length;
    return {
      unused: count(1, 1),
      used: count(1, 2),
      expired: count(1, 3),
      voucher_unused: count(2, 1),
      voucher_used: count(2, 2),
      voucher_expired: count(2, 3),
    };
  },
};
