import { addFen, fen, fenToYuan, subFen, type Fen } from '@/domain/money';
import { nextId, type DemoDb } from '../../state';
import type { Ctx } from '../shared/buyer';
import { addMoneyLog, addPointsLog, notify } from '../shared/ledgers';
import { PAY_METHOD_TEXT } from './labels';
import { invoiceNoFor, taxNoOf } from './numbers';
import type { OrderRecord, PayMethodCode } from './records';
import { tradeState } from './state';
import {
  AFTER_SALES_AUDIT_AFTER_MS,
  AUTO_RECEIVE_AFTER_MS,
  INVOICE_ISSUE_AFTER_MS,
  RECEIPT_CONFIRM_AFTER_MS,
  SHIP_AFTER_MS,
} from './timeouts';

/**
 * What happens to orders while nobody is looking, applied lazily at the start of every trade call with the request's
 * clock (ctx.now): unpaid orders time out and are cancelled (stock, coupons, balance and points returned), finance
 * confirms 含麻 transfer receipts, the warehouse ships paid orders, shipped orders are received automatically, and
 * invoices are issued. Each step is dated when it was due, not when it was noticed, so the history reads right.
 */
const CARRIERS = ['顺丰速运', '中通快递', '京东物流', '韵达快递'];

/** Every trade call starts here: the back office catches up to the request's clock. Answers that instant (ms). */
export function startTrade(ctx: Ctx): number {
  const at = ctx.now.getTime();
  advance(ctx.db, at);
  return at;
}

interface CancelOutcome {
  returnedBalanceFen: Fen;
  returnedPoints: number;
  returnedCouponIds: number[];
}

export function cancelOrderInternal(db: DemoDb, order: OrderRecord, at: number, reason: string, auto: boolean): CancelOutcome {
  const { catalogue, inventory } = db;
  order.status = 5;
  order.cancelledAt = at;
  order.cancelReason = reason;
  for (const line of order.lines) {
    for (const take of line.takes) {
      if (catalogue.stockByPriceId.has(take.goodsPriceId)) inventory.stock[take.goodsPriceId] = (inventory.stock[take.goodsPriceId] ?? 0) + take.number;
    }
    if (line.comboSets > 0 && catalogue.combinations.some((c) => c.id === line.goodsId)) {
      inventory.combinationStock[line.goodsId] = (inventory.combinationStock[line.goodsId] ?? 0) + line.comboSets;
    }
  }
  const payer = db.members.byId.get(order.payerId);
  const out: CancelOutcome = { returnedBalanceFen: fen(0), returnedPoints: 0, returnedCouponIds: [] };
  if (payer) {
    for (const couponId of [order.couponId, order.voucherId]) {
      const wc = couponId === null ? undefined : payer.coupons.find((c) => c.id === couponId);
      if (!wc || wc.status !== 2) continue;
      wc.status = wc.expiresAt < at ? 3 : 1;
      wc.usedAt = null;
      out.returnedCouponIds.push(wc.id);
    }
    if (order.balanceFen > 0) {
      payer.balanceFen = addFen(payer.balanceFen, order.balanceFen);
      addMoneyLog(db, payer, order.balanceFen, `订单取消退回余额 ${order.orderNo}`, at);
      out.returnedBalanceFen = order.balanceFen;
    }
    if (order.pointsUsed > 0) {
      payer.points += order.pointsUsed;
      addPointsLog(db, payer, order.pointsUsed, `订单取消退回积分 ${order.orderNo}`, at);
      out.returnedPoints = order.pointsUsed;
    }
  }
  notify(
    db,
    [order.buyerId, order.payerId],
    auto ? '订单已自动取消' : '订单已取消',
    auto
      ? `您的订单 ${order.orderNo} 超过付款时间未支付，系统已自动取消，库存、优惠券与抵扣的余额积分已退回。`
      : `您的订单 ${order.orderNo} 已取消（${reason}），库存、优惠券与抵扣的余额积分已退回。`,
    `/order/info/${order.id}`,
    at,
  );
  return out;
}

/** The order is paid in full: awaiting shipment, invoice requested, buyer told. */
export function markPaid(db: DemoDb, order: OrderRecord, method: PayMethodCode, at: number): void {
  order.status = 2;
  order.paidAt = at;
  order.payMethod = method;
  const state = tradeState(db);
  if (order.invoiceType !== null && !Object.values(state.invoices).some((i) => i.orderId === order.id)) {
    const buyer = db.members.byId.get(order.buyerId);
    const id = nextId(db, 'invoice', 4401);
    state.invoices[String(id)] = {
      id,
      orderId: order.id,
      orderNo: order.orderNo,
      buyerId: order.buyerId,
      invoiceNo: null,
      kind: order.invoiceType === 2 ? 'special' : 'normal',
      amountFen: addFen(subFen(order.goodsFen, order.manjianFen, order.couponFen, order.voucherFen), order.shippingFen),
      title: buyer?.company ?? '',
      taxNo: buyer ? taxNoOf(buyer) : '',
      requestedAt: at,
      issuedAt: null,
      status: 0,
    };
  }
  notify(
    db,
    [order.buyerId, order.payerId],
    '订单支付成功',
    `您的订单 ${order.orderNo} 已通过${PAY_METHOD_TEXT[method] ?? '支付'}付款 ¥${fenToYuan(order.payFen)}，我们将尽快为您安排发货。`,
    `/order/info/${order.id}`,
    at,
  );
}

function ship(db: DemoDb, order: OrderRecord, at: number): void {
  order.status = 3;
  order.shippedAt = at;
  order.carrier = CARRIERS[order.id % CARRIERS.length]!;
  order.waybillNo = `7831${String(order.id).padStart(10, '0')}`;
  for (const line of order.lines) {
    if (line.batch) continue;
    const found = line.takes[0] ? db.catalogue.stockByPriceId.get(line.takes[0].goodsPriceId) : undefined;
    if (found) {
      line.batch = found.stock.batch;
      line.expiry = found.stock.expiry;
    }
  }
  notify(
    db,
    [order.buyerId, order.payerId],
    '订单已发货',
    `您的订单 ${order.orderNo} 已发货，${order.carrier} ${order.waybillNo}，请注意查收。`,
    `/order/info/${order.id}`,
    at,
  );
}

function advance(db: DemoDb, at: number): void {
  const state = tradeState(db);
  for (const order of Object.values(state.orders)) {
    if (order.status === 1) {
      const receipt = order.receipt;
      if (receipt && receipt.status === 1 && receipt.uploadedAt !== null) {
        const due = receipt.uploadedAt + RECEIPT_CONFIRM_AFTER_MS;
        if (at < due) continue; // an uploaded receipt stops the clock until finance has looked at it
        receipt.status = 2;
        receipt.confirmedAt = due;
        markPaid(db, order, 'transfer', due);
      } else if (at > order.payDeadline) {
        cancelOrderInternal(db, order, order.payDeadline, '超时未支付，系统自动取消', true);
        continue;
      }
    }
    if (order.status === 2 && order.paidAt !== null) {
      const due = order.shipDueAt ?? order.paidAt + SHIP_AFTER_MS;
      if (at >= due) ship(db, order, due);
    }
    if (order.status === 3 && order.shippedAt !== null && at >= order.shippedAt + AUTO_RECEIVE_AFTER_MS) {
      order.status = 4;
      order.receivedAt = order.shippedAt + AUTO_RECEIVE_AFTER_MS;
    }
  }
  advanceAfterSales(db, at);
  for (const inv of Object.values(state.invoices)) {
    if (inv.status !== 0) continue;
    const due = inv.requestedAt + INVOICE_ISSUE_AFTER_MS;
    if (at < due) continue;
    inv.status = 1;
    inv.issuedAt = due;
    inv.invoiceNo = invoiceNoFor(inv.id, due);
  }
  for (const po of Object.values(state.pointsOrders)) {
    if (po.shippedAt !== null || at < po.createdAt + SHIP_AFTER_MS) continue;
    po.shippedAt = po.createdAt + SHIP_AFTER_MS;
    po.carrier = CARRIERS[po.id % CARRIERS.length]!;
    po.waybillNo = `7832${String(po.id).padStart(10, '0')}`;
  }
}

/** Logistics traces of a shipped order up to `at`, newest first. */
export function tracesOf(order: OrderRecord, at: number): Array<{ time: number; text: string }> {
  if (order.shippedAt === null) return [];
  const s = order.shippedAt;
  const steps: Array<[number, string]> = [
    [0, '【石家庄市】药采平台石家庄一号仓 已揽收'],
    [3 * 3_600_000, '【石家庄市】快件已到达 石家庄转运中心'],
    [8 * 3_600_000, '【石家庄市】快件已从 石家庄转运中心 发出'],
    [20 * 3_600_000, `【${order.address.address.slice(0, 3)}】快件已到达 派送网点，正在派件`],
  ];
  const end = order.receivedAt !== null ? Math.min(at, order.receivedAt) : at;
  const shown = steps.filter(([offset]) => s + offset <= end);
  if (order.receivedAt !== null && order.receivedAt <= at) shown.push([order.receivedAt - s, '快件已签收，签收人：本人，感谢使用']);
  return shown
    .map(([offset, text]) => ({ time: s + offset, text }))
    .sort((a, b) => b.time - a.time);
}

const AFTER_SALES_STEP_MS = 86_400_000;

/**
 * After-sales move on by themselves in the demo: audited, the goods back at the warehouse (or the refund being
 * processed) a day later, done a day after that. A refund of an order paid from the wallet goes back to the balance;
 * anything else is refunded the way it was paid (原路退回), outside the wallet.
 */
function advanceAfterSales(db: DemoDb, at: number): void {
  const state = tradeState(db);
  for (const a of Object.values(state.afterSales)) {
    if (a.status === 1 && at >= a.createdAt + AFTER_SALES_AUDIT_AFTER_MS) {
      a.status = 2;
      a.auditedAt = a.createdAt + AFTER_SALES_AUDIT_AFTER_MS;
    }
    if (a.status === 2 && a.auditedAt !== null && at >= a.auditedAt + AFTER_SALES_STEP_MS) {
      a.status = 3;
      a.processingAt = a.auditedAt + AFTER_SALES_STEP_MS;
    }
    if (a.status === 3 && a.processingAt !== null && at >= a.processingAt + AFTER_SALES_STEP_MS) {
      a.status = 4;
      a.completedAt = a.processingAt + AFTER_SALES_STEP_MS;
      const order = state.orders[String(a.orderId)];
      if (order && a.refundFen !== null && a.refundFen > 0 && order.payMethod === 'balance') {
        const payer = db.members.byId.get(order.payerId);
        if (payer) {
          payer.balanceFen = addFen(payer.balanceFen, a.refundFen);
          addMoneyLog(db, payer, a.refundFen, `售后退款 ${a.afterSalesNo}`, a.completedAt);
        }
      }
      notify(db, [a.buyerId], '售后已完成', `您的售后申请 ${a.afterSalesNo} 已处理完成。`, `/order/afterSalesInfo/${a.id}`, a.completedAt);
    }
  }
}
