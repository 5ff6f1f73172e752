import { ReturnInfoView } from '@/features/orders/returns/return-info-view';
import type { PageProps } from '@/lib/routes/route-context';
import { readId } from '@/lib/url/id-param';

/** /order/returnInfo/{id} — 退货详情 (the id is the order's). */
export default function ReturnInfoPage({ params }: PageProps) {
  return <ReturnInfoView id={readId(params.id)} />;
}
