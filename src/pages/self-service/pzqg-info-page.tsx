import { PurchaseRequestDetailView } from '@/features/purchase-requests/purchase-request-detail';

/** /pzqg/info?id= (求购详情), drawn in the member centre. */
export default function PzqgInfoPage() {
  return <PurchaseRequestDetailView />;
}
