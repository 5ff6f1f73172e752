import { PointsMall } from '@/features/catalogue/points-mall/points-mall';

export default function JfscPage() {
  return <PointsMall />;
}
