import { PointsLogView } from '@/features/wallet/points-log';

/** /jfgl (积分管理), drawn in the member centre. */
export default function JfglPage() {
  return <PointsLogView />;
}
