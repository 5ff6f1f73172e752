/** Freight: a flat fee unless the goods total reaches the free-shipping threshold (both from the server's shipping_data). */
import { fen, maxFen, subFen, type Fen } from './money';

interface ShippingRule {
  /** shipping_amount: the fee charged below the threshold. */
  shippingAmountFen: Fen;
  /** no_trans_order_amount: goods total from which shipping is free. */
  freeThresholdFen: Fen;
}

/** The fee: 0 for an empty order (total ≤ 0) or when total ≥ threshold, else the (non-negative) fee. */
export function shippingFee(goodsTotalFen: Fen, rule: ShippingRule): Fen {
  if (goodsTotalFen <= 0 || goodsTotalFen >= rule.freeThresholdFen) return fen(0);
  return maxFen(fen(0), rule.shippingAmountFen);
}

/** How much more to spend for free shipping; 0 when already free or nothing is charged. */
export function freeShippingGap(goodsTotalFen: Fen, rule: ShippingRule): Fen {
  if (rule.shippingAmountFen <= 0 || goodsTotalFen >= rule.freeThresholdFen) return fen(0);
  return subFen(rule.freeThresholdFen, maxFen(goodsTotalFen, fen(0)));
}

/**
 * 单品包邮: units still needed for this goods to ship free; 0 when the goods offers no such deal
 * (free_shipping_number missing or ≤ 0) or qty already reaches it.
 */
export function freeShippingNeed(qty: number, freeShippingNumber: number | null | undefined): number {
  if (freeShippingNumber == null || !Number.isFinite(freeShippingNumber) || freeShippingNumber <= 0) return 0;
  const have = Number.isFinite(qty) && qty > 0 ? qty : 0;
  return Math.max(0, freeShippingNumber - have);
}
