import type { UserSummary } from '@generated/models/userSummary';
import { fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { DEMO_TODAY } from '../../data/types';
import type { DemoDb } from '../../state';
import { loggedInAccount, payerOf, requireBuyer } from '../shared/buyer';
import { refreshCoupons } from '../trade/coupons';
import { startTrade } from '../trade/lifecycle';
import { tradeState } from '../trade/state';
import { qualificationView } from './qualification';
import { adminView, rankName, unreadCount } from './views';

/**
 * The member home's summary (GET /api/user/summary): the same figures the wallet, coupon, order, message and
 * document calls answer, in one call, so /user does not load the base user.
 */
export const summaryHandlers: PartialHandlers<DemoDb> = {
  getUserSummary(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const me = loggedInAccount(ctx) ?? buyer;
    const payer = payerOf(ctx, buyer);
    refreshCoupons(payer, at);
    const typeOf = (templateId: number) => ctx.db.catalogue.couponTemplatesById.get(templateId)?.type;
    const unused = (type: 1 | 2) => payer.coupons.filter((wc) => wc.status === 1 && typeOf(wc.templateId) === type).length;

    const counts = [0, 0, 0, 0, 0, 0];
    for (const o of Object.values(tradeState(ctx.db).orders)) {
      if (o.buyerId !== buyer.id) continue;
      counts[0] = (counts[0] ?? 0) + 1;
      counts[o.status] = (counts[o.status] ?? 0) + 1;
    }

    const today = ctx.db.catalogue.today || DEMO_TODAY;
    const pendingTypes = new Set(buyer.qualifications.filter((q) => q.status === 'pending').map((q) => q.type));
    const warnings: UserSummary['qualification_warnings'] = buyer.qualifications
      .map((q) => qualificationView(q, today))
      .flatMap((v) =>
        (v.status === 'expired' || v.status === 'expiring') && v.valid_until && v.days_left !== null && v.days_left !== undefined
          ? [{ id: v.id, type: v.type, name: v.name, status: v.status, valid_until: v.valid_until, days_left: v.days_left }]
          : [],
      )
      // A document whose replacement is in review is not warned about twice: /zzzj shows it as 审核中.
      .filter((w) => !pendingTypes.has(w.type) || w.status === 'expired')
      .sort((a, b) => a.days_left - b.days_left || a.id - b.id);

    const summary: UserSummary = {
      company: buyer.company,
      rank: rankName(buyer.rank),
      is_passed: buyer.isPassed,
      admin: adminView(ctx.db.catalogue, buyer),
      wallet: { balance: fenToYuan(payer.balanceFen), points: Math.max(0, payer.points), coupons: unused(1), vouchers: unused(2) },
      order_counts: counts.map((count, status) => ({ status: status as 0 | 1 | 2 | 3 | 4 | 5, count })),
      unread_messages: unreadCount(me),
      qualification_warnings: warnings,
    };
    return summary;
  },
};
