import type { Coupon } from '@generated/models/coupon';
import type { CouponCount } from '@generated/models/couponCount';
import { pageParam } from '@/lib/url/page-param';
import { href } from '@/lib/routes/paths';

/** The wallet's two kinds of coupon: 优惠券 (/yhq, type 1, with a threshold) and 现金券 (/xjq, type 2). */
export type CouponKind = 'coupon' | 'voucher';

export const COUPON_KINDS = {
  coupon: { type: 1, route: 'yhq', title: '优惠券', noun: '优惠券' },
  voucher: { type: 2, route: 'xjq', title: '现金券', noun: '现金券' },
} as const;

/** The status tabs, in the order shown (the contract's status: 1 unused, 2 used, 3 expired). */
export const COUPON_STATUSES = [
  { value: 1, label: '未使用' },
  { value: 2, label: '已使用' },
  { value: 3, label: '已过期' },
] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number]['value'];

export const COUPON_PAGE_SIZE = 10;

export interface CouponFilter {
  status: CouponStatus;
  page: number;
}

/** The filter from the address (?status=2&page=3); anything unreadable reads as 未使用, page 1. */
export function readCouponFilter(search: string): CouponFilter {
  const q = new URLSearchParams(search);
  const raw = q.get('status');
  const status = COUPON_STATUSES.find((s) => String(s.value) === raw)?.value ?? 1;
  return { status, page: pageParam(q.get('page')) };
}

export function couponSearch(f: CouponFilter): string {
  const q = new URLSearchParams();
  if (f.status !== 1) q.set('status', String(f.status));
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** How many of a kind are in a status, from GET /api/user/couponNum; null when the answer does not say. */
export function countOf(counts: Partial<CouponCount> | undefined, kind: CouponKind, status: CouponStatus): number | null {
  if (!counts) return null;
  const keys: Record<CouponKind, Record<CouponStatus, keyof CouponCount>> = {
    coupon: { 1: 'unused', 2: 'used', 3: 'expired' },
    voucher: { 1: 'voucher_unused', 2: 'voucher_used', 3: 'voucher_expired' },
  };
  const n = counts[keys[kind][status]];
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * 去使用: the goods list filtered to where the coupon applies (its category, or the keywords its goods share); the
 * whole list for a storewide one or an answer without a readable filter.
 */
export function couponUseHref(c: Pick<Coupon, 'use_filter'>): string {
  const f = c.use_filter;
  const category = typeof f?.category_id === 'number' && Number.isInteger(f.category_id) && f.category_id > 0 ? f.category_id : undefined;
  const keywords = typeof f?.keywords === 'string' && f.keywords.trim() ? f.keywords.trim().slice(0, 50) : undefined;
  if (category) return href('list_index', undefined, { category_id: category });
  if (keywords) return href('list_index', undefined, { keywords });
  return href('list_index');
}

/** A list entry the page can draw: the fields it shows must be there and of the right kind; others are left out. */
export function isDrawableCoupon(c: unknown): c is Coupon {
  if (!c || typeof c !== 'object') return false;
  const v = c as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.start_date === 'string' && typeof v.end_date === 'string';
}
