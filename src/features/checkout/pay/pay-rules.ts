import type { PayMethod, PayMethods, PayMethodType, PayOnlineFormChannel, PayOnlineSession, PayTransfer } from '@generated/models';
import { floorYuan, tryToFen } from '@/domain/money';
import { isApiError, presentError } from '@/lib/http';
import { step4Href } from '@/lib/routes';
import { readId } from '@/lib/url/id-param';

/**
 * The rules of the pay pages that need no React: what a refusal means for the page, which return path of the
 * simulated gateway may be followed, whether a receipt file can be sent, and checks on the answers before they are
 * drawn (a malformed answer is a failure to show, not a crash).
 */

/** What a failed call means for a pay page. */
export type PayProblem =
  /** 40032 timed out, 40036 cancelled: the order can no longer be paid; the buyer starts again from the cart. */
  | { kind: 'closed'; message: string }
  /** 40034: already paid, so the buyer belongs on step 4. */
  | { kind: 'paid'; message: string }
  /** 40031 balance, 40035 points: said next to the button; another method may still work. */
  | { kind: 'insufficient'; message: string }
  /** 404: no such order for this buyer. */
  | { kind: 'not-found'; message: string }
  /** Network, timeout, 5xx or a malformed answer: worth trying again. */
  | { kind: 'retry'; message: string }
  /** 401 and 459 leave the page (login, e-contract); the shared handler takes the buyer there. */
  | { kind: 'leave'; message: string }
  /** Superseded by a newer call of the same address: nothing to say. */
  | { kind: 'cancelled'; message: string }
  /** Any other refusal (422, 40033, 40037, 40013…): its message, said inline. */
  | { kind: 'other'; message: string; fields?: Record<string, string[]> };

export const PAY_TEXT = {
  badId: '订单编号无效',
  notFound: '订单不存在',
  closed: '订单已超时取消，请重新下单',
  retry: '网络或服务器繁忙，支付信息未能加载，请重试',
  malformed: '支付信息有误，请稍后重试',
  leave: '请先登录后再支付',
} as const;

const CLOSED_CODES = [40032, 40036];
const INSUFFICIENT_CODES = [40031, 40035];

/**
 * Reads a failure of a pay call. The pay pages call the API silently and say every refusal themselves, so the
 * buyer sees one message in place instead of an alert over the page; only login and the e-contract go to the shared
 * handler (call leaveIfNeeded), because those take the buyer elsewhere. Pure, so a render may call it.
 */
export function readPayError(e: unknown): PayProblem {
  if (!isApiError(e)) return { kind: 'retry', message: PAY_TEXT.malformed };
  if (e.kind === 'unauthorized' || e.kind === 'e-contract') {
    return { kind: 'leave', message: e.kind === 'e-contract' ? e.message || '请先签署电子合同' : PAY_TEXT.leave };
  }
  if (e.kind === 'cancelled') return { kind: 'cancelled', message: '' };
  if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'server') return { kind: 'retry', message: e.message || PAY_TEXT.retry };
  const code = e.code ?? 0;
  if (CLOSED_CODES.includes(code)) return { kind: 'closed', message: e.message || PAY_TEXT.closed };
  if (code === 40034) return { kind: 'paid', message: e.message || '订单已支付' };
  if (INSUFFICIENT_CODES.includes(code)) return { kind: 'insufficient', message: e.message };
  if (e.status === 404 || code === 404) return { kind: 'not-found', message: e.message || PAY_TEXT.notFound };
  return { kind: 'other', message: e.kind === 'validation' ? e.firstFieldMessage ?? e.message : e.message, fields: e.fieldErrors };
}

/** Hands a 401 or 459 to the shared handler (login with the return path, or the e-contract page). */
export function leaveIfNeeded(e: unknown): void {
  if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'e-contract')) presentError(e);
}

const METHOD_TYPES = new Set<string>(['balance', 'points', 'online', 'transfer']);
const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function isMethod(v: unknown): v is PayMethod {
  const m = v as PayMethod | null;
  return (
    typeof m === 'object' && m !== null && METHOD_TYPES.has(m.type) && isText(m.name) && (m.is_available === 0 || m.is_available === 1) &&
    (m.reason === null || m.reason === undefined || isText(m.reason))
  );
}

/** The pay page's data when every figure the page draws or computes with is readable, else null. */
export function checkPayMethods(v: unknown): PayMethods | null {
  const d = v as PayMethods | null;
  if (typeof d !== 'object' || d === null) return null;
  const ok =
    isCount(d.order_id) && isText(d.order_no) && (d.is_hm === 0 || d.is_hm === 1) && tryToFen(d.pay_amount) !== null &&
    isCount(d.countdown) && isCount(d.timestamp) && d.timestamp > 0 && isText(d.pay_deadline) && tryToFen(d.balance) !== null &&
    isCount(d.points) && isCount(d.points_needed) && Array.isArray(d.methods) && d.methods.length > 0 && d.methods.every(isMethod);
  return ok ? d : null;
}

export function checkTransfer(v: unknown): PayTransfer | null {
  const d = v as PayTransfer | null;
  if (typeof d !== 'object' || d === null) return null;
  const fields = [d.order_no, d.bank, d.account_name, d.account_no, d.reference, d.pay_deadline, d.notice];
  return fields.every(isText) && tryToFen(d.amount) !== null ? d : null;
}

const SESSION_RE = /^ps_[0-9a-f]{16}$/;

export function checkSession(v: unknown): PayOnlineSession | null {
  const d = v as PayOnlineSession | null;
  if (typeof d !== 'object' || d === null) return null;
  return isText(d.session) && SESSION_RE.test(d.session) && tryToFen(d.amount) !== null && isText(d.return_path) ? d : null;
}

/** The money figure of a wire amount for copying into a bank form: "276.00", floored like the display. */
export function plainYuan(amount: string | number): string {
  try {
    return floorYuan(amount);
  } catch {
    return String(amount);
  }
}

export const CHANNELS: ReadonlyArray<{ value: PayOnlineFormChannel; label: string }> = [
  { value: 'alipay', label: '支付宝' },
  { value: 'wechat', label: '微信支付' },
  { value: 'unionpay', label: '银联' },
];

/** The method chosen unless the server no longer offers it, else the first usable one (never transfer by default). */
export function effectiveMethod(data: PayMethods, chosen: PayMethodType | null): PayMethodType | null {
  const usable = data.methods.filter((m) => m.is_available === 1);
  if (chosen && usable.some((m) => m.type === chosen)) return chosen;
  return usable.find((m) => m.type !== 'transfer')?.type ?? null;
}

export const channelLabel = (c: string): string => CHANNELS.find((x) => x.value === c)?.label ?? c;

const SITE = 'http://site.invalid';

/**
 * Where to go after the simulated gateway: the session's return_path only when it is a same-origin path to step 4
 * that names a readable order (a gateway answer must never send the buyer off the site or to another page), else
 * step 4 of this order. The 含麻 order still to pay (`hm`) rides along either way.
 */
export function afterGatewayHref(returnPath: unknown, orderId: number, hmOrderId: number | null): string {
  const fallback = step4Href(orderId, hmOrderId);
  if (typeof returnPath !== 'string' || !/^\/(?![/\\])/.test(returnPath) || /[\\\s]/.test(returnPath)) return fallback;
  let url: URL;
  try {
    url = new URL(returnPath, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.replace(/\/$/, '') !== '/cart/step4') return fallback;
  const target = readId(url.searchParams.get('order_id'));
  if (target === null) return fallback;
  return step4Href(target, readId(url.searchParams.get('hm')) ?? hmOrderId);
}

/** The contract's maxLength of PayReceiptForm.remark. */
export const REMARK_MAX = 200;
