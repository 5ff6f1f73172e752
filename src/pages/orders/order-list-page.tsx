import { OrderListView } from '@/features/orders/list/order-list-view';

/** /order (alias /order_wddd) — 我的订单. */
export default function OrderListPage() {
  return <OrderListView />;
}
