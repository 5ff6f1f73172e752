import { CouponListView } from '@/features/wallet/coupon-list';

/** /yhq (优惠券), drawn in the member centre. */
export default function YhqPage() {
  return <CouponListView kind="coupon" />;
}
