import type { OrderConfirm } from '@generated/models';

/** Confirm data with nothing to buy, deduct or choose but the addresses and invoice types given. */
export function confirmListing(addresses: OrderConfirm['addresses'], invoiceTypes: OrderConfirm['invoice_types'] = []): OrderConfirm {
  return {
    addresses,
    groups: [],
    coupons: [],
    coupon_id: null,
    coupon_saving: '0.00',
    vouchers: [],
    points_rule: { points: 0, points_per_yuan: 100, max_percent: 10, max_points: 0, max_amount: '0.00' },
    balance: '0.00',
    invoice_types: invoiceTypes,
    amounts: { goods_amount: '0.00', manjian_amount: '0.00', coupon_amount: '0.00', shipping_amount: '0.00', pay_amount: '0.00' },
  };
}
