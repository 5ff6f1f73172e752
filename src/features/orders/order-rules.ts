import type { AfterSalesDetail, ListOrdersParams, OrderDetail, OrderSummary } from '@generated/models';
import { figuresAgree, type OrderFigures } from '@/domain/order-deductions';
import { fen, tryToFen, wireFen } from '@/domain/money';
import { isApiError, presentError } from '@/lib/http';
import { pageParam } from '@/lib/url/page-param';
import { ORDER_STATUSES } from '@/domain/order-status';

/**
 * The rules of the order centre that need no React: the tabs, the list's filters in the address, the actions each
 * status allows (and why the others are refused), reading failures, and checks on answers before they are drawn.
 */

/** The 退款/售后 tab: the after-sales list, not an order status (the address says ?status=6). */
export const AFTER_SALES_TAB = 6;

const ORDER_TABS = [{ status: 0, label: '全部' }, ...ORDER_STATUSES] as const;

/** The tabs of /order: the statuses, then 退款/售后. */
export const ORDER_CENTRE_TABS = [...ORDER_TABS, { status: AFTER_SALES_TAB, label: '退款/售后' }] as const;

export type OrderTabStatus = (typeof ORDER_CENTRE_TABS)[number]['status'];

export interface OrderListQuery {
  status: OrderTabStatus;
  keywords: string;
  start: string;
  end: string;
  page: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const KEYWORDS_MAX = 50;

function readDate(v: string | null): string {
  if (!v || !DATE_RE.test(v)) return '';
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? '' : v;
}

/** The list's filters from the address; anything unreadable falls back to its default. */
export function readListQuery(search: string): OrderListQuery {
  const q = new URLSearchParams(search);
  const s = Number(q.get('status'));
  const status = (ORDER_CENTRE_TABS.some((t) => t.status === s) ? s : 0) as OrderTabStatus;
  return {
    status,
    keywords: (q.get('keywords') ?? '').trim().slice(0, KEYWORDS_MAX),
    start: readDate(q.get('start_time')),
    end: readDate(q.get('end_time')),
    page: pageParam(q.get('page')),
  };
}

/** Orders a page of the list shows. */
export const ORDER_LIST_PAGE_SIZE = 10;
/**
 * How long a loaded page of the list is shown without asking again: long enough that the call started at boot
 * (src/app/route-data.ts) is not repeated when the page mounts a moment later; the buyer's own actions refresh it at
 * once (they invalidate the order queries).
 */
export const ORDER_LIST_STALE_MS = 10_000;

/** The order list call for the address's filters; null on the after-sales tab, which lists after-sales instead. */
export function orderListParams(q: OrderListQuery): ListOrdersParams | null {
  if (q.status === AFTER_SALES_TAB) return null;
  return {
    status: q.status,
    keywords: q.keywords || undefined,
    start_time: q.start || undefined,
    end_time: q.end || undefined,
    page: q.page,
    page_size: ORDER_LIST_PAGE_SIZE,
  };
}

/** The address's query for the filters (defaults left out, so /order stays /order). */
export function listQueryString(q: OrderListQuery): string {
  const p = new URLSearchParams();
  if (q.status) p.set('status', String(q.status));
  if (q.keywords) p.set('keywords', q.keywords);
  if (q.start) p.set('start_time', q.start);
  if (q.end) p.set('end_time', q.end);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A date range the server would refuse, said before asking it. */
export function dateRangeProblem(start: string, end: string): string | null {
  return start && end && end < start ? '结束日期不能早于开始日期' : null;
}

/** The actions of an order's status, each with the reason when it is refused. */
interface OrderAction {
  key: 'pay' | 'cancel' | 'receive' | 'again' | 'afterSales' | 'logistics' | 'invoice';
  label: string;
  /** null when allowed; otherwise why not, said to the buyer. */
  refused: string | null;
}

/** What decides which actions an order offers. */
export interface ActionInput {
  status: number;
  is_hm: number;
  can_cancel?: number;
  can_receive?: number;
  can_after_sales?: number;
  hasInvoice?: boolean;
  hasLogistics?: boolean;
}

const NOT_SHIPPED = '订单尚未发货，暂无物流信息';

export function orderActions(o: ActionInput): OrderAction[] {
  const s = o.status;
  const out: OrderAction[] = [];
  if (s === 1) {
    out.push({ key: 'pay', label: '去支付', refused: null });
    out.push({ key: 'cancel', label: '取消订单', refused: o.can_cancel === 0 ? '转账回执已上传，正在等待财务确认，暂不能取消订单' : null });
  }
  if (s === 3) out.push({ key: 'receive', label: '确认收货', refused: o.can_receive === 0 ? '订单尚未发货，不能确认收货' : null });
  if (s === 3 || s === 4) out.push({ key: 'logistics', label: '查看物流', refused: o.hasLogistics === false ? NOT_SHIPPED : null });
  if (s === 4) {
    out.push({
      key: 'afterSales',
      label: '申请售后',
      refused: o.can_after_sales === 0 ? '已超过收货后 7 天的售后期限或商品均在售后中，如需帮助请联系专属客服' : null,
    });
  }
  if (s >= 2 && s <= 4) out.push({ key: 'invoice', label: '发票', refused: o.hasInvoice === false ? '发票开具中，开具后可在此下载' : null });
  if (s !== 1) out.push({ key: 'again', label: '再次购买', refused: o.is_hm === 1 ? '含麻订单须单独下单并对公转账，请从商品页重新购买' : null });
  return out;
}

export const CANCEL_REASONS = ['商品选错/多选', '价格或优惠不合适', '收货地址填写错误', '暂时不需要了', '其他原因'] as const;

export const AFTER_SALES_TYPES = [
  { value: 2, label: '退货退款' },
  { value: 1, label: '仅退款' },
  { value: 3, label: '换货' },
] as const;

/** At most this many photos go with an application (the contract's images). */
export const AFTER_SALES_PHOTOS_MAX = 5;

/** Where a refund of the order goes, said before applying: an order paid from the balance gets it back there. */
export function refundDestination(payMethod: string | null | undefined): string {
  return payMethod === '余额支付' ? '退至账户余额' : '原路退回（按付款方式退回）';
}

export const AFTER_SALES_REASONS = ['外包装破损', '商品近效期', '批号与订单不符', '发错货/漏发', '质量问题', '其他'] as const;

/** What a failed call means for an order-centre page. */
type OrderProblem =
  | { kind: 'not-found'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'leave'; message: string }
  | { kind: 'cancelled'; message: string }
  | { kind: 'refused'; message: string; field?: string };

/** Reads a failure. Pages call silently and say refusals in place; login and the e-contract go to the shared handler. */
export function readOrderError(e: unknown): OrderProblem {
  if (!isApiError(e)) return { kind: 'retry', message: '订单信息有误，请稍后重试' };
  if (e.kind === 'unauthorized' || e.kind === 'e-contract') return { kind: 'leave', message: e.kind === 'e-contract' ? '请先签署电子合同' : '请先登录' };
  if (e.kind === 'cancelled') return { kind: 'cancelled', message: '' };
  if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'server') return { kind: 'retry', message: e.message || '网络或服务器繁忙，请重试' };
  if (e.status === 404) return { kind: 'not-found', message: e.message || '订单不存在' };
  if (e.kind === 'validation') {
    const field = e.fieldErrors ? Object.keys(e.fieldErrors)[0] : undefined;
    return { kind: 'refused', message: e.firstFieldMessage ?? e.message, field };
  }
  return { kind: 'refused', message: e.message || '操作未能完成，请稍后重试' };
}

/** The rows of a list answer when every one of them could be read, else null: a list is never drawn half. */
export function everyRow<T>(rows: readonly (T | null)[] | null): T[] | null {
  return rows && rows.every((r) => r !== null) ? (rows as T[]) : null;
}

export function leaveIfNeeded(e: unknown): void {
  if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'e-contract')) presentError(e);
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const STATUSES = [1, 2, 3, 4, 5];

export function checkSummary(v: unknown): OrderSummary | null {
  const o = v as OrderSummary | null;
  if (typeof o !== 'object' || o === null) return null;
  const ok =
    isId(o.id) && isText(o.order_no) && STATUSES.includes(o.status) && isText(o.status_text) && Array.isArray(o.images) &&
    tryToFen(o.pay_amount) !== null && isText(o.created_at) && typeof o.goods_count === 'number';
  return ok ? o : null;
}

function isLine(v: unknown): boolean {
  const l = v as OrderDetail['lines'][number] | null;
  return typeof l === 'object' && l !== null && isId(l.id) && isText(l.name) && tryToFen(l.price) !== null && tryToFen(l.amount) !== null && typeof l.number === 'number';
}

export function checkDetail(v: unknown): OrderDetail | null {
  const o = v as OrderDetail | null;
  if (typeof o !== 'object' || o === null) return null;
  const ok =
    isId(o.id) && isText(o.order_no) && STATUSES.includes(o.status) && Array.isArray(o.lines) && o.lines.length > 0 && o.lines.every(isLine) &&
    typeof o.amounts === 'object' && o.amounts !== null && tryToFen(o.amounts.pay_amount) !== null && typeof o.address === 'object' && o.address !== null;
  return ok ? o : null;
}

export function checkAfterSales(v: unknown): AfterSalesDetail | null {
  const a = v as AfterSalesDetail | null;
  if (typeof a !== 'object' || a === null) return null;
  const ok = isId(a.id) && isText(a.after_sales_no) && isId(a.order_id) && Array.isArray(a.lines) && a.lines.every(isLine) && Array.isArray(a.steps);
  return ok ? a : null;
}

/** The figures of the detail's amounts in fen (missing deductions are 0, as before submission). */
export function figuresOf(a: OrderDetail['amounts']): OrderFigures {
  return {
    goodsFen: wireFen(a.goods_amount, fen(0)),
    manjianFen: wireFen(a.manjian_amount, fen(0)),
    couponFen: wireFen(a.coupon_amount, fen(0)),
    voucherFen: wireFen(a.voucher_amount ?? '0', fen(0)),
    pointsFen: wireFen(a.points_amount ?? '0', fen(0)),
    balanceFen: wireFen(a.balance_amount ?? '0', fen(0)),
    shippingFen: wireFen(a.shipping_amount, fen(0)),
  };
}

export function amountsAgree(a: OrderDetail['amounts']): boolean {
  const pay = tryToFen(a.pay_amount);
  return pay !== null && figuresAgree(figuresOf(a), pay);
}
