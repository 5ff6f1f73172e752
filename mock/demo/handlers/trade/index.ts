import type { PartialHandlers } from '../../core/engine';
import type { DemoDb } from '../../state';
import { activityHandlers } from './activity';
import { cartHandlers } from './cart';
import { couponHandlers } from './coupon';
import { fastBuyHandlers } from './fast-buy';
import { invoiceHandlers } from './invoice';
import { orderHandlers } from './order';
import { payHandlers } from './pay';
import { pointsHandlers } from './points';

/** The trade area: cart, orders, payment, coupons, points, invoices, promotions and quick re-purchase. */
export const tradeHandlers: PartialHandlers<DemoDb> = {
  ...cartHandlers,
  ...orderHandlers,
  ...payHandlers,
  ...couponHandlers,
  ...pointsHandlers,
  ...invoiceHandlers,
  ...activityHandlers,
  ...fastBuyHandlers,
};
