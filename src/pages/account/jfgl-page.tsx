import { PointsLogView } from '@/features/wallet';

/** /jfgl (积分管理), drawn in the member centre. */
export default function JfglPage() {
  return <PointsLogView />;
}
