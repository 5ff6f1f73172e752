import type { ActionInput } from '../order-rules';

/** What the order actions need to know of an order (a list row or a detail). */
export interface ActionOrder extends ActionInput {
  id: number;
  order_no: string;
  invoiceUrl?: string | null;
}
