import { AfterSalesDetailView } from '@/features/orders/after-sales/after-sales-detail-view';
import type { PageProps } from '@/lib/routes/route-context';
import { readId } from '@/lib/url/id-param';

/** /order/afterSalesInfo/{id} — 售后详情. */
export default function AfterSalesPage({ params }: PageProps) {
  return <AfterSalesDetailView id={readId(params.id)} />;
}
