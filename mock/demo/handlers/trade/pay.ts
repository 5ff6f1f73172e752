import type { PayMethod } from '@generated/models/payMethod';
import type { PayResult } from '@generated/models/payResult';
import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import { fen, fenToYuan, maxFen, negFen, subFen } from '@/domain/money';
import { pointsNeededFor } from '@/domain/points';
import { checkReceiptFile, checkReceiptFormat } from '@/domain/receipt';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, refuse, reply } from '../../core/respond';
import type { AccountRecord } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { requireBuyer, requireContract, type Ctx } from '../shared/buyer';
import { addMoneyLog, addPointsLog } from '../shared/ledgers';
import { hmReceiptBlockers } from './checkout';
import { keepFile } from './files';
import { RECEIPT_STATUS_TEXT } from './labels';
import { markPaid, startTrade } from './lifecycle';
import { paySessionIdFor } from './numbers';
import { ownOrder } from './order-views';
import type { OrderRecord, PayMethodCode } from './records';
import { tradeState } from './state';
import { PAY_SESSION_TTL_MS } from './timeouts';

/**
 * Paying an order: balance, points, a simulated online gateway (start → session → confirm) and, for 含麻 orders only,
 * corporate transfer with a receipt that finance confirms. Each payment checks the order's state and the wallet and
 * then changes them in the same synchronous call, so two parallel payments can never both spend: the second one sees
 * the order already paid (40034) or the balance already gone (40031).
 */

/** Refuses an order that can no longer be paid: cancelled (timed out or by the buyer) or already paid. */
function assertPayable(order: OrderRecord): void {
  if (order.status === 5) {
    const timedOut = order.cancelledAt !== null && order.cancelledAt >= order.payDeadline;
    throw timedOut ? refuse('订单已超时取消，请重新下单', 40032) : refuse('订单已取消，请重新下单', 40036);
  }
  if (order.status !== 1) throw refuse('订单已支付，请勿重复付款', 40034);
}

/**
 * The guard of paying by balance, points or online: a buyer under a signed e-contract (459 without), the buyer's own
 * order (404), still payable (40032/40036/40034), and not a 含麻 order, which is paid by corporate transfer only
 * (40033). Checked in that order, before anything changes.
 */
function orderToPay(ctx: Ctx, id: number): OrderRecord {
  const buyer = requireBuyer(ctx);
  requireContract(ctx, buyer);
  const order = ownOrder(ctx.db, buyer, id);
  assertPayable(order);
  if (order.isHm) throw refuse('含麻订单仅支持对公转账', 40033);
  return order;
}

function payerOfOrder(db: DemoDb, order: OrderRecord): AccountRecord {
  const payer = db.members.byId.get(order.payerId);
  if (!payer) throw notFound('付款账户不存在');
  return payer;
}

function payResult(order: OrderRecord, payer: AccountRecord, method: PayMethodCode): PayResult {
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: 2,
    status_text: '待发货',
    pay_method: method,
    paid_amount: fenToYuan(order.payFen),
    paid_at: formatBeijing(order.paidAt ?? 0),
    balance: fenToYuan(maxFen(fen(0), payer.balanceFen)),
    points: Math.max(0, payer.points),
  };
}

/** A receipt sent without a multipart file part (a form field naming the file): only its name is known. */
function receiptFile(value: unknown): { name: string; size: number; type: string } {
  if (typeof value === 'string') return { name: value, size: 0, type: '' };
  if (value && typeof value === 'object') {
    const v = value as { name?: unknown; filename?: unknown; size?: unknown; type?: unknown; contentType?: unknown };
    const name = typeof v.name === 'string' ? v.name : typeof v.filename === 'string' ? v.filename : '';
    const type = typeof v.type === 'string' ? v.type : typeof v.contentType === 'string' ? v.contentType : '';
    return { name, size: typeof v.size === 'number' ? v.size : 0, type };
  }
  return { name: '', size: 0, type: '' };
}

export const payHandlers: PartialHandlers<DemoDb> = {
  getPayMethods(ctx) {
    const at = startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    assertPayable(order);
    const payer = payerOfOrder(ctx.db, order);
    const needed = pointsNeededFor(order.payFen);
    let methods: PayMethod[];
    if (order.isHm) {
      const pending = hmReceiptBlockers(ctx.db, order.buyerId, order.id).filter((o) => o.receipt?.status === 1);
      methods = [
        {
          type: 'transfer',
          name: '对公转账',
          is_available: pending.length > 0 ? 0 : 1,
          reason: pending.length > 0 ? '上一笔含麻订单回执尚未确认，请等待确认后再支付本订单' : null,
        },
      ];
    } else {
      const balanceOk = payer.balanceFen >= order.payFen;
      const pointsOk = payer.points >= needed;
      methods = [
        { type: 'balance', name: '余额支付', is_available: balanceOk ? 1 : 0, reason: balanceOk ? null : `余额不足：可用余额 ${fenToYuan(maxFen(fen(0), payer.balanceFen))} 元` },
        { type: 'points', name: '积分支付', is_available: pointsOk ? 1 : 0, reason: pointsOk ? null : `积分不足：需 ${needed} 积分，当前 ${Math.max(0, payer.points)} 积分` },
        { type: 'online', name: '在线支付', is_available: 1, reason: null },
      ];
    }
    return {
      order_id: order.id,
      order_no: order.orderNo,
      is_hm: order.isHm,
      pay_amount: fenToYuan(order.payFen),
      pay_deadline: formatBeijing(order.payDeadline),
      countdown: Math.max(0, Math.ceil((order.payDeadline - at) / 1000)),
      timestamp: Math.floor(at / 1000),
      balance: fenToYuan(maxFen(fen(0), payer.balanceFen)),
      points: Math.max(0, payer.points),
      points_needed: needed,
      methods,
    };
  },

  payWithBalance(ctx) {
    const at = startTrade(ctx);
    const order = orderToPay(ctx, ctx.params.id);
    const payer = payerOfOrder(ctx.db, order);
    if (payer.balanceFen < order.payFen) {
      throw refuse(`余额不足：应付 ${fenToYuan(order.payFen)} 元，可用余额 ${fenToYuan(maxFen(fen(0), payer.balanceFen))} 元`, 40031);
    }
    payer.balanceFen = subFen(payer.balanceFen, order.payFen);
    addMoneyLog(ctx.db, payer, negFen(order.payFen), `订单支付 ${order.orderNo}`, at);
    markPaid(ctx.db, order, 'balance', at);
    return reply(payResult(order, payer, 'balance'), '支付成功');
  },

  payWithPoints(ctx) {
    const at = startTrade(ctx);
    const order = orderToPay(ctx, ctx.params.id);
    const payer = payerOfOrder(ctx.db, order);
    const needed = pointsNeededFor(order.payFen);
    if (payer.points < needed) throw refuse(`积分不足：本单需 ${needed} 积分，当前 ${Math.max(0, payer.points)} 积分`, 40035);
    payer.points -= needed;
    addPointsLog(ctx.db, payer, -needed, `积分支付订单 ${order.orderNo}`, at);
    markPaid(ctx.db, order, 'points', at);
    return reply(payResult(order, payer, 'points'), '支付成功');
  },

  startOnlinePay(ctx) {
    const at = startTrade(ctx);
    const order = orderToPay(ctx, ctx.params.id);
    const channel = ctx.body.channel;
    const session = paySessionIdFor(order.id, nextId(ctx.db, 'paySession'), at);
    const expiresAt = Math.min(at + PAY_SESSION_TTL_MS, order.payDeadline);
    tradeState(ctx.db).paySessions[session] = {
      session,
      orderId: order.id,
      payerId: order.payerId,
      channel,
      amountFen: order.payFen,
      createdAt: at,
      expiresAt,
      used: false,
    };
    return reply(
      {
        session,
        order_id: order.id,
        channel,
        amount: fenToYuan(order.payFen),
        return_path: `/cart/step4?order_id=${order.id}`,
        expire_time: formatBeijing(expiresAt),
      },
      '请在支付页面完成付款',
    );
  },

  confirmOnlinePay(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const state = tradeState(ctx.db);
    const s = state.paySessions[String(ctx.params.session)];
    const order = s ? state.orders[String(s.orderId)] : undefined;
    if (!s || !order || order.buyerId !== buyer.id) throw notFound('支付会话不存在');
    assertPayable(order);
    if (s.used) throw refuse('订单已支付，请勿重复付款', 40034);
    if (at > s.expiresAt) throw refuse('支付会话已过期，请返回订单重新支付', 40037);
    if (s.amountFen !== order.payFen) throw refuse('订单金额已变化，请返回订单重新支付', 40037);
    s.used = true;
    markPaid(ctx.db, order, 'online', at);
    return reply(payResult(order, payerOfOrder(ctx.db, order), 'online'), '支付成功');
  },

  getPayTransfer(ctx) {
    startTrade(ctx);
    const order = ownOrder(ctx.db, requireBuyer(ctx), Number(ctx.params.id));
    assertPayable(order);
    const cfg = ctx.db.catalogue.commonConfig;
    return {
      order_id: order.id,
      order_no: order.orderNo,
      bank: '中国工商银行石家庄分行',
      account_name: cfg.companyName,
      account_no: '0402 0213 0930 0123 456',
      amount: fenToYuan(order.payFen),
      reference: order.orderNo,
      pay_deadline: formatBeijing(order.payDeadline),
      notice: '请使用与注册单位名称一致的对公账户转账，附言填写订单号；转账后请上传回执，财务确认后发货。',
    };
  },

  uploadPayReceipt(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const order = ownOrder(ctx.db, buyer, Number(ctx.params.id));
    if (!order.isHm || !order.receipt) throw refuse('该订单不是含麻订单，无需上传转账回执', 40038);
    assertPayable(order);
    // A receipt awaiting confirmation may be replaced (from /hmdd); the new file awaits confirmation in its place.
    // A multipart part is checked whole; a form field naming the file (no bytes) only by its format.
    const upload = ctx.files.find((f) => f.field === 'file');
    const check = upload ? checkReceiptFile({ name: upload.name, size: upload.size, type: upload.type }) : checkReceiptFormat(receiptFile(ctx.body.file));
    if (!check.ok) throw invalidField('file', check.message);
    const ext = check.ext;
    const pending = hmReceiptBlockers(ctx.db, buyer.id, order.id).filter((o) => o.receipt?.status === 1);
    if (pending.length > 0) throw refuse('上一笔含麻订单回执尚未确认，请等待确认后再支付本订单', 40013);
    const kept = upload ? keepFile(ctx.db, buyer.id, upload, at) : null;
    const image = kept ? `/api/pay/${order.id}/receipt?v=${kept.id}` : `/uploads/receipt/${formatBeijingDate(at).replace(/-/g, '')}/${order.id}.${ext}`;
    order.receipt = {
      status: 1,
      image,
      remark: typeof ctx.body.remark === 'string' ? ctx.body.remark : '',
      uploadedAt: at,
      confirmedAt: null,
      rejectReason: null,
      fileId: kept?.id ?? null,
    };
    return reply(
      { order_id: order.id, receipt_status: 1, receipt_status_text: RECEIPT_STATUS_TEXT[1]!, receipt_image: image, uploaded_at: formatBeijing(at) },
      '回执已上传，财务确认后安排发货',
    );
  },
};
