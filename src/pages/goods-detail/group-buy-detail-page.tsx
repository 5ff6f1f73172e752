import { GoodsDetailView } from '@/features/catalogue/detail/goods-detail-view';
import type { PageProps } from '@/lib/routes';

/** /list/info-pt/{id}: the detail of a goods in a group buy (its group-buy terms show among the activities). */
export default function GroupBuyDetailPage({ params }: PageProps) {
  return <GoodsDetailView id={Number(params.id)} groupBuy />;
}
