import { describe, expect, it } from 'vitest';
import { countOf, couponSearch, couponUseHref, readCouponFilter } from '@/features/wallet/coupon-rules';

describe('couponUseHref', () => {
  it('opens the category, else a search for the goods named, else the whole list', () => {
    expect(couponUseHref({ use_filter: { category_id: 3, keywords: null } })).toBe('/list?category_id=3');
    expect(couponUseHref({ use_filter: { category_id: null, keywords: ' 连花清瘟 ' } })).toBe(`/list?keywords=${encodeURIComponent('连花清瘟')}`);
    expect(couponUseHref({ use_filter: { category_id: null, keywords: null } })).toBe('/list');
    expect(couponUseHref({})).toBe('/list');
  });

  it('ignores a malformed filter', () => {
    const junk = { category_id: -2, keywords: 5 } as unknown as { category_id: number; keywords: string };
    expect(couponUseHref({ use_filter: junk })).toBe('/list');
    expect(couponUseHref({ use_filter: { category_id: 1.5, keywords: '  ' } })).toBe('/list');
  });
});

describe('the coupon filter in the address', () => {
  it('round-trips and reads junk as 未使用, page 1', () => {
    expect(readCouponFilter(couponSearch({ status: 3, page: 4 }))).toEqual({ status: 3, page: 4 });
    expect(couponSearch({ status: 1, page: 1 })).toBe('');
    expect(readCouponFilter('?status=9&page=-1')).toEqual({ status: 1, page: 1 });
  });
});

describe('countOf', () => {
  it('reads the count of a kind and status, null when the answer lacks it', () => {
    const counts = { unused: 2, used: 1, expired: 0, voucher_unused: 1, voucher_used: 3, voucher_expired: 0 };
    expect(countOf(counts, 'coupon', 2)).toBe(1);
    expect(countOf(counts, 'voucher', 2)).toBe(3);
    expect(countOf({ unused: 2 }, 'voucher', 1)).toBeNull();
    expect(countOf(undefined, 'coupon', 1)).toBeNull();
  });
});
