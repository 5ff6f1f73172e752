import { CouponCentre } from '@/features/catalogue/coupon-centre/coupon-centre';

export default function LqzxPage() {
  return <CouponCentre />;
}
