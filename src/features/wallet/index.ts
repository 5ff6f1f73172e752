// The wallet's public entry: the balance log (/yegl), the points log (/jfgl), coupons (/yhq) and cash vouchers (/xjq).
export { MoneyLogView } from './money-log';
export { PointsLogView } from './points-log';
export { CouponListView } from './coupon-list';
