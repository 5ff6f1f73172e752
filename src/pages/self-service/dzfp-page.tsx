import { EInvoiceListView } from '@/features/e-invoices/e-invoice-list';

/** /dzfp (电子发票), drawn in the member centre. */
export default function DzfpPage() {
  return <EInvoiceListView />;
}
