import { PurchaseStatisticsView } from '@/features/purchase-statistics/statistics-view';

/** /cgtj (采购统计), drawn in the member centre. */
export default function CgtjPage() {
  return <PurchaseStatisticsView />;
}
