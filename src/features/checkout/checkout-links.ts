import type { OrderCreated } from '@generated/models';
import { tryToFen } from '@/domain/money';
import { href } from '@/lib/routes';

/**
 * Where the purchase goes between its steps. The order ids travel in the address so every step survives a reload and
 * can be bookmarked: step 2 gets the checked-out cart line ids, step 3 the ordinary order (and the 含麻 order still to
 * be paid, `hm`), step 4 the paid order (and the same `hm`), /cart/hm the 含麻 order.
 */
export const step2Href = (ids: readonly number[]): string => href('cart_step2', undefined, { ids: ids.join(',') });

export const step3Href = (orderId: number, hmOrderId?: number | null): string =>
  href('cart_step3', { id: orderId }, { hm: hmOrderId ?? undefined });

export const step4Href = (orderId: number, hmOrderId?: number | null): string =>
  href('cart_step4', undefined, { order_id: orderId, hm: hmOrderId ?? undefined });

export const hmHref = (orderId: number): string => href('cart_hm', undefined, { order_id: orderId });

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

/** A positive integer id from the address (`?order_id=12`), or null for anything else. */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Cart line ids from `?ids=1,2,3`: the valid ones, deduplicated, in order; at most 500. */
export function readIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(',')) {
    const id = readId(part.trim());
    if (id !== null && !out.includes(id)) out.push(id);
    if (out.length >= 500) break;
  }
  return out;
}
