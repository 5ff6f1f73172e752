import { PurchaseRequestListView } from '@/features/purchase-requests/purchase-request-list';

/** /pzqg (品种求购), drawn in the member centre. */
export default function PzqgPage() {
  return <PurchaseRequestListView />;
}
