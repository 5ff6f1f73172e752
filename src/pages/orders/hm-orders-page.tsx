import { HmOrdersView } from '@/features/orders/hm/hm-orders-view';

/** /order_hmdd (alias /hmdd) — 含麻订单回执. */
export default function HmOrdersPage() {
  return <HmOrdersView />;
}
