import { OrderDetailView } from '@/features/orders/detail/order-detail-view';
import type { PageProps } from '@/lib/routes/route-context';
import { readId } from '@/lib/url/id-param';

/** /order/info/{id} — 订单详情 (and /order/wl/{id}, which redirects here with its logistics). */
export default function OrderDetailPage({ params }: PageProps) {
  return <OrderDetailView id={readId(params.id)} />;
}
