import { PointsMall } from '@/features/catalogue/zone-extra-b/points-mall';

export default function JfscPage() {
  return <PointsMall />;
}
