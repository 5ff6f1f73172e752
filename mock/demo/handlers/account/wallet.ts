import type { WalletMoneyLog } from '@generated/models/walletMoneyLog';
import type { WalletPointsLog } from '@generated/models/walletPointsLog';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, paginate } from '../../core/respond';
import type { MoneyLogRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { payerOf, requireBuyer } from '../shared/buyer';

/**
 * Wallet, balance and points logs (contract tag `wallet`). A chain's stores pay from the chain head's wallet, so
 * these read the payer's. Logs are kept newest first by whoever writes them; they are sorted here anyway.
 */
type UseType = WalletMoneyLog['use_type'];

/**
 * The movement type of a log line. Lines may carry `useType` (the trade area can set it when it pays or refunds);
 * seeded lines are classified by their memo.
 */
function moneyUseType(rec: MoneyLogRecord & { useType?: number }): UseType {
  if (rec.useType && rec.useType >= 1 && rec.useType <= 5) return rec.useType as UseType;
  if (/充值/.test(rec.memo)) return 1;
  if (/退款|退货|取消/.test(rec.memo)) return 3;
  if (/返现|红包/.test(rec.memo)) return 4;
  if (/调整|补偿/.test(rec.memo)) return 5;
  return rec.changeFen < 0 ? 2 : 5;
}

export const walletHandlers: PartialHandlers<DemoDb> = {
  getWalletBalance(ctx) {
    const payer = payerOf(ctx, requireBuyer(ctx));
    return { balance: fenToYuan(payer.balanceFen), frozen: fenToYuan(payer.frozenFen), points: Math.max(0, payer.points) };
  },

  listMoneyLog(ctx) {
    const q = ctx.query;
    if (q.start_time && q.end_time && q.end_time < q.start_time) throw invalidField('end_time', '结束日期不能早于开始日期');
    const payer = payerOf(ctx, requireBuyer(ctx));
    const rows = [...payer.moneyLog]
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .filter((r) => {
        const day = formatBeijingDate(new Date(r.at));
        if (q.start_time && day < q.start_time) return false;
        if (q.end_time && day > q.end_time) return false;
        return !q.use_type || moneyUseType(r) === q.use_type;
      })
      .map(
        (r): WalletMoneyLog => ({
          id: r.id,
          amount: fenToYuan(r.changeFen),
          balance: fenToYuan(r.balanceAfterFen),
          use_type: moneyUseType(r),
          remark: r.memo,
          created_at: formatBeijing(new Date(r.at)),
        }),
      );
    return paginate(rows, q.page, q.page_size);
  },

  listPointsLog(ctx) {
    const q = ctx.query;
    const payer = payerOf(ctx, requireBuyer(ctx));
    const rows = [...payer.pointsLog]
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .filter((r) => (q.type === 1 ? r.change > 0 : q.type === 2 ? r.change < 0 : true))
      .map(
        (r): WalletPointsLog => ({
          id: r.id,
          points: r.change,
          balance: Math.max(0, r.pointsAfter),
          type: r.change >= 0 ? 1 : 2,
          remark: r.memo,
          created_at: formatBeijing(new Date(r.at)),
        }),
      );
    return paginate(rows, q.page, q.page_size);
  },
};
