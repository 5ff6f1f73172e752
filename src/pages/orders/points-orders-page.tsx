import { PointsOrdersView } from '@/features/orders/points/points-orders-view';

/** /order_jfdd (alias /jfdd) — 积分订单. */
export default function PointsOrdersPage() {
  return <PointsOrdersView />;
}
