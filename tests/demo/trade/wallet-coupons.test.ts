// @vitest-environment node
/** The wallet's coupon lists in the demo API: where 去使用 leads, paging by page_size, the counts of both kinds. */
import { describe, expect, it } from 'vitest';
import { ACC, TradeDemo } from './harness';

describe('优惠券 and 现金券 in the wallet', () => {
  it('gives a category coupon its category, a named-goods coupon the name its goods share, a storewide one neither', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    for (const id of [5, 8]) b.call('receiveCoupon', { path: { id } });
    const rows = b.call('listCoupons', { query: { type: 1, status: 1, page: 1, page_size: 50 } }).data.list;
    const byName = (n: string) => rows.find((r) => r.name === n)?.use_filter;
    expect(byName('抗生素满600减30')).toEqual({ category_id: 3, keywords: null });
    expect(byName('连花清瘟专享券')).toEqual({ category_id: null, keywords: '连花清瘟' });
    expect(rows.find((r) => r.scope.startsWith('全场通用'))?.use_filter).toEqual({ category_id: null, keywords: null });
  });

  it('pages by the page_size asked for, and counts both kinds by status as the lists hold them', () => {
    const demo = new TradeDemo();
    const b = demo.as(ACC.pharmacy);
    const all = b.call('listCoupons', { query: { type: 1, status: 1, page: 1, page_size: 50 } }).data;
    const one = b.call('listCoupons', { query: { type: 1, status: 1, page: 1, page_size: 1 } }).data;
    expect(one.page_size).toBe(1);
    expect(one.list).toHaveLength(Math.min(1, all.total));
    expect(one.total).toBe(all.total);
    const counts = b.call('getCouponCounts').data;
    for (const [type, status, key] of [
      [1, 1, 'unused'],
      [1, 2, 'used'],
      [1, 3, 'expired'],
      [2, 1, 'voucher_unused'],
      [2, 2, 'voucher_used'],
      [2, 3, 'voucher_expired'],
    ] as const) {
      expect(counts[key], key).toBe(b.call('listCoupons', { query: { type, status, page: 1, page_size: 100 } }).data.total);
    }
  });
});
