import { PurchaseRequestFormView } from '@/features/purchase-requests/purchase-request-form';

/** /pzqg/add (新增求购), drawn in the member centre. */
export default function PzqgAddPage() {
  return <PurchaseRequestFormView />;
}
