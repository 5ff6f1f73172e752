import type { OrderAddress, OrderCreated, UserAddress } from '@generated/models';
import { tryToFen } from '@/domain/money';
import { href, hmHref, step3Href, step4Href } from '@/lib/routes';

/**
 * Input rules of step 2, pure so the models and their tests share them: OrderSubmitForm's remark (≤ 200), use_points
 * (an integer ≥ 0 within the order's cap), how a created address is listed and where a created order goes next. A
 * new address is checked by the address book's form (src/domain/validation.ts's validateAddress, shared with the demo
 * API).
 */
export const REMARK_MAX = 200;

/** A created address as step 2 lists it (the server's OrderAddress prints the city only when it is not the province). */
export function orderAddressOf(a: UserAddress): OrderAddress {
  const city = a.city === a.province ? '' : a.city;
  return { id: a.id, consignee: a.consignee, phone: a.phone, address: `${a.province}${city}${a.district}${a.detail}`, is_default: a.is_default };
}

export type PointsInput = { ok: true; points: number } | { ok: false; message: string };

/** The points box: empty is 0; otherwise a whole number from 0 to `max`. */
export function parsePoints(text: string, max: number): PointsInput {
  const s = text.trim();
  if (s === '') return { ok: true, points: 0 };
  if (/^-/.test(s)) return { ok: false, message: '积分不能为负数' };
  if (!/^\d+$/.test(s)) return { ok: false, message: '积分须为整数' };
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n > max) {
    return { ok: false, message: max > 0 ? `本单最多可使用 ${max} 积分` : '本单暂不能使用积分抵扣' };
  }
  return { ok: true, points: n };
}

export function remarkProblem(text: string): string | null {
  const n = Array.from(text).length;
  return n > REMARK_MAX ? `备注最多 ${REMARK_MAX} 个字，当前 ${n} 个字` : null;
}

/**
 * The next page after POST /api/order: the ordinary order's pay page (or step 4 when the wallet already paid it at
 * submission), else the 含麻 order's transfer page.
 */
export function afterSubmitHref(created: readonly OrderCreated[]): string {
  const normal = created.find((o) => o.is_hm !== 1);
  const hm = created.find((o) => o.is_hm === 1);
  if (normal) {
    const paid = tryToFen(normal.pay_amount) === 0;
    return paid ? step4Href(normal.id, hm?.id) : step3Href(normal.id, hm?.id);
  }
  return hm ? hmHref(hm.id) : href('cart');
}
