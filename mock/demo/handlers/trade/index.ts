import type { PartialHandlers } from '../../core/engine';
import type { DemoDb } from '../../state';
import { acceptanceHandlers } from './acceptance';
import { activityHandlers } from './activity';
import { afterSalesHandlers } from './after-sales';
import { cartHandlers } from './cart';
import { couponHandlers } from './coupon';
import { documentHandlers } from './documents';
import { fastBuyHandlers } from './fast-buy';
import { invoiceHandlers } from './invoice';
import { orderHandlers } from './order';
import { payHandlers } from './pay';
import { pointsHandlers } from './points';
import { receiptHandlers } from './receipts';
import { purchaseListHandlers } from './purchase-list';
import { replenishmentHandlers } from './replenishment';
import { statisticsHandlers } from './statistics';

/** The trade area: cart, orders, payment, coupons, points, invoices, promotions and quick re-purchase. */
export const tradeHandlers: PartialHandlers<DemoDb> = {
  ...cartHandlers,
  ...orderHandlers,
  ...afterSalesHandlers,
  ...documentHandlers,
  ...acceptanceHandlers,
  ...payHandlers,
  ...receiptHandlers,
  ...couponHandlers,
  ...pointsHandlers,
  ...invoiceHandlers,
  ...activityHandlers,
  ...fastBuyHandlers,
  ...purchaseListHandlers,
  ...statisticsHandlers,
  ...replenishmentHandlers,
};
