/** What the order actions need to know of an order (a list row or a detail). */
export interface ActionOrder {
  id: number;
  order_no: string;
  status: number;
  is_hm: number;
  can_cancel?: number;
  can_receive?: number;
  can_after_sales?: number;
  hasInvoice?: boolean;
  hasLogistics?: boolean;
  invoiceUrl?: string | null;
}
