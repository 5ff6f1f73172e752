import { CouponCentre } from '@/features/catalogue/zone-extra-a/coupon-centre';

export default function LqzxPage() {
  return <CouponCentre />;
}
