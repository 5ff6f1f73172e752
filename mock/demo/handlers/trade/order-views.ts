import type { AfterSalesDetail } from '@generated/models/afterSalesDetail';
import type { AfterSalesSummary } from '@generated/models/afterSalesSummary';
import type { HmOrder } from '@generated/models/hmOrder';
import type { OrderAddress } from '@generated/models/orderAddress';
import type { OrderAmounts } from '@generated/models/orderAmounts';
import type { OrderDetail } from '@generated/models/orderDetail';
import type { OrderLine } from '@generated/models/orderLine';
import type { OrderReturn } from '@generated/models/orderReturn';
import type { OrderSummary } from '@generated/models/orderSummary';
import { returnableNumber } from '@/domain/after-sales';
import { formatBeijing } from '@/domain/datetime';
import { fen, fenToYuan, mulFen } from '@/domain/money';
import { notFound } from '../../core/respond';
import { addressText } from '../../data/addresses';
import type { AccountRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { INVOICE_TYPE_TEXT, ORDER_STATUS_TEXT, PAY_METHOD_TEXT, RECEIPT_STATUS_TEXT } from './labels';
import { tracesOf } from './lifecycle';
import { taxNoOf } from './numbers';
import type { AfterSalesRecord, OrderLineRecord, OrderRecord } from './records';
import { tradeState } from './state';
import { AFTER_SALES_WINDOW_MS } from './timeouts';

/** How orders, 含麻 receipts and after-sales are shown (contract OrderSummary, OrderDetail, HmOrder, AfterSalesDetail…). */
const RETURN_ADDRESS = { consignee: '药采平台退货组', phone: '0311-86861234', address: '河北省石家庄市栾城区裕翔街 166 号 石家庄一号仓' };

export function ownOrder(db: DemoDb, buyer: AccountRecord, id: number): OrderRecord {
  const order = tradeState(db).orders[String(id)];
  if (!order || order.buyerId !== buyer.id) throw notFound('订单不存在');
  return order;
}

/** Delivery addresses of the store, else of its chain head. */
export function addressesOf(buyer: AccountRecord, payer: AccountRecord) {
  return buyer.addresses.length > 0 ? buyer.addresses : payer.addresses;
}

export function orderAddressView(a: AccountRecord['addresses'][number]): OrderAddress {
  return { id: a.id, consignee: a.consignee, phone: a.phone, address: addressText(a), is_default: a.isDefault };
}

function orderLineView(l: OrderLineRecord): OrderLine {
  return {
    id: l.id,
    goods_id: l.goodsId,
    name: l.name,
    ypgg: l.ypgg,
    sccj: l.sccj,
    bzdw: l.bzdw,
    image: l.image,
    price: fenToYuan(l.unitFen),
    number: l.number,
    amount: fenToYuan(l.amountFen),
    ph: l.batch,
    yxq: l.expiry,
    is_hm: l.isHm,
  };
}

function orderAmountsView(o: OrderRecord): OrderAmounts {
  return {
    goods_amount: fenToYuan(o.goodsFen),
    manjian_amount: fenToYuan(o.manjianFen),
    coupon_amount: fenToYuan(o.couponFen),
    shipping_amount: fenToYuan(o.shippingFen),
    voucher_amount: fenToYuan(o.voucherFen),
    points_amount: fenToYuan(o.pointsFen),
    balance_amount: fenToYuan(o.balanceFen),
    pay_amount: fenToYuan(o.payFen),
  };
}

export function orderSummaryView(o: OrderRecord): OrderSummary {
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status]!,
    is_hm: o.isHm,
    goods_count: o.lines.length,
    total_number: o.lines.reduce((n, l) => n + l.number, 0),
    images: o.lines.slice(0, 5).map((l) => l.image),
    pay_amount: fenToYuan(o.payFen),
    pay_deadline: o.status === 1 ? formatBeijing(o.payDeadline) : null,
    created_at: formatBeijing(o.createdAt),
  };
}

/** The quantity of each line an after-sales application asks for (an older record without numbers: the whole line). */
export function requestedNumbers(order: OrderRecord, a: AfterSalesRecord): Map<number, number> {
  const out = new Map<number, number>();
  a.lineIds.forEach((id, i) => out.set(id, a.numbers?.[i] ?? order.lines.find((l) => l.id === id)?.number ?? 0));
  return out;
}

/** How much of each line applications that were not rejected have taken (src/domain/after-sales.ts). */
export function takenOf(db: DemoDb, order: OrderRecord): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of Object.values(tradeState(db).afterSales)) {
    if (a.orderId !== order.id || a.status === 5) continue;
    for (const [id, n] of requestedNumbers(order, a)) out.set(id, (out.get(id) ?? 0) + n);
  }
  return out;
}

function canAfterSales(db: DemoDb, order: OrderRecord, at: number): boolean {
  if (order.status !== 4 || order.receivedAt === null || at > order.receivedAt + AFTER_SALES_WINDOW_MS) return false;
  const taken = takenOf(db, order);
  return order.lines.some((l) => returnableNumber(l.number, taken.get(l.id) ?? 0) > 0);
}

/** Where a refund of the order goes: an order paid from the wallet back to the balance, others the way they were paid. */
function refundTo(order: OrderRecord): '退至余额' | '原路退回' {
  return order.payMethod === 'balance' ? '退至余额' : '原路退回';
}

/** The lines of an application, each with the quantity asked for and its amount at the unit price paid. */
function requestedLines(order: OrderRecord, a: AfterSalesRecord) {
  const numbers = requestedNumbers(order, a);
  return order.lines
    .filter((l) => numbers.has(l.id))
    .map((l) => {
      const n = numbers.get(l.id)!;
      return { ...orderLineView(l), number: n, amount: fenToYuan(mulFen(l.unitFen, n)) };
    });
}

export function orderDetailView(db: DemoDb, o: OrderRecord, at: number): OrderDetail {
  const buyer = db.members.byId.get(o.buyerId);
  const invoice = Object.values(tradeState(db).invoices).find((i) => i.orderId === o.id);
  const traces = tracesOf(o, at);
  const last = traces[0];
  const taken = takenOf(db, o);
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status]!,
    is_hm: o.isHm,
    lines: o.lines.map((l) => ({ ...orderLineView(l), returned_number: taken.get(l.id) ?? 0 })),
    amounts: orderAmountsView(o),
    address: { ...o.address },
    invoice:
      o.invoiceType === null
        ? null
        : {
            type: o.invoiceType,
            type_name: INVOICE_TYPE_TEXT[o.invoiceType]!,
            title: buyer?.company ?? invoice?.title ?? '',
            tax_no: buyer ? taxNoOf(buyer) : (invoice?.taxNo ?? ''),
            url: invoice && invoice.status === 1 ? `/api/invoice/${invoice.id}/download` : null,
          },
    logistics:
      o.carrier && o.waybillNo && last ? { carrier: o.carrier, waybill_no: o.waybillNo, last_trace: { time: formatBeijing(last.time), text: last.text } } : null,
    pay_method: o.payMethod ? PAY_METHOD_TEXT[o.payMethod]! : null,
    pay_deadline: o.status === 1 ? formatBeijing(o.payDeadline) : null,
    paid_at: o.paidAt !== null ? formatBeijing(o.paidAt) : null,
    remark: o.remark,
    can_cancel: o.status === 1 && o.receipt?.status !== 1 ? 1 : 0,
    can_receive: o.status === 3 ? 1 : 0,
    can_after_sales: canAfterSales(db, o, at) ? 1 : 0,
    created_at: formatBeijing(o.createdAt),
    shipped_at: o.shippedAt !== null ? formatBeijing(o.shippedAt) : null,
    received_at: o.receivedAt !== null ? formatBeijing(o.receivedAt) : null,
    cancelled_at: o.cancelledAt !== null ? formatBeijing(o.cancelledAt) : null,
    cancel_reason: o.cancelReason,
    after_sales: Object.values(tradeState(db).afterSales)
      .filter((a) => a.orderId === o.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((a) => ({
        id: a.id,
        after_sales_no: a.afterSalesNo,
        type_text: AFTER_SALES_TYPE_TEXT[a.type]!,
        status_text: afterSalesStatusText(a),
        line_ids: [...a.lineIds],
        created_at: formatBeijing(a.createdAt),
      })),
  };
}

export function hmOrderView(o: OrderRecord): HmOrder {
  const r = o.receipt;
  const status = r?.status ?? 0;
  return {
    id: o.id,
    order_no: o.orderNo,
    goods_names: o.lines.map((l) => `${l.name} ${l.ypgg} ×${l.number}`).join('，'),
    pay_amount: fenToYuan(o.payFen),
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status]!,
    receipt_status: status,
    receipt_status_text: RECEIPT_STATUS_TEXT[status]!,
    // Served back by getPayReceipt to this store only; `v` changes when the receipt is replaced.
    receipt_image: r?.image && r.uploadedAt !== null ? `/api/pay/${o.id}/receipt${r.fileId ? `?v=${r.fileId}` : ''}` : null,
    reject_reason: r?.rejectReason ?? null,
    created_at: formatBeijing(o.createdAt),
  };
}

const AFTER_SALES_TYPE_TEXT: Record<number, string> = { 1: '仅退款', 2: '退货退款', 3: '换货' };

function afterSalesStatusText(a: AfterSalesRecord): string {
  switch (a.status) {
    case 1:
      return '待审核';
    case 2:
      return a.type === 1 ? '审核通过，退款处理中' : '审核通过，请寄回商品';
    case 3:
      return a.type === 3 ? '仓库已收货，换货处理中' : '处理中';
    case 4:
      return a.type === 3 ? '换货已完成' : '退款已完成';
    default:
      return '已驳回';
  }
}

export function afterSalesSummaryView(db: DemoDb, a: AfterSalesRecord): AfterSalesSummary {
  const order = tradeState(db).orders[String(a.orderId)]!;
  return {
    id: a.id,
    after_sales_no: a.afterSalesNo,
    order_id: order.id,
    order_no: order.orderNo,
    type: a.type,
    type_text: AFTER_SALES_TYPE_TEXT[a.type]!,
    status: a.status,
    status_text: afterSalesStatusText(a),
    goods_names: requestedLines(order, a)
      .map((l) => `${l.name} ${l.ypgg} ×${l.number}`)
      .join('，'),
    refund_amount: a.refundFen !== null ? fenToYuan(a.refundFen) : null,
    refund_to: a.refundFen !== null ? refundTo(order) : null,
    created_at: formatBeijing(a.createdAt),
  };
}

export function afterSalesCreatedView(a: AfterSalesRecord) {
  return { id: a.id, after_sales_no: a.afterSalesNo, status: a.status, status_text: afterSalesStatusText(a) };
}

export function afterSalesDetailView(db: DemoDb, a: AfterSalesRecord): AfterSalesDetail {
  const order = tradeState(db).orders[String(a.orderId)]!;
  const lines = requestedLines(order, a);
  const to = refundTo(order);
  const step = (title: string, text: string, time: number | null) => ({ title, text, time: time !== null ? formatBeijing(time) : null, is_done: time !== null ? 1 : 0 }) as const;
  const middle =
    a.type === 1
      ? step('退款处理', '财务正在处理退款', a.processingAt)
      : step('仓库收货', a.processingAt !== null ? '仓库已收到寄回的商品' : '等待仓库收货', a.processingAt);
  return {
    id: a.id,
    after_sales_no: a.afterSalesNo,
    order_id: order.id,
    order_no: order.orderNo,
    type: a.type,
    type_text: AFTER_SALES_TYPE_TEXT[a.type]!,
    status: a.status,
    status_text: afterSalesStatusText(a),
    lines,
    reason: a.reason,
    description: a.description,
    images: a.images,
    refund_amount: a.refundFen !== null ? fenToYuan(a.refundFen) : null,
    refund_to: a.refundFen !== null ? to : null,
    steps: [
      step('提交申请', '您的售后申请已提交', a.createdAt),
      step('平台审核', a.auditedAt !== null ? (a.type === 1 ? '审核通过' : '审核通过，请在 7 天内寄回商品') : '等待平台审核', a.auditedAt),
      middle,
      step(a.type === 3 ? '换货完成' : '退款完成', a.type === 3 ? '新商品将随下次发货寄出' : `退款将${to}`, a.completedAt),
    ],
    created_at: formatBeijing(a.createdAt),
  };
}

export function orderReturnView(db: DemoDb, a: AfterSalesRecord): OrderReturn {
  const order = tradeState(db).orders[String(a.orderId)]!;
  const texts: Record<number, string> = { 1: '待审核', 2: '审核通过，待寄回', 3: '仓库已收货，退款处理中', 4: '已退款', 5: '已拒绝' };
  const sentBack = a.status >= 3 && a.status <= 4;
  return {
    id: a.id,
    return_no: a.returnNo,
    order_id: order.id,
    order_no: order.orderNo,
    status: a.status,
    status_text: texts[a.status]!,
    lines: requestedLines(order, a),
    refund_amount: fenToYuan(a.refundFen ?? fen(0)),
    refund_to: refundTo(order),
    reason: a.reason,
    return_address: { ...RETURN_ADDRESS },
    return_carrier: sentBack ? '中通快递' : null,
    return_waybill_no: sentBack ? `7833${String(a.id).padStart(10, '0')}` : null,
    created_at: formatBeijing(a.createdAt),
  };
}
