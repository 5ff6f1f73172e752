import { HmOrdersView } from '@/features/orders';

/** /order_hmdd (alias /hmdd) — 含麻订单回执. */
export default function HmOrdersPage() {
  return <HmOrdersView />;
}
