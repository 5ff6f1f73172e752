// E-invoices (电子发票, /dzfp): the list by order with status, type and amount; the PDF download.
export { EInvoiceListView } from './e-invoice-list';
