import { GoodsDetailView } from '@/features/catalogue/detail/goods-detail-view';
import type { PageProps } from '@/lib/routes';

export default function GoodsDetailPage({ params }: PageProps) {
  return <GoodsDetailView id={Number(params.id)} />;
}
