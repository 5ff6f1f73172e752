import { PurchaseRequestDetailView } from '@/features/purchase-requests';

/** /pzqg/info?id= (求购详情), drawn in the member centre. */
export default function PzqgInfoPage() {
  return <PurchaseRequestDetailView />;
}
