import { EInvoiceListView } from '@/features/e-invoices';

/** /dzfp (电子发票), drawn in the member centre. */
export default function DzfpPage() {
  return <EInvoiceListView />;
}
