import { CouponListView } from '@/features/wallet/coupon-list';

/** /xjq (现金券), drawn in the member centre. */
export default function XjqPage() {
  return <CouponListView kind="voucher" />;
}
